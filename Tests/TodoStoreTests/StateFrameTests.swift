import Glibc
import Testing
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// The undo log's records are framed (`LogFrame`): a damaged or torn record
/// reads as none and the log reads on past it; many commands appending at
/// once each leave a whole record.
@Suite struct StateFrameTests {
    static func change(_ folder: TempFolder, _ name: String) throws -> Change {
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock)
        return try store.commit(.add(.today, name, priority: 1)).change
    }

    static func log(_ folder: TempFolder) -> UndoLog {
        UndoLog(state: StateFolder(path: folder.file("state")), todoPath: folder.file("todo.taskpaper"))
    }

    @Test func aDamagedRecordIsNoChangeAndTheLogReadsOn() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let milk = try Self.change(folder, "Milk"), bread = try Self.change(folder, "Bread")
        log.record(milk, id: 7, durable: true)
        log.record(bread, id: 8, durable: true)
        var bytes = try #require(try FileReader.readIfPresent(log.path))
        // One digit of the first record's summary differs: still a record, but not the one written.
        let summary = Array("\nsummary .".utf8)
        let at = try #require((0..<bytes.count).first { bytes[$0...].starts(with: summary) }) + summary.count
        #expect(bytes[at] == UInt8(ascii: "4"))
        bytes[at] = UInt8(ascii: "5")
        folder.write(String(log.path.dropFirst(folder.path.count + 1)), bytes: bytes)
        #expect(log.stacks().undoStack.map(\.change) == [bread])
    }

    @Test func aLongChangeReads() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let long = try Self.change(folder, String(repeating: "word ", count: 1200) + "end")
        log.record(long, id: 1, durable: true)
        #expect(log.stacks().nextUndo?.change == long)
    }

    /// Eight writers record fifty changes each at once: every change is in
    /// the log as a whole record, none torn or mixed with another.
    @Test func changesRecordedAtOnceAreEachWhole() async throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let change = try Self.change(folder, "Same")
        let failures = await failuresAllAtOnce { k, i in log.record(change, id: UInt64(k * 100 + i + 1), durable: k % 2 == 0) }
        #expect(failures == 0)
        let fd = open(log.path, O_RDONLY)
        defer { close(fd) }
        var st = stat()
        #expect(fstat(fd, &st) == 0)
        var reader = FrameReader(fd: fd, size: Int(st.st_size), from: 0, verify: true)
        var records = 0
        while reader.next({ line, _ in (0, Int(String(decoding: line.dropFirst(5), as: UTF8.self)) ?? -1, 0) }) != nil {
            records += 1
        }
        #expect(records == 400 && !reader.passedDamage && reader.validEnd == Int(st.st_size))
    }
}
