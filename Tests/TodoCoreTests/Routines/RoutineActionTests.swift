import Testing
@testable import TodoCore
import TaskPaper

/// Adding, re-scheduling, renaming and deleting routines, and what a
/// routine's task refuses.
struct RoutineActionTests {
    // 2026-11-23 is a Monday.
    static let monday = Day("2026-11-23")!

    @Test func addingARoutineDueTodayMakesTodaysTaskInTheSameStep() throws {
        let input = "Today:\n\t- Buy milk @day(2026-11-23)\n\nGarden:\n\t- mine\n"
        let action = Action.addRoutine("Stand-up notes @work", every: "Mon,TUE, wed,thursday,fri", priority: 2)
        let out = try roundTrip(action, on: input, today: Self.monday)
        #expect(
            out == """
                Today:
                \t- Buy milk @day(2026-11-23)
                \t- Stand-up notes @work @priority(2) @day(2026-11-23) @routine
                Routines:
                \t- Stand-up notes @work @every(weekday) @priority(2) @since(2026-11-23) @made(2026-11-23)

                Garden:
                \t- mine

                """)
        let outcome = try apply(action, to: Document(input), today: Self.monday)
        #expect(
            outcome.message == "Added the routine “Stand-up notes” (every weekday); its task for today is on Today.")
        #expect(outcome.focus == ref(.routines, "Stand-up notes"))
        // The daily rules have nothing left to do today.
        #expect(!rollOver(outcome.document, today: Self.monday).changed)
        // The step survives its record, and one undo takes both away.
        let read = try #require(Change(record: outcome.change.record))
        #expect(read == outcome.change)
        #expect(text(try undo(read, in: outcome.document, today: Self.monday).document) == input)
    }

    @Test func aRoutineNotDueTodaySaysWhenItsFirstTaskComes() throws {
        let (outcome, out) = try run(.addRoutine("Plants", every: "thu", priority: 1), on: "", today: Self.monday)
        #expect(out == "Routines:\n\t- Plants @every(thu) @since(2026-11-23)\n")
        #expect(outcome.message == "Added the routine “Plants” (every thu); its first task comes on Thu 2026-11-26.")
        try roundTrip(.addRoutine("Plants", every: "thu", priority: 1), on: "", today: Self.monday)
    }

    @Test func aRhythmIsWrittenWithTheDayItStartsAndComesFromThere() throws {
        let (outcome, out) = try run(.addRoutine("Pay rent", every: "Monthly", priority: 1), on: "", today: Self.monday)
        #expect(
            out
                == "Today:\n\t- Pay rent @day(2026-11-23) @routine\nRoutines:\n\t- Pay rent @every(month) @since(2026-11-23) @made(2026-11-23)\n"
        )
        #expect(outcome.message == "Added the routine “Pay rent” (every month); its task for today is on Today.")
        let routine = try #require(TodoList(document: outcome.document).routine(named: "Pay rent"))
        #expect(routine.schedule?.next(after: Self.monday) == Day("2026-12-23"))
        // Days of the month count from no start, but the start is written all the same.
        let (first, fixed) = try run(.addRoutine("Bins", every: "1st, 15", priority: 1), on: "", today: Self.monday)
        #expect(fixed == "Routines:\n\t- Bins @every(1st, 15th) @since(2026-11-23)\n")
        #expect(first.message == "Added the routine “Bins” (every 1st, 15th); its first task comes on Tue 2026-12-01.")
    }

    @Test func settingARhythmStartsItThatDay() throws {
        let input = "Routines:\n\t- Plants @every(thu) @made(2026-11-19)\n"
        let out = try roundTrip(.setSchedule(ref(.routines, "Plants"), "2 weeks"), on: input, today: Self.monday)
        #expect(
            out
                == "Today:\n\t- Plants @day(2026-11-23) @routine\nRoutines:\n\t- Plants @every(2 weeks) @made(2026-11-23) @since(2026-11-23)\n"
        )
        let routine = try #require(TodoList(document: Document(out)).routine(named: "Plants"))
        #expect(routine.since == Self.monday && routine.schedule?.next(after: Self.monday) == Day("2026-12-07"))
    }

    @Test func badSchedulesDuplicatesAndOwnTagsAreRefused() {
        let file = "Routines:\n\t- Read @every(day)\n"
        #expect(throws: TodoError.badSchedule("sometimes")) {
            try apply(.addRoutine("Walk", every: "sometimes", priority: 1), to: Document(file), today: Self.monday)
        }
        #expect(
            TodoError.badSchedule("sometimes").description
                == "“sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25)."
        )
        #expect(throws: TodoError.routineExists("Read")) {
            try apply(.addRoutine("Read", every: "day", priority: 1), to: Document(file), today: Self.monday)
        }
        #expect(throws: TodoError.nameHasOwnTag("every")) {
            try apply(.addRoutine("Walk @every(day)", every: "day", priority: 1), to: Document(file), today: Self.monday)
        }
        #expect(throws: TodoError.routineNeedsSchedule) {
            try apply(.add(.routines, "Walk", priority: 1), to: Document(file), today: Self.monday)
        }
    }

    /// A routine of the same name, case and accents aside, is the same
    /// routine; a name that only holds another is a name of its own.
    @Test func aSecondRoutineOfANameIsRefusedCaseAndAccentsAside() throws {
        let file = "Routines:\n\t- Full @every(day)\n\t- Café @every(mon)\n"
        #expect(throws: TodoError.routineExists("Full")) {
            try apply(.addRoutine("full", every: "day", priority: 1), to: Document(file), today: Self.monday)
        }
        #expect(throws: TodoError.routineExists("Café")) {
            try apply(.addRoutine("CAFE @work", every: "sat", priority: 1), to: Document(file), today: Self.monday)
        }
        let moon = try apply(.addRoutine("Full moon", every: "sat", priority: 1), to: Document(file), today: Self.monday)
        #expect(moon.list?.routines.map(\.name) == ["Full", "Café", "Full moon"])
    }

    /// A rename may not give a routine another's name either, case and
    /// accents aside; a routine may take its own name in another case.
    @Test func aRoutineIsNotRenamedToAnothersName() throws {
        let file = "Routines:\n\t- Full @every(day)\n\t- Café @every(mon)\n"
        #expect(throws: TodoError.routineExists("Full")) {
            try apply(.rename(ref(.routines, "Café"), "FULL"), to: Document(file), today: Self.monday)
        }
        #expect(throws: TodoError.routineExists("Café")) {
            try apply(.rename(ref(.routines, "Full"), "cafe @home"), to: Document(file), today: Self.monday)
        }
        let own = try run(.rename(ref(.routines, "Café"), "CAFÉ"), on: file, today: Self.monday).1
        #expect(own == "Routines:\n\t- Full @every(day)\n\t- CAFÉ @every(mon)\n")
        // A task on Today may share a routine's name (it is the routine's task).
        let today = "Today:\n\t- Read @day(2026-11-23)\nRoutines:\n\t- Full @every(day)\n"
        let task = try run(.rename(ref(.today, "Read"), "full"), on: today, today: Self.monday).1
        #expect(task.contains("\t- full @day(2026-11-23)\n"))
    }

    @Test func reschedulingToIncludeTodayMakesTodaysTask() throws {
        let input = "Routines:\n\t- Plants @every(thu) @made(2026-11-19)\n"
        let out = try roundTrip(.setSchedule(ref(.routines, "Plants"), "mon, thu"), on: input, today: Self.monday)
        #expect(out == "Today:\n\t- Plants @day(2026-11-23) @routine\nRoutines:\n\t- Plants @every(mon, thu) @made(2026-11-23)\n")
        // Not due today: only the schedule changes.
        let later = try roundTrip(.setSchedule(ref(.routines, "Plants"), "friday"), on: input, today: Self.monday)
        #expect(later == "Routines:\n\t- Plants @every(fri) @made(2026-11-19)\n")
        // Made today already: nothing is made again.
        let made = "Routines:\n\t- Plants @every(thu) @made(2026-11-23)\n"
        #expect(
            try run(.setSchedule(ref(.routines, "Plants"), "day"), on: made, today: Self.monday).1
                == "Routines:\n\t- Plants @every(day) @made(2026-11-23)\n")
        let (same, _) = try run(.setSchedule(ref(.routines, "Plants"), "Thursday"), on: input, today: Self.monday)
        #expect(same.change.isEmpty && same.message == "“Plants” already comes every thu.")
    }

    @Test func onlyARoutineHasASchedule() {
        #expect(throws: TodoError.notARoutine("a")) {
            try apply(.setSchedule(ref(.today, "a"), "day"), to: Document("Today:\n\t- a\n"), today: Self.monday)
        }
    }

    @Test func deletingARoutineLeavesTodaysTaskAndArchivesNothing() throws {
        let input = "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(day) @made(2026-11-23)\n\t\tp. 40\n"
        let (outcome, out) = try run(.delete(ref(.routines, "Read")), on: input, today: Self.monday)
        #expect(out == "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n")
        #expect(outcome.removed.isEmpty && outcome.message == "Deleted the routine “Read”.")
        let undone = try undo(outcome.change, in: outcome.document, today: Self.monday)
        #expect(text(undone.document) == input && undone.restored.isEmpty)
        #expect(try redo(outcome.change, in: undone.document, today: Self.monday).removed.isEmpty)
    }

    @Test func renamingAndPriorityWorkOnRoutines() throws {
        let input = "Routines:\n\t- Read @every(day) @made(2026-11-23)\n"
        #expect(
            try roundTrip(.rename(ref(.routines, "Read"), "Read a chapter @books"), on: input, today: Self.monday)
                == "Routines:\n\t- Read a chapter @books @every(day) @made(2026-11-23)\n")
        #expect(
            try roundTrip(.setPriority(ref(.routines, "Read"), 3), on: input, today: Self.monday)
                == "Routines:\n\t- Read @every(day) @made(2026-11-23) @priority(3)\n")
    }

    @Test func aRoutinesTaskIsNotDelayedNorMoved() throws {
        let file = "Today:\n\t- Plants @day(2026-11-23) @routine\nRoutines:\n\t- Plants @every(mon, thu) @made(2026-11-23)\n"
        let refusal = TodoError.routineTaskComesBack("Plants", next: Day("2026-11-26")!)
        #expect(throws: refusal) { try apply(.delay(ref(.today, "Plants")), to: Document(file), today: Self.monday) }
        #expect(throws: refusal) {
            try apply(.move(ref(.today, "Plants"), .tomorrow), to: Document(file), today: Self.monday)
        }
        #expect(throws: refusal) {
            try apply(.move(ref(.today, "Plants"), .floating), to: Document(file), today: Self.monday)
        }
        #expect(
            refusal.description
                == "“Plants” comes back by itself on Thu 2026-11-26: a routine's task is done today or left undone.")
        // With its routine gone, it is a daily task like any other.
        let orphan = "Today:\n\t- Plants @day(2026-11-23) @routine\n"
        #expect(try run(.delay(ref(.today, "Plants")), on: orphan, today: Self.monday).1.contains("@delayed"))
    }

    @Test func routinesStayInRoutines() {
        let file = "Today:\n\t- a @day(2026-11-23)\nRoutines:\n\t- Read @every(day)\n"
        #expect(throws: TodoError.routineMove("Read", into: false)) {
            try apply(.move(ref(.routines, "Read"), .today), to: Document(file), today: Self.monday)
        }
        #expect(throws: TodoError.routineMove("a", into: true)) {
            try apply(.move(ref(.today, "a"), .routines), to: Document(file), today: Self.monday)
        }
    }
}
