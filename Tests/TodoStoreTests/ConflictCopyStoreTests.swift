import Glibc
import Testing
@testable import TodoStore
@testable import TodoConfig
@testable import TodoVersions

/// Conflict copies through the store: merged on a reload, and the merge is
/// one step that undo takes back while the file is still what it made.
@Suite struct ConflictCopyStoreTests {
    static let day = "@day(2026-11-22)"

    @Test func aCopyFoundOnReloadIsMergedAndUndoneInOneStep() throws {
        let folder = TempFolder(synced: true)
        let clock = ManualClock("2026-11-22")
        let state = StateFolder(path: folder.file("state"))
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n")
        let store = try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock, state: state)
        folder.write("todo (Sam's conflicted copy 2026-11-22).taskpaper", "Today:\n\t- A \(Self.day)\n\t- B \(Self.day)\n")
        #expect(try store.refresh())
        // No log has the copy's version; it is the file's own with a line
        // more, so it descends from it (not a union).
        #expect(store.merges == ["Merged a Dropbox copy from Sam: 1 task added"])
        #expect(store.warnings.isEmpty)
        #expect(store.list.tasks(in: .today).map(\.name) == ["A", "B"])
        #expect(folder.names().contains("state") && !folder.names().contains { $0.contains("conflicted copy") })

        let undone = try #require(try store.undo())
        #expect(undone.message == "Undone: Merged a Dropbox copy from Sam.")
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- A \(Self.day)\n")
        _ = try store.redo()
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- A \(Self.day)\n\t- B \(Self.day)\n")
    }

    /// A copy still on the day before: brought to today before it merges,
    /// and what the rules took out of it is archived, not lost.
    @Test func aCopyFromTheDayBeforeHasItsExpiredTasksArchived() throws {
        let folder = TempFolder()
        let clock = ManualClock("2026-11-23")
        folder.write("todo.taskpaper", "Today:\n\t- A @day(2026-11-23)\n")
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock,
            state: StateFolder(path: folder.file("state")))
        folder.write(
            "todo (Sam's conflicted copy 2026-11-22).taskpaper",
            "Today:\n\t- A @day(2026-11-23)\n\t- Old \(Self.day) @done(2026-11-22)\nTomorrow:\n\t- B @day(2026-11-23)\n")
        #expect(try store.refresh())
        #expect(store.list.tasks(in: .today).map(\.name) == ["A", "B"])
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- Old \(Self.day) @done(2026-11-22)\n")
    }

    @Test func undoingAMergeIsRefusedOnceTheFileChanged() throws {
        let folder = TempFolder(synced: true)
        let clock = ManualClock("2026-11-22")
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n")
        folder.write("todo.sync-conflict-20261122-101010-PHONE.taskpaper", "Today:\n\t- B \(Self.day)\n")
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock,
            state: StateFolder(path: folder.file("state")))
        try store.settle()
        #expect(store.canUndo)
        folder.write("todo.taskpaper", "Today:\n\t- C \(Self.day)\n")
        _ = try store.refresh()
        let refused = #expect(throws: UndoSkipped.self) { try store.undo() }
        #expect(refused?.reason == .undoFileChanged(redo: false))
        // Skipped, it no longer stands in front of the changes before it.
        #expect(!store.canUndo)
        #expect(try store.undo() == nil)
    }

    @Test func withConflictsWarnTheCopyStays() throws {
        let folder = TempFolder(synced: true)
        let name = "todo.sync-conflict-20261122-101010-PHONE.taskpaper"
        folder.write(name, "Today:\n")
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(mergesConflicts: false), clock: ManualClock("2026-11-22").clock,
            state: StateFolder(path: folder.file("state")))
        #expect(store.warnings == ["warning: sync conflict copy beside the file: \(name); merge it by hand and delete it"])
        #expect(folder.names().contains(name))
    }

    /// "N floating tasks, all kept" is said by the merge that made them
    /// more than three, not again by a later one.
    @Test func moreThanThreeFloatingTasksAreSaidOnceWhenTheMergeMakesThem() throws {
        let folder = TempFolder(synced: true)
        let state = StateFolder(path: folder.file("state"))
        let three = "Floating:\n\t- One\n\t- Two\n\t- Three\n"
        folder.write("todo.taskpaper", three)
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state)
        folder.write("todo (conflicted copy 2026-11-22 101010).taskpaper", three + "\t- Four\n")
        _ = try store.refresh()
        #expect(store.merges.first?.hasPrefix("Merged a Nextcloud copy: 1 task added, 4 floating tasks, all kept") == true)
        folder.write("todo (conflicted copy 2026-11-22 111111).taskpaper", three + "\t- Four\nToday:\n\t- A \(Self.day)\n")
        _ = try store.refresh()
        #expect(store.merges.first == "Merged a Nextcloud copy: 1 task added", "\(store.merges)")
    }
}

/// A copy another process merged while this one was about to: skipped,
/// not read as an empty file.
@Suite struct VanishedCopyTests {
    @Test func aCopyGoneBeforeItsMergeIsSkipped() throws {
        let folder = TempFolder(synced: true)
        let day = ConflictCopyStoreTests.day
        folder.write("todo.taskpaper", "Today:\n\t- A \(day)\n")
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock,
            state: StateFolder(path: folder.file("state")))
        let copy = "todo (Sam's conflicted copy 2026-11-22).taskpaper"
        folder.write(copy, "Today:\n\t- A \(day)\n\t- B \(day)\n")
        store.lookForCopies()
        #expect(store.copiesWaiting.count == 1)
        unlink(folder.file(copy))
        try store.commit(.add(.today, "C", priority: 1))
        #expect(store.merges.isEmpty && store.warnings.isEmpty, "\(store.merges) \(store.warnings)")
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- A \(day)\n\t- C \(day)\n")
    }
}
