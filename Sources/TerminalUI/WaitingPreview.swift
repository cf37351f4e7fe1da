import TaskPaper
import TodoCore
import TodoStore

// While changes wait for the folder lock, the screen shows the file as it
// will be once they are made: each one made, in order, on what the store
// read, in memory only. An undo or redo takes its change from the undo
// history as it stands, moved on by the changes before it in the queue. A
// change that cannot be shown so (a missed day marked done, whose record
// is the archive; one the file as read refuses) shows the file as read.

extension WaitingChanges {
    /// The file's tasks with every waiting change made on `list`, and where
    /// the last one left its task; nil when one of them cannot be shown.
    /// `history` is read only when an undo or redo waits.
    func preview(on list: TodoList, today: Day, history: () -> UndoStack) -> (list: TodoList, focus: TaskRef?)? {
        guard !effects.isEmpty else { return nil }
        var list = list
        var focus: TaskRef?
        // The history as an undo would find it: waiting changes before an
        // undo are on it by then.
        var stack = effects.contains { $0 == .undo || $0 == .redo } ? history() : nil
        for (k, effect) in effects.enumerated() {
            let outcome: Outcome
            switch effect {
            case .commit(let action):
                guard let made = try? apply(action, to: list, today: today) else { return nil }
                outcome = made
                // Ids of their own, below any the history hands out to real changes.
                stack?.record(made.change, id: UInt64(k))
            case .undo, .redo:
                guard var taken = stack else { return nil }
                let redo = effect == .redo
                guard let entry = redo ? taken.nextRedo : taken.nextUndo else { continue }
                guard
                    let made = try? redo
                        ? TodoCore.redo(entry.change, in: list.document, today: today)
                        : TodoCore.undo(entry.change, in: list.document, today: today)
                else { return nil }
                if redo { taken.redone(entry.id) } else { taken.undone(entry.id) }
                stack = taken
                outcome = made
            default:
                return nil
            }
            list = (outcome.list ?? TodoList(document: outcome.document)).ordered(by: list.order)
            focus = outcome.focus
        }
        return (list, focus)
    }
}

extension AppLoop {
    /// The file as the store read it with the waiting changes made on it.
    func previewed() -> (list: TodoList, focus: TaskRef?)? {
        waiting.preview(on: store.list, today: store.today) { store.undoStack }
    }

    /// What the screen shows: the file as the store read it, with the
    /// changes that wait made on it.
    func shown() -> Snapshot {
        guard let preview = previewed() else { return Snapshot(store: store) }
        return Snapshot(store: store, showing: preview.list)
    }

    /// The tasks the keys act on: the ones shown.
    var shownList: TodoList { previewed()?.list ?? store.list }
}
