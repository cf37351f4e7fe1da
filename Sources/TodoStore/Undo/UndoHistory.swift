import Glibc
import Synchronization
import TodoCore
import FileAccess

/// The store's undo history: the todo file's log in the state folder
/// (shared with every txtodo on this machine, surviving restarts), or,
/// without a state folder, this process's memory.
struct UndoHistory {
    private let log: UndoLog?
    private var memory = UndoStack(limit: UndoLog.kept)
    /// Whether a change is flushed to the disk before it is reported (a
    /// command; the app's keys stay quick).
    var durable = false

    /// Set when the log could not be written: a warning for people.
    private(set) var failure: String?

    init(log: UndoLog?) { self.log = log }

    private mutating func check(_ written: Bool) {
        guard !written, let log else { return }
        failure = "warning: the undo history could not be written (\(log.path): \(errnoText())), so this change cannot be undone"
    }

    /// The stacks as they stand now (the log is read again: another txtodo
    /// may have changed the file since).
    var current: UndoStack { log?.stacks() ?? memory }

    mutating func record(_ change: Change) {
        guard !change.isEmpty else { return }
        let id = Self.newID()
        if let log { check(log.record(change, id: id, durable: durable)) } else { memory.record(change, id: id) }
    }

    /// An id no other change has: this instant, this process, and a count
    /// (read from the clock, with no system call).
    private static func newID() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let count = made.add(1, ordering: .relaxed).newValue
        let parts = [UInt64(bitPattern: Int64(now.tv_sec)), UInt64(now.tv_nsec), UInt64(getpid()), count]
        return ContentHash.of(parts.flatMap { part in (0..<8).map { UInt8(truncatingIfNeeded: part >> ($0 * 8)) } })
    }

    private static let made = Atomic<UInt64>(0)

    mutating func note(_ note: UndoLog.Note, _ id: UInt64) {
        if let log { return check(log.note(note, id)) }
        switch note {
        case .undone: memory.undone(id)
        case .redone: memory.redone(id)
        case .forgotten: memory.forget(id)
        }
    }
}

/// An undo (or redo) that can no longer be made: the task was edited or
/// removed since. The change is dropped from the history, so the next undo
/// takes back the one before it. The app and `txtodo undo` say it alike,
/// in one line.
public struct UndoSkipped: Error, CustomStringConvertible {
    public let reason: TodoError
    public let redo: Bool

    public var description: String {
        "\(reason) It is skipped: " + (redo ? "redo again makes the one after." : "undo again takes back the one before.")
    }
}
