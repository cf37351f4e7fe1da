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
    /// Later: the scheduled tasks by day, then the backlog, read when first
    /// asked for (see `LaterTasks`).
    var later: [TodoTask] {
        get { laterTasks.tasks }
        set { laterTasks = LaterTasks(newValue) }
    }
    private(set) var laterTasks: LaterTasks
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
        laterTasks = LaterTasks(later)
        self.routines = routines
        self.warnings = warnings
    }

    /// Equal when they show the same (Later read to compare it).
    public static func == (a: Snapshot, b: Snapshot) -> Bool {
        a.today == b.today && a.floating == b.floating && a.todayTasks == b.todayTasks && a.tomorrow == b.tomorrow
            && a.arrived == b.arrived && a.routines == b.routines && a.warnings == b.warnings && a.path == b.path
            && (a.laterTasks === b.laterTasks || a.later == b.later)
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
    public init(store: TodoStore) { self.init(store: store, showing: store.list) }

    /// The store's day and warnings, with `list`'s tasks (the file with
    /// changes that wait for the lock made on it).
    init(store: TodoStore, showing list: TodoList) {
        self.init(
            today: store.today, floating: list.displayed(.floating), todayTasks: list.displayed(.today),
            tomorrow: list.displayed(.tomorrow), routines: list.routines, warnings: store.warnings, path: store.path)
        laterTasks =
            list.isLaterFolded
            ? LaterTasks(folded: list.count(in: .later), first: store.firstInFoldedLater) : LaterTasks(list)
        arrived = store.arrivedFromLater
    }
}
