import TaskPaper
import TodoCore
import TodoStore

// While changes wait for the folder lock, the screen shows the file as it
// will be once they are made: each one made, in order, on what the store
// read, in memory only. A change that cannot be shown so (an undo, whose
// history is on disk; one the file as read refuses) shows the file as read.

extension WaitingChanges {
    /// The file's tasks with every waiting change made on `list`, and where
    /// the last one left its task; nil when one of them cannot be shown.
    func preview(on list: TodoList, today: Day) -> (list: TodoList, focus: TaskRef?)? {
        guard !effects.isEmpty else { return nil }
        var list = list
        var focus: TaskRef?
        for effect in effects {
            guard case .commit(let action) = effect, let outcome = try? apply(action, to: list, today: today) else {
                return nil
            }
            list = (outcome.list ?? TodoList(document: outcome.document)).ordered(by: list.order)
            focus = outcome.focus
        }
        return (list, focus)
    }
}

extension AppLoop {
    /// What the screen shows: the file as the store read it, with the
    /// changes that wait made on it.
    func shown() -> Snapshot {
        guard let preview = waiting.preview(on: store.list, today: store.today) else { return Snapshot(store: store) }
        return Snapshot(store: store, showing: preview.list)
    }

    /// The tasks the keys act on: the ones shown.
    var shownList: TodoList { waiting.preview(on: store.list, today: store.today)?.list ?? store.list }
}
