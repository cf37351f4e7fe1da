import TaskPaper

extension TodoList {
    /// The tasks rule 5 had due in `before` (Later tasks scheduled for
    /// `today` or before) that this list holds in Today: brought there
    /// since `before` by another machine's rules, or another txtodo's, and
    /// carried here by a sync. By name, as the review lists them.
    public func arrived(since before: TodoList, today: Day) -> [String] {
        let due = before.dueFromLater(today: today).compactMap { before.task(atLine: $0)?.ref.name }
        guard !due.isEmpty else { return [] }
        let inToday = Set(tasks(in: .today).map(\.ref.name))
        return due.filter { inToday.contains($0) }
    }
}
