import TaskPaper

// Moving a task among its section's tasks: the user's own order.

/// Where a task goes among the tasks of its section that the list shows
/// together with it: those of its rank (open or done, and priority), which
/// the list keeps in file order (see `FileOrder`).
public enum Reorder: String, Sendable, Hashable, CaseIterable {
    /// Before the task of its rank shown just above it.
    case up
    /// After the task of its rank shown just below it.
    case down
    /// Before the first task of its rank.
    case top
    /// After the last task of its rank.
    case bottom

    /// Towards the top of the list.
    var isUp: Bool { self == .up || self == .top }
}

/// Moves the task's lines (the task line and everything under it) among
/// its section's tasks, so that on the list it passes the task of its rank
/// next to it (`up`, `down`) or all of them (`top`, `bottom`). Tasks of
/// other ranks between them keep their order; the lines between tasks
/// (blank lines, the section's own notes) stay where they are; every line
/// keeps its bytes. Refused at the edge of its rank, and when the list is
/// sorted by name (where the file's order does not show).
func reorder(_ task: TodoTask, _ way: Reorder, list: TodoList) throws(TodoError) -> Outcome {
    if list.order == .name { throw .reorderByName(task.name) }
    let doc = list.document
    let lines = list.taskLines(in: task.section)
    let i = list.position(of: task)
    let rank = DisplayedTask.rank(task.line, doc)
    let same = lines.indices.filter { DisplayedTask.rank(lines[$0], doc) == rank }
    let k = same.firstIndex(of: i) ?? 0
    let target: Int?
    switch way {
    case .up: target = k > 0 ? same[k - 1] : nil
    case .down: target = k + 1 < same.count ? same[k + 1] : nil
    case .top: target = k > 0 ? same[0] : nil
    case .bottom: target = k + 1 < same.count ? same[same.count - 1] : nil
    }
    guard let target else { throw .reorderEdge(task.name, task.section, last: !way.isUp, done: task.isDone) }
    let moved = doc.reorderingTask(in: task.section, from: i, to: target, level: doc.level(lines[target]))
    let how: String
    switch way {
    case .up, .down: how = "\(way.rawValue) in"
    case .top, .bottom: how = "to the \(way.rawValue) of its priority in"
    }
    return finish(
        "Moved “\(task.name)” \(how) \(task.section.title)", before: list.snapshot(task), document: moved.document,
        line: moved.line)
}

extension Document {
    /// The section's task at index `from` (among its tasks, in file order)
    /// put at index `to`, with the lines under it, at `level`; the tasks in
    /// between shift by one. The lines between tasks stay in their places:
    /// only the tasks' own runs of lines trade places, each byte for byte
    /// (the moved one re-indented only if its level changes).
    func reorderingTask(in section: Section, from: Int, to: Int, level: Int) -> (document: Document, line: Int) {
        let tasks = Layout(self)[section]?.tasks ?? []
        guard from != to, tasks.indices.contains(from), tasks.indices.contains(to) else {
            return (self, tasks.indices.contains(from) ? tasks[from] : 0)
        }
        let runs = tasks.map { $0..<subtreeContentEnd($0) }
        let (lo, hi) = (min(from, to), max(from, to))
        var order = Array(lo...hi)
        order.insert(order.remove(at: from - lo), at: to - lo)
        var out: [LineSlice] = []
        var line = 0
        for (slot, k) in order.enumerated() {
            var run = lines(runs[k])
            if k == from {
                line = runs[lo].lowerBound + out.count
                run = reindented(run, by: level - run[0].level)
            }
            out += run
            if lo + slot < hi { out += lines(runs[lo + slot].upperBound..<tasks[lo + slot + 1]) }
        }
        return (replacing(lines: runs[lo].lowerBound..<runs[hi].upperBound, with: out), line)
    }
}
