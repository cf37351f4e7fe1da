import TaskPaper

// Changes made in one step (see `Change.also`) are undone and redone as
// one: every part or none.

func undoGroup(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    var lone = change
    lone.also = []
    return try replayGroup(change, change.also.reversed() + [lone], main: change.also.count, redo: false, document, today)
}

func redoGroup(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    var lone = change
    lone.also = []
    return try replayGroup(change, [lone] + change.also, main: 0, redo: true, document, today)
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
