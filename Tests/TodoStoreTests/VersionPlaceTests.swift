import Glibc
import Testing
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// Version logs are kept only where they serve: beside a file a sync tool
/// carries, or where a conflict copy was seen; never shown to git.
@Suite struct VersionPlaceTests {
    static let text = "Today:\n\t- Buy milk @day(2026-11-22)\n"

    /// Opens the file as a command that reads does, then checks a task, as
    /// machine `a` with its own state folder.
    func useFile(_ folder: TempFolder, _ config: Config = Config(), in sub: String = "") throws {
        let path = folder.file(sub + "todo.taskpaper")
        let state = StateFolder(path: folder.file("state"))
        let store = try TodoStore(path: path, config: config, clock: ManualClock("2026-11-22").clock, state: state)
        try store.settle()
        try store.commit(.setDone(TaskRef(section: .today, name: "Buy milk"), true))
    }

    func size(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : 0
    }

    func logsKept(_ folder: TempFolder, in sub: String = "") -> Bool {
        !FolderNames.of(folder.file(sub + "todo.versions")).filter { $0.hasSuffix(".log") }.isEmpty
    }

    @Test func aPlainFolderGetsNoLogs() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        try useFile(folder)
        #expect(access(folder.file("todo.versions"), F_OK) != 0)
        #expect(folder.read("todo.taskpaper")!.contains("@done(2026-11-22)"))
    }

    @Test func aSyncthingFolderAboveKeepsLogs() throws {
        let folder = TempFolder(synced: true)
        mkdir(folder.file("lists"), 0o700)
        folder.writeBefore("lists/todo.taskpaper", Self.text)
        try useFile(folder, in: "lists/")
        #expect(logsKept(folder, in: "lists/"))
    }

    @Test(arguments: [".dropbox", ".sync_3f2a9c1b7e5d.db", "._sync_abcdef.db", ".csync_journal.db"])
    func otherSyncToolsMarksKeepLogs(mark: String) throws {
        let folder = TempFolder()
        folder.write(mark, "")
        folder.writeBefore("todo.taskpaper", Self.text)
        try useFile(folder)
        #expect(logsKept(folder))
    }

    /// Names that only look like a sync tool's database are no mark.
    @Test(arguments: [".sync_", ".sync_a.dbx", "sync_a.db", "._syn.db", ".db", "x.sync_a.db"])
    func nearMissesOfAMarkKeepNoLogs(name: String) {
        let folder = TempFolder()
        folder.write(name, "")
        #expect(!FolderNames.hasName(in: folder.path, startingWith: [".sync_", "._sync_"], endingWith: ".db"))
        folder.write(".sync_\(name).db", "")
        #expect(FolderNames.hasName(in: folder.path, startingWith: [".sync_", "._sync_"], endingWith: ".db"))
    }

    @Test func offAndOnOverrideWhatIsFound() throws {
        let synced = TempFolder(synced: true)
        synced.writeBefore("todo.taskpaper", Self.text)
        var off = Config()
        off.versions = .off
        try useFile(synced, off)
        #expect(access(synced.file("todo.versions"), F_OK) != 0)

        let plain = TempFolder()
        plain.writeBefore("todo.taskpaper", Self.text)
        var on = Config()
        on.versions = .on
        try useFile(plain, on)
        #expect(logsKept(plain))
    }

    @Test func aConflictCopySeenOnceKeepsLogsFromThenOn() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        folder.writeBefore("todo.sync-conflict-20261122-101010-AAAAAAA.taskpaper", Self.text + "\t- Eggs @day(2026-11-22)\n")
        try useFile(folder)
        #expect(logsKept(folder))
        #expect(SyncConflicts.copies(beside: folder.file("todo.taskpaper")).isEmpty)
        // The copy is merged and gone; the next change is still recorded.
        let log = folder.file("todo.versions")
        let before = FolderNames.of(log).map { size(log + "/" + $0) }.reduce(0, +)
        let state = StateFolder(path: folder.file("state"))
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state)
        try store.commit(.add(.today, "Bread", priority: 1))
        let after = FolderNames.of(log).map { size(log + "/" + $0) }.reduce(0, +)
        #expect(after > before)
    }

    @Test func anotherMachinesLogKeepsLogs() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        mkdir(folder.file("todo.versions"), 0o700)
        folder.write("todo.versions/0123456789abcdef.log", "")
        try useFile(folder)
        let ours = FolderNames.of(folder.file("todo.versions")).filter { $0.hasSuffix(".log") }
        #expect(ours.count >= 2)
    }

    @Test func gitShowsNoLogs() throws {
        guard system("command -v git >/dev/null 2>&1") == 0 else { return }
        let folder = TempFolder(synced: true)
        #expect(system("cd '\(folder.path)' && git init -q . && git config user.email t@e && git config user.name t") == 0)
        folder.writeBefore("todo.taskpaper", Self.text)
        try useFile(folder)
        #expect(logsKept(folder))
        #expect(system("cd '\(folder.path)' && git status --porcelain --untracked-files=all > status") == 0)
        let shown = folder.read("status") ?? ""
        #expect(!shown.contains("todo.versions"))
        #expect(shown.contains("todo.taskpaper"))
    }

    @Test func aPathInANewFolderKeysAsItWillOnceMade() throws {
        let folder = TempFolder()
        let before = StateKey.canonical(folder.path + "/./new/sub/../todo.taskpaper")
        mkdir(folder.file("new"), 0o700)
        let after = StateKey.canonical(folder.path + "/new/todo.taskpaper")
        #expect(before == after)
    }
}
