import Testing
@testable import TodoStore
@testable import TodoVersions

@Suite struct SyncConflictTests {
    @Test func findsSyncthingAndDropboxCopiesOfThisFileOnly() {
        let folder = TempFolder(synced: true)
        for name in [
            "todo.taskpaper", "todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper",
            "todo (Sam's conflicted copy 2026-11-22).taskpaper", "todo.archive.taskpaper",
            "other.sync-conflict-20261122-101010-ABCDEFG.taskpaper", "todo (copy).taskpaper",
        ] {
            folder.write(name, "")
        }
        #expect(
            SyncConflicts.warnings(for: SyncConflicts.copies(beside: folder.file("todo.taskpaper"))) == [
                "warning: sync conflict copy beside the file: todo (Sam's conflicted copy 2026-11-22).taskpaper; merge it by hand and delete it",
                "warning: sync conflict copy beside the file: todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper; merge it by hand and delete it",
            ])
    }

    @Test func noFolderNoWarnings() {
        #expect(SyncConflicts.warnings(for: SyncConflicts.copies(beside: "/nonexistent-folder/todo.taskpaper")).isEmpty)
    }
}
