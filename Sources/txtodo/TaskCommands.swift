import ArgumentParser
import TodoStore

extension TxTodo {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a task to Today (or to Tomorrow, or a floating task, or a routine).")

        @OptionGroup var global: GlobalOptions
        @Flag(help: "Add a floating task (at most three).") var floating = false
        @Flag(help: "Add the task to Tomorrow.") var tomorrow = false
        @Option(help: ArgumentHelp("Priority from 1 to 3.", valueName: "n")) var priority = 1
        @Option(help: ArgumentHelp("Put unfinished task N of `txtodo log --unfinished` back on Today.", valueName: "n"))
        var back: Int?
        @Option(
            help: ArgumentHelp(
                "Add a routine: a task made on Today on these days (day, weekday, weekend or names: mon,thu).",
                valueName: "days"))
        var every: String?
        @Argument(help: "The task's name (words are joined with spaces).") var text: [String] = []

        func validate() throws {
            if back != nil { return try TakeBack.validate(self) }
            if text.isEmpty { throw ValidationError("Missing expected argument '<text> ...'") }
            if floating && tomorrow { throw ValidationError("choose one of --floating and --tomorrow") }
            if every != nil && (floating || tomorrow) {
                throw ValidationError("a routine makes its task on Today: --every goes without --floating and --tomorrow")
            }
            guard (1...3).contains(priority) else { throw ValidationError("--priority must be 1, 2 or 3") }
        }

        func run() throws {
            if let back { return try TakeBack.run(back, file: global.file) }
            if let every {
                let name = text.joined(separator: " ")
                try changing(file: global.file) { _ in
                    (.addRoutine(name, every: every, priority: priority), { o, _ in o.message })
                }
                return
            }
            let section: Section = floating ? .floating : tomorrow ? .tomorrow : .today
            try Self.add(file: global.file, section: section, priority: priority, text: text)
        }

        @discardableResult
        static func add(file: String?, section: Section, priority: Int, text: [String]) throws -> TodoStore {
            let name = text.joined(separator: " ")
            return try changing(file: file) { _ in
                (
                    .add(section, name, priority: priority),
                    { outcome, store in
                        // The number `list` shows for the new task, valid until the next change.
                        let number = outcome.focus.flatMap { store.list.number(of: $0) }
                        return "Added \(number.map { "\($0) " } ?? "")“\(outcome.focus?.name ?? name)” to \(section.title)."
                    }
                )
            }
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check off task N.")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit(FastPath.Verb.done.action) }
    }

    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Uncheck task N.")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit(FastPath.Verb.reopen.action) }
    }

    struct Delay: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delay daily task N to tomorrow (once).")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit(FastPath.Verb.delay.action) }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete task N (it goes to the archive).")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit { .delete($0) } }
    }

    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a note line to task N.")
        @OptionGroup var task: NumberedText
        func run() throws { try task.commit { .addNote($0, $1) } }
    }
}

/// Task N and a text: the new name, or a note.
struct NumberedText: ParsableArguments {
    @OptionGroup var numbered: NumberedTask
    @Argument(help: "The text (words are joined with spaces).") var text: [String]

    func commit(_ action: (TaskRef, String) -> Action) throws {
        let joined = text.joined(separator: " ")
        try numbered.commit { action($0, joined) }
    }
}

/// `--file PATH` and the task number N as `list` shows it.
struct NumberedTask: ParsableArguments {
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The task's number in `txtodo list`.") var number: Int

    /// Opens the store, applies the action to task N and prints the outcome.
    func commit(_ action: (TaskRef) -> Action) throws {
        try Self.commit(file: global.file, number: number, action)
    }

    @discardableResult
    static func commit(file: String?, number: Int, _ action: (TaskRef) -> Action) throws -> TodoStore {
        try changing(file: file) { store in (action(try task(number, in: store).ref), { outcome, _ in outcome.message }) }
    }

    /// Task N as `txtodo list` numbers it, or a refusal.
    func task(in store: TodoStore) throws -> TodoTask { try Self.task(number, in: store) }

    static func task(_ number: Int, in store: TodoStore) throws -> TodoTask {
        guard let task = store.list.task(numbered: number) else {
            let count = store.list.taskCount
            throw Console.refusal(
                "there is no task \(number); "
                    + (count == 0 ? "the list is empty" : "numbers go from 1 to \(count)") + " (see `txtodo list`)")
        }
        return task
    }
}
