import TaskPaper

/// What a listing knows a task by: a 64-bit hash of its name and its notes,
/// as the file holds them. A check, a priority, a delay or a move to
/// another section leave it as it is; a rename or a note changes it (the
/// commands that make those say so to the listing).
public enum ListingIdentity {
    /// The identity of the task on `line`.
    public static func of(line: Int, in document: Document) -> UInt64 {
        of(line: line, in: document, hasLinesUnder: true)
    }

    /// `hasLinesUnder`: false when nothing belongs to the task, so its notes
    /// are not looked for.
    /// `name`: the name's bytes (`displayTextRange(line)`), when known.
    static func of(line: Int, in document: Document, hasLinesUnder: Bool, name: Range<Int>? = nil) -> UInt64 {
        document.bytes.withUnsafeBytes { raw in
            var h = Hasher64()
            h.add(raw, name ?? document.displayTextRange(line))
            if hasLinesUnder {
                // The name holds no line break, so name and notes read back one way only.
                for k in document.noteLines(of: line) {
                    h.addByte(0x0A)
                    h.add(raw, document.bodyRange(k))
                }
            }
            return h.value
        }
    }

    /// FNV-1a, eight bytes at a time.
    struct Hasher64 {
        private var h: UInt64 = 0xcbf2_9ce4_8422_2325
        private static let prime: UInt64 = 0x0000_0100_0000_01b3

        mutating func add(_ raw: UnsafeRawBufferPointer, _ range: Range<Int>) {
            var k = range.lowerBound
            while k + 8 <= range.upperBound {
                h = (h ^ raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* Self.prime
                k += 8
            }
            while k < range.upperBound {
                h = (h ^ UInt64(raw[k])) &* Self.prime
                k += 1
            }
            h = (h ^ UInt64(range.count)) &* Self.prime
        }

        mutating func addByte(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* Self.prime }

        var value: UInt64 { h ^ (h >> 29) }
    }
}

/// A listing written as `list` numbers the tasks: one task after another.
/// Given `pieces`, its bytes go there as they are made, about 64 KiB at a
/// time (`finish()` gives the last), and none are kept: `list` of many
/// tasks never holds its whole listing.
public struct ListingBuilder {
    let document: Document
    public private(set) var listing: Listing
    private let pieces: (([UInt8]) -> Void)?
    private var pending: [UInt8] = []
    static let piece = 1 << 16

    public init(_ list: TodoList, pieces: (([UInt8]) -> Void)? = nil) {
        document = list.document
        self.pieces = pieces
        if pieces == nil {
            listing = Listing(capacity: list.taskCount)
        } else {
            listing = Listing()
            pending = Listing.head
            pending.reserveCapacity(Self.piece + 12)
        }
    }

    /// The next number is the task on `line`.
    public mutating func append(line: Int) {
        add(Listing.Entry(identity: ListingIdentity.of(line: line, in: document), line: line))
    }

    /// The next number is the task `list` shows on `line`, its name read already.
    public mutating func append(line: Int, _ task: DisplayedTask) {
        let identity = ListingIdentity.of(
            line: line, in: document, hasLinesUnder: task.hasLinesUnder, name: task.nameRange)
        add(Listing.Entry(identity: identity, line: line))
    }

    private mutating func add(_ entry: Listing.Entry) {
        guard let pieces else {
            listing.append(entry)
            return
        }
        Listing.append(entry, to: &pending)
        if pending.count >= Self.piece {
            pieces(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Gives the last piece (with `pieces`).
    public mutating func finish() {
        guard let pieces, !pending.isEmpty else { return }
        pieces(pending)
        pending = []
    }
}

extension TodoList {
    /// The listing `list` shows now: every task in display order.
    public var currentListing: Listing {
        var builder = ListingBuilder(self)
        for section in Section.listed {
            let lines = taskLines(in: section)
            for task in displayedTasks(section) {
                builder.append(line: lines[task.index], task)
            }
        }
        return builder.listing
    }
}
