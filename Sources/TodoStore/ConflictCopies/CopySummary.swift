import TodoMerge
import TodoCore
import TaskPaper

/// The line that says what merging a conflict copy changed, measured
/// against the version this machine had: `2 tasks added, 1 checked`.
enum CopySummary {
    /// What changed from `before` to `after`, with what the merge itself
    /// reports: both versions of the user's own text kept, and more than
    /// three floating tasks when this merge made them so.
    static func describe(from before: Document, to after: Document, report: MergeReport) -> String {
        let old = TodoList(document: before), new = TodoList(document: after)
        var was: [String: TodoTask] = [:]
        for task in Section.listed.flatMap(old.tasks(in:)) { was[task.name] = task }
        var added = 0, checked = 0, unchecked = 0, moved = 0, notes = 0
        var still: Set<String> = []
        for task in Section.listed.flatMap(new.tasks(in:)) {
            still.insert(task.name)
            guard let previous = was[task.name] else {
                added += 1
                continue
            }
            if task.isDone && !previous.isDone { checked += 1 }
            if !task.isDone && previous.isDone { unchecked += 1 }
            if task.section != previous.section { moved += 1 }
            if task.notes != previous.notes { notes += 1 }
        }
        let removed = was.keys.filter { !still.contains($0) }.count
        var parts: [String] = []
        func say(_ n: Int, _ one: String, _ many: String) { if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } }
        say(added, "task added", "tasks added")
        say(checked, "checked", "checked")
        say(unchecked, "unchecked", "unchecked")
        say(moved, "moved", "moved")
        say(notes, "with new notes", "with new notes")
        say(removed, "deleted", "deleted")
        if report.conflicts > 0 { parts.append("both versions of \(report.conflicts) place(s) of your own text kept") }
        let floating = (before: old.tasks(in: .floating).count, after: new.tasks(in: .floating).count)
        if floating.after > floatingLimit && floating.after > floating.before {
            parts.append("\(floating.after) floating tasks, all kept")
        }
        return parts.isEmpty ? "nothing new" : parts.joined(separator: ", ")
    }

    /// Said when no common version was on record.
    static let union = "no common version on record, so merged as a union (a task deleted on one side may be back)"
}
