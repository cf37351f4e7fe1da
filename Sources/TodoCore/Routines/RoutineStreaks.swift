import TaskPaper

/// What became of a routine's task on one day.
public enum RoutineDay: Sendable, Hashable {
    /// Due, and its task was checked.
    case done
    /// Due, and no checked task: unfinished, deleted, or not made (txtodo
    /// was not run that day).
    case missed
    /// Due today, its task on today's list and not checked yet: the day is
    /// not over.
    case open
    /// Due today, but its task is not on today's list (deleted or renamed):
    /// it does not come again today, so the day counts as missed.
    case notListed
    /// Not one of its days.
    case notDue
}

/// A routine's streaks: its due days in a row whose task was checked.
public struct RoutineStreaks: Sendable, Hashable {
    /// The run that reaches today (today counts once checked; while it is
    /// open the run ends yesterday).
    public var current: Int
    /// The longest run, the current one included.
    public var best: Int

    init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }

    /// `doneDays`: the days the routine's task was checked (today's task,
    /// when not among them, is on today's list); `since`: the routine's
    /// first day (nothing before it counts).
    public init(schedule: Schedule, doneDays: Set<Day>, since: Day, today: Day) {
        self.init(schedule: schedule, days: .checked(doneDays, today: today), since: since, today: today)
    }

    /// `days`: the days its task was made and checked (see `status(of:)`).
    public init(schedule: Schedule?, days: RoutineRecord.Days, since: Day, today: Day) {
        var run = 0
        var best = 0
        var day = since
        while day <= today {
            switch Self.status(of: day, schedule: schedule, days: days, today: today) {
            case .done:
                run += 1
                best = max(best, run)
            case .missed, .notListed:
                run = 0
            case .open, .notDue:
                break
            }
            day = day.next
        }
        (current, self.best) = (run, best)
    }

    /// What the day was for the routine (today's task, unless checked, on
    /// today's list).
    public static func status(of day: Day, schedule: Schedule, doneDays: Set<Day>, today: Day) -> RoutineDay {
        status(of: day, schedule: schedule, days: .checked(doneDays, today: today), today: today)
    }

    /// What the day was for the routine: a day is due when the schedule
    /// says so or a task of the routine was made for it; today is open
    /// only while its task is on today's list, unchecked.
    public static func status(of day: Day, schedule: Schedule?, days: RoutineRecord.Days, today: Day) -> RoutineDay {
        if days.done.contains(day) { return .done }
        guard schedule?.isDue(on: day) == true || days.made.contains(day) else { return .notDue }
        guard day == today else { return .missed }
        return days.open.contains(day) ? .open : .notListed
    }
}

extension RoutineRecord.Days {
    /// The days of `done` checked, and today's task open on the list.
    fileprivate static func checked(_ done: Set<Day>, today: Day) -> Self {
        Self(made: done, done: done, open: done.contains(today) ? [] : [today])
    }
}
