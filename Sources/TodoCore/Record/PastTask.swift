import TaskPaper

/// What became of a task, as the archive (or today's list) tells it.
public enum Fate: String, Sendable, Hashable, CaseIterable {
    /// Checked (`@done`), whatever else happened to it.
    case done
    /// Still on today's list, not checked yet.
    case open
    /// Its day passed before it was checked (no `@done`, no `@deleted`).
    case unfinished
    /// Deleted by hand (`@deleted(YYYY-MM-DD)`).
    case deleted

    /// How a task of this fate is drawn: `[x]`, `[ ]` or `[-]`.
    public var checkbox: String {
        switch self {
        case .done: "[x]"
        case .open, .unfinished: "[ ]"
        case .deleted: "[-]"
        }
    }
}

/// One task of the record: a day's task that was done, expired unfinished
/// or was deleted, or one still open on today's list.
public struct PastTask: Sendable, Hashable {
    /// The day it belonged to (the archive's day project; today for today's list).
    public var day: Day
    public var name: String
    public var fate: Fate
    public var priority: Int
    /// Whether it was a daily task (it carried `@day`); floating tasks have none.
    public var isDaily: Bool
    /// Whether a routine made it (`@routine`).
    public var isRoutine: Bool
    /// Whether it had used its one delay (`@delayed`).
    public var isDelayed: Bool
    public var doneDay: Day?
    public var deletedDay: Day?
    public var notes: [String]
    public var subtasks: [Subtask]
    /// The user's tags after the name, as written.
    public var tags: [String]

    public init(
        day: Day, name: String, fate: Fate, priority: Int = 1, isDaily: Bool = true, isRoutine: Bool = false,
        isDelayed: Bool = false, doneDay: Day? = nil,
        deletedDay: Day? = nil, notes: [String] = [], subtasks: [Subtask] = [], tags: [String] = []
    ) {
        self.day = day
        self.name = name
        self.fate = fate
        self.priority = priority
        self.isDaily = isDaily
        self.isRoutine = isRoutine
        self.isDelayed = isDelayed
        self.doneDay = doneDay
        self.deletedDay = deletedDay
        self.notes = notes
        self.subtasks = subtasks
        self.tags = tags
    }
}

/// One day of the record and its tasks: done, open, unfinished, deleted,
/// each group in file order.
public struct LogDay: Sendable, Hashable {
    public var day: Day
    public var tasks: [PastTask]

    public init(day: Day, tasks: [PastTask]) {
        self.day = day
        self.tasks = tasks
    }

    public func count(_ fate: Fate) -> Int { tasks.count { $0.fate == fate } }
}

extension Day {
    /// `Sun` … `Sat`, as the record's days are headed.
    public var weekdayName: String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday] }
}
