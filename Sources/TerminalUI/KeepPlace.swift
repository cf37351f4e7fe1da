import TodoCore

/// Checking a task keeps the selection where it was: the checked task sinks
/// among the done ones, and the next open task moves up into its row, so
/// ticking down a list takes one key per task.
struct KeptPlace: Equatable, Sendable {
    /// The task being checked and its position in its section's list.
    var ref: TaskRef
    var index: Int

    /// Remembered when `x` is about to check the open task `ref`.
    static func checking(_ ref: TaskRef, in snapshot: Snapshot) -> KeptPlace? {
        let tasks = snapshot.tasks(ref.section)
        guard let index = tasks.firstIndex(where: { $0.ref == ref }), !tasks[index].isDone else { return nil }
        return KeptPlace(ref: ref, index: index)
    }

    /// Where the selection goes once the checked task `ref` is done in
    /// `snapshot`: the task now at the same position when it is open, else
    /// the last open task above it, else the same position clamped to the list.
    func selection(after snapshot: Snapshot, focus: TaskRef?) -> TaskRef? {
        let tasks = snapshot.tasks(ref.section)
        guard focus == ref, let now = tasks.first(where: { $0.ref == ref }), now.isDone, !tasks.isEmpty else {
            return nil
        }
        if index < tasks.count, !tasks[index].isDone { return tasks[index].ref }
        if let open = tasks[..<min(index, tasks.count)].lastIndex(where: { !$0.isDone }) { return tasks[open].ref }
        return tasks[min(index, tasks.count - 1)].ref
    }
}
