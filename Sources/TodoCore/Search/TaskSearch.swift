extension TodoTask {
    /// Whether the task's name, its tags or one of its notes holds the query.
    public func matches(_ query: SearchQuery) -> Bool {
        query.matches(nameAndTags) || notes.contains { query.matches($0) }
    }
}
