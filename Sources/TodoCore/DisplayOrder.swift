/// The display sort: open before done, then priority 3 → 1, then name
/// (case-insensitive), then file order.
///
/// Read from the document's bytes: each task's place is one plain entry
/// (its rank by done and priority, the first eight bytes of its lowered name),
/// and names that tie there are lowered as they are compared (see `SortKeys`).
/// No task is built and no name is copied unless it needs Unicode's lowercasing.
enum DisplayOrder {
    /// Indices into `lines` (a section's task lines, in file order), in display order.
    static func order(of lines: [Int], in doc: Document) -> [Int] {
        sorted(lines, doc).map { Int($0.index) }
    }

    /// The tasks in display order, each with what it was placed by.
    static func sorted(_ lines: [Int], _ doc: Document) -> [Entry] {
        doc.bytes.withUnsafeBufferPointer { p in
            let keys = SortKeys(lines, doc, p)
            var entries = keys.entries
            entries.sort { a, b in isBefore(a, b, keys, p) }
            return entries
        }
    }

    /// How many of the tasks come before task `i` in display order: its
    /// place found in one pass, without sorting the rest.
    static func rank(of i: Int, in lines: [Int], _ doc: Document) -> Int {
        doc.bytes.withUnsafeBufferPointer { p in
            let keys = SortKeys(lines, doc, p)
            let task = keys.entries[i]
            return keys.entries.reduce(0) { count, e in count + (isBefore(e, task, keys, p) ? 1 : 0) }
        }
    }

    private static func isBefore(_ a: Entry, _ b: Entry, _ keys: SortKeys, _ p: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        let names: SortKeys.Comparison
        if a.kind == .bytes && b.kind == .bytes {
            names = a.prefix != b.prefix ? (a.prefix < b.prefix ? .less : .greater) : keys.compareInPlace(a, b, p)
        } else {
            names = keys.compareOther(a, b, p)
        }
        switch names {
        case .less: return true
        case .greater: return false
        case .same: return a.index < b.index
        }
    }

    /// 16 bytes: the sort moves these, never tasks or strings.
    struct Entry {
        /// The first eight bytes of the lowered name, big-endian, zero after its end.
        var prefix: UInt64
        var index: Int32
        /// Open before done, then priority 3 → 1: 0 (open, 3) … 5 (done, 1).
        var rank: UInt8
        var kind: SortKeys.Kind
    }
}

/// A task's place in display order: eight bytes, for lists of any length.
public struct DisplayedTask: Sendable, Hashable {
    let index32: Int32
    /// Open before done, then priority 3 → 1 (see `DisplayOrder.Entry.rank`).
    let rank: UInt8

    init(index: Int32, rank: UInt8) {
        index32 = index
        self.rank = rank
    }

    /// Index into the section's `taskLines(in:)` and `tasks(in:)`.
    public var index: Int { Int(index32) }
    /// `TodoTask.isDone`.
    public var isDone: Bool { rank >= 3 }
    /// `TodoTask.priority`: 1…3.
    public var priority: Int { 3 - Int(rank % 3) }
}
