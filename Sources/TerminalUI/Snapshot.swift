import TodoCore
import TodoStore
import TaskPaper

/// What the app shows: the day and the tasks of each section in display
/// order, as read from the store. A plain value, so `update` and `render`
/// stay pure and tests build it by hand.
public struct Snapshot: Equatable, Sendable {
    var today: Day
    var floating: [TodoTask]
    var todayTasks: [TodoTask]
    var tomorrow: [TodoTask]
    /// Later: the scheduled tasks by day, then the backlog.
    var later: [TodoTask]
    /// The names of the Today tasks that arrived from Later today (rule 5).
    var arrived: [String] = []
    /// The routines, in file order (not part of the list).
    var routines: [Routine]
    /// Problems to keep in view (sync-conflict copies beside the file).
    var warnings: [String]
    /// The file's path, shown in the help screen.
    var path: String

    init(
        today: Day, floating: [TodoTask] = [], todayTasks: [TodoTask] = [], tomorrow: [TodoTask] = [],
        later: [TodoTask] = [], routines: [Routine] = [], warnings: [String] = [], path: String = ""
    ) {
        self.path = path
        self.today = today
        self.floating = floating
        self.todayTasks = todayTasks
        self.tomorrow = tomorrow
        self.later = later
        self.routines = routines
        self.warnings = warnings
    }

    func tasks(_ section: Section) -> [TodoTask] {
        switch section {
        case .floating: floating
        case .today: todayTasks
        case .tomorrow: tomorrow
        case .later: later
        case .routines: routines.map(\.task)
        }
    }

    /// The header's progress: Today's tasks done, out of Today's tasks.
    var progress: (done: Int, total: Int) { dailyProgress(todayTasks) }
}

extension Snapshot {
    /// What the store holds now, in display order.
    public init(store: TodoStore) {
        let list = store.list
        self.init(
            today: store.today, floating: list.displayed(.floating), todayTasks: list.displayed(.today),
            tomorrow: list.displayed(.tomorrow), later: list.displayed(.later), routines: list.routines, warnings: store.warnings,
            path: store.path)
        arrived = store.arrivedFromLater
    }
}
