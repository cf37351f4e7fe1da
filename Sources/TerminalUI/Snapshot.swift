import TodoCore

/// What the app shows: the day and the tasks of each section in display
/// order, as read from the store. A plain value, so `update` and `render`
/// stay pure and tests build it by hand.
public struct Snapshot: Equatable, Sendable {
    public var today: Day
    public var floating: [TodoTask]
    public var todayTasks: [TodoTask]
    public var tomorrow: [TodoTask]
    /// Problems to keep in view (sync-conflict copies beside the file).
    public var warnings: [String]

    public init(today: Day, floating: [TodoTask] = [], todayTasks: [TodoTask] = [], tomorrow: [TodoTask] = [],
                warnings: [String] = []) {
        self.today = today
        self.floating = floating
        self.todayTasks = todayTasks
        self.tomorrow = tomorrow
        self.warnings = warnings
    }

    public func tasks(_ section: Section) -> [TodoTask] {
        switch section {
        case .floating: floating
        case .today: todayTasks
        case .tomorrow: tomorrow
        }
    }

    /// The header's progress counts today's work: floating and Today tasks.
    public var progress: (done: Int, total: Int) {
        let tasks = floating + todayTasks
        return (tasks.filter(\.isDone).count, tasks.count)
    }
}
