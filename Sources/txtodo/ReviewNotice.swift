import Glibc
import TodoStore
import TodoCore

/// After the first command of a day that runs with stderr on a terminal,
/// one line on stderr says what waits for review:
/// `3 unfinished from Sat–Mon: txtodo review`. Once a day per file, and
/// not on a day the review was opened; never in pipes or with `--json`.
/// Later commands of the day read one small state file, never the archive.
enum ReviewNotice {
    /// The store the command opened, if it opened one (the app's is not kept).
    nonisolated(unsafe) static var store: TodoStore?

    static func say(arguments: [String]) {
        guard let store, Console.scope == nil, isatty(2) == 1, !arguments.contains("--json") else { return }
        let environment = Console.environment()
        let memory = ReviewMemory(todoPath: store.path, environment: environment)
        let record = memory.load()
        guard record.noticed != store.today, record.opened?.day != store.today else { return }
        memory.notice(today: store.today)
        guard let summary = (try? store.reviewWaiting(environment: environment))?.summary else { return }
        Console.err(summary + ": txtodo review")
    }
}
