import TaskPaper

/// The projects txtodo owns, in file order: the four of the list, then
/// the routines (templates that make a task on their days; never listed).
public enum Section: String, CaseIterable, Sendable, Hashable, Codable {
    case floating, today, tomorrow, later, routines

    /// The project name as written in the file.
    public var title: String {
        switch self {
        case .floating: return "Floating"
        case .today: return "Today"
        case .tomorrow: return "Tomorrow"
        case .later: return "Later"
        case .routines: return "Routines"
        }
    }

    /// The sections of the list, in order: what `list` numbers and the app
    /// shows. The routines are not among them.
    public static let listed: [Section] = [.floating, .today, .tomorrow, .later]
}

/// A handle to a task that survives reloads: section + name + occurrence
/// (0 for the first task of that name in that section, in file order).
/// Never a line number. The app's refs also carry the identity of the task
/// as it was shown (see `TaskIdentity.swift`): a check made on the file as
/// it is when the change is made, not part of the address, so two refs are
/// equal whatever identity they carry.
public struct TaskRef: Sendable, Hashable, Codable, CustomStringConvertible {
    public var section: Section
    public var name: String
    public var occurrence: Int
    /// `ListingIdentity` of the task when it was shown; nil: not checked.
    /// Never stored: it is for the change made from one screen.
    public var identity: UInt64?

    private enum CodingKeys: String, CodingKey { case section, name, occurrence }

    public init(section: Section, name: String, occurrence: Int = 0) {
        self.section = section
        self.name = name
        self.occurrence = occurrence
    }

    public var description: String { "\(section.title)/\(name)#\(occurrence)" }

    public static func == (a: TaskRef, b: TaskRef) -> Bool {
        a.section == b.section && a.name == b.name && a.occurrence == b.occurrence
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(name)
        hasher.combine(occurrence)
    }
}

/// One task as txtodo reads it from the file.
public struct TodoTask: Sendable, Hashable, Identifiable {
    public var ref: TaskRef
    public var section: Section { ref.section }
    /// What a person reads: no dash, no trailing tags.
    public var name: String { ref.name }
    /// 1…3 (`@priority`), 1 when absent or unreadable.
    public var priority: Int
    /// `@day(…)`: the local day a daily task belongs to.
    public var day: Day?
    /// `@done` present (with or without a date).
    public var isDone: Bool
    /// The day of `@done(…)` when it has one.
    public var doneDay: Day?
    /// `@delayed`: the one delay is used.
    public var isDelayed: Bool
    /// `@routine`: a routine made this task.
    public var isRoutine: Bool
    /// The task's note lines, in order, without indentation.
    public var notes: [String]
    /// The `- ` lines indented under the task, in file order; shown under it,
    /// read only, and carried with it wherever it goes.
    public var subtasks: [Subtask]
    /// The user's tags after the name, as written (`@store`, `@due(2026-12-01)`):
    /// every trailing tag that is not txtodo's own.
    public var tags: [String]
    /// Index of the task's line in the document it was read from (valid only for that document).
    public var line: Int

    public var id: TaskRef { ref }

    public init(
        ref: TaskRef, priority: Int = 1, day: Day? = nil, isDone: Bool = false, doneDay: Day? = nil,
        isDelayed: Bool = false, isRoutine: Bool = false, notes: [String] = [], subtasks: [Subtask] = [],
        tags: [String] = [], line: Int = 0
    ) {
        self.ref = ref
        self.priority = priority
        self.day = day
        self.isDone = isDone
        self.doneDay = doneDay
        self.isDelayed = isDelayed
        self.isRoutine = isRoutine
        self.notes = notes
        self.subtasks = subtasks
        self.tags = tags
        self.line = line
    }
}

/// A `- ` line under a task: its name (no dash, no trailing tags), whether
/// it carries `@done`, and how deep it sits (1 = right under the task).
public struct Subtask: Sendable, Hashable {
    public var name: String
    public var isDone: Bool
    public var depth: Int

    public init(name: String, isDone: Bool = false, depth: Int = 1) {
        self.name = name
        self.isDone = isDone
        self.depth = depth
    }
}
