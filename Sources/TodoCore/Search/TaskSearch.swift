extension TodoTask {
    /// Whether the task's name or one of its notes holds the query.
    public func matches(_ query: SearchQuery) -> Bool {
        query.matches(name) || notes.contains { query.matches($0) }
    }
}
