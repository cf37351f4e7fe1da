import Synchronization
import TodoCore

/// Later's tasks for the app, in display order, read from the list the
/// first time they are asked for: a folded Later of thousands of tasks costs
/// a launch or a reload its count and its first task only (see `BodyLine`).
/// Shared by every copy of a snapshot.
final class LaterTasks: Sendable {
    private let list: TodoList?
    private let read: Mutex<[TodoTask]?>
    let count: Int
    /// The first in display order: the next to come, the folded line's.
    let first: TodoTask?

    init(_ tasks: [TodoTask]) {
        list = nil
        read = Mutex(tasks)
        count = tasks.count
        first = tasks.first
    }

    init(_ list: TodoList) {
        self.list = list
        read = Mutex(nil)
        count = list.count(in: .later)
        first = count == 0 ? nil : list.firstInLater()
    }

    /// Later read folded (see `TodoStore.unfoldLater`): its count and its
    /// first task only, until the file is read whole.
    init(folded count: Int, first: TodoTask?) {
        list = nil
        read = Mutex(nil)
        self.count = count
        self.first = first
    }

    var tasks: [TodoTask] {
        if let done = read.withLock({ $0 }) { return done }
        let tasks = list?.displayed(.later) ?? []
        read.withLock { $0 = tasks }
        return tasks
    }
}
