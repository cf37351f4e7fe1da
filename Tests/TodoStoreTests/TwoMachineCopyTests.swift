import Glibc
import Testing
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// Two machines (two state folders) and one folder of files: a conflict
/// copy merges against the version both machines came from, found in
/// their logs; without one it is a union, and says so.
@Suite struct TwoMachineCopyTests {
    static let day = "@day(2026-11-22)"
    static let copy = "todo.sync-conflict-20261122-101010-AAAAAAA.taskpaper"

    /// A machine: its state folder and name.
    struct Machine {
        let state: StateFolder
        let name: String

        init(_ folder: TempFolder, _ name: String) {
            state = StateFolder(path: folder.file("state-" + name))
            self.name = name
        }

        /// A store on `path`, opened as a command that reads opens it (the
        /// copies beside the file are merged); `fileTime` is the real clock
        /// copies' ages are measured by.
        func store(_ path: String, fileTime: Int64? = nil) throws -> TodoStore {
            let clock = ManualClock("2026-11-22")
            let now: @Sendable () -> Int64 = { fileTime.map { $0 * 1_000_000_000 } ?? LocalClock.realNanoseconds() }
            let store = try TodoStore(
                path: path, config: Config(machineName: name),
                clock: LocalClock(rolloverMinutes: 0, fileClock: now) { clock.instant }, state: state)
            try store.settle()
            return store
        }
    }

    static func text(_ names: [String]) -> String { "Today:\n" + names.map { "\t- \($0) \(day)\n" }.joined() }

    /// The task names in the folder's file, sorted (their order is the merge's).
    static func names(_ folder: TempFolder) throws -> [String] {
        let store = try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock)
        return store.list.tasks(in: .today).map(\.name).sorted()
    }

    /// Both machines start from `base`; then `a` and `b` change it apart.
    /// The folder is left as a sync tool leaves it: A's version in the
    /// file, B's beside it as a conflict copy, both logs there.
    static func apart(
        _ folder: TempFolder, _ a: Machine, _ b: Machine, base: [String], changeA: Action, changeB: Action
    ) throws {
        let path = folder.file("todo.taskpaper")
        folder.write("todo.taskpaper", text(base))
        try a.store(path).commit(.add(.today, "Shared", priority: 1))
        let start = folder.read("todo.taskpaper")!
        try b.store(path).commit(changeB)
        let (theirs, theirsAt) = (folder.read("todo.taskpaper")!, folder.written("todo.taskpaper"))
        folder.write("todo.taskpaper", start)
        try a.store(path).commit(changeA)
        folder.write(copy, theirs, at: theirsAt)
    }

    @Test func aCopyMergesAgainstTheVersionBothCameFrom() throws {
        let folder = TempFolder(synced: true)
        let (a, b) = (Machine(folder, "desk"), Machine(folder, "laptop"))
        try Self.apart(
            folder, a, b, base: ["Buy milk", "Call plumber"], changeA: .delete(.init(section: .today, name: "Buy milk")),
            changeB: .add(.today, "Call Sam", priority: 1))
        let store = try a.store(folder.file("todo.taskpaper"))
        #expect(store.merges == ["Merged a Syncthing copy from laptop: 1 task added"])
        // The milk deleted on this machine stays deleted.
        #expect(try Self.names(folder) == ["Call Sam", "Call plumber", "Shared"])
        var st = stat()
        #expect(stat(folder.file("state-desk/merged/" + Self.copy), &st) == 0 && st.st_mode & 0o777 == 0o600)
        let records = VersionLog.read(store.versionLogPath!)!.records
        #expect(records.last?.kind == .merged && records.last?.parents.count == 2)
    }

    /// Desk deletes Buy milk, laptop checks `checking`; then each machine
    /// merges the pair the sync tool left in its own copy of the folder,
    /// and both reach the same bytes.
    static func bothMerge(checking: String) throws -> (TempFolder, desk: TodoStore, laptop: TodoStore) {
        let here = TempFolder(synced: true), there = TempFolder(synced: true)
        let (a, b) = (Machine(here, "desk"), Machine(here, "laptop"))
        try apart(
            here, a, b, base: ["Buy milk", "Call plumber"], changeA: .delete(.init(section: .today, name: "Buy milk")),
            changeB: .toggleDone(.init(section: .today, name: checking)))
        _ = system("cp -a '\(here.path)/.' '\(there.path)/'")
        let desk = try a.store(here.file("todo.taskpaper"))
        let laptop = try b.store(there.file("todo.taskpaper"))
        #expect(here.read("todo.taskpaper") == there.read("todo.taskpaper"))
        return (here, desk, laptop)
    }

    /// Each machine merges the pair the sync tool left (its file, the
    /// copy): the same bytes on both, each line measured against what that
    /// machine had and naming the other.
    @Test func bothMachinesReachTheSameBytes() throws {
        let (here, desk, laptop) = try Self.bothMerge(checking: "Call plumber")
        #expect(here.read("todo.taskpaper")?.contains("Buy milk") == false)
        #expect(desk.merges == ["Merged a Syncthing copy from laptop: 1 checked"])
        #expect(laptop.merges == ["Merged a Syncthing copy from desk: 1 deleted"])
    }

    /// A task deleted here and checked on the other machine is kept, and
    /// the line says so, naming each machine as this one knows it.
    @Test func aDecisionAgainstOneMachineIsSaidWithItsName() throws {
        let (_, desk, laptop) = try Self.bothMerge(checking: "Buy milk")
        #expect(
            desk.merges == [
                "Merged a Syncthing copy from laptop: 1 task added; kept “Buy milk” (deleted here, checked on laptop)"
            ])
        #expect(
            laptop.merges == ["Merged a Syncthing copy from desk: nothing new; kept “Buy milk” (deleted on desk, checked here)"])
    }

    /// Each machine adds a task to the shared file, then a copy appears
    /// holding a version of the other machine's that no log has yet.
    static func unrecordedCopy(_ folder: TempFolder) throws -> (Machine, String) {
        let (a, b) = (Machine(folder, "desk"), Machine(folder, "laptop"))
        let path = folder.file("todo.taskpaper")
        try a.store(path).commit(.add(.today, "Mine", priority: 1))
        try b.store(path).commit(.add(.today, "Theirs", priority: 1))
        folder.write(Self.copy, Self.text(["Mine", "Theirs", "Not on record"]))
        return (a, path)
    }

    @Test func aYoungCopyWaitsForItsHistory() throws {
        let folder = TempFolder(synced: true)
        let (a, path) = try Self.unrecordedCopy(folder)
        let store = try a.store(path)
        // The laptop's log was written before the copy: it may be behind.
        #expect(store.merges == ["Waiting to merge a Syncthing copy: \(CopyWait.why(["laptop"]))"])
        #expect(store.merges[0].hasSuffix("the version history of laptop is older than it (waiting at most 6 hours for it)"))
        #expect(folder.names().contains(Self.copy))
        #expect((21_590...21_600).contains(store.copyLookIn ?? 0))
        // It arrives: the other machine's log now has that version.
        let id = folder.read("state-laptop/machine-id")!.trimmingWhitespace()
        let logPath = folder.file("todo.versions/\(id).log")
        let last = try #require(VersionLog.read(logPath)?.records.last)
        let bytes = Array(Self.text(["Mine", "Theirs", "Not on record"]).utf8)
        VersionLogWriter.append(
            [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [last.hash], bytes: bytes)], to: logPath,
            machine: .init(id: String(id), name: "laptop"), time: 0, known: [], mode: 0o600, limit: 1 << 20)
        #expect(try store.refresh())
        #expect(store.merges == ["Merged a Syncthing copy from laptop: 1 task added"])
        #expect(store.copyLookIn == nil)
    }

    /// Past its wait of six hours, a copy whose version no log has descends
    /// from the logged version nearest to it: what this machine deleted
    /// stays deleted, and the line says the log never came.
    @Test func anOldCopyWithoutHistoryDescendsFromTheNearestVersion() throws {
        let folder = TempFolder(synced: true)
        let (a, path) = try Self.unrecordedCopy(folder)
        try a.store(path).commit(.delete(.init(section: .today, name: "Mine")))
        #expect(try a.store(path, fileTime: Int64(time(nil)) + 5 * 3_600).merges.first?.hasPrefix("Waiting") == true)
        let store = try a.store(path, fileTime: Int64(time(nil)) + 6 * 3_600 + 60)
        #expect(
            store.merges == [
                "Merged a Syncthing copy: 1 task added; the version history of laptop did not catch up within 6 hours, "
                    + "so it was merged from the nearest version on record"
            ])
        #expect(try Self.names(folder) == ["Not on record", "Theirs"])
    }

    /// A copy that shares under half its lines with every logged version
    /// has no history here: once its wait is over, a union, and the line
    /// says so.
    @Test func anOldCopyNearNoVersionIsAUnionAndSaysSo() throws {
        let folder = TempFolder(synced: true)
        let (a, path) = try Self.unrecordedCopy(folder)
        folder.write(Self.copy, Self.text(["Far one", "Far two", "Far three"]))
        let store = try a.store(path, fileTime: Int64(time(nil)) + 6 * 3_600 + 60)
        #expect(
            store.merges == [
                "Merged a Syncthing copy: 3 tasks added; \(CopyWait.gaveUp(["laptop"], union: true)); \(CopySummary.union)"
            ])
        #expect(try Self.names(folder) == ["Far one", "Far three", "Far two", "Mine", "Theirs"])
    }

    /// Two machines meet for the first time: the other one kept no log here
    /// before, and the sync tool puts its version in the file's place, this
    /// machine's own beside it, before its log arrives. The copy waits for
    /// that log, then merges against the version both came from: what this
    /// machine deleted stays deleted.
    @Test func aFirstMeetingWaitsForTheOtherMachinesFirstLog() throws {
        let folder = TempFolder(synced: true), elsewhere = TempFolder(synced: true)
        let (a, b) = (Machine(folder, "desk"), Machine(elsewhere, "laptop"))
        let path = folder.file("todo.taskpaper")
        folder.write("todo.taskpaper", Self.text(["Buy milk", "Call plumber"]))
        try a.store(path).commit(.add(.today, "Shared", priority: 1))
        // The laptop, a copy of the folder, makes its first change there.
        let there = elsewhere.file("todo.taskpaper")
        _ = system("cp -a '\(folder.path)/todo.taskpaper' '\(folder.path)/todo.versions' '\(elsewhere.path)/'")
        try b.store(there).commit(.add(.today, "Call Sam", priority: 1))
        // Apart, the desk deletes a task; then the laptop's version takes the file's place.
        try a.store(path).commit(.delete(.init(section: .today, name: "Buy milk")))
        folder.write(Self.copy, folder.read("todo.taskpaper")!)
        folder.write("todo.taskpaper", elsewhere.read("todo.taskpaper")!)
        let store = try a.store(path)
        #expect(store.merges == ["Waiting to merge a Syncthing copy: its version history has not arrived yet"])
        // The laptop's log arrives.
        let id = elsewhere.read("state-laptop/machine-id")!.trimmingWhitespace()
        _ = system("cp '\(elsewhere.path)/todo.versions/\(id).log' '\(folder.path)/todo.versions/'")
        #expect(try store.refresh())
        #expect(store.merges == ["Merged a Syncthing copy from laptop: 1 task added"])
        #expect(try Self.names(folder) == ["Call Sam", "Call plumber", "Shared"])
    }

    /// The other machine keeps a log of the file but none yet of the
    /// archive: a copy of the archive still waits for it.
    @Test func aCopyOfTheArchiveWaitsWhileTheOtherMachineKeepsAnyLog() throws {
        let folder = TempFolder(synced: true)
        let (a, b) = (Machine(folder, "desk"), Machine(folder, "laptop"))
        let path = folder.file("todo.taskpaper")
        try a.store(path).commit(.add(.today, "Mine", priority: 1))
        try b.store(path).commit(.add(.today, "Theirs", priority: 1))
        folder.write("todo.archive.taskpaper", "2026-11-21:\n\t- Old @day(2026-11-21)\n")
        folder.write("todo.archive.sync-conflict-20261122-101010-AAAAAAA.taskpaper", "2026-11-21:\n\t- Other @day(2026-11-21)\n")
        let store = try a.store(path)
        #expect(store.merges == ["Waiting to merge a Syncthing copy of the archive: its version history has not arrived yet"])
    }
}
