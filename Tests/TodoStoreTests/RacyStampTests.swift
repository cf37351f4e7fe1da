#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
@testable import FileAccess

/// An edit in place that keeps the file's size, in the same tick of the file
/// system's clock as the read before it, leaves identity, size and time as
/// they were. These tests make that happen every time by putting the old
/// time back, and check that the bytes are looked at.
@Suite struct RacyStampTests {
    /// Rewrites the file in place with `text` (same inode) and gives it back
    /// the time it had before.
    private static func editInSameTick(_ folder: TempFolder, _ name: String, _ text: String) {
        var before = stat()
        #expect(stat(folder.file(name), &before) == 0)
        folder.write(name, text)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, folder.file(name), &times, 0) == 0)
        var after = stat()
        #expect(stat(folder.file(name), &after) == 0)
        #expect(FileStamp(after, hash: 0).sameMetadata(as: FileStamp(before, hash: 0)))
    }

    @Test func aReloadSeesASameSizeEditInTheSameTick() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- Alpha @day(2026-11-22)\n")
        let store = try folder.store(ManualClock("2026-11-22"))
        Self.editInSameTick(folder, "todo.taskpaper", "Today:\n\t- Gamma @day(2026-11-22)\n")
        #expect(try store.refresh())
        #expect(store.list.numbered.map(\.name) == ["Gamma"])
        #expect(try !store.refresh())
    }

    @Test func aSaveNeverReplacesASameSizeEditInTheSameTick() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "Today:\n\t- Alpha\n")
        let path = folder.file("todo.taskpaper")
        let stamp = try #require(try FileReader.snapshot(path).stamp)
        Self.editInSameTick(folder, "todo.taskpaper", "Today:\n\t- Gamma\n")
        let outcome = try AtomicWriter.save(Array("Today:\n".utf8), to: path, display: path, replacing: stamp)
        guard case .changed = outcome else {
            Issue.record("the save went ahead over the edit")
            return
        }
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Gamma\n")
    }

    @Test func anAppendNeverFollowsASameSizeEditInTheSameTick() throws {
        let folder = TempFolder()
        folder.write("a", "one\n")
        let stamp = try #require(try FileReader.snapshot(folder.file("a")).stamp)
        Self.editInSameTick(folder, "a", "two\n")
        #expect(!AppendWriter.append(Array("three\n".utf8), to: folder.file("a"), expected: stamp))
        #expect(folder.read("a") == "two\n")
    }

    @Test func aStampIsRacyOnlyNearNow() throws {
        let folder = TempFolder()
        folder.write("a", "one\n")
        let fresh = try #require(try FileReader.snapshot(folder.file("a")).stamp)
        let now = fresh.mtimeNanoseconds + 1_000_000
        #expect(RacyStamp.isRacy(fresh, now: now))
        #expect(!RacyStamp.isRacy(fresh, now: now + 10_000_000_000))
    }
}
