import Testing
@testable import TodoCore
import TaskPaper

struct RoutineStreakTests {
    // 2026-11-23 is a Monday.
    static let monday = Day("2026-11-23")!
    static func day(_ k: Int) -> Day { monday.adding(days: k) }

    @Test func checkedDueDaysInARowMakeTheStreak() {
        let daily = Schedule("day")!
        let done: Set<Day> = [Self.day(0), Self.day(1), Self.day(3), Self.day(4), Self.day(5)]
        let s = RoutineStreaks(schedule: daily, doneDays: done, since: Self.day(0), today: Self.day(5))
        #expect(s.current == 3)
        #expect(s.best == 3)
    }

    @Test func todayCountsOnlyOnceChecked() {
        let daily = Schedule("day")!
        let done: Set<Day> = [Self.day(0), Self.day(1)]
        let open = RoutineStreaks(schedule: daily, doneDays: done, since: Self.day(0), today: Self.day(2))
        #expect(open.current == 2)
        let checked = RoutineStreaks(schedule: daily, doneDays: done.union([Self.day(2)]), since: Self.day(0), today: Self.day(2))
        #expect(checked.current == 3)
        #expect(RoutineStreaks.status(of: Self.day(2), schedule: daily, doneDays: done, today: Self.day(2)) == .open)
    }

    @Test func daysNotDueNeitherBreakNorExtend() {
        let weekday = Schedule("weekday")!
        // Mon–Fri checked, the weekend not due, Monday checked.
        let done = Set((0..<5).map(Self.day) + [Self.day(7)])
        let s = RoutineStreaks(schedule: weekday, doneDays: done, since: Self.day(0), today: Self.day(7))
        #expect(s.current == 6)
        #expect(RoutineStreaks.status(of: Self.day(5), schedule: weekday, doneDays: done, today: Self.day(7)) == .notDue)
    }

    @Test func aMissedDueDayEndsTheRunAndBestIsKept() {
        let monThu = Schedule("mon, thu")!
        // Mon, Thu, Mon done; Thu missed; Mon done.
        let done: Set<Day> = [Self.day(0), Self.day(3), Self.day(7), Self.day(14)]
        let s = RoutineStreaks(schedule: monThu, doneDays: done, since: Self.day(0), today: Self.day(14))
        #expect(s.current == 1)
        #expect(s.best == 3)
        #expect(RoutineStreaks.status(of: Self.day(10), schedule: monThu, doneDays: done, today: Self.day(14)) == .missed)
    }

    @Test func nothingBeforeTheFirstDayCounts() {
        let daily = Schedule("day")!
        let s = RoutineStreaks(schedule: daily, doneDays: [Self.day(3)], since: Self.day(3), today: Self.day(3))
        #expect(s.current == 1 && s.best == 1)
    }
}

/// Streaks read from the record: the archive's entries with `@routine` and
/// the routine's name, done or not, and today's task.
struct RoutineRecordStreakTests {
    // 2026-11-23 is a Monday.
    static let archive = """
        2026-11-16:
        \t- Stand-up @day(2026-11-16) @routine @done(2026-11-16)
        \t- Stand-up @day(2026-11-16) @done(2026-11-16)
        2026-11-17:
        \t- Stand-up @day(2026-11-17) @routine @done(2026-11-17)
        \t- Read @day(2026-11-17) @routine @done(2026-11-17)
        2026-11-18:
        \t- Stand-up @day(2026-11-18) @routine @deleted(2026-11-18)
        2026-11-19:
        \t- Stand-up @day(2026-11-19) @routine @done(2026-11-19)
        2026-11-20:
        \t- Stand-up @day(2026-11-20) @routine @done(2026-11-20)
        \t- Read @day(2026-11-20) @routine @done(2026-11-20)

        """

    static let routines = TodoList(
        document: Document("Routines:\n\t- Stand-up @every(weekday)\n\t- Read @every(sat)\n\t- New @every(day)\n")
    ).routines

    static func book(today: String) -> Logbook {
        let list = TodoList(
            document: Document(
                """
                Today:
                \t- Stand-up @day(2026-11-23) @routine \(today)

                """))
        return Logbook(archive: Document(archive), list: list, today: RoutineStreakTests.monday)
    }

    @Test func aDeletedTaskIsAMissedDayAndTodayCountsOnceChecked() {
        let open = Self.book(today: "")
        let standUp = Self.routines[0]
        // Mon, Tue done; Wed deleted; Thu, Fri done; the weekend not due; today open.
        #expect(open.streaks(of: standUp) == RoutineStreaks(current: 2, best: 2))
        let checked = Self.book(today: "@done(2026-11-23)")
        #expect(checked.streaks(of: Self.routines[0]) == RoutineStreaks(current: 3, best: 3))
        // Not a routine's task: the plain Stand-up of the 16th does not count twice.
        #expect(open.routines.days(of: "Stand-up").made.count == 6)
    }

    /// Today's task deleted (archived under today) or renamed (on the list
    /// under another name) does not come again today: the day is not open
    /// but not on today's list, and it ends the streak as a missed day does.
    @Test func todaysTaskDeletedOrRenamedIsNotOpenButMissed() {
        let monday = RoutineStreakTests.monday
        let deleted = Logbook(
            archive: Document(Self.archive + "2026-11-23:\n\t- Stand-up @day(2026-11-23) @routine @deleted(2026-11-23)\n"),
            list: TodoList(document: Document("")), today: monday)
        let renamed = Logbook(
            archive: Document(Self.archive),
            list: TodoList(document: Document("Today:\n\t- Stand-up call @day(2026-11-23) @routine\n")), today: monday)
        for book in [deleted, renamed] {
            #expect(RoutineStanding(Self.routines[0], book: book).today == .notListed)
            #expect(book.streaks(of: Self.routines[0]) == RoutineStreaks(current: 0, best: 2))
        }
        #expect(RoutineStanding(Self.routines[0], book: Self.book(today: "")).today == .open)
        #expect(RoutineStanding(Self.routines[0], book: Self.book(today: "@done(2026-11-23)")).today == .done)
    }

    @Test func daysItMadeATaskCountAsDueWhenTheScheduleChangedSince() {
        let book = Self.book(today: "")
        // Read was every Tue and Fri, is every Saturday now: Sat the 21st missed.
        #expect(book.streaks(of: Self.routines[1]) == RoutineStreaks(current: 0, best: 2))
        #expect(
            RoutineStreaks.status(
                of: Day("2026-11-17")!, schedule: Schedule("sat"), days: book.routines.days(of: "Read"),
                today: RoutineStreakTests.monday) == .done)
        // A routine that never made a task has no streak yet.
        #expect(book.streaks(of: Self.routines[2]) == RoutineStreaks(current: 0, best: 0))
    }
}

/// A routine's unfinished task is not offered for review: the routine makes
/// the next one itself.
struct RoutineReviewTests {
    @Test func theReviewLeavesARoutinesTaskOut() {
        let archive = """
            2026-11-22:
            \t- Stand-up @day(2026-11-22) @routine
            \t- Call Sam @day(2026-11-22)

            """
        let book = Logbook(
            archive: Document(archive), list: TodoList(document: Document("")), today: RoutineStreakTests.monday)
        let waiting = ReviewWaiting(book: book, from: RoutineStreakTests.monday.adding(days: -7), today: [])
        #expect(waiting.tasks.map(\.name) == ["Call Sam"])
        #expect(book.unfinished.map(\.name) == ["Stand-up", "Call Sam"])
    }
}
