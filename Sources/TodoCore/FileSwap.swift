import TaskPaper

/// A change of the whole file, such as merging a copy made on another
/// machine: undone only while the file is still exactly what it made.
struct FileSwap: Sendable, Hashable {
    var before: [UInt8]
    var after: [UInt8]
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
    guard document.bytes == from else { throw .undoFileChanged(redo: redo) }
    return Outcome(
        document: Document(bytes: to), change: change, focus: nil, removed: [],
        message: "\(redo ? "Redone" : "Undone"): \(change.summary).")
}
