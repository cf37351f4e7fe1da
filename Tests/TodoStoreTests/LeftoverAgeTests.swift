#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
@testable import FileAccess

/// Saves of txtodo's own state take no lock, so one may run while another
/// txtodo writes its temporary file: they leave young leftovers alone.
@Suite struct LeftoverAgeTests {
    private static func age(_ path: String, seconds: Int) {
        var times = [timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), timespec(tv_sec: time(nil) - seconds, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aSaveWithoutTheLockRemovesOnlyOldLeftovers() throws {
        let folder = TempFolder()
        let young = "~syncthing~state.Ab12Cd.tmp", old = "~syncthing~state.Ef34Gh.tmp"
        folder.write(young, "being written by another txtodo\n")
        folder.write(old, "left by a killed save\n")
        Self.age(folder.file(old), seconds: 2 * TemporaryFiles.unlockedAgeSeconds)
        try AtomicWriter.savePrivate(Array("new\n".utf8), to: folder.file("state"), durable: false)
        #expect(folder.read("state") == "new\n")
        #expect(folder.read(young) != nil)
        #expect(folder.read(old) == nil)
    }

    @Test func theTodoFilesSaveUnderTheLockRemovesThemAll() throws {
        let folder = TempFolder()
        let young = "~syncthing~todo.taskpaper.Ab12Cd.tmp"
        folder.write(young, "left by a killed save\n")
        let outcome = try AtomicWriter.save(
            Array("Today:\n".utf8), to: folder.file("todo.taskpaper"), display: "t", replacing: nil)
        #expect(outcome != .changed)
        #expect(folder.read(young) == nil)
    }

    /// Several commands at once each record their change for `txtodo undo`:
    /// none of them may find its temporary file taken away.
    @Test func concurrentStateSavesAllSucceed() async throws {
        let folder = TempFolder()
        let path = folder.file("last-change")
        let failures = await failuresAllAtOnce { k, i in
            try AtomicWriter.savePrivate(Array("change \(k)-\(i)\n".utf8), to: path, durable: false)
        }
        #expect(failures == 0)
    }
}
