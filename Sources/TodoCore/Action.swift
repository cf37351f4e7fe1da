import TaskPaper

/// A change to the data, as a person asks for it.
public enum Action: Sendable, Hashable {
    /// Priority 1...3. To Later: the backlog.
    case add(Section, String, priority: Int)
    /// A new task for a day: Today, Tomorrow or scheduled in Later (see `addTask(on:…)`).
    case addOn(Day, String, priority: Int)
    case setDone(TaskRef, Bool)
    case toggleDone(TaskRef)
    case delay(TaskRef)
    case rename(TaskRef, String)
    case setPriority(TaskRef, Int)
    /// 1 → 2 → 3 → 1.
    case cyclePriority(TaskRef)
    case addNote(TaskRef, String)
    /// Notes are addressed by their 0-based index among the task's notes.
    case editNote(TaskRef, index: Int, String)
    case deleteNote(TaskRef, index: Int)
    case delete(TaskRef)
    /// To the end of another section (see `move(_:to:list:today:)`).
    case move(TaskRef, Section)
    /// A day for the task: today, tomorrow, or scheduled in Later (see `schedule`).
    case schedule(TaskRef, Day)
    /// Up or down among the tasks of its rank in its section (see `reorder`).
    case reorder(TaskRef, Reorder)
    /// A task of the record put on today's list again, as a new task.
    case takeBack(PastTask)
    /// A routine: its name, its days (`@every`), its priority 1...3.
    case addRoutine(String, every: String, priority: Int)
    /// A routine's new days.
    case setSchedule(TaskRef, String)
}

/// What an action (or an undo / redo) did.
public struct Outcome: Sendable {
    public var document: Document
    /// What to record for undo.
    public var change: Change
    /// Where the acted-on task is now (nil after a delete).
    public var focus: TaskRef?
    /// Tasks taken out of the file, for the archive: day = the task's `@day`,
    /// or `today` for floating tasks and tasks without one.
    public var removed: [ArchivedTask]
    /// Tasks put back into the file (a delete undone): their archived copies
    /// come out of the archive, so it holds each task once.
    public var restored: [ArchivedTask]
    /// One line for people, e.g. "Checked “Buy oat milk”."
    public var message: String
    /// The tasks of `document`, when the action read them (so a caller need not read them again).
    public internal(set) var list: TodoList?

    public init(
        document: Document, change: Change, focus: TaskRef?, removed: [ArchivedTask],
        restored: [ArchivedTask] = [], message: String
    ) {
        self.document = document
        self.change = change
        self.focus = focus
        self.removed = removed
        self.restored = restored
        self.message = message
    }
}

/// At most this many floating tasks, done ones included until they expire.
public let floatingLimit = 3

/// Applies an action to the document as it is now. Only the lines the action
/// is about change; a task that cannot be found is `TodoError.taskGone`.
public func apply(_ action: Action, to document: Document, today: Day) throws(TodoError) -> Outcome {
    try apply(action, to: TodoList(document: document), today: today)
}

/// The same, on a document already read into tasks (`list.document`).
public func apply(_ action: Action, to list: TodoList, today: Day) throws(TodoError) -> Outcome {
    switch action {
    case .add(let section, let name, let priority):
        return try addTask(section, name: name, priority: priority, list: list, today: today)
    case .addOn(let day, let name, let priority):
        return try addTask(on: day, name: name, priority: priority, list: list, today: today)
    case .setDone(let ref, let done):
        return try setDone(try list.resolve(ref), done, list: list, today: today)
    case .toggleDone(let ref):
        let task = try list.resolve(ref)
        return try setDone(task, !task.isDone, list: list, today: today)
    case .delay(let ref):
        return try delay(try list.resolve(ref), list: list, today: today)
    case .rename(let ref, let name):
        return try rename(try list.resolve(ref), to: name, list: list)
    case .setPriority(let ref, let priority):
        return try setPriority(try list.resolve(ref), priority, list: list)
    case .cyclePriority(let ref):
        let task = try list.resolve(ref)
        return try setPriority(task, task.priority % 3 + 1, list: list)
    case .addNote(let ref, let text):
        return try addNote(try list.resolve(ref), text, list: list)
    case .editNote(let ref, let index, let text):
        return try editNote(try list.resolve(ref), index: index, text, list: list)
    case .deleteNote(let ref, let index):
        return try deleteNote(try list.resolve(ref), index: index, list: list)
    case .delete(let ref):
        return deleteTask(try list.resolve(ref), list: list, today: today)
    case .move(let ref, let section):
        return try move(try list.resolve(ref), to: section, list: list, today: today)
    case .schedule(let ref, let day):
        return try schedule(try list.resolve(ref), on: day, list: list, today: today)
    case .reorder(let ref, let way):
        return try reorder(try list.resolve(ref), way, list: list)
    case .takeBack(let task):
        return try takeBack(task, list: list, today: today)
    case .addRoutine(let name, let every, let priority):
        return try addRoutine(name: name, every: every, priority: priority, list: list, today: today)
    case .setSchedule(let ref, let every):
        return try setSchedule(try list.resolve(ref), every, list: list, today: today)
    }
}
