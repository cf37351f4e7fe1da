import Glibc
import Testing
import TodoCore
import TaskPaper
import TodoConfig
@testable import FileAccess
@testable import TodoStore
@testable import TodoVersions

/// `list --today` reads a file whose Later it folded before without the
/// lines under Later, from what that fold kept (`LaterMemory`), while the
/// file is the same one; any change to it, however made, is read whole.
@Suite struct LaterMemoryTests {
    static let text = LaterReadingTests.text

    /// A clock whose files have been quiet for ten seconds (the test's
    /// files settle without waiting).
    static func settled(_ day: String = "2026-11-23") -> ManualClock {
        let clock = ManualClock(day)
        clock.filesAge = 10_000_000_000
        return clock
    }

    static func open(_ folder: TempFolder, _ clock: ManualClock, _ later: LaterReading = .counted) throws -> TodoStore {
        try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock,
            state: StateFolder(path: folder.file("state")), later: later)
    }

    static func memory(_ folder: TempFolder) -> LaterMemory {
        let path = folder.file("todo.taskpaper")
        return LaterMemory(state: StateFolder(path: folder.file("state")), key: StateKey.name(for: path))
    }

    /// Keeps a summary that says Later holds `count` tasks, for the file as
    /// it is now: were it read in place of the file, the count would show.
    static func forge(_ folder: TempFolder, count: Int) throws {
        let memory = memory(folder)
        var entry = try #require(memory.load())
        entry.summary.count = count
        memory.keep(entry)
    }

    /// A folder with the test's file, settled and read once with Later
    /// folded (`later`), so that a summary of it is kept.
    static func summarised(_ later: LaterReading = .counted, synced: Bool = false) throws -> (TempFolder, ManualClock) {
        let folder = TempFolder(synced: synced)
        folder.write("todo.taskpaper", text)
        let clock = settled()
        _ = try open(folder, clock, later)
        return (folder, clock)
    }

    @Test func aSettledFilesSummaryIsKeptAndReadInPlaceOfLatersLines() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", Self.text)
        let clock = Self.settled()
        let first = try Self.open(folder, clock)
        #expect(first.list.count(in: .later) == 3001)
        let kept = try #require(Self.memory(folder).load())
        #expect(kept.summary.count == 3001 && kept.summary.soonest == Day("2026-12-01"))
        #expect(kept.identity == FileIdentity.of(folder.file("todo.taskpaper")))
        let whole = try Self.open(folder, clock, .whole)
        LaterReadingTests.expectListedAsWhole(try Self.open(folder, clock), whole)
        // The next read takes Later's count from the summary, the rest from the file.
        try Self.forge(folder, count: 7)
        let second = try Self.open(folder, clock)
        #expect(second.list.count(in: .later) == 7)
        for section in [Section.floating, .today, .tomorrow] {
            #expect(second.list.displayed(section).map(\.name) == whole.list.displayed(section).map(\.name))
        }
    }

    @Test func aFileChangedWithinTheLastTwoSecondsKeepsNoSummary() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", Self.text)
        let store = try Self.open(folder, ManualClock("2026-11-23"))
        #expect(store.list.count(in: .later) == 3001)
        #expect(Self.memory(folder).load() == nil)
    }

    /// An edit that keeps the file's inode, size and time (a letter
    /// swapped in place, the time set back) still changes its change time.
    @Test func anEditInPlaceThatKeepsSizeAndTimeIsReadWhole() throws {
        let (folder, clock) = try Self.summarised()
        let path = folder.file("todo.taskpaper")
        try Self.forge(folder, count: 7)
        var before = stat()
        stat(path, &before)
        let bytes = Array(Self.text.utf8)
        let offset = try #require((0..<bytes.count).first { bytes[$0...].starts(with: "Call Sam".utf8) })
        let fd = Glibc.open(path, O_WRONLY)
        _ = "Call Tim".utf8CString.withUnsafeBufferPointer { pwrite(fd, $0.baseAddress, 8, off_t(offset)) }
        close(fd)
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, path, &times, 0)
        var after = stat()
        stat(path, &after)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let store = try Self.open(folder, clock)
        #expect(store.list.displayed(.today).map(\.name) == ["Call Tim"])
        #expect(store.list.count(in: .later) == 3001)
    }

    /// An editor's save writes a new file and renames it over the old one.
    @Test func aSaveByRenameIsReadWhole() throws {
        let (folder, clock) = try Self.summarised()
        try Self.forge(folder, count: 7)
        let edited = Self.text.replacingOccurrences(of: "Later:\n", with: "Later:\n\t- Renew passport\n")
        folder.write("todo.taskpaper.tmp", edited)
        rename(folder.file("todo.taskpaper.tmp"), folder.file("todo.taskpaper"))
        let store = try Self.open(folder, clock)
        #expect(store.list.count(in: .later) == 3002)
    }

    @Test func aScheduledTaskStillArrivesOnItsDay() throws {
        let (folder, clock) = try Self.summarised()
        #expect(Self.memory(folder).load() != nil)
        clock.advance(days: 8)
        let store = try Self.open(folder, clock)
        #expect(store.list.displayed(.today).map(\.name).contains("Pay rent"))
        #expect(store.list.count(in: .later) == 3000)
    }

    @Test(arguments: ["", "txtodo-block 5 0000000000000000\nlater", "not a frame at all\n"])
    func aTornOrForeignSummaryIsNone(text: String) throws {
        let (folder, clock) = try Self.summarised()
        let memory = Self.memory(folder)
        _ = try #require(memory.load())
        try AtomicWriter.savePrivate(Array(text.utf8), to: memory.path, durable: false)
        #expect(Self.memory(folder).load() == nil)
        let store = try Self.open(folder, clock)
        #expect(store.list.count(in: .later) == 3001)
        LaterReadingTests.expectListedAsWhole(store, try Self.open(folder, clock, .whole))
    }

    /// The app's first frame shows Later folded with its first task: from
    /// the summary too, once a read that had the bytes kept it; its first
    /// key reads the file whole.
    @Test func theAppsFirstReadTakesLatersFirstTaskFromTheSummary() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", Self.text)
        let clock = Self.settled()
        // A summary of `list --today`, which keeps no bytes, does not know the first task.
        _ = try Self.open(folder, clock)
        #expect(Self.memory(folder).load()?.summary.first == .unknown)
        let first = try Self.open(folder, clock, .folded)
        #expect(first.firstInFoldedLater?.name == "Pay rent")
        guard case .lines(let lines) = Self.memory(folder).load()?.summary.first else {
            Issue.record("no first task kept")
            return
        }
        #expect(String(decoding: lines, as: UTF8.self) == "\t- Pay rent @day(2026-12-01)\n")
        // Once known, a read that does not know it keeps it.
        _ = try Self.open(folder, clock)
        #expect(Self.memory(folder).load()?.summary.first == .lines(lines))
        try Self.forge(folder, count: 7)
        let app = try Self.open(folder, clock, .folded)
        #expect(app.isLaterFolded && app.list.count(in: .later) == 7)
        #expect(app.firstInFoldedLater?.name == "Pay rent" && app.firstInFoldedLater?.day == Day("2026-12-01"))
        #expect(try app.unfoldLater() == false)
        #expect(!app.isLaterFolded)
        let whole = try Self.open(folder, clock, .whole)
        #expect(app.list.document.bytes == whole.list.document.bytes && app.list.count(in: .later) == 3001)
    }

    /// Where versions are kept (a synced folder), every read keeps the
    /// bytes it read for them: no summary is kept.
    @Test func whereVersionsAreKeptTheFileIsReadWhole() throws {
        let folder = TempFolder(synced: true)
        folder.write("todo.taskpaper", Self.text)
        let clock = Self.settled()
        #expect(try Self.open(folder, clock, .folded).list.count(in: .later) == 3001)
        #expect(try Self.open(folder, clock).list.count(in: .later) == 3001)
        #expect(Self.memory(folder).load() == nil)
    }

    /// Where the app's first frame came from the summary and the file
    /// changed before its first key, the whole read is of the file changed,
    /// and says so.
    @Test func theAppsFirstKeyAfterAChangeReadsTheChangedFile() throws {
        let (folder, clock) = try Self.summarised(.folded)
        let app = try Self.open(folder, clock, .folded)
        #expect(app.isLaterFolded && app.list.document.bytes.count < 200)
        folder.write("todo.taskpaper.tmp", Self.text.replacingOccurrences(of: "Today:\n", with: "Today:\n\t- Post\n"))
        rename(folder.file("todo.taskpaper.tmp"), folder.file("todo.taskpaper"))
        #expect(try app.unfoldLater())
        #expect(app.list.displayed(.today).map(\.name) == ["Post", "Call Sam"])
        #expect(app.list.count(in: .later) == 3001)
    }
}
