import Testing
import TodoCore
import TaskPaper
import TodoConfig
@testable import TodoStore
@testable import TodoVersions

/// The tasks rule 5 brought from Later today are remembered per file in the
/// state folder, so a store opened later that day (the app after a command
/// applied the rule) still knows them; the next day forgets them.
@Suite struct ArrivalMemoryTests {
    @Test func arrivalsAreKeptForTheDayWhoeverAppliedTheRule() throws {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state"))
        folder.writeBefore(
            "todo.taskpaper",
            "Today:\nTomorrow:\nLater:\n\t- Pay rent @day(2026-12-01)\n\t- Call the bank @day(2026-11-30)\n\t- Read Dune\n")
        let clock = ManualClock("2026-12-01")
        func open() throws -> TodoStore {
            let store = try TodoStore(
                path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock, state: state)
            try store.settle()
            return store
        }
        let first = try open()
        #expect(first.arrivedFromLater == ["Pay rent", "Call the bank"])
        #expect(first.list.tasks(in: .today).map(\.name) == ["Call the bank", "Pay rent"])
        // The rule is applied and saved: a store opened after it sees no arrival, yet knows them.
        #expect(try open().arrivedFromLater == ["Pay rent", "Call the bank"])
        #expect(try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock).arrivedFromLater.isEmpty)
        clock.advance(days: 1)
        #expect(try open().arrivedFromLater.isEmpty)
    }
}
