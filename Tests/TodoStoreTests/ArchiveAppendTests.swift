#if canImport(Glibc)
    import Glibc
#endif
import TestSupport
import Testing

@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess

/// Archiving writes what is archived, not the whole archive: a day's tasks
/// are appended in place when they go at the archive's end, and anything else
/// (an undone delete, a day filed earlier) rewrites it atomically.
@Suite struct ArchiveAppendTests {
    private static func inode(_ path: String) -> ino_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_ino : 0
    }

    @Test func deletesOnTheSameDayAppendInPlace() throws {
        let folder = TempFolder()
        let older = (0..<2_000).map { "2026-10-\(10 + $0 % 20):\n\t- Task number \($0)\n" }.joined()
        folder.write("todo.archive.taskpaper", older)
        let archive = folder.file("todo.archive.taskpaper")
        let before = Self.inode(archive)
        let store = try folder.store(ManualClock("2026-11-22"))
        try store.commit(.add(.today, "A", priority: 1))
        try store.commit(.add(.today, "B", priority: 1))
        try store.commit(.delete(try #require(store.list.numbered.first { $0.name == "A" }).ref))
        try store.commit(.delete(try #require(store.list.numbered.first).ref))
        #expect(Self.inode(archive) == before)
        #expect(
            folder.read("todo.archive.taskpaper")
                == older + "\n2026-11-22:\n\t- A @day(2026-11-22) @deleted(2026-11-22)\n"
                + "\t- B @day(2026-11-22) @deleted(2026-11-22)\n")
    }

    @Test func anUndoneDeleteRewritesTheArchive() throws {
        let folder = TempFolder()
        folder.write("todo.archive.taskpaper", "2026-11-20:\n\t- Older\n")
        let archive = folder.file("todo.archive.taskpaper")
        let store = try folder.store(ManualClock("2026-11-22"))
        try store.commit(.add(.today, "A", priority: 1))
        let before = Self.inode(archive)
        try store.commit(.delete(try #require(store.list.numbered.first).ref))
        #expect(Self.inode(archive) == before)
        try store.undo()
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-20:\n\t- Older\n")
        #expect(Self.inode(archive) != before)
    }

    @Test func aDayFiledBeforeTheLastOneRewritesTheArchive() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", "Today:\n\t- Old @day(2026-11-21)\n")
        folder.write("todo.archive.taskpaper", "2026-11-21:\n\t- Earlier\n\n2026-11-23:\n\t- Later\n")
        let before = Self.inode(folder.file("todo.archive.taskpaper"))
        _ = try folder.store(ManualClock("2026-11-22"))
        #expect(
            folder.read("todo.archive.taskpaper")
                == "2026-11-21:\n\t- Earlier\n\t- Old @day(2026-11-21)\n\n2026-11-23:\n\t- Later\n")
        #expect(Self.inode(folder.file("todo.archive.taskpaper")) != before)
    }

    @Test func aFileThatChangedSinceItWasReadIsNotAppendedTo() throws {
        let folder = TempFolder()
        folder.write("a", "one\n")
        let stamp = try #require(try FileReader.snapshot(folder.file("a")).stamp)
        folder.write("a", "one\ntwo\n")
        #expect(!AppendWriter.append(Array("three\n".utf8), to: folder.file("a"), expected: stamp))
        #expect(folder.read("a") == "one\ntwo\n")
        let fresh = try #require(try FileReader.snapshot(folder.file("a")).stamp)
        #expect(AppendWriter.append(Array("three\n".utf8), to: folder.file("a"), expected: fresh))
        #expect(folder.read("a") == "one\ntwo\nthree\n")
    }

    @Test func aLinkOrAFolderIsNeverAppendedTo() throws {
        let folder = TempFolder()
        folder.write("real", "one\n")
        symlink(folder.file("real"), folder.file("link"))
        let stamp = try #require(try FileReader.snapshot(folder.file("real")).stamp)
        #expect(!AppendWriter.append(Array("two\n".utf8), to: folder.file("link"), expected: stamp))
        #expect(folder.read("real") == "one\n")
        #expect(!AppendWriter.append(Array("two\n".utf8), to: folder.path, expected: stamp))
    }

    @Test func prefixCheck() {
        #expect(AppendWriter.isPrefix([], of: []))
        #expect(AppendWriter.isPrefix([1, 2], of: [1, 2, 3]))
        #expect(!AppendWriter.isPrefix([1, 3], of: [1, 2, 3]))
        #expect(!AppendWriter.isPrefix([1, 2, 3, 4], of: [1, 2, 3]))
    }
}

/// Leaving out what an earlier try of a change archived already: one copy
/// per task done, the first of tasks alike, as removing them one by one would.
@Suite struct ArchivedSoFarTests {
    private static func removingOneByOne(_ tasks: [ArchivedTask], _ done: [ArchivedTask]) -> [ArchivedTask] {
        var left = tasks
        for task in done {
            if let i = left.firstIndex(of: task) { left.remove(at: i) }
        }
        return left
    }

    @Test func agreesWithRemovingOneByOne() {
        var g = SplitMix64(seed: 0x736f_6661)
        let days = ["2026-11-20", "2026-11-21"].map { Day($0)! }
        func task() -> ArchivedTask {
            let name = ["- A", "- B", "- C"].randomElement(using: &g)!
            let notes = Bool.random(using: &g) ? ["a note"] : []
            let deleted = Int.random(in: 0..<3, using: &g) == 0 ? days[1] : nil
            return ArchivedTask(day: days.randomElement(using: &g)!, lines: [name] + notes, deletedOn: deleted)
        }
        for _ in 0..<500 {
            let tasks = (0..<Int.random(in: 0...12, using: &g)).map { _ in task() }
            let done = (0..<Int.random(in: 0...8, using: &g)).map { _ in task() }
            #expect(tasks.removingEach(of: done) == Self.removingOneByOne(tasks, done))
        }
    }
}
