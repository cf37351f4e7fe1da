import Testing
@testable import TodoCore
import TaskPaper

/// Adding to Later, scheduling, moving in and out of it (nov21 is a Saturday).
struct LaterActionTests {
    static let file = """
        Floating:
        \t- Learn Japanese
        Today:
        \t- Buy milk @day(2026-11-21)
        \t- Book dentist @day(2026-11-21) @delayed
        Tomorrow:
        \t- Call Sam @day(2026-11-22)
        Later:
        \t- Renew passport
        \t- Pay rent @day(2026-12-01)

        """

    func ref(_ section: Section, _ name: String) -> TaskRef { TaskRef(section: section, name: name) }

    @Test func aTaskAddedToLaterGoesToTheBacklog() throws {
        let out = try roundTrip(.add(.later, "Read Dune", priority: 2), on: Self.file)
        #expect(out.contains("\t- Pay rent @day(2026-12-01)\n\t- Read Dune @priority(2)\n"))
    }

    @Test func aTaskAddedForADayGoesWhereThatDayIs() throws {
        let (done, out) = try run(.addOn(Day("2026-12-04")!, "Call the bank", priority: 1), on: Self.file)
        #expect(out.hasSuffix("\t- Pay rent @day(2026-12-01)\n\t- Call the bank @day(2026-12-04)\n"))
        #expect(done.message == "Added “Call the bank” to Later for Fri 2026-12-04.")
        let (_, today) = try run(.addOn(nov21, "Now", priority: 1), on: Self.file)
        #expect(today.contains("@delayed\n\t- Now @day(2026-11-21)\nTomorrow:"))
        let (_, tomorrow) = try run(.addOn(nov21.next, "Soon", priority: 1), on: Self.file)
        #expect(tomorrow.contains("\t- Call Sam @day(2026-11-22)\n\t- Soon @day(2026-11-22)\nLater:"))
        #expect(throws: TodoError.dayPast(nov21.previous)) { try run(.addOn(nov21.previous, "Gone", priority: 1), on: Self.file) }
        // Created after Tomorrow when the file has no Later.
        let (_, created) = try run(.addOn(Day("2026-12-24")!, "Gifts", priority: 1), on: "Today:\nTomorrow:\n\nGarden:\n")
        #expect(created == "Today:\nTomorrow:\nLater:\n\t- Gifts @day(2026-12-24)\n\nGarden:\n")
    }

    @Test func schedulingMovesATaskToLaterWithItsDay() throws {
        let out = try roundTrip(.schedule(ref(.floating, "Learn Japanese"), Day("2026-12-10")!), on: Self.file)
        #expect(out.hasSuffix("\t- Pay rent @day(2026-12-01)\n\t- Learn Japanese @day(2026-12-10)\n"))
        // A scheduled task given another day keeps its place.
        let again = try roundTrip(.schedule(ref(.later, "Pay rent"), Day("2026-11-28")!), on: Self.file)
        #expect(again.hasSuffix("\t- Renew passport\n\t- Pay rent @day(2026-11-28)\n"))
        // An open Today task put off to a later day uses its delay.
        let putOff = try roundTrip(.schedule(ref(.today, "Buy milk"), Day("2026-11-25")!), on: Self.file)
        #expect(putOff.hasSuffix("\t- Buy milk @day(2026-11-25) @delayed\n"))
    }

    @Test func todayAndTomorrowAreThoseSectionsMoves() throws {
        let (_, today) = try run(.schedule(ref(.later, "Renew passport"), nov21), on: Self.file)
        #expect(today.contains("@delayed\n\t- Renew passport @day(2026-11-21)\nTomorrow:"))
        let (_, delayed) = try run(.schedule(ref(.today, "Buy milk"), nov21.next), on: Self.file)
        #expect(delayed.contains("\t- Buy milk @day(2026-11-22) @delayed\nLater:"))
    }

    @Test func aDelayedTaskGetsNoFutureDayButMayGoToTheBacklog() throws {
        let dentist = ref(.today, "Book dentist")
        #expect(throws: TodoError.laterAfterDelay("Book dentist")) {
            try run(.schedule(dentist, Day("2026-12-10")!), on: Self.file)
        }
        #expect(throws: TodoError.delayAlreadyDelayed("Book dentist")) { try run(.schedule(dentist, nov21.next), on: Self.file) }
        let backlog = try roundTrip(.move(dentist, .later), on: Self.file)
        #expect(backlog.hasSuffix("\t- Pay rent @day(2026-12-01)\n\t- Book dentist @delayed\n"))
        // From the backlog it cannot be planned for tomorrow or a later day either.
        let later = ref(.later, "Book dentist")
        #expect(throws: TodoError.tomorrowAfterDelay("Book dentist")) { try run(.move(later, .tomorrow), on: backlog) }
        #expect(throws: TodoError.laterAfterDelay("Book dentist")) {
            try run(.schedule(later, Day("2026-12-10")!), on: backlog)
        }
    }

    @Test func movesOutOfLaterFollowTheSectionsRules() throws {
        let rent = ref(.later, "Pay rent")
        let today = try roundTrip(.move(rent, .today), on: Self.file)
        #expect(today.contains("@delayed\n\t- Pay rent @day(2026-11-21)\nTomorrow:"))
        let tomorrow = try roundTrip(.move(rent, .tomorrow), on: Self.file)
        #expect(tomorrow.contains("\t- Pay rent @day(2026-11-22)\nLater:"))
        let floating = try roundTrip(.move(rent, .floating), on: Self.file)
        #expect(floating.hasPrefix("Floating:\n\t- Learn Japanese\n\t- Pay rent\nToday:"))
        // A scheduled task moved to Later goes to the backlog, in its place.
        let backlog = try roundTrip(.move(rent, .later), on: Self.file)
        #expect(backlog.hasSuffix("\t- Renew passport\n\t- Pay rent\n"))
        let (same, _) = try run(.move(ref(.later, "Renew passport"), .later), on: Self.file)
        #expect(same.change.isEmpty)
        #expect(throws: TodoError.delayLater("Renew passport")) { try run(.delay(ref(.later, "Renew passport")), on: Self.file) }
    }

    /// The backlog never counts toward the three floating tasks.
    @Test func theBacklogIsNotFloating() throws {
        var input = "Floating:\n\t- a\n\t- b\nLater:\n"
        for k in 0..<5 { input += "\t- later \(k)\n" }
        let (_, out) = try run(.add(.floating, "c", priority: 1), on: input)
        #expect(TodoList(document: Document(out)).count(in: .floating) == 3)
    }

    /// `list` numbers Later after Tomorrow: the scheduled tasks by day, then the backlog.
    @Test func laterIsNumberedByDayThenTheBacklog() {
        let input = """
            Tomorrow:
            \t- t @day(2026-11-22)
            Later:
            \t- backlog one
            \t- late @day(2026-12-20)
            \t- backlog two @priority(3)
            \t- soon @day(2026-12-01)
            \t- soon too @day(2026-12-01) @priority(2)

            """
        let list = TodoList(document: Document(input))
        #expect(list.numbered.map(\.name) == ["t", "soon too", "soon", "late", "backlog two", "backlog one"])
        #expect(list.number(of: TaskRef(section: .later, name: "late")) == 4)
        #expect(list.task(numbered: 6)?.name == "backlog one")
    }
}
