import Testing
@testable import TodoCore
import TaskPaper

/// A missed due day of a routine marked done after the fact.
struct LateDayTests {
    // 2026-11-23 is a Monday.
    static let monday = Day("2026-11-23")!
    static let file = Document(
        "Today:\n\t- Read @day(2026-11-23) @routine\nRoutines:\n\t- Read @every(weekday) @made(2026-11-23)\n"
            + "\t- Bins @every(2 weeks) @since(2026-11-16) @made(2026-11-16)\n")
    static let archive = Document(
        "2026-11-19:\n\t- Read @day(2026-11-19) @routine @done(2026-11-19)\n"
            + "2026-11-20:\n\t- Read @day(2026-11-20) @routine\n")

    static func mark(_ name: String, _ day: String) throws(TodoError) -> Outcome {
        let list = TodoList(document: file)
        let book = Logbook(archive: archive, list: list, today: monday)
        return try LateDay.marking(name, day: Day(day)!, book: book, list: list, today: monday)
    }

    @Test func aMissedDayGetsItsArchiveEntryAndTheStreakCountsIt() throws {
        let outcome = try Self.mark("read", "2026-11-20")
        #expect(outcome.message == "Marked “Read” done on Fri 2026-11-20.")
        #expect(outcome.document.bytes == Self.file.bytes)
        #expect(
            outcome.removed == [
                ArchivedTask(
                    day: Day("2026-11-20")!, lines: ["- Read @day(2026-11-20) @done(2026-11-20) @routine @late(2026-11-23)"])
            ])
        let archive = Archive.appending(outcome.removed, to: Self.archive)
        let book = Logbook(archive: archive, list: TodoList(document: Self.file), today: Self.monday)
        let routine = try #require(TodoList(document: Self.file).routine(named: "Read"))
        #expect(book.streaks(of: routine) == RoutineStreaks(current: 2, best: 2))
        // One undo step, which survives its record: the entry comes back out.
        let change = try #require(Change(record: outcome.change.record))
        #expect(change == outcome.change && !change.isEmpty)
        let undone = try undo(change, in: outcome.document, today: Self.monday)
        #expect(undone.restored == outcome.removed && undone.document.bytes == Self.file.bytes)
        #expect(Archive.removing(undone.restored, from: archive).bytes == Self.archive.bytes)
        #expect(try redo(change, in: undone.document, today: Self.monday).removed == outcome.removed)
    }

    @Test func onlyAMissedDueDayOfThePastIsAccepted() {
        let refusals: [(String, String, String)] = [
            (
                "Read", "2026-11-23",
                "Mon 2026-11-23 is not over: only a past day of “Read” is marked done after the fact; check today's task on the list."
            ),
            (
                "Read", "2026-11-30",
                "Mon 2026-11-30 is not over: only a past day of “Read” is marked done after the fact; check today's task on the list."
            ),
            ("Read", "2026-11-19", "“Read” is already done on Thu 2026-11-19."),
            ("Read", "2026-11-22", "“Read” was not due on Sun 2026-11-22; only a missed due day is marked done after the fact."),
            ("Read", "2026-11-18", "“Read” starts on Thu 2026-11-19; Wed 2026-11-18 is before it."),
            ("Bins", "2026-11-17", "“Bins” was not due on Tue 2026-11-17; only a missed due day is marked done after the fact."),
            ("Walk", "2026-11-20", "There is no routine “Walk”; txtodo routines lists them."),
        ]
        for (name, day, line) in refusals {
            #expect(throws: (any Error).self) { try Self.mark(name, day) }
            do {
                _ = try Self.mark(name, day)
            } catch {
                #expect(error.description == line, "\(name) \(day)")
            }
        }
    }
}
