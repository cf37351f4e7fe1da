import Testing
@testable import TodoCore
import TaskPaper

/// The routines' daily rule: a due routine makes one task on Today, once a day.
struct RoutineMakingTests {
    // 2026-11-23 is a Monday.
    static let monday = Day("2026-11-23")!

    static func roll(_ input: String, _ today: Day) -> (RollOverResult, String) {
        let r = rollOver(Document(input), today: today)
        return (r, text(r.document))
    }

    @Test func aDueRoutineMakesItsTaskWithNameTagsPriorityAndNotes() {
        let input = """
            Today:
            \t- Buy milk @day(2026-11-23)
            Routines:
            \t- Stand-up notes @work @every(weekday) @priority(2) @made(2026-11-20)
            \t\tIn the team channel.
            \t\t- yesterday
            \t- Water the plants @every(mon, thu)

            Garden:
            \t- mine

            """
        let (r, out) = Self.roll(input, Self.monday)
        #expect(
            out == """
                Today:
                \t- Buy milk @day(2026-11-23)
                \t- Stand-up notes @work @priority(2) @day(2026-11-23) @routine
                \t\tIn the team channel.
                \t\t- yesterday
                \t- Water the plants @day(2026-11-23) @routine
                Routines:
                \t- Stand-up notes @work @every(weekday) @priority(2) @made(2026-11-23)
                \t\tIn the team channel.
                \t\t- yesterday
                \t- Water the plants @every(mon, thu) @made(2026-11-23)

                Garden:
                \t- mine

                """)
        #expect(r.changed && r.made == 2 && r.expired.isEmpty)
        let made = r.list.tasks(in: .today)[1]
        #expect(made.isRoutine && made.priority == 2 && made.tags == ["@work"] && made.notes == ["In the team channel."])
        #expect(made.subtasks == [Subtask(name: "yesterday")])
    }

    /// A rhythm written by hand without `@since` counts from the last day
    /// it made a task, or from the first day it is seen; either is written
    /// down as `@since` when it next makes one.
    @Test func aRhythmWithoutItsStartCountsFromItsLastTaskOrFromToday() {
        let (seen, out) = Self.roll("Routines:\n\t- Bins @every(2 weeks)\n", Self.monday)
        #expect(seen.made == 1)
        #expect(out.hasSuffix("\t- Bins @every(2 weeks) @made(2026-11-23) @since(2026-11-23)\n"))
        let made = "Routines:\n\t- Bins @every(2 weeks) @made(2026-11-09)\n"
        // 2026-11-16 is a week after its last task: not due; 2026-11-23 is two.
        #expect(Self.roll(made, Day("2026-11-16")!).0.made == 0)
        let (due, next) = Self.roll(made, Self.monday)
        #expect(due.made == 1 && next.hasSuffix("@every(2 weeks) @made(2026-11-23) @since(2026-11-09)\n"))
        // Written down, the start stays: the rhythm does not drift.
        let routine = TodoList(document: Document(next)).routine(named: "Bins")
        #expect(routine?.schedule?.next(after: Self.monday) == Day("2026-12-07"))
    }

    @Test func onceADay() {
        let input = "Routines:\n\t- Read @every(day)\n"
        let (first, out) = Self.roll(input, Self.monday)
        #expect(first.made == 1)
        let (again, same) = Self.roll(out, Self.monday)
        #expect(!again.changed && again.made == 0 && same == out)
    }

    @Test func aDeletedOrRenamedTaskDoesNotComeBackThatDay() throws {
        let (_, made) = Self.roll("Routines:\n\t- Read @every(day)\n", Self.monday)
        let deleted = try apply(.delete(ref(.today, "Read")), to: Document(made), today: Self.monday)
        let (afterDelete, out) = Self.roll(text(deleted.document), Self.monday)
        #expect(!afterDelete.changed && out == "Today:\nRoutines:\n\t- Read @every(day) @made(2026-11-23)\n")
        let renamed = try apply(.rename(ref(.today, "Read"), "Read a book"), to: Document(made), today: Self.monday)
        #expect(!Self.roll(text(renamed.document), Self.monday).0.changed)
        // The next day it comes back.
        let (next, nextOut) = Self.roll(out, Self.monday.next)
        #expect(next.made == 1 && nextOut.contains("\t- Read @day(2026-11-24) @routine\n"))
    }

    @Test func missedDaysMakeNothingButToday() {
        // Last made on Wednesday; txtodo not run since; today is Monday.
        let input = "Routines:\n\t- Read @every(day) @made(2026-11-18)\n"
        let (r, out) = Self.roll(input, Self.monday)
        #expect(r.made == 1 && r.expired.isEmpty)
        #expect(out == "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(day) @made(2026-11-23)\n")
    }

    @Test func aDayNotDueMakesNothing() {
        let input = "Routines:\n\t- Stand-up @every(weekday)\n\t- Plants @every(mon, thu)\n"
        let saturday = Self.monday.adding(days: 5)
        let (r, out) = Self.roll(input, saturday)
        #expect(!r.changed && out == input)
        let (tuesday, _) = Self.roll(input, Self.monday.next)
        #expect(tuesday.made == 1)
    }

    @Test func aRoutineWithoutAScheduleMakesNothingAndSaysWhy() {
        let input = "Routines:\n\t- Someday @every(sometimes)\n\t- Never\n\t- Empty @every\n"
        let (r, out) = Self.roll(input, Self.monday)
        #expect(!r.changed && out == input)
        #expect(
            r.list.routines.map(\.problem) == [
                "“Someday”: “sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25)",
                "“Never” has no @every(…): add one, e.g. @every(weekday)",
                "“Empty”: “” is not a schedule: use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25)",
            ])
    }

    /// Two `@every`: which is meant is not known, so the routine makes
    /// nothing and says so; setting its days leaves one.
    @Test func aRoutineWithTwoSchedulesMakesNothingAndSaysWhy() throws {
        let input = "Routines:\n\t- Walk @every(day) @park @every(sat)\n"
        let (r, out) = Self.roll(input, Self.monday)
        #expect(!r.changed && out == input)
        let walk = try #require(r.list.routines.first)
        #expect(walk.schedule == nil && walk.every == "day")
        #expect(walk.problem == "“Walk” has 2 @every(…): keep one, e.g. @every(day)")
        #expect(
            try roundTrip(.setSchedule(ref(.routines, "Walk"), "sat"), on: input, today: Self.monday)
                == "Routines:\n\t- Walk @park @every(sat)\n")
        #expect(
            try roundTrip(.setSchedule(ref(.routines, "Walk"), "day"), on: input, today: Self.monday)
                == "Today:\n\t- Walk @park @day(2026-11-23) @routine\nRoutines:\n\t- Walk @park @every(day) @made(2026-11-23)\n")
    }

    @Test func aMadeDayAfterTodayMakesNothing() {
        // The clock set back: the routine made a later day's task already.
        let input = "Routines:\n\t- Read @every(day) @made(2026-11-25)\n"
        #expect(!Self.roll(input, Self.monday).0.changed)
    }

    @Test func yesterdaysTaskExpiresAndTodaysIsMade() {
        let input = """
            Today:
            \t- Read @day(2026-11-22) @routine @done(2026-11-22)
            Routines:
            \t- Read @every(day) @made(2026-11-22)

            """
        let (r, out) = Self.roll(input, Self.monday)
        #expect(
            r.expired == [ArchivedTask(day: Self.monday.previous, lines: ["- Read @day(2026-11-22) @routine @done(2026-11-22)"])])
        #expect(out == "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(day) @made(2026-11-23)\n")
    }

    @Test func todaysTaskAlreadyThereIsNotMadeTwice() {
        // `@made` lost in a hand edit, today's task still there.
        let input = "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(day)\n"
        let (r, out) = Self.roll(input, Self.monday)
        #expect(r.made == 0)
        #expect(out == "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(day) @made(2026-11-23)\n")
    }

    @Test func routinesAreFoundLikeTheOtherSectionsAndNeverAdoptTheUsersLines() {
        // Any case, first one wins; a flat routine; the user's project of the same name later is theirs.
        let input = "routines:\n- Read @every(day)\nNotes:\n\t- mine\nRoutines:\n\t- Other @every(day)\n"
        let (r, out) = Self.roll(input, Self.monday)
        #expect(r.made == 1)
        #expect(
            out
                == "Today:\n\t- Read @day(2026-11-23) @routine\nroutines:\n- Read @every(day) @made(2026-11-23)\nNotes:\n\t- mine\nRoutines:\n\t- Other @every(day)\n"
        )
        #expect(r.list.routines.map(\.name) == ["Read"])
    }

    @Test func routinesAreNotListedNorNumbered() {
        let list = TodoList(document: Document("Today:\n\t- a @day(2026-11-23)\nRoutines:\n\t- Read @every(day)\n"))
        #expect(list.numbered.map(\.name) == ["a"])
        #expect(list.taskCount == 1)
        #expect(list.task(numbered: 2) == nil)
        #expect(list.number(of: ref(.routines, "Read")) == nil)
    }
}
