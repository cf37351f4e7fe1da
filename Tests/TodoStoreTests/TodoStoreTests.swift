#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

@Suite struct TodoStoreTests {
    @Test func missingFileIsCreatedOnTheFirstChangeOnly() throws {
        let folder = TempFolder()
        let store = try folder.store(ManualClock("2026-11-22"))
        #expect(store.list.numbered.isEmpty && folder.names().isEmpty)
        try store.commit(.add(.today, "Buy milk", priority: 1))
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Buy milk @day(2026-11-22)\n")
        #expect(folder.names() == ["todo.taskpaper"])
    }

    @Test func externalEditIsKeptAndOurChangeApplied() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- A @day(2026-11-22)\n")
        let store = try folder.store(ManualClock("2026-11-22"))
        // Another program rewrites the file behind the store's back.
        folder.write("todo.taskpaper", "Today:\n\t- A @day(2026-11-22)\n\t- Typed in vim @day(2026-11-22)\n")
        let a = try #require(store.list.numbered.first).ref
        try store.commit(.setDone(a, true))
        #expect(
            folder.read("todo.taskpaper")
                == "Today:\n\t- A @day(2026-11-22) @done(2026-11-22)\n\t- Typed in vim @day(2026-11-22)\n")
        #expect(store.list.numbered.map(\.name) == ["Typed in vim", "A"])
    }

    @Test func aTaskDeletedBehindOurBackIsRefusedAndNothingWritten() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- A @day(2026-11-22)\n")
        let store = try folder.store(ManualClock("2026-11-22"))
        let a = try #require(store.list.numbered.first).ref
        folder.write("todo.taskpaper", "Today:\n\t- B @day(2026-11-22)\n")
        #expect(throws: TodoError.taskGone(a)) { try store.commit(.delete(a)) }
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- B @day(2026-11-22)\n")
        #expect(store.list.numbered.map(\.name) == ["B"])
    }

    @Test func rollOverOnOpeningWritesAndArchives() throws {
        let folder = TempFolder()
        folder.writeBefore(
            "todo.taskpaper", "Today:\n\t- Old @day(2026-11-21)\n\t\tits note\nTomorrow:\n\t- Next @day(2026-11-22)\n")
        let store = try folder.store(ManualClock("2026-11-22"))
        #expect(store.list.numbered.map(\.name) == ["Next"])
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Next @day(2026-11-22)\nTomorrow:\n")
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-21:\n\t- Old @day(2026-11-21)\n\t\tits note\n")
    }

    @Test func aNewArchiveTakesTheTodoFilesPermissions() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", "Today:\n\t- Old @day(2026-11-21)\n")
        chmod(folder.file("todo.taskpaper"), 0o600)
        _ = try folder.store(ManualClock("2026-11-22"))
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-21:\n\t- Old @day(2026-11-21)\n")
        #expect(folder.mode("todo.archive.taskpaper") == 0o600)
    }

    @Test func archiveOffKeepsNoArchive() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- Old @day(2026-11-21)\n")
        _ = try folder.store(ManualClock("2026-11-22"), archive: false)
        #expect(folder.names() == ["todo.taskpaper"])
    }

    @Test func nothingIsWrittenWhenTheRulesChangeNothing() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Garden:\r\n  - weeds  \r\n")
        let before = FileReader.metadata(folder.file("todo.taskpaper"))
        _ = try folder.store(ManualClock("2026-11-22"))
        #expect(FileReader.metadata(folder.file("todo.taskpaper")) == before)
    }

    @Test func refreshSeesEditsAndTheNextDay() throws {
        let folder = TempFolder()
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        try store.commit(.add(.today, "A", priority: 1))
        #expect(try store.refresh() == false)
        folder.write("todo.taskpaper", "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22)\n")
        #expect(try store.refresh() == true)
        #expect(store.list.numbered.map(\.name) == ["A", "B"])
        clock.advance(days: 1)
        #expect(try store.refresh() == true)
        #expect(store.today == Day("2026-11-23") && store.list.numbered.isEmpty)
        // The expiry is saved once the hand edit is a second old.
        #expect(
            waitUntil {
                _ = try? store.refresh(); return folder.read("todo.archive.taskpaper") != nil
            })
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22)\n")
        #expect(folder.read("todo.taskpaper") == "Today:\n")
    }

    @Test func stampsWaitForTheNextChange() throws {
        let folder = TempFolder()
        let text = "Today:\n\t- Typed by hand\nTomorrow:\n\t- Later\n"
        folder.write("todo.taskpaper", text)
        let before = FileReader.metadata(folder.file("todo.taskpaper"))
        let store = try folder.store(ManualClock("2026-11-22"))
        #expect(store.list.numbered.map(\.day) == [Day("2026-11-22"), Day("2026-11-23")])
        folder.write("todo.taskpaper", text + "\t- Also by hand\n")
        #expect(try store.refresh() == true)
        #expect(store.list.numbered.count == 3)
        #expect(try store.refresh() == false)
        #expect(folder.read("todo.taskpaper") == text + "\t- Also by hand\n")
        #expect(FileReader.metadata(folder.file("todo.taskpaper"))?.inode == before?.inode)
        try store.commit(.add(.floating, "Mine", priority: 1))
        #expect(
            folder.read("todo.taskpaper")
                == "Floating:\n\t- Mine\nToday:\n\t- Typed by hand @day(2026-11-22)\nTomorrow:\n"
                + "\t- Later @day(2026-11-23)\n\t- Also by hand @day(2026-11-23)\n")
    }

    @Test func undoAndRedoGoThroughTheFile() throws {
        let folder = TempFolder()
        let store = try folder.store(ManualClock("2026-11-22"))
        #expect(try store.undo() == nil)
        try store.commit(.add(.today, "A", priority: 2))
        let added = try #require(folder.read("todo.taskpaper"))
        #expect(store.canUndo && !store.canRedo)
        try store.undo()
        #expect(store.list.numbered.isEmpty && store.canRedo)
        try store.redo()
        #expect(folder.read("todo.taskpaper") == added)
    }

    @Test func deletedTasksGoToTheArchive() throws {
        let folder = TempFolder()
        let store = try folder.store(ManualClock("2026-11-22"))
        try store.commit(.add(.floating, "Learn Go", priority: 1))
        try store.commit(.delete(try #require(store.list.numbered.first).ref))
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- Learn Go @deleted(2026-11-22)\n")
    }

    @Test func undoingADeleteTakesItsArchivedCopyBackOut() throws {
        let folder = TempFolder()
        let store = try folder.store(ManualClock("2026-11-22"))
        folder.write("todo.archive.taskpaper", "2026-11-20:\n\t- Older\n")
        try store.commit(.add(.today, "A", priority: 1))
        let added = try #require(folder.read("todo.taskpaper"))
        for _ in 0..<2 {
            try store.commit(.delete(try #require(store.list.numbered.first).ref))
            #expect(
                folder.read("todo.archive.taskpaper")
                    == "2026-11-20:\n\t- Older\n\n2026-11-22:\n\t- A @day(2026-11-22) @deleted(2026-11-22)\n")
            try store.undo()
            #expect(folder.read("todo.taskpaper") == added)
            #expect(folder.read("todo.archive.taskpaper") == "2026-11-20:\n\t- Older\n")
        }
        try store.redo()
        #expect(
            folder.read("todo.archive.taskpaper")
                == "2026-11-20:\n\t- Older\n\n2026-11-22:\n\t- A @day(2026-11-22) @deleted(2026-11-22)\n")
    }

    @Test func aDeletedTaskIsMarkedAndItsUndoOnALaterDayStillFindsIt() throws {
        let folder = TempFolder()
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        try store.commit(.add(.floating, "Learn Go", priority: 1))
        try store.commit(.delete(try #require(store.list.numbered.first).ref))
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- Learn Go @deleted(2026-11-22)\n")
        clock.advance(days: 1)
        try store.undo()
        #expect(folder.read("todo.archive.taskpaper") == "")
        #expect(store.list.tasks(in: .floating).map(\.name) == ["Learn Go"])
    }

    @Test func anExpiredTaskAndADeletedOneOfTheSameLinesAreTwoRecords() throws {
        let folder = TempFolder()
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        try store.commit(.add(.today, "A", priority: 1))
        try store.commit(.add(.today, "A", priority: 1))
        try store.commit(.delete(try #require(store.list.numbered.first).ref))
        clock.advance(days: 1)
        let both = "2026-11-22:\n\t- A @day(2026-11-22) @deleted(2026-11-22)\n\t- A @day(2026-11-22)\n"
        #expect(
            waitUntil {
                _ = try? store.refresh()
                return folder.read("todo.archive.taskpaper") == both
            })
    }

    /// A write of the todo file that never happened after the archive was
    /// written (the state a crash between the two leaves: the archive, the
    /// journal of what went into it, the todo file as it was): the next
    /// start expires the same tasks, and they are not archived twice; a task
    /// alike archived before stays a second entry.
    @Test func aBatchArchivedBeforeAnInterruptedWriteIsNotArchivedAgain() throws {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state"))
        let todo = "Today:\n\t- Old @day(2026-11-21)\n\t\tits note\n\t- Old @day(2026-11-21)\n\t\tits note\n"
        let old = ArchivedTask(day: Day("2026-11-21")!, lines: ["- Old @day(2026-11-21)", "its note"])
        let archived = "2026-11-21:\n" + String(repeating: "\t- Old @day(2026-11-21)\n\t\tits note\n", count: 3)
        folder.write("todo.archive.taskpaper", archived)
        folder.writeBefore("todo.taskpaper", todo)
        ArchiveJournal(state: state, todoPath: folder.file("todo.taskpaper"))
            .note([old, old], before: ContentHash.of(Array(todo.utf8)))
        try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state
        ).settle()
        #expect(folder.read("todo.taskpaper") == "Today:\n")
        #expect(folder.read("todo.archive.taskpaper") == archived)
        // Without the journal (another version of the file), both are archived.
        folder.writeBefore("todo.taskpaper", todo + "\n")
        try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state
        ).settle()
        #expect(
            folder.read("todo.archive.taskpaper") == archived
                + "\t- Old @day(2026-11-21)\n\t\tits note\n\t- Old @day(2026-11-21)\n\t\tits note\n")
    }

    /// On a new day, right after a sync tool touched the file: opening it
    /// neither waits nor writes (the rules are shown applied); the first
    /// change writes them with itself, in one write; and once the clock says
    /// the file has been quiet, a look saves them without any change.
    @Test func aFileJustTouchedIsNeitherWaitedForNorWritten() throws {
        let folder = TempFolder()
        let touched = "Today:\n\t- Old @day(2026-11-21)\nTomorrow:\n\t- Next @day(2026-11-22)\n"
        folder.write("todo.taskpaper", touched)
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        #expect(folder.read("todo.taskpaper") == touched)
        #expect(store.isWaitingToSave && store.list.numbered.map(\.name) == ["Next"])
        try store.commit(.add(.today, "New", priority: 1))
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Next @day(2026-11-22)\n\t- New @day(2026-11-22)\nTomorrow:\n")
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-21:\n\t- Old @day(2026-11-21)\n")
        #expect(!store.isWaitingToSave)

        folder.write("todo.taskpaper", touched)
        let looking = try folder.store(clock)
        #expect(looking.isWaitingToSave && folder.read("todo.taskpaper") == touched)
        clock.filesAge += AutomaticWrite.quietNanoseconds
        #expect(try !looking.refresh())
        #expect(!looking.isWaitingToSave)
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Next @day(2026-11-22)\nTomorrow:\n")
    }

    /// A change refused on a new day still leaves the day's rules to be
    /// written: the next look at the quiet file archives what expired.
    @Test func aChangeRefusedOnANewDayLeavesTheRulesToWrite() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- Old @day(2026-11-22)\n")
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, folder.file("todo.taskpaper"), &times, 0)
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        clock.advance(days: 1)
        #expect(throws: TodoError.taskGone(TaskRef(section: .today, name: "Old"))) {
            try store.commit(.toggleDone(TaskRef(section: .today, name: "Old")))
        }
        #expect(store.isWaitingToSave)
        _ = try store.refresh()
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- Old @day(2026-11-22)\n")
        #expect(folder.read("todo.taskpaper") == "Today:\n")
    }

    /// Tasks alike, checked or deleted, are each their own entry; undoing a
    /// delete takes one copy back out.
    @Test func tasksAlikeAreEachArchived() throws {
        let folder = TempFolder()
        let clock = ManualClock("2026-11-22")
        let store = try folder.store(clock)
        for _ in 0..<2 { try store.commit(.add(.today, "Stretch", priority: 1)) }
        for _ in 0..<2 { try store.commit(.add(.today, "Dup", priority: 1)) }
        try store.commit(.setDone(TaskRef(section: .today, name: "Stretch"), true))
        try store.commit(.setDone(TaskRef(section: .today, name: "Stretch", occurrence: 1), true))
        try store.commit(.delete(TaskRef(section: .today, name: "Dup")))
        try store.commit(.delete(TaskRef(section: .today, name: "Dup")))
        let deleted = "\t- Dup @day(2026-11-22) @deleted(2026-11-22)\n"
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n" + deleted + deleted)
        try store.undo()
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n" + deleted)
        #expect(store.list.tasks(in: .today).count { $0.name == "Dup" } == 1)
        clock.advance(days: 1)
        _ = try store.refresh()
        let done = "\t- Stretch @day(2026-11-22) @done(2026-11-22)\n"
        #expect(
            waitUntil {
                _ = try? store.refresh()
                return folder.read("todo.archive.taskpaper") == "2026-11-22:\n" + deleted + done + done
                    + "\t- Dup @day(2026-11-22)\n"
            })
        #expect(try store.logbook().days.first?.count(.done) == 2)
    }

    @Test func syncConflictCopiesAreWarnings() throws {
        let folder = TempFolder()
        folder.write("todo.sync-conflict-20261122-090000-AAAAAAA.taskpaper", "")
        let store = try folder.store(ManualClock("2026-11-22"))
        #expect(
            store.warnings == [
                "warning: sync conflict copy beside the file: todo.sync-conflict-20261122-090000-AAAAAAA.taskpaper; merge it by hand and delete it"
            ])
    }
}
