import ArgumentParser
import TodoStore
import TodoCore
import TaskPaper

extension TxTodo {
    struct Log: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "Print the record day by day, newest first: tasks done, expired unfinished and deleted.",
            usage: """
                txtodo log [--days <n> | --since <day>] [--unfinished] [--json]
                           [--file <path>]
                """,
            discussion: """
                Reads the archive beside the file and today's list. Without --days or --since it shows \
                today and the 7 days before it. Unfinished tasks are numbered, and
                `txtodo add --back N` puts task N back on today's list.
                """)

        @OptionGroup var global: GlobalOptions

        @Option(help: ArgumentHelp("Today and the N days before it.", valueName: "n"))
        var days: Int?

        @Option(help: ArgumentHelp("From this day (YYYY-MM-DD) to today.", valueName: "day"))
        var since: String?

        @Flag(help: "Only the tasks that expired unfinished.")
        var unfinished = false

        @Flag(help: "Print a stable JSON object instead of text (see the README for its fields).")
        var json = false

        func validate() throws {
            if days != nil && since != nil { throw ValidationError("choose one of --days and --since") }
            if let days, days < 0 { throw ValidationError("--days must be 0 or more") }
            if let since, Day(since) == nil || since.utf8.count != 10 {
                throw ValidationError("--since takes a day written YYYY-MM-DD")
            }
        }

        func run() throws {
            try Self.print(file: global.file, days: days, since: since.flatMap { Day($0) }, unfinished: unfinished, json: json)
        }

        /// Prints the record from `since`, or of today and the `days` before
        /// it (7 when neither is given).
        @discardableResult
        static func print(file: String?, days: Int?, since: Day?, unfinished: Bool, json: Bool) throws -> TodoStore {
            let store = try GlobalOptions.openStore(file: file)
            let book = try failing { try store.logbook() }
            let first = since ?? book.today.adding(days: -(days ?? 7))
            let view = LogView(book: book, first: first, onlyUnfinished: unfinished)
            Console.out(json ? LogJSON.render(view, file: store.path) : LogText.render(view))
            return store
        }
    }
}

/// The part of the record a `log` command shows. Unfinished tasks are
/// numbered over the whole record, newest first, so a number is the same
/// whatever the window (`txtodo add --back N`).
struct LogView {
    let today: Day
    let days: [LogDay]
    let streaks: Streaks
    /// The number of each shown day's first unfinished task.
    private let firstNumber: [Day: Int]

    init(book: Logbook, first: Day, onlyUnfinished: Bool) {
        today = book.today
        streaks = book.streaks
        var firstNumber: [Day: Int] = [:]
        var next = 1
        for day in book.summaries {
            firstNumber[day.day] = next
            next += day.count(.unfinished)
        }
        self.firstNumber = firstNumber
        let shown = book.days(from: first, through: book.today)
        days =
            onlyUnfinished
            ? shown.compactMap { day in
                let kept = day.tasks.filter { $0.fate == .unfinished }
                return kept.isEmpty ? nil : LogDay(day: day.day, tasks: kept)
            } : shown
    }

    /// The number of the day's `k`-th task, if it expired unfinished.
    func number(_ day: LogDay, _ k: Int) -> Int? {
        guard day.tasks[k].fate == .unfinished, let first = firstNumber[day.day] else { return nil }
        return first + day.tasks[..<k].count { $0.fate == .unfinished }
    }
}
