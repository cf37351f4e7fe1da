import TodoCore

/// One line of the list between the header and the footer. `update` uses the
/// same lines as `render` to move the selection and scroll.
enum BodyLine: Equatable, Sendable {
    case section(Section)
    /// Later folded to one line; its focus is its first task's (the next
    /// to come), so that it can be selected and opened.
    case fold(TodoTask)
    /// Placeholder under a section with no tasks.
    case empty(Section)
    case task(TodoTask)
    case note(TodoTask, Int)
    /// A subtask, always shown under its task; read only, never selected.
    case subtask(TodoTask, Int)

    var focus: Focus? {
        switch self {
        case .task(let task), .fold(let task): Focus(ref: task.ref)
        case .note(let task, let index): Focus(ref: task.ref, note: index)
        case .section, .empty, .subtask: nil
        }
    }

    /// The lines of the list; with a search, only the tasks it shows (by
    /// their position in their section). Later is one line unless
    /// `laterOpen` (a search shows its matches).
    static func build(
        _ snapshot: Snapshot, expanded: Set<TaskRef>, shown: [Section: [Int]]? = nil, laterOpen: Bool = true
    ) -> [BodyLine] {
        var lines: [BodyLine] = []
        for section in Section.listed {
            // Later is shown once it holds a task; folded, its tasks are not read.
            if section == .later && snapshot.laterTasks.count == 0 { continue }
            if section == .later && !laterOpen && shown == nil, let first = snapshot.laterTasks.first {
                lines.append(.fold(first))
                continue
            }
            let all = snapshot.tasks(section)
            lines.append(.section(section))
            let tasks = shown.map { shown in (shown[section] ?? []).map { all[$0] } } ?? all
            if tasks.isEmpty { lines.append(.empty(section)) }
            for task in tasks {
                lines.append(.task(task))
                for index in task.subtasks.indices { lines.append(.subtask(task, index)) }
                if expanded.contains(task.ref) {
                    for index in task.notes.indices { lines.append(.note(task, index)) }
                }
            }
        }
        return lines
    }
}

extension AppState {
    /// The first line at or after `scroll` that keeps `selected` in a body of
    /// `height` lines, showing a task's section title when there is room.
    static func scrolled(_ scroll: Int, selected: Int?, height: Int, lineCount: Int) -> Int {
        guard height > 0 else { return 0 }
        var top = min(max(0, scroll), max(0, lineCount - height))
        guard let selected else { return top }
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        if top == selected, top > 0, height > 1 { top -= 1 }
        return top
    }
}
