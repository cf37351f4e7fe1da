import TodoCore

/// The store's undo history: the todo file's log in the state folder
/// (shared with every txtodo on this machine, surviving restarts), or,
/// without a state folder, this process's memory.
final class UndoHistory {
    private let log: UndoLog?
    private var memory = History(limit: UndoLog.kept)
    /// Whether a change is flushed to the disk before it is reported (a
    /// command; the app's keys stay quick).
    var durable = false

    init(log: UndoLog?) { self.log = log }

    /// The stacks as they stand now (the log is read again: another txtodo
    /// may have changed the file since).
    var current: History { log?.history() ?? memory }

    func record(_ change: Change) {
        guard !change.isEmpty else { return }
        let id = UInt64.random(in: 1...UInt64.max)
        if let log { log.record(change, id: id, durable: durable) } else { memory.record(change, id: id) }
    }

    func note(_ note: UndoLog.Note, _ id: UInt64) {
        if let log { return log.note(note, id) }
        switch note {
        case .undone: memory.undone(id)
        case .redone: memory.redone(id)
        case .forgotten: memory.forget(id)
        }
    }
}

/// An undo (or redo) that can no longer be made: the task was edited or
/// removed since. The change is dropped from the history, so the next undo
/// takes back the one before it.
public struct UndoSkipped: Error, CustomStringConvertible {
    public let reason: TodoError
    public let redo: Bool

    public var description: String {
        "\(reason) It is skipped: \(redo ? "redo" : "undo") again takes the change \(redo ? "after" : "before") it."
    }
}
