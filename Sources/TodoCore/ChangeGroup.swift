import TaskPaper

// Changes made in one step (see `Change.also`) are undone and redone as
// one: every part or none.

func undoGroup(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    try replayGroup(change, change.parts.reversed(), main: change.also.count, redo: false, document, today)
}

func redoGroup(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    try replayGroup(change, change.parts, main: 0, redo: true, document, today)
}

/// Each part undone (or redone) in turn on what the one before left; the
/// outcome is the group's, focused where the main part (`parts[main]`)
/// left its task, with what every part archived or restored.
private func replayGroup(
    _ change: Change, _ parts: [Change], main: Int, redo: Bool, _ document: Document, _ today: Day
) throws(TodoError) -> Outcome {
    var doc = document
    var removed: [ArchivedTask] = []
    var restored: [ArchivedTask] = []
    var focus: TaskRef?
    for (k, part) in parts.enumerated() {
        let outcome = redo ? try TodoCore.redo(part, in: doc, today: today) : try TodoCore.undo(part, in: doc, today: today)
        doc = outcome.document
        removed += outcome.removed
        restored += outcome.restored
        if k == main { focus = outcome.focus }
    }
    return Outcome(
        document: doc, change: change, focus: focus, removed: removed, restored: restored,
        message: "\(redo ? "Redone" : "Undone"): \(change.summary).")
}

extension Change {
    /// The change on its own, then each made with it, in the order made.
    var parts: [Change] {
        var lone = self
        lone.also = []
        return [lone] + also
    }

    /// Changes made in one step (`txtodo done 1 3 4`), in the order made, as
    /// one change: undone together, the last first, and redone together.
    /// Changes that did nothing are left out; one change left is itself.
    public init(grouping changes: [Change]) {
        let made = changes.filter { !$0.isEmpty || !$0.also.isEmpty }
        guard made.count > 1 else {
            self = made.first ?? changes[changes.count - 1]
            return
        }
        let parts = made.flatMap(\.parts)
        var group = parts[0]
        group.also = Array(parts.dropFirst())
        group.summary = Self.summary(of: made.map(\.summary))
        self = group
    }

    /// `Checked “a”; Checked “b”; Checked “c”`, or, for more than three,
    /// the first two and how many more.
    static func summary(of summaries: [String]) -> String {
        guard summaries.count > 3 else { return summaries.joined(separator: "; ") }
        return summaries.prefix(2).joined(separator: "; ") + "; and \(summaries.count - 2) more changes"
    }
}
