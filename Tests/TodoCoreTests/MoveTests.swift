import Testing
@testable import TodoCore
import TaskPaper

/// Moving a task between Floating, Today and Tomorrow.
struct MoveTests {
    static let file = """
        Floating:
        \t- Learn Japanese @priority(3)
        Today:
        \t- Buy milk @day(2026-11-21)
        \t\tSemi-skimmed.
        \t- Book dentist @day(2026-11-21) @delayed
        Tomorrow:
        \t- Pay rent @day(2026-11-22) @delayed

        """

    @Test func floatingToTodayGetsTodaysDayAndItsNotes() throws {
        let (outcome, after) = try run(.move(ref(.floating, "Learn Japanese"), .today), on: Self.file)
        #expect(outcome.message == "Moved “Learn Japanese” to Today.")
        #expect(outcome.focus == ref(.today, "Learn Japanese"))
        #expect(
            after.contains(
                "\t\tSemi-skimmed.\n\t- Book dentist @day(2026-11-21) @delayed\n\t- Learn Japanese @priority(3) @day(2026-11-21)\nTomorrow:"
            ))
        #expect(after.hasPrefix("Floating:\nToday:\n"))
    }

    @Test func todayToFloatingLosesTheDayButKeepsTheDelay() throws {
        let (_, after) = try run(.move(ref(.today, "Book dentist"), .floating), on: Self.file)
        #expect(after.hasPrefix("Floating:\n\t- Learn Japanese @priority(3)\n\t- Book dentist @delayed\nToday:\n"))
    }

    @Test func todayToTomorrowIsADelay() throws {
        let (outcome, after) = try run(.move(ref(.today, "Buy milk"), .tomorrow), on: Self.file)
        #expect(outcome.message == "Delayed “Buy milk” to tomorrow.")
        #expect(
            after.contains(
                "Tomorrow:\n\t- Pay rent @day(2026-11-22) @delayed\n\t- Buy milk @day(2026-11-22) @delayed\n\t\tSemi-skimmed.\n"))
        #expect(throws: TodoError.delayAlreadyDelayed("Book dentist")) {
            try run(.move(ref(.today, "Book dentist"), .tomorrow), on: Self.file)
        }
    }

    @Test func floatingToTomorrowIsPlanningNotADelay() throws {
        let (_, after) = try run(.move(ref(.floating, "Learn Japanese"), .tomorrow), on: Self.file)
        #expect(after.contains("\t- Learn Japanese @priority(3) @day(2026-11-22)\n"))
        #expect(!after.contains("Learn Japanese @priority(3) @day(2026-11-22) @delayed"))
    }

    /// The one delay cannot be won back: a delayed task moved to Floating
    /// and then towards Tomorrow is refused, by any route, saying why.
    @Test func aDelayedTaskCannotReachTomorrowThroughFloating() throws {
        let (_, floating) = try run(.move(ref(.today, "Book dentist"), .floating), on: Self.file)
        #expect(throws: TodoError.tomorrowAfterDelay("Book dentist")) {
            try run(.move(ref(.floating, "Book dentist"), .tomorrow), on: floating)
        }
        let (_, back) = try run(.move(ref(.floating, "Book dentist"), .today), on: floating)
        #expect(throws: TodoError.delayAlreadyDelayed("Book dentist")) {
            try run(.move(ref(.today, "Book dentist"), .tomorrow), on: back)
        }
        let (_, fromTomorrow) = try run(.move(ref(.tomorrow, "Pay rent"), .floating), on: Self.file)
        #expect(throws: TodoError.tomorrowAfterDelay("Pay rent")) {
            try run(.move(ref(.floating, "Pay rent"), .tomorrow), on: fromTomorrow)
        }
        #expect(
            TodoError.tomorrowAfterDelay("Pay rent").description
                == "“Pay rent” was already delayed once, so it cannot go to Tomorrow again; do it today or keep it floating.")
    }

    @Test func tomorrowToTodayKeepsTheDelay() throws {
        let (_, after) = try run(.move(ref(.tomorrow, "Pay rent"), .today), on: Self.file)
        #expect(after.contains("\t- Pay rent @day(2026-11-21) @delayed\nTomorrow:\n"))
    }

    @Test func floatingIsCappedAndTheSameSectionChangesNothing() throws {
        let full = "Floating:\n\t- a\n\t- b\n\t- c\nToday:\n\t- d @day(2026-11-21)\n"
        #expect(throws: TodoError.floatingFull(limit: 3)) { try run(.move(ref(.today, "d"), .floating), on: full) }
        let (outcome, after) = try run(.move(ref(.today, "d"), .today), on: full)
        #expect(after == full && outcome.change.isEmpty)
    }

    @Test(arguments: [
        (ref(.floating, "Learn Japanese"), Section.today), (ref(.floating, "Learn Japanese"), .tomorrow),
        (ref(.today, "Buy milk"), .floating), (ref(.today, "Buy milk"), .tomorrow), (ref(.tomorrow, "Pay rent"), .today),
        (ref(.tomorrow, "Pay rent"), .floating),
    ])
    func everyMoveUndoesToTheSameBytes(task: TaskRef, to section: Section) throws {
        for input in [Self.file, "Today:\r\n\t- Buy milk @day(2026-11-21)\r\n", "Garden:\n\t- x\n"] {
            guard let outcome = try? apply(.move(task, section), to: Document(input), today: nov21) else { continue }
            let undone = try undo(outcome.change, in: outcome.document, today: nov21)
            #expect(text(undone.document) == input, "\(task) → \(section)")
            let redone = try redo(outcome.change, in: undone.document, today: nov21)
            #expect(redone.document.bytes == outcome.document.bytes)
        }
    }
}
