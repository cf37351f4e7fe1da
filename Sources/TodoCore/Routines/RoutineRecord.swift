import TaskPaper

/// What the record says of each routine: by the routine's name, the days
/// a task of it was made (it carried `@routine`; done, unfinished or
/// deleted) and the days it was checked. Read with the rest of the record
/// (see `Logbook`); today's task counts from today's list.
public struct RoutineRecord: Sendable, Hashable {
    public struct Days: Sendable, Hashable {
        public var made: Set<Day> = []
        public var done: Set<Day> = []
        /// The day a task of it is on the list, not checked yet (today, if so).
        public var open: Set<Day> = []

        public init(made: Set<Day> = [], done: Set<Day> = [], open: Set<Day> = []) {
            self.made = made
            self.done = done
            self.open = open
        }
    }

    private var byName: [String: Days] = [:]

    public init() {}

    /// A task of the routine `name` for `day`: `open` when it is on the
    /// list, not checked.
    mutating func add(_ name: String, day: Day, done: Bool, open: Bool = false) {
        byName[name, default: Days()].made.insert(day)
        if done { byName[name, default: Days()].done.insert(day) }
        if open { byName[name, default: Days()].open.insert(day) }
    }

    /// The days of the routine's tasks, by its name.
    public func days(of name: String) -> Days { byName[name] ?? Days() }
}

extension Routine {
    /// Its first day: its start (`@since`, written when it is made), else
    /// the first day it made a task; nil: neither yet. Nothing before it
    /// counts; a due day from it on whose task was never made (txtodo not
    /// run that day) is missed.
    public func firstDay(in days: RoutineRecord.Days) -> Day? {
        [since, days.made.min()].compactMap { $0 }.min()
    }
}

extension RoutineStreaks {
    /// The routine's streaks from the record: from its first day (none yet:
    /// no streak). A day it made a task counts as due even when its
    /// schedule has changed since.
    public init(_ routine: Routine, record: RoutineRecord, today: Day) {
        let days = record.days(of: routine.name)
        guard let since = routine.firstDay(in: days) else {
            self.init(current: 0, best: 0)
            return
        }
        self.init(schedule: routine.schedule, days: days, since: since, today: today)
    }
}

extension Logbook {
    /// The routine's streaks as of the record's today.
    public func streaks(of routine: Routine) -> RoutineStreaks {
        RoutineStreaks(routine, record: routines, today: today)
    }
}
