import Glibc
import Testing
@testable import TodoStore
import TodoCore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// The undo log of a todo file: changes and notes replayed in order, a tail
/// cut short ignored, and trimmed to the latest changes with the redo stack
/// kept.
@Suite struct UndoLogTests {
    static func changes(_ count: Int, size: Int = 0) throws -> [Change] {
        let folder = TempFolder()
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(archive: false), clock: ManualClock("2026-11-22").clock)
        let padding = String(repeating: "x", count: size)
        return try (1...count).map { try store.commit(.add(.today, "Task \($0) \(padding)", priority: 1)).change }
    }

    static func log(_ folder: TempFolder) -> UndoLog {
        UndoLog(state: StateFolder(path: folder.file("state")), todoPath: folder.file("todo.taskpaper"))
    }

    @Test func notesMoveChangesBetweenTheStacks() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let c = try Self.changes(3)
        for k in 0..<3 { log.record(c[k], id: UInt64(k + 1), durable: false) }
        log.note(.undone, 3)
        log.note(.undone, 2)
        var h = log.stacks()
        #expect(h.undoStack.map(\.change) == [c[0]] && h.redoStack.map(\.change) == [c[2], c[1]])
        log.note(.redone, 2)
        log.note(.forgotten, 1)
        h = log.stacks()
        #expect(h.undoStack.map(\.change) == [c[1]] && h.nextRedo?.change == c[2])
        // A new change leaves nothing to redo; the same change again is a change of its own.
        log.record(c[1], id: 4, durable: false)
        h = log.stacks()
        #expect(h.undoStack.map(\.id) == [2, 4] && !h.canRedo)
    }

    @Test func aTailCutShortIsIgnoredAndTheNextRecordReads() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let c = try Self.changes(2)
        log.record(c[0], id: 1, durable: false)
        log.record(c[1], id: 2, durable: true)
        let name = String(log.path.dropFirst(folder.path.count + 1))
        var bytes = try #require(try FileReader.readIfPresent(log.path))
        bytes.removeLast(3)
        folder.write(name, bytes: bytes)
        #expect(log.stacks().undoStack.map(\.change) == [c[0]])
        // A record appended after the torn one reads.
        log.record(c[1], id: 3, durable: true)
        log.note(.undone, 3)
        #expect(log.stacks().nextUndo?.change == c[0] && log.stacks().nextRedo?.change == c[1])
    }

    @Test func aLargeLogKeepsTheLatestChangesAndWhatCanBeRedone() throws {
        let folder = TempFolder()
        let log = Self.log(folder)
        let c = try Self.changes(3, size: 600)
        let count = UndoLog.trimBytes / 1500 + UndoLog.kept
        for n in 1...count { log.record(c[n % 3], id: UInt64(n), durable: n == 1) }
        log.note(.undone, UInt64(count))
        log.record(c[0], id: UInt64(count + 1), durable: false)
        log.note(.undone, UInt64(count + 1))
        for n in (count + 2)...(count + 800) { log.record(c[n % 3], id: UInt64(n), durable: false) }
        log.note(.undone, UInt64(count + 800))
        let h = log.stacks()
        let ids = h.undoStack.map(\.id)
        // A trim keeps what fits in half the limit (about 68 of these
        // changes); the log then grows to the limit again.
        #expect(ids.count >= 60 && ids.count <= UndoLog.kept && ids.last == UInt64(count + 799))
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 + 1 == $1 })
        #expect(h.redoStack.map(\.id) == [UInt64(count + 800)])
        var st = stat()
        #expect(stat(log.path, &st) == 0 && st.st_size <= off_t(UndoLog.trimBytes + 4000))
        #expect(st.st_mode & 0o777 == 0o600)
    }
}
