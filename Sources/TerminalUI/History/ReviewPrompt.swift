import TodoStore

/// On the first launch of a day, or when the day turns with the app open,
/// the status line offers the review of the last day's unfinished tasks
/// when there are some to bring back. Later launches that day do not read
/// the archive for it.
enum ReviewPrompt {
    static func offer(_ store: TodoStore, environment: [String: String]) -> Status? {
        guard !ReviewOffer.wasMade(store.today, todoPath: store.path, environment: environment),
            let book = try? store.logbook(),
            let view = ReviewView(book: book, today: store.list.tasks(in: .today))
        else { return nil }
        ReviewOffer.remember(store.today, todoPath: store.path, environment: environment)
        return Status(view.offer)
    }
}
