import ArgumentParser
import TodoStore
import TodoCore
import TaskPaper

extension TxTodo {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a task to Today (or to Tomorrow, Later, a day ahead, or a floating task, or a routine).",
            usage: """
                txtodo add [-f | -t | -l | -o <date>] [-p <n>] [--file <path>] <text> ...
                txtodo add -e <days> [-p <n>] [--file <path>] <text> ...
                txtodo add --back <n> [--file <path>]
                """,
            aliases: ["a"])

        @OptionGroup var global: GlobalOptions
        @Flag(name: .shortAndLong, help: "Add a floating task (at most three).") var floating = false
        @Flag(name: .shortAndLong, help: "Add the task to Tomorrow.") var tomorrow = false
        @Flag(name: .shortAndLong, help: "Add the task to Later's backlog (no day).") var later = false
        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "Add the task for a day: YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks or tomorrow.",
                valueName: "date"))
        var on: String?
        @Option(name: .shortAndLong, help: ArgumentHelp("Priority from 1 to 3.", valueName: "n")) var priority = 1
        @Option(help: ArgumentHelp("Put unfinished task N of `txtodo log --unfinished` back on Today.", valueName: "n"))
        var back: Int?
        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "Add a routine: a task made on Today on these days (weekday, mon,thu, 1st,15, last, month, 2 weeks, dec 25).",
                valueName: "days"),
            completion: .list([
                "day", "weekday", "weekend", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "1st", "last", "month", "week",
            ]))
        var every: String?
        @Argument(help: "The task's name (words are joined with spaces).") var text: [String] = []

        func validate() throws {
            if back != nil { return try TakeBack.validate(self) }
            if text.isEmpty { throw ValidationError("Missing expected argument '<text> ...'") }
            if [floating, tomorrow, later, on != nil].count(where: { $0 }) > 1 {
                throw ValidationError("choose one of --floating, --tomorrow, --later and --on")
            }
            if every != nil && (floating || tomorrow || later || on != nil) {
                throw ValidationError(
                    "a routine makes its task on Today: --every goes without --floating and --tomorrow (or --later, --on)")
            }
            guard (1...3).contains(priority) else { throw ValidationError("--priority must be 1, 2 or 3") }
        }

        func run() throws {
            if let back { return try TakeBack.run(back, file: global.file) }
            if let every {
                let name = text.joined(separator: " ")
                try changing(file: global.file) { _ in
                    ([.addRoutine(name, every: every, priority: priority)], { o, _ in o.message })
                }
                return
            }
            if let on {
                let name = text.joined(separator: " ")
                try changing(file: global.file) { store in
                    ([.addOn(try Self.day(on, store), name, priority: priority)], Self.said(name))
                }
                return
            }
            let section: Section = floating ? .floating : tomorrow ? .tomorrow : later ? .later : .today
            try Self.add(file: global.file, section: section, priority: priority, text: text)
        }

        @discardableResult
        static func add(file: String?, section: Section, priority: Int, text: [String]) throws -> TodoStore {
            let name = text.joined(separator: " ")
            return try changing(file: file) { _ in ([.add(section, name, priority: priority)], said(name)) }
        }

        /// `Added 7 “Pay rent” to Later for Tue 12-01.`: the next number of
        /// the last listing, valid until the next `list`.
        static func said(_ name: String) -> (Outcome, TodoStore) -> String {
            { outcome, store in
                let number = ListingNumbers.added(outcome.focus, in: store)
                let section = outcome.focus?.section ?? .today
                let day = section == .later ? outcome.focus.flatMap { store.list.task($0)?.day } : nil
                return "Added \(number.map { "\($0) " } ?? "")“\(outcome.focus?.name ?? name)” to \(section.title)"
                    + (day.map { " for \($0.short(thisYear: store.today.year))" } ?? "") + "."
            }
        }

        /// The day the words name, or a one-line refusal.
        static func day(_ words: String, _ store: TodoStore) throws -> Day {
            do {
                return try DateWords.day(words, today: store.today)
            } catch {
                throw Console.refusal(error.description)
            }
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "done",
            abstract: "Check off tasks (numbers or parts of names).", discussion: NamedTasks.discussion, aliases: ["x"])
        @OptionGroup var named: NamedTasks
        func run() throws { try named.commit(FastPath.Verb.done.action) }
    }

    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reopen", abstract: "Uncheck tasks.", discussion: NamedTasks.discussion)
        @OptionGroup var named: NamedTasks
        func run() throws { try named.commit(FastPath.Verb.reopen.action) }
    }

    struct Delay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delay",
            abstract: "Delay daily tasks to tomorrow (once each).", discussion: NamedTasks.discussion)
        @OptionGroup var named: NamedTasks
        func run() throws { try named.commit(FastPath.Verb.delay.action) }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete tasks (they go to the archive).", discussion: NamedTasks.discussion)
        @OptionGroup var named: NamedTasks
        func run() throws { try named.commit(FastPath.Verb.rm.action) }
    }

    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "note", abstract: "Add a note line to a task.")
        @OptionGroup var task: NamedText
        func run() throws { try task.commit { .addNote($0, $1) } }
    }
}
