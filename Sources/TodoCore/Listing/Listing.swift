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

    /// The version line, then 12 bytes a number (the identity and the
    /// line, little-endian): the bytes the store keeps, read in place.
    public private(set) var bytes: [UInt8]

    static let head = Array("txtodo-listing 1\n".utf8)

    /// How many bytes a listing of `count` numbers is.
    public static func byteCount(numbers count: Int) -> Int { head.count + 12 * count }

    public init(entries: [Entry] = []) {
        bytes = Self.head
        bytes.reserveCapacity(Self.head.count + 12 * entries.count)
        for entry in entries { append(entry) }
    }

    /// An empty listing with room for `capacity` numbers.
    init(capacity: Int) {
        bytes = Self.head
        bytes.reserveCapacity(Self.head.count + 12 * capacity)
    }

    /// Reads `bytes`; nil when they are not a listing of this version.
    public init?(bytes: [UInt8]) {
        let body = bytes.count - Self.head.count
        guard body >= 0, body % 12 == 0, bytes.starts(with: Self.head) else { return nil }
        self.bytes = bytes
    }

    /// How many numbers the listing gives (1 … count).
    public var count: Int { (bytes.count - Self.head.count) / 12 }

    /// The next number an added task takes.
    public var nextNumber: Int { count + 1 }

    /// Number `index + 1`.
    public subscript(index: Int) -> Entry {
        get {
            precondition(index >= 0 && index < count, "no such number")
            return bytes.withUnsafeBytes { raw in
                let at = Self.head.count + 12 * index
                return Entry(
                    identity: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
                    rawLine: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self)))
            }
        }
        set {
            precondition(index >= 0 && index < count, "no such number")
            let at = Self.head.count + 12 * index
            bytes.withUnsafeMutableBytes { raw in
                raw.storeBytes(of: newValue.identity.littleEndian, toByteOffset: at, as: UInt64.self)
                raw.storeBytes(of: newValue.line.littleEndian, toByteOffset: at + 8, as: UInt32.self)
            }
        }
    }

    /// Every number's entry, in order.
    public var entries: [Entry] { (0..<count).map { self[$0] } }

    /// Adds a task after the last number; returns its number.
    @discardableResult
    public mutating func append(_ entry: Entry) -> Int {
        Self.append(entry, to: &bytes)
        return count
    }

    /// The entry's 12 bytes after `bytes`.
    static func append(_ entry: Entry, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: entry.identity.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: entry.line.littleEndian) { bytes += $0 }
    }
}
