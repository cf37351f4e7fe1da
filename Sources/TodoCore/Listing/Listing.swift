/// The last listing a person saw of a todo file: number N (index N-1) →
/// the task's identity (its name and notes, see `ListingIdentity`) and
/// where it stood. Kept by the store as bytes (`bytes`, `init(bytes:)`);
/// `TodoList.match(_:)` finds which task each number names now.
public struct Listing: Sendable, Equatable {
    public struct Entry: Sendable, Hashable {
        /// The task's name and notes, hashed (`ListingIdentity`).
        public var identity: UInt64
        /// The task's line when it was listed or last changed by a command:
        /// only the order of tasks alike (twins) is read from it.
        public var line: UInt32

        /// `line` of a task a command deleted: its number names no task,
        /// unless `undo` brings it back.
        public static let removed = UInt32.max

        public init(identity: UInt64, line: Int) {
            self.identity = identity
            self.line = UInt32(clamping: max(line, 0))
        }

        init(identity: UInt64, rawLine: UInt32) {
            self.identity = identity
            self.line = rawLine
        }

        public var isRemoved: Bool { line == Self.removed }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// How many numbers the listing gives (1 … count).
    public var count: Int { entries.count }

    /// The number the next added task takes.
    public var nextNumber: Int { entries.count + 1 }

    /// Adds a task after the last number; returns its number.
    @discardableResult
    public mutating func append(_ entry: Entry) -> Int {
        entries.append(entry)
        return entries.count
    }

    // MARK: Bytes

    private static let head = Array("txtodo-listing 1\n".utf8)

    /// A version line, then 12 bytes a number: the identity and the line,
    /// little-endian.
    public var bytes: [UInt8] {
        var out = Self.head
        out.reserveCapacity(Self.head.count + 12 * entries.count)
        for entry in entries {
            withUnsafeBytes(of: entry.identity.littleEndian) { out += $0 }
            withUnsafeBytes(of: entry.line.littleEndian) { out += $0 }
        }
        return out
    }

    /// Reads `bytes`; nil when they are not a listing of this version.
    public init?(bytes: [UInt8]) {
        let body = bytes.count - Self.head.count
        guard body >= 0, body % 12 == 0, bytes.starts(with: Self.head) else { return nil }
        let count = body / 12
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        bytes.withUnsafeBytes { raw in
            for k in 0..<count {
                let at = Self.head.count + 12 * k
                let identity = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                let line = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self))
                entries.append(Entry(identity: identity, rawLine: line))
            }
        }
        self.entries = entries
    }
}
