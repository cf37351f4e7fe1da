import Glibc
import Testing
@testable import TodoStore
import TodoCore

/// The last change is rewritten in place as one block, flushed: the same
/// file stays, a torn block reads as no change, and what does not fit or
/// was written by an older txtodo still reads.
/// A command's change is kept in a block beside the undo log, rewritten in
/// place and flushed: the same file stays, a torn block reads as no change,
/// and what does not fit still reads.
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

    static func log(_ folder: TempFolder) -> UndoLog {
        UndoLog(state: StateFolder(path: folder.file("state")), todoPath: folder.file("todo.taskpaper"))
    }

    @Test func aSecondChangeOverwritesTheSameBlock() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        log.record(try Self.change(folder, "First"), id: 1, durable: true)
        let first = Self.inode(log.blockPath)
        let second = try Self.change(folder, "Second")
        log.record(second, id: 2, durable: true)
        #expect(Self.inode(log.blockPath) == first)
        #expect(try FileReader.readIfPresent(log.blockPath)?.count == DurableBlock.size)
        #expect(log.history().nextUndo?.change == second)
    }

    @Test func aTornBlockIsNoChange() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let milk = try Self.change(folder, "Milk")
        log.record(milk, id: 7, durable: true)
        var bytes = try #require(try FileReader.readIfPresent(log.blockPath))
        // One digit of the summary differs: still a record, but not the one written.
        let summary = Array("\nsummary .".utf8)
        let at = try #require((0..<bytes.count).first { bytes[$0...].starts(with: summary) }) + summary.count
        #expect(bytes[at] == UInt8(ascii: "4"))
        bytes[at] = UInt8(ascii: "5")
        folder.write(String(log.blockPath.dropFirst(folder.path.count + 1)), bytes: bytes)
        // The log still has the change as written; without it, there is none.
        #expect(log.history().nextUndo?.change == milk)
        unlink(log.path)
        #expect(log.history().nextUndo == nil)
    }

    @Test func aLongChangeStillReads() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let long = try Self.change(folder, String(repeating: "word ", count: 1200) + "end")
        log.record(long, id: 1, durable: true)
        #expect((try FileReader.readIfPresent(log.blockPath)?.count ?? 0) > DurableBlock.size)
        unlink(log.path)
        #expect(log.history().nextUndo?.change == long)
        let short = try Self.change(folder, "Short")
        log.record(short, id: 2, durable: true)
        #expect(try FileReader.readIfPresent(log.blockPath)?.count == DurableBlock.size)
        #expect(log.history().nextUndo?.change == short)
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
