import Glibc
import Testing
import TodoConfig
@testable import TodoStore
@testable import TodoVersions

/// A change whose undo record cannot be written is made all the same, and
/// the store's warnings (the app's status line) say so.
@Suite struct LogWarningStoreTests {
    @Test func aFailedUndoRecordIsAWarningOfTheStore() throws {
        let folder = TempFolder()
        // A file where the history's folder would be.
        mkdir(folder.file("state"), 0o700)
        folder.write("state/undo", "")
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock,
            state: StateFolder(path: folder.file("state")))
        #expect(store.warnings.isEmpty)
        try store.commit(.add(.today, "Buy milk", priority: 1))
        #expect(store.list.tasks(in: .today).map(\.name) == ["Buy milk"])
        #expect(store.warnings.count == 1)
        #expect(store.warnings.first?.hasPrefix("warning: the undo history could not be written (") == true)
    }
}
