import TaskPaper

/// What an action did to one task, kept so it can be undone and redone
/// against a file that may have changed since: the task's lines before and
/// after, and where it sat among its section's tasks. Undo and redo find the
/// task again by its section, name and exact task line — never by line number.
public struct Change: Sendable, Hashable {
    var before: TaskState?
    var after: TaskState?
    /// Sections whose header the action wrote (undo takes them out again while empty).
    var createdSections: [Section]
    /// Whether the action also wrote a blank line after a new section at the top.
    var addedSeparator: Bool
    /// What was done, for people: "Checked “Buy oat milk”".
    public var summary: String
    /// A change of the whole file (a merge) rather than of one task.
    var file: FileSwap? = nil
    /// Changes made in the same step (a routine added, and the task it
    /// made today): undone before this one, newest first, and redone after it.
    var also: [Change] = []
    /// Entries the change wrote to the archive itself, not tasks taken out
    /// of the file (a missed day marked done): undo takes them out again,
    /// redo writes them again.
    var archived: [ArchivedTask] = []

    /// The task's name before and after, when the change renamed it (its
    /// undo gives the old name back: a rename the other way).
    public var renamedTask: (from: String, to: String)? {
        guard let before, let after, before.ref.name != after.ref.name else { return nil }
        return (before.ref.name, after.ref.name)
    }

    /// An action that changed nothing (e.g. checking a checked task).
    public var isEmpty: Bool {
        before == after && file.map { $0.before == $0.after } != false && archived.isEmpty
    }
}

/// A task's lines (task line first, everything under it after) and its place.
struct TaskState: Sendable, Hashable {
    var ref: TaskRef
    /// Index among the section's tasks, in file order.
    var position: Int
    var lines: [LineSlice]
}

extension TodoList {
    func snapshot(_ task: TodoTask) -> TaskState {
        TaskState(
            ref: task.ref, position: position(of: task),
            lines: document.standaloneLines(task.line..<document.subtreeContentEnd(task.line)))
    }
}

/// The outcome of an action that leaves its task at `line` of `document` (nil: gone).
func finish(
    _ summary: String, before: TaskState?, document: Document, line: Int?,
    placement: Placement? = nil, removed: [ArchivedTask] = []
) -> Outcome {
    let list = TodoList(document: document)
    let task = line.flatMap(list.task(atLine:))
    var created: [Section] = []
    if let placement, placement.createdSection, let task { created = [task.section] }
    let change = Change(
        before: before, after: task.map(list.snapshot), createdSections: created,
        addedSeparator: placement?.addedSeparator ?? false, summary: summary)
    var outcome = Outcome(document: document, change: change, focus: task?.ref, removed: removed, message: summary + ".")
    outcome.list = list
    return outcome
}

/// The outcome of an action with nothing to do: same bytes, an empty change.
func unchanged(_ task: TodoTask, list: TodoList, _ summary: String) -> Outcome {
    let snapshot = list.snapshot(task)
    let change = Change(before: snapshot, after: snapshot, createdSections: [], addedSeparator: false, summary: summary)
    var outcome = Outcome(document: list.document, change: change, focus: task.ref, removed: [], message: summary + ".")
    outcome.list = list
    return outcome
}
