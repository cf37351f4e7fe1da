import Glibc
import Testing
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// This machine's version log beside the file: what a save, an edit by hand
/// and a damaged tail leave in it, and how it is pruned.
@Suite struct VersionLogTests {
    static let day = "@day(2026-11-22)"

    /// A store on `todo.taskpaper` in `folder`, with a state folder of its own.
    static func store(_ folder: TempFolder, defersSeen: Bool = false) throws -> (TodoStore, StateFolder) {
        let state = StateFolder(path: folder.file("state"))
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state,
            defersSeen: defersSeen)
        return (store, state)
    }

    /// This machine's log of the file.
    static func logPath(_ folder: TempFolder) -> String {
        let id = folder.read("state/machine-id")!.trimmingWhitespace()
        return folder.file("todo.versions/\(id).log")
    }

    static func log(_ folder: TempFolder) -> VersionLog { VersionLog.read(logPath(folder))! }

    static func hash(_ text: String) -> UInt64 { ContentHash.of(Array(text.utf8)) }

    /// Every record's version, rebuilt from the log.
    static func versions(_ folder: TempFolder) -> [String?] {
        let log = log(folder)
        let fd = open(logPath(folder), O_RDONLY)
        defer { close(fd) }
        return log.records.indices.map { log.content(at: $0, fd: fd).map { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func theHashIsXXH64() {
        #expect(ContentHash.text(ContentHash.of([])) == "ef46db3751d8e999")
        #expect(ContentHash.text(ContentHash.of(Array("abc".utf8))) == "44bc2cf5ad770999")
        #expect(Self.hash("Today:\n\t- Buy milk \(Self.day)\n") == 0x30c6_97b9_ec0c_1a93)
        let bytes = (0..<768).map { UInt8($0 % 256) }
        #expect(ContentHash.of(bytes) == 0x8e03_c838_c596_036f)
    }

    /// Two versions differing in the last byte of two 8-byte words can
    /// share the retired word-wise hash; never a version's name.
    @Test func versionsTheQuickHashConfusesAreToldApart() throws {
        let base = Array("Today:\n\t- Buy milk \(Self.day)\n\t- Call Sam \(Self.day)\n".utf8)
        var pair: ([UInt8], [UInt8])?
        search: for a in UInt8(0x41)...0x7A {
            for b in UInt8(0x41)...0x7A {
                var other = base
                other[7] = a
                other[15] = b
                if other != base && RetiredHash.of(other) == RetiredHash.of(base) {
                    pair = (base, other)
                    break search
                }
            }
        }
        let (one, two) = try #require(pair)
        #expect(ContentHash.of(one) != ContentHash.of(two))
    }

    @Test func eachSaveIsRecordedAfterTheVersionItReplaced() throws {
        let folder = TempFolder(synced: true)
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n")
        let (store, _) = try Self.store(folder)
        try store.commit(.add(.today, "B", priority: 1))
        try store.commit(.add(.today, "C", priority: 1))
        let log = Self.log(folder)
        let texts = Self.versions(folder)
        #expect(texts.last == folder.read("todo.taskpaper"))
        #expect(log.records.map(\.kind) == [.seen, .saved, .saved])
        #expect(log.records.map(\.hash) == texts.map { Self.hash($0 ?? "") })
        #expect(log.records[0].parents == [] && log.records[0].isWhole)
        #expect(log.records[1].parents == [log.records[0].hash] && !log.records[1].isWhole)
        #expect(log.records[2].parents == [log.records[1].hash])
        // Only the new line is written out: the rest is kept from the record before.
        #expect(log.records[2].middleCount == "\t- C \(Self.day)\n".utf8.count)
        let fd = open(Self.logPath(folder), O_RDONLY)
        defer { close(fd) }
        #expect(VersionLog.head(fd: fd)?.hash == log.records[2].hash)
        #expect(String(decoding: LogReader.read(fd, at: 0, count: 21)!, as: UTF8.self) == "txtodo version log 1 ")
    }

    @Test func aHandEditIsSeenOnceAfterTheLastRecordedVersion() throws {
        let folder = TempFolder(synced: true)
        let (store, _) = try Self.store(folder)
        try store.commit(.add(.today, "A", priority: 1))
        let saved = Self.log(folder).records.last!.hash
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n\t- By hand\n")
        #expect(try store.refresh())
        _ = try store.refresh()
        let records = Self.log(folder).records
        #expect(records.last?.kind == .seen)
        #expect(records.last?.parents == [saved])
        #expect(records.filter { $0.kind == .seen }.count == 2)
        #expect(Self.versions(folder).last == folder.read("todo.taskpaper"))
    }

    /// A command that changes the file records a version it read, new to
    /// every log, with its save: one write; and alone when it saves nothing.
    @Test func aChangingCommandRecordsWhatItReadWithItsSave() throws {
        let folder = TempFolder(synced: true)
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n")
        let (store, _) = try Self.store(folder, defersSeen: true)
        #expect(access(Self.logPath(folder), F_OK) != 0)
        try store.commit(.add(.today, "B", priority: 1))
        store.keepSeen()
        #expect(Self.log(folder).records.map(\.kind) == [.seen, .saved])

        folder.write("todo.taskpaper", "Today:\n\t- Z \(Self.day)\n")
        let (refused, _) = try Self.store(folder, defersSeen: true)
        #expect(throws: TodoError.self) { try refused.commit(.add(.today, "", priority: 1)) }
        #expect(Self.log(folder).records.count == 2)
        refused.keepSeen()
        #expect(Self.log(folder).records.map(\.kind) == [.seen, .saved, .seen])
    }

    /// A version another machine's log has is recorded here as that machine
    /// has it (its parents), so it is one point of the history, and what
    /// this machine makes of it (an edit by hand) comes from it; this
    /// machine remembers having found it.
    @Test func aVersionAnotherLogHasIsEchoedAsItsMakerHasIt() throws {
        let folder = TempFolder(synced: true)
        let other = StateFolder(path: folder.file("other"))
        let clock = ManualClock("2026-11-22").clock
        try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: clock, state: other)
            .commit(.add(.today, "Theirs", priority: 1))
        let theirs = ContentHash.of(Array(folder.read("todo.taskpaper")!.utf8))
        let (store, state) = try Self.store(folder)
        _ = store
        let mine = Self.log(folder).records
        #expect(mine.map(\.hash) == [theirs] && mine.map(\.kind) == [.seen])
        let graph = VersionFolder(file: folder.file("todo.taskpaper")).graph()
        let makers = graph.sources.compactMap { $0.log.records.last(where: { $0.hash == theirs }) }
        #expect(makers.count == 2 && makers[0].parents == makers[1].parents)
        #expect(graph.nodes.filter { $0.hash == theirs }.count == 1)
        let known = KnownVersions(state: state, file: folder.file("todo.taskpaper"))
        #expect(known.hashes == [theirs])
        // Read again: nothing more is recorded.
        _ = try Self.store(folder)
        #expect(Self.log(folder).records.count == 1)
    }

    /// While a conflict copy waits beside the file, where an edit came from
    /// is not known: it is not claimed to follow this machine's version.
    @Test func aCopyBesideTheFileLeavesAnEditUnclaimed() throws {
        let folder = TempFolder(synced: true)
        let (store, _) = try Self.store(folder)
        try store.commit(.add(.today, "A", priority: 1))
        folder.write("todo.sync-conflict-20261122-101010-PHONE.taskpaper", bytes: [0x00, 0xFF])
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n\t- By hand\n")
        _ = try store.refresh()
        #expect(Self.log(folder).records.map(\.kind) == [.seen, .saved])
    }

    @Test func aTornTailIsIgnoredThenCutOffByTheNextAppend() throws {
        let folder = TempFolder(synced: true)
        let (store, _) = try Self.store(folder)
        try store.commit(.add(.today, "A", priority: 1))
        let path = Self.logPath(folder)
        let whole = CLIBytes.read(path)
        let record = VersionRecordFormat.encode(
            hash: 1, kind: .seen, time: 0, parents: [], version: Array("Today:\n\t- Lost\n".utf8), base: nil)
        CLIBytes.write(path, whole + record.dropLast(5))
        #expect(Self.log(folder).records.count == 2)
        #expect(Self.log(folder).validEnd == whole.count)
        try store.commit(.add(.today, "B", priority: 1))
        let log = Self.log(folder)
        #expect(log.records.map(\.kind) == [.seen, .saved, .saved])
        #expect(CLIBytes.read(path).count == log.validEnd)
        #expect(Self.versions(folder).last == folder.read("todo.taskpaper"))
    }

    /// A crash can leave the last record's pages on disk in any order: one
    /// whose bytes do not match its check is left out.
    @Test func aDamagedLastRecordIsLeftOut() throws {
        let folder = TempFolder(synced: true)
        let (store, _) = try Self.store(folder)
        try store.commit(.add(.today, "A", priority: 1))
        try store.commit(.add(.today, "B", priority: 1))
        let path = Self.logPath(folder)
        var bytes = CLIBytes.read(path)
        let last = Self.log(folder).records.last!
        bytes[last.middleOffset] = 0
        CLIBytes.write(path, bytes)
        #expect(Self.log(folder).records.count == 2)
        // The next save cuts it off and follows the last whole record.
        try store.commit(.add(.today, "C", priority: 1))
        #expect(Self.log(folder).records.count == 3)
        #expect(!Self.versions(folder).contains(nil))
        #expect(Self.versions(folder).last == folder.read("todo.taskpaper"))
    }

    /// Records longer than the reader's block, and a header line read
    /// across two blocks, come back whole.
    @Test func recordsLargerThanABlockAreReadBack() throws {
        let folder = TempFolder(synced: true)
        let machine = MachineIdentity(id: "00000000000000cc", name: "desk")
        let path = folder.file("cc.log")
        var versions: [[UInt8]] = []
        for n in 0..<4 {
            let filler = String(repeating: "\(n)", count: 40_000 + n * 7_001)
            let bytes = Array("Today:\n\t- \(filler)\n".utf8)
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [], bytes: bytes)], to: path,
                machine: machine, time: 1_800_000_000, known: [], mode: 0o600, limit: 1 << 30)
            versions.append(bytes)
        }
        let log = try #require(VersionLog.read(path))
        #expect(log.records.map(\.hash) == versions.map(ContentHash.of))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(log.records.indices.map { log.content(at: $0, fd: fd) } == versions)
    }

    /// A change near the top and one near the end cost their own bytes,
    /// not all the bytes between them.
    @Test func twoChangesFarApartAreWrittenAlone() throws {
        let folder = TempFolder(synced: true)
        let tasks = (0..<2000).map { "\t- Task \($0) \(Self.day)\n" }
        let before = Array(("Today:\n" + tasks.joined()).utf8)
        var changed = tasks
        changed[3] = "\t- Task 3 \(Self.day) @done(2026-11-22)\n"
        changed.append("\t- Buy bread \(Self.day)\n")
        let after = Array(("Today:\n" + changed.joined()).utf8)
        let delta = VersionDelta(from: before, to: after)
        #expect(delta.written == " @done(2026-11-22)".utf8.count + "\t- Buy bread \(Self.day)\n".utf8.count)
        let machine = MachineIdentity(id: "00000000000000dd", name: "desk")
        let path = folder.file("dd.log")
        for (version, previous) in [(before, nil), (after, before)] {
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(version), kind: .saved, parents: [], bytes: version)], to: path,
                machine: machine, time: 1_800_000_000, known: previous.map { [.init(hash: ContentHash.of($0), bytes: $0)] } ?? [],
                mode: 0o600, limit: 1 << 30)
        }
        let log = try #require(VersionLog.read(path))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(log.records[1].middleCount == delta.written)
        #expect(log.content(at: 1, fd: fd) == after)
    }

    /// The file put back to an older version before each change (as the
    /// benchmark does): each record holds only the two places that differ.
    @Test func aChangeToAnOlderVersionIsWrittenAgainstItsRecord() throws {
        let folder = TempFolder(synced: true)
        let tasks = (0..<2000).map { "\t- Task \($0) \(Self.day)\n" }.joined()
        let pristine = "Today:\n" + tasks
        folder.write("todo.taskpaper", pristine)
        for action in [Action.add(.today, "Buy bread", priority: 1), .toggleDone(.init(section: .today, name: "Task 7"))] {
            folder.write("todo.taskpaper", pristine)
            let (store, _) = try Self.store(folder, defersSeen: true)
            try store.commit(action)
        }
        let log = Self.log(folder)
        #expect(log.records.dropFirst().allSatisfy { $0.middleCount < 100 }, "\(log.records.map(\.middleCount))")
        #expect(Self.versions(folder).last == folder.read("todo.taskpaper"))
    }

    @Test func aLogOverItsLimitKeepsTheLastThirtyDays() throws {
        let folder = TempFolder(synced: true)
        let machine = MachineIdentity(id: "00000000000000aa", name: "desk")
        let path = folder.file("aa.log")
        let now: Int64 = 1_800_000_000
        var previous: [UInt8] = []
        func add(_ n: Int, at time: Int64, limit: Int = 1 << 30) {
            let bytes = Array("Today:\n".utf8) + (0..<n).flatMap { Array("\t- Task \($0) of many\n".utf8) }
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [ContentHash.of(previous)], bytes: bytes)],
                to: path, machine: machine, time: time, known: [.init(hash: ContentHash.of(previous), bytes: previous)],
                mode: 0o600,
                limit: limit)
            previous = bytes
        }
        for n in 0..<120 { add(n, at: now - 40 * 86_400 + Int64(n)) }
        for n in 120..<180 { add(n, at: now - 86_400) }
        let before = try #require(VersionLog.read(path))
        // A whole copy every 64 records, changes between them.
        #expect(before.records.count == 180)
        #expect(before.records.indices.filter { before.records[$0].isWhole } == [0, 64, 128])
        add(180, at: now, limit: 4096)
        let after = try #require(VersionLog.read(path))
        #expect(after.records.count == 61)
        #expect(after.records.first?.isWhole == true)
        #expect(after.records.indices.filter { after.records[$0].isWhole } == [0, 8])
        #expect(after.records.first?.hash == before.records[120].hash)
        #expect(after.machine == machine.id && after.name == "desk")
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(after.records.indices.allSatisfy { after.content(at: $0, fd: fd) != nil })
        #expect(after.content(at: 60, fd: fd) == previous)
    }

    /// Two hundred saves of 300-byte versions, in a log of `mode` limited to 8 KiB.
    static func fillPastTheLimit(_ path: String, mode: mode_t) {
        let machine = MachineIdentity(id: "00000000000000bb", name: "desk")
        for n in 0..<200 {
            let bytes = Array("Today:\n\t- Task \(String(repeating: "\(n % 10)", count: 300))\n".utf8)
            VersionLogWriter.append(
                [.init(hash: ContentHash.of(bytes), kind: .saved, parents: [], bytes: bytes)], to: path,
                machine: machine, time: 1_800_000_000, known: [], mode: mode, limit: 8192)
        }
    }

    @Test func aLogFarOverItsLimitKeepsWhatFitsAndAtLeastEightRecords() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("bb.log")
        Self.fillPastTheLimit(path, mode: 0o600)
        let log = try #require(VersionLog.read(path))
        #expect(log.records.count >= 8 && log.records.count < 200)
        #expect(CLIBytes.read(path).count <= 4 * 8192)
        #expect(log.records.first?.isWhole == true)
    }

    /// A log written anew when pruned keeps the mode it had and leaves no
    /// temporary file beside it.
    @Test func aPrunedLogKeepsItsModeAndLeavesNothingBehind() throws {
        let folder = TempFolder(synced: true)
        let path = folder.file("bb.log")
        Self.fillPastTheLimit(path, mode: 0o640)
        #expect(try #require(VersionLog.read(path)).records.count < 200)
        #expect(folder.mode("bb.log") == 0o640)
        #expect(folder.names().filter { $0 != ".stfolder" } == ["bb.log"])
    }
}

/// Raw bytes of a file, for damaging one on purpose.
enum CLIBytes {
    static func read(_ path: String) -> [UInt8] { (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? [] }

    static func write(_ path: String, _ bytes: [UInt8]) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        precondition(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }
}
