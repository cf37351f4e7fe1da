import Glibc
import Testing
@testable import FileAccess
import TodoConfig
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// The append-only state files (the version logs, the undo history) share
/// one framing: a record damaged in the middle of a log hides none of the
/// records after it, and the next append cuts off a tail a crash left torn.
@Suite struct LogDamageTests {
    static let machine = MachineIdentity(id: "00000000000000ee", name: "desk")

    static func version(_ n: Int) -> [UInt8] {
        Array(("Today:\n" + (0...n).map { "\t- Task \($0) @day(2026-11-22)\n" }.joined()).utf8)
    }

    /// `count` versions appended one by one to a log at `path`.
    static func appendVersions(_ range: Range<Int>, to path: String, knowing: Bool = true) {
        for n in range {
            let bytes = version(n)
            let previous = version(max(0, n - 1))
            let before = n > 0 && knowing ? [VersionLogWriter.Known(hash: ContentHash.of(previous), bytes: previous)] : []
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [], bytes: bytes)], to: path, machine: machine,
                time: 1_800_000_000, known: before, mode: 0o600, limit: 1 << 30)
        }
    }

    /// A log of `count` versions at `path`, with one byte of record
    /// `record` replaced: `at` gives its place in that record.
    static func damaged(_ path: String, count: Int, record: Int, at: (VersionRecord) -> Int) throws -> [UInt8] {
        Self.appendVersions(0..<count, to: path)
        var bytes = CLIBytes.read(path)
        bytes[at(try #require(VersionLog.read(path)).records[record])] = UInt8(ascii: "x")
        CLIBytes.write(path, bytes)
        return bytes
    }

    @Test func aDamagedRecordInTheMiddleHidesNoLaterRecord() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        let bytes = try Self.damaged(path, count: 6, record: 2) { $0.start }  // its header no longer reads
        let log = try #require(VersionLog.read(path))
        #expect(log.records.map(\.hash) == [0, 1, 3, 4, 5].map { ContentHash.of(Self.version($0)) })
        #expect(log.validEnd == bytes.count)
        // The next append follows the last record; the versions whose
        // changes lead back past the damage are lost, so it is written whole.
        Self.appendVersions(6..<7, to: path, knowing: false)
        let after = try #require(VersionLog.read(path))
        #expect(after.records.count == 6)
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(after.content(at: 5, fd: fd) == Self.version(6))
        #expect(after.content(at: 1, fd: fd) == Self.version(1))
        #expect(after.content(at: 4, fd: fd) == nil)
    }

    @Test func aDamagedTrailerInTheMiddleHidesNoLaterRecord() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        _ = try Self.damaged(path, count: 4, record: 1) { $0.end - 3 }
        let log = try #require(VersionLog.read(path))
        #expect(log.records.map(\.hash) == [0, 2, 3].map { ContentHash.of(Self.version($0)) })
    }

    static func undoLog(_ folder: TempFolder) -> UndoLog {
        UndoLog(state: StateFolder(path: folder.file("state")), todoPath: folder.file("todo.taskpaper"))
    }

    static func changes(_ count: Int) throws -> [Change] {
        let folder = TempFolder()
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(archive: false), clock: ManualClock("2026-11-22").clock)
        return try (1...count).map { try store.commit(.add(.today, "Task \($0)", priority: 1)).change }
    }

    @Test func theUndoLogsTornTailIsCutOffByTheNextAppend() throws {
        let folder = TempFolder()
        let log = Self.undoLog(folder)
        let c = try Self.changes(3)
        log.record(c[0], id: 1, durable: false)
        let whole = CLIBytes.read(log.path)
        log.record(c[1], id: 2, durable: false)
        let torn = CLIBytes.read(log.path).dropLast(9)
        CLIBytes.write(log.path, Array(torn))
        log.record(c[2], id: 3, durable: false)
        let bytes = CLIBytes.read(log.path)
        #expect(Array(bytes.prefix(whole.count)) == whole)
        #expect(log.stacks().undoStack.map(\.change) == [c[0], c[2]])
        // Nothing of the torn record is left between the two.
        let log2 = Self.undoLog(folder)
        log2.record(c[1], id: 4, durable: false)
        #expect(log2.stacks().undoStack.map(\.id) == [1, 3, 4])
        #expect(bytes.count < whole.count * 2 + 40)
    }

    @Test func anUndoLogOfTheOlderFramingReadsAndIsWrittenAnew() throws {
        let folder = TempFolder()
        let log = Self.undoLog(folder)
        let c = try Self.changes(2)
        let old =
            StateFrame.frame(Array("change 1\n\(c[0].record)".utf8)) + StateFrame.frame(Array("undone 1".utf8))
            + StateFrame.frame(Array("change 2\n\(c[1].record)".utf8))
        #expect(FileLocation.makeFolder(FileLocation.split(log.path).folder))
        folder.write(String(log.path.dropFirst(folder.path.count + 1)), bytes: old)
        var stacks = log.stacks()
        #expect(stacks.undoStack.map(\.change) == [c[1]])
        log.note(.undone, 2)
        stacks = log.stacks()
        #expect(stacks.undoStack.isEmpty && stacks.redoStack.map(\.id) == [2])
        #expect(!CLIBytes.read(log.path).starts(with: Array("txtodo-block".utf8)))
    }
}

/// A whole copy at least every 64 records, or once the changes since the
/// last one hold more bytes than the version: rebuilding any version reads
/// a short chain, however long the log.
@Suite struct VersionChainTests {
    @Test func aWholeCopyComesEverySixtyFourRecords() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        LogDamageTests.appendVersions(0..<200, to: path)
        let log = try #require(VersionLog.read(path))
        #expect(log.records.indices.filter { log.records[$0].isWhole } == [0, 64, 128, 192])
        #expect(log.records.map { $0.chain?.depth } == (0..<200).map { $0 % 64 })
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(log.content(at: 199, fd: fd) == LogDamageTests.version(199))
    }

    @Test func changesLargerThanTheVersionMakeAWholeCopy() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        // Each version rewrites most of a 20 KiB file.
        for n in 0..<6 {
            let bytes = Array(("Today:\n" + String(repeating: "\t- Task \(n)\n", count: 2000)).utf8)
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [], bytes: bytes)], to: path,
                machine: LogDamageTests.machine, time: 1_800_000_000, known: [], mode: 0o600, limit: 1 << 30)
        }
        let log = try #require(VersionLog.read(path))
        #expect(log.records.allSatisfy { ($0.chain?.bytes ?? .max) <= $0.length })
        #expect(log.records.filter(\.isWhole).count >= 3)
    }

    /// A log written before records said their chain: the next record is a
    /// whole copy, made without rebuilding the last version.
    @Test func aLogOfRecordsThatSayNoChainGetsAWholeCopyNext() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        var bytes = VersionLog.headerLine(machine: LogDamageTests.machine.id, name: "desk")
        for n in 0..<100 {
            bytes += LongLogFixture.record(
                hash: ContentHash.of(LogDamageTests.version(n)), version: LogDamageTests.version(n),
                base: n == 0 ? nil : LogDamageTests.version(n - 1), time: 1_800_000_000)
        }
        folder.write("ee.log", bytes: bytes)
        let old = try #require(VersionLog.read(path))
        #expect(old.records.count == 100 && old.records.filter(\.isWhole).count == 1)
        #expect(old.records.dropFirst().allSatisfy { $0.chain == nil })
        LogDamageTests.appendVersions(100..<102, to: path, knowing: false)
        let log = try #require(VersionLog.read(path))
        #expect(log.records[100].isWhole && log.records[101].chain?.depth == 1)
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(log.content(at: 99, fd: fd) == LogDamageTests.version(99))
        #expect(log.content(at: 101, fd: fd) == LogDamageTests.version(101))
    }

    /// A damaged record in the middle: pruning leaves out the versions
    /// that cannot be rebuilt and keeps every other one.
    @Test func pruningADamagedLogKeepsWhatCanBeRebuilt() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("ee.log")
        _ = try LogDamageTests.damaged(path, count: 70, record: 10) { $0.start }
        let fd = open(path, O_RDWR)
        defer { close(fd) }
        VersionLogWriter.prune(
            fd, path: path, machine: LogDamageTests.machine, now: 1_800_000_000, limit: 1 << 30, force: true)
        let log = try #require(VersionLog.read(path))
        let kept = log.records.map(\.hash)
        // 0–9 and 64–69 can be rebuilt; 11–63 changed from the damaged one.
        #expect(kept == (Array(0..<10) + Array(64..<70)).map { ContentHash.of(LogDamageTests.version($0)) })
        let reread = open(path, O_RDONLY)
        defer { close(reread) }
        #expect(log.records.indices.allSatisfy { log.content(at: $0, fd: reread) != nil })
    }
}
