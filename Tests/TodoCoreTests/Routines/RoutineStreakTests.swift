import Testing
import TodoCore

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
