import TaskPaper

/// Several actions on tasks named against one listing (`txtodo done 1 3 4`),
/// made as one change of the file: all of them, or none when one is refused;
/// one undo takes all of them back.
public struct Batch: Sendable {
    /// One action's outcome, with the action's index in the list given.
    public struct Step: Sendable {
        public var index: Int
        public var outcome: Outcome
    }

    /// In the order the actions were applied (see `apply(_:to:today:)`): the
    /// order in which their changes are undone, the last first.
    public var steps: [Step]
    /// The file after all of them, with everything they took out of it and
    /// put back, as one outcome for the store to write; its `change` holds
    /// every step's, so one undo takes the whole command back.
    public var combined: Outcome
}

/// Applies each action to the file the one before it left. The tasks were
/// named in one listing, so each action goes where it still finds its task:
/// a task's later namesakes in its section before it, since taking a task out
/// of a section (a delete, a delay) renumbers the namesakes after it, never
/// those before; a task moved elsewhere goes to the end of its new section,
/// after any namesake there. A refusal of any action refuses all of them.
public func apply(_ actions: [Action], to list: TodoList, today: Day) throws(TodoError) -> Batch {
    precondition(!actions.isEmpty, "a batch needs an action")
    let order = actions.indices.sorted { a, b in
        let (x, y) = (actions[a].taskRef?.occurrence ?? 0, actions[b].taskRef?.occurrence ?? 0)
        return x != y ? x > y : a < b
    }
    var steps: [Batch.Step] = []
    var current = list
    for index in order {
        let outcome = try apply(actions[index], to: current, today: today)
        steps.append(Batch.Step(index: index, outcome: outcome))
        current = (outcome.list ?? TodoList(document: outcome.document)).ordered(by: list.order)
    }
    let last = steps[steps.count - 1].outcome
    var combined = Outcome(
        document: last.document, change: Change(grouping: steps.map(\.outcome.change)), focus: nil,
        removed: steps.flatMap(\.outcome.removed), restored: steps.flatMap(\.outcome.restored),
        message: steps.map(\.outcome.message).joined(separator: "\n"))
    combined.list = current
    return Batch(steps: steps, combined: combined)
}

extension Action {
    /// The task the action is about; nil for a new task.
    public var taskRef: TaskRef? {
        switch self {
        case .add, .addOn, .takeBack, .addRoutine: nil
        case .setDone(let ref, _), .toggleDone(let ref), .delay(let ref), .rename(let ref, _), .setPriority(let ref, _),
            .cyclePriority(let ref), .addNote(let ref, _), .editNote(let ref, _, _), .deleteNote(let ref, _),
            .delete(let ref), .move(let ref, _), .schedule(let ref, _), .reorder(let ref, _),
            .setSchedule(let ref, _):
            ref
        }
    }
}
