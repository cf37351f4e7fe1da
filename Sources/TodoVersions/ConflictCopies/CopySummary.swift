import TodoMerge
import TodoCore
import TaskPaper

/// The line that says what merging a conflict copy changed, measured
/// against the version this machine had: `2 tasks added, 1 checked`.
enum CopySummary {
    /// What the merge changed in the version this machine had (`had`: the
    /// side of the merge it was), counted task by task with the merge's own
    /// identities, with what the merge itself reports: both versions of the
    /// user's own text kept, more than three floating tasks when this merge
    /// made them so, and each tag both sides changed differently.
    static func describe(_ report: MergeReport, had: MergeReport.Side, from before: Document) -> String {
        let tally = report.tally(had)
        var parts: [String] = []
        func say(_ n: Int, _ one: String, _ many: String) { if n > 0 { parts.append("\(n) \(n == 1 ? one : many)") } }
        say(tally.added, "task added", "tasks added")
        say(tally.checked, "checked", "checked")
        say(tally.unchecked, "unchecked", "unchecked")
        say(tally.renamed, "renamed", "renamed")
        say(tally.moved, "moved", "moved")
        say(tally.priority, "with a new priority", "with a new priority")
        say(tally.notes, "with new notes", "with new notes")
        say(tally.tags, "with new tags", "with new tags")
        say(tally.deleted, "deleted", "deleted")
        if report.conflicts > 0 { parts.append("both versions of \(report.conflicts) place(s) of your own text kept") }
        if report.floatingCount > floatingLimit && report.floatingCount > TodoList(document: before).count(in: .floating) {
            parts.append("\(report.floatingCount) floating tasks, all kept")
        }
        // A tag both sides changed differently (a task scheduled for two
        // days) is named with the value dropped, as `txtodo sync` says it.
        let said = (parts.isEmpty ? [] : [parts.joined(separator: ", ")]) + report.tagConflictLines
        return said.isEmpty ? "nothing new" : said.joined(separator: "; ")
    }

    /// Said when no common version was on record.
    static let union = "no common version on record, so merged as a union (a task deleted on one side may be back)"
}
