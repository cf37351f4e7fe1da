import ArgumentParser
import TodoStore

extension TxTodo {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a task to Today (or to Tomorrow, or a floating task).")

        @OptionGroup var global: GlobalOptions
        @Flag(help: "Add a floating task (at most three).") var floating = false
        @Flag(help: "Add the task to Tomorrow.") var tomorrow = false
        @Option(help: ArgumentHelp("Priority from 1 to 3.", valueName: "n")) var priority = 1
        @Argument(help: "The task's name (words are joined with spaces).") var text: [String]

        func validate() throws {
            if floating && tomorrow { throw ValidationError("choose one of --floating and --tomorrow") }
            guard (1...3).contains(priority) else { throw ValidationError("--priority must be 1, 2 or 3") }
        }

        func run() throws {
            let store = try global.openStore()
            let section: Section = floating ? .floating : tomorrow ? .tomorrow : .today
            let name = text.joined(separator: " ")
            let outcome = try failing { try store.commit(.add(section, name, priority: priority)) }
            let number = outcome.focus.flatMap { ref in store.list.numbered.firstIndex { $0.ref == ref } }
            Console.out("Added “\(ListText.plain(outcome.focus?.name ?? name))” to \(section.title)"
                + (number.map { " (\($0 + 1))." } ?? "."))
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check off task N.")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit { .setDone($0, true) } }
    }

    struct Reopen: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Uncheck task N.")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit { .setDone($0, false) } }
    }

    struct Delay: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delay daily task N to tomorrow (once).")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit { .delay($0) } }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: "Delete task N (it goes to the archive).")
        @OptionGroup var numbered: NumberedTask
        func run() throws { try numbered.commit { .delete($0) } }
    }

    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a note line to task N.")
        @OptionGroup var numbered: NumberedTask
        @Argument(help: "The note (words are joined with spaces).") var text: [String]
        func run() throws {
            let note = text.joined(separator: " ")
            try numbered.commit { .addNote($0, note) }
        }
    }
}

/// `--file PATH` and the task number N as `list` shows it.
struct NumberedTask: ParsableArguments {
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The task's number in `txtodo list`.") var number: Int

    /// Opens the store, applies the action to task N and prints the outcome.
    func commit(_ action: (TaskRef) -> Action) throws {
        let store = try global.openStore()
        let tasks = store.list.numbered
        guard (1...max(tasks.count, 1)).contains(number), !tasks.isEmpty else {
            Console.err("txtodo: there is no task \(number); "
                + (tasks.isEmpty ? "the list is empty" : "numbers go from 1 to \(tasks.count)") + " (see `txtodo list`)")
            throw ExitCode.failure
        }
        let outcome = try failing { try store.commit(action(tasks[number - 1].ref)) }
        Console.out(outcome.message)
    }
}
