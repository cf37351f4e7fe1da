/// Writes to the undo history or the version logs that failed: they never
/// stop a change (the file is what matters), but a person is told, once a
/// log, as a warning (`txtodo: warning: …` on stderr, the app's status line).
extension TodoStore {
    public var logWarnings: [String] {
        [history.failure, places.versions?.failure, places.archiveVersions?.failure].compactMap { $0 }
    }
}
