import TaskPaper

/// When the review was last opened for a file, and the first day it
/// covered then: a review opened again the same day covers the same days.
public struct ReviewOpening: Sendable, Hashable {
    public var day: Day
    public var from: Day

    public init(day: Day, from: Day) {
        self.day = day
        self.from = from
    }

    /// How many days before today a first review covers, with no record
    /// of one ever opened.
    public static let firstWindow = 7

    /// The first day a review opened on `today` covers: the day the last
    /// one was opened (its tasks expired after it), the same days again
    /// when it was opened today already, the last week when never.
    public static func start(today: Day, last: ReviewOpening?) -> Day {
        guard let last else { return today.adding(days: -firstWindow) }
        return last.day < today ? last.day : min(last.from, today)
    }
}

/// The unfinished tasks a review opened today covers: every task that
/// expired unfinished (not done, not deleted) on a day from the window's
/// first day to yesterday, except a routine's (the routine makes the next
/// one itself); newest day first, each day's tasks in the list's order.
/// A task is numbered by its place here (1 for the first), whether or not
/// it is back on Today already, so a number holds while tasks are taken
/// back one by one.
public struct ReviewWaiting: Sendable, Hashable {
    public let today: Day
    /// The first day covered.
    public let from: Day
    /// Every task of the window, numbered by place.
    public let tasks: [PastTask]
    /// Per task: on Today again (each Today task of its name stands for
    /// one unfinished task of that name, the newest first).
    public let isBack: [Bool]

    public init(book: Logbook, from first: Day, today list: [TodoTask]) {
        today = book.today
        from = first
        tasks = book.days(from: first, through: book.today.previous).flatMap { day in
            day.tasks.filter { $0.fate == .unfinished && !$0.isRoutine }.inListOrder
        }
        var covers: [String: Int] = [:]
        for task in list { covers[task.name, default: 0] += 1 }
        isBack = tasks.map { task in
            guard let n = covers[task.name], n > 0 else { return false }
            covers[task.name] = n - 1
            return true
        }
    }

    /// The numbers (from 1) of the tasks not back on Today: what waits.
    public var waitingNumbers: [Int] { tasks.indices.filter { !isBack[$0] }.map { $0 + 1 } }

    /// The tasks waiting, grouped by day, newest day first, each with its number.
    public var days: [(day: Day, tasks: [(number: Int, task: PastTask)])] {
        var result: [(day: Day, tasks: [(number: Int, task: PastTask)])] = []
        for number in waitingNumbers {
            let task = tasks[number - 1]
            if result.last?.day == task.day {
                result[result.count - 1].tasks.append((number, task))
            } else {
                result.append((task.day, [(number, task)]))
            }
        }
        return result
    }

    public var count: Int { isBack.count { !$0 } }

    /// The days the waiting tasks come from (see `span(of:today:)`).
    public var span: String { Self.span(of: waitingNumbers.map { tasks[$0 - 1].day }, today: today) }

    /// The days of tasks, newest first, said oldest to newest: `Sat–Mon`,
    /// `Sat` for one day; dates when the oldest is a week ago or more
    /// (its weekday would read as today's, or names would repeat):
    /// `2026-11-02–2026-11-23`.
    public static func span(of days: [Day], today: Day) -> String {
        guard let newest = days.first, let oldest = days.last else { return "" }
        let named = oldest > today.adding(days: -7)
        func name(_ day: Day) -> String { named ? day.weekdayName : day.description }
        return oldest == newest ? name(oldest) : name(oldest) + "–" + name(newest)
    }

    /// `3 unfinished from Sat–Mon`; nil when nothing waits.
    public var summary: String? { count == 0 ? nil : "\(count) unfinished from \(span)" }
}
