import TodoStore

/// On the first launch of a day, or when the day turns with the app open,
/// the status line offers the review of the unfinished tasks of every day
/// since it was last opened, when some are not back on Today. Later
/// launches that day do not read the archive for it.
enum ReviewPrompt {
    static func offer(_ store: TodoStore, environment: [String: String]) -> Status? {
        guard !ReviewOffer.wasMade(store.today, todoPath: store.path, environment: environment),
            let summary = (try? store.reviewWaiting(environment: environment))?.summary
        else { return nil }
        ReviewOffer.remember(store.today, todoPath: store.path, environment: environment)
        return Status(summary + ": r to review")
    }
}
