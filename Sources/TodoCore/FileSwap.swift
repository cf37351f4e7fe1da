import TaskPaper

/// A change of the whole file, such as merging a copy made on another
/// machine: undone only while the file is still exactly what it made. Only
/// what differs is kept — the bytes between the start and the end both
/// versions share — with the shared ends' length and a check of their
/// bytes, so a merge that added one task costs that task in the undo
/// history, not the file twice.
struct FileSwap: Sendable, Hashable {
    /// How many bytes both versions share at the start and at the end.
    var prefix: Int
    var suffix: Int
    /// What lies between them, before and after the change.
    var before: [UInt8]
    var after: [UInt8]
    /// A check of the shared ends' bytes.
    var ends: UInt64

    init(prefix: Int, suffix: Int, before: [UInt8], after: [UInt8], ends: UInt64) {
        (self.prefix, self.suffix, self.before, self.after, self.ends) = (prefix, suffix, before, after, ends)
    }

    /// The change from the whole file `old` to the whole file `new`.
    init(before old: [UInt8], after new: [UInt8]) {
        let limit = min(old.count, new.count)
        var prefix = 0
        while prefix < limit && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.init(
            prefix: prefix, suffix: suffix, before: Array(old[prefix..<(old.count - suffix)]),
            after: Array(new[prefix..<(new.count - suffix)]), ends: Self.check(new, prefix: prefix, suffix: suffix))
    }

    /// `bytes` with `from` between the shared ends replaced by `to`; nil
    /// when `bytes` is not the version that holds `from` there.
    func apply(to bytes: [UInt8], from: [UInt8], to replacement: [UInt8]) -> [UInt8]? {
        guard bytes.count == prefix + from.count + suffix, bytes[prefix..<(prefix + from.count)].elementsEqual(from),
            Self.check(bytes, prefix: prefix, suffix: suffix) == ends
        else { return nil }
        return Array(bytes[..<prefix]) + replacement + bytes[(bytes.count - suffix)...]
    }

    /// FNV-1a over the first `prefix` and the last `suffix` bytes.
    static func check(_ bytes: [UInt8], prefix: Int, suffix: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes[..<prefix] + bytes[(bytes.count - suffix)...] {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

extension Change {
    /// The change from `before` to `after`, as one step of the undo history.
    public static func wholeFile(from before: Document, to after: Document, summary: String) -> Change {
        Change(
            before: nil, after: nil, createdSections: [], addedSeparator: false, summary: summary,
            file: FileSwap(before: before.bytes, after: after.bytes))
    }
}

/// Undo (or redo) of a whole-file change: the other version, when the file
/// is still the version the change left.
func swapFile(_ swap: FileSwap, _ change: Change, in document: Document, redo: Bool) throws(TodoError) -> Outcome {
    let (from, to) = redo ? (swap.before, swap.after) : (swap.after, swap.before)
    guard let bytes = swap.apply(to: document.bytes, from: from, to: to) else { throw .undoFileChanged(redo: redo) }
    return Outcome(
        document: Document(bytes: bytes), change: change, focus: nil, removed: [],
        message: "\(redo ? "Redone" : "Undone"): \(change.summary).")
}
