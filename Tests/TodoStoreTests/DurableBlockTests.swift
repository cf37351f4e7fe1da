import Glibc
import Testing
@testable import TodoStore

/// The last change is rewritten in place as one block, flushed: the same
/// file stays, a torn block reads as no change, and what does not fit or
/// was written by an older txtodo still reads.
@Suite struct DurableBlockTests {
    static func change(_ folder: TempFolder, _ name: String) throws -> Change {
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock)
        return try store.commit(.add(.today, name, priority: 1)).change
    }

    static func inode(_ path: String) -> ino_t {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_ino : 0
    }

    @Test func aSecondChangeOverwritesTheSameBlock() throws {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.file("state")]
        let todo = folder.file("todo.taskpaper")
        let path = LastChange.path(environment: environment)
        try LastChange.save(try Self.change(folder, "First"), todoPath: todo, environment: environment)
        let first = Self.inode(path)
        let second = try Self.change(folder, "Second")
        try LastChange.save(second, todoPath: todo, environment: environment)
        #expect(Self.inode(path) == first)
        #expect(folder.read("state/txtodo/last-change")?.utf8.count == DurableBlock.size)
        #expect(try LastChange.latest(todoPath: todo, environment: environment)?.change.summary == second.summary)
        #expect(folder.names() == ["state", "todo.taskpaper"])
    }

    @Test func aTornBlockIsNoChange() throws {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.file("state")]
        let todo = folder.file("todo.taskpaper")
        let milk = try Self.change(folder, "Milk")
        try LastChange.save(milk, todoPath: todo, environment: environment)
        var bytes = Array(try #require(folder.read("state/txtodo/last-change")).utf8)
        // One digit of the summary differs: still a record, but not the one written.
        let summary = Array("\nsummary .".utf8)
        let at = try #require((0..<bytes.count).first { bytes[$0...].starts(with: summary) }) + summary.count
        #expect(bytes[at] == UInt8(ascii: "4"))
        bytes[at] = UInt8(ascii: "5")
        folder.write("state/txtodo/last-change", bytes: bytes)
        // The log still has the change as written; without it, there is none.
        #expect(try LastChange.latest(todoPath: todo, environment: environment)?.change.summary == milk.summary)
        unlink(folder.file("state/txtodo/changes"))
        #expect(try LastChange.latest(todoPath: todo, environment: environment) == nil)
    }

    @Test func aLongChangeAndAnOlderRecordStillRead() throws {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.file("state")]
        let todo = folder.file("todo.taskpaper")
        let long = try Self.change(folder, String(repeating: "word ", count: 1200) + "end")
        try LastChange.save(long, todoPath: todo, environment: environment)
        #expect((folder.read("state/txtodo/last-change")?.utf8.count ?? 0) > DurableBlock.size)
        #expect(try LastChange.latest(todoPath: todo, environment: environment)?.change.summary == long.summary)

        let short = try Self.change(folder, "Short")
        try LastChange.save(short, todoPath: todo, environment: environment)
        #expect(folder.read("state/txtodo/last-change")?.utf8.count == DurableBlock.size)
        #expect(try LastChange.latest(todoPath: todo, environment: environment)?.change.summary == short.summary)

        // What an older txtodo left: the text alone, and no log.
        unlink(folder.file("state/txtodo/changes"))
        folder.write("state/txtodo/last-change", "file \(LastChange.canonical(todo))\n" + long.record)
        #expect(try LastChange.latest(todoPath: todo, environment: environment)?.change.summary == long.summary)
    }

    /// Several commands at once each record their change: every write
    /// succeeds, and the block left is whole, one of the records written.
    @Test func concurrentWritesLeaveOneWholeRecord() async throws {
        let folder = TempFolder()
        let path = folder.file("last-change")
        let failures = await failuresAllAtOnce { k, i in
            try DurableBlock.write(
                Array("change \(k)-\(i)\n".utf8) + [UInt8](repeating: UInt8(0x61 + k), count: 100 * k), to: path)
        }
        #expect(failures == 0)
        let bytes = try #require(try FileReader.readIfPresent(path))
        let payload = try #require(DurableBlock.read(bytes))
        #expect(String(decoding: payload.prefix(7), as: UTF8.self) == "change ")
        #expect(folder.names() == ["last-change"])
    }
}
