import TaskPaper

/// The display sort: open before done, then priority 3 → 1, then the file's
/// order (see `FileOrder`), or, with `sort = name`, name (case-insensitive),
/// then file order.
///
/// The name sort is read from the document's bytes: each task's place is one plain entry
/// (its rank by done and priority, the first eight bytes of its lowered name,
/// where its name is), and names that tie there are lowered as they are
/// compared (see `SortKeys`). No task is built and no name is copied unless
/// it needs Unicode's lowercasing.
enum DisplayOrder {
    /// Indices into `lines` (a section's task lines, in file order), in display order.
    static func order(of lines: [Int], in doc: Document, by order: ListOrder) -> [Int] {
        sorted(lines, doc, by: order).map { Int($0.index) }
    }

    /// The tasks in display order, each with what it was placed by.
    static func sorted(_ lines: [Int], _ doc: Document, by order: ListOrder) -> [DisplayedTask] {
        order == .file ? FileOrder.sorted(lines, doc) : byName(lines, doc)
    }

    /// How many of the tasks come before task `i` in display order: its
    /// place found in one pass, without sorting the rest.
    static func rank(of i: Int, in lines: [Int], _ doc: Document, by order: ListOrder) -> Int {
        order == .file ? FileOrder.rank(of: i, in: lines, doc) : rankByName(of: i, in: lines, doc)
    }

    /// The tasks in the name order.
    private static func byName(_ lines: [Int], _ doc: Document) -> [DisplayedTask] {
        doc.bytes.withUnsafeBufferPointer { p in
            var keys = SortKeys(lines, doc, p)
            // Taken out of the keys, so that sorting does not copy them first.
            var entries: [DisplayedTask] = []
            swap(&entries, &keys.entries)
            let names = keys
            if names.strings.isEmpty {
                // Every pair compares as bytes, a strict total order: any sort
                // gives the one order there is, and this one needs no buffer
                // beside the entries. First by what the entries hold, then the
                // names that tie there by the rest of their bytes.
                entries.withUnsafeMutableBufferPointer { e in
                    InPlaceSort.sort(e) { a, b in
                        if a.rank != b.rank { return a.rank < b.rank }
                        return a.prefix != b.prefix ? a.prefix < b.prefix : a.index32 < b.index32
                    }
                    TieRefinement.refine(e, names, p)
                }
            } else {
                // Strings do not always compare as a strict order (of
                // "e\u{301}" and "\u{E9}z" neither comes first), so the order
                // depends on the sort: the standard one, as it always was.
                entries.sort { a, b in isBefore(a, b, names, p) }
            }
            return entries
        }
    }

    private static func rankByName(of i: Int, in lines: [Int], _ doc: Document) -> Int {
        doc.bytes.withUnsafeBufferPointer { p in
            let keys = SortKeys(lines, doc, p)
            let task = keys.entries[i]
            return keys.entries.reduce(0) { count, e in count + (isBefore(e, task, keys, p) ? 1 : 0) }
        }
    }

    private static func isBefore(
        _ a: DisplayedTask, _ b: DisplayedTask, _ keys: SortKeys, _ p: UnsafeBufferPointer<UInt8>
    ) -> Bool {
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
        case .same: return a.index32 < b.index32
        }
    }
}

/// A task in display order, with what it was placed by and what `list`
/// prints of its line: 24 bytes, read in file order, so that printing the
/// tasks in display order reads only their names from the file.
public struct DisplayedTask: Sendable {
    /// In the name order, the first eight bytes of the lowered name,
    /// big-endian, zero after its end (once sorted, some later eight bytes:
    /// see `TieRefinement`); 0 in the file order.
    var prefix: UInt64
    /// The name's bytes in the document (offsets fit 32 bits, as in its line table).
    var start: UInt32
    var end: UInt32
    var index32: Int32
    /// Open before done, then priority 3 → 1: 0 (open, 3) … 5 (done, 1).
    var rank: UInt8
    var kind: SortKeys.Kind
    /// What else `list` prints of the task, read with the rest in file
    /// order: `delayed`, `linesUnder`, `userTags`, `routine`.
    var flags: UInt8
    static let delayed: UInt8 = 1
    static let linesUnder: UInt8 = 2
    static let userTags: UInt8 = 4
    static let routine: UInt8 = 8

    /// Index into the section's `taskLines(in:)` and `tasks(in:)`.
    public var index: Int { Int(index32) }
    /// `TodoTask.isDone`.
    public var isDone: Bool { rank >= 3 }
    /// `TodoTask.priority`: 1…3.
    public var priority: Int { 3 - Int(rank % 3) }
    /// `TodoTask.isDelayed`.
    public var isDelayed: Bool { flags & Self.delayed != 0 }
    /// Whether lines belong to the task (its subtasks, notes or blank lines among them).
    public var hasLinesUnder: Bool { flags & Self.linesUnder != 0 }
    /// Whether the user's own tags follow the name (see `forEachUserTag`).
    public var hasUserTags: Bool { flags & Self.userTags != 0 }
    /// `TodoTask.isRoutine`.
    public var isRoutine: Bool { flags & Self.routine != 0 }
    /// The bytes of `TodoTask.name` in the document.
    public var nameRange: Range<Int> { Int(start)..<Int(end) }
}
