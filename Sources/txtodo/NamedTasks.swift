import ArgumentParser
import TodoStore
import TodoCore

/// How the commands name a task: its number in `txtodo list`, or a part of
/// its name that only one task holds (see `TodoList.task(named:)`).
let taskArgumentHelp = ArgumentHelp(
    "A task: its number in the last `txtodo list`, or a part of its name (case and accents aside).",
    valueName: "task")

/// `--file PATH` and one or more tasks (`txtodo done 1 3 4`, `txtodo rm milk`),
/// all named against the one listing the command reads.
struct NamedTasks: ParsableArguments {
    static let discussion = """
        Several tasks may be named at once (`txtodo done 1 3 4`): all of them are read in the \
        listing as it is before the command, and changed together, or not at all when one is \
        refused; one `txtodo undo` takes all of them back. A word that is not a number names the task whose name holds it; when several \
        do, they are listed with their numbers.
        """

    @OptionGroup var global: GlobalOptions
    @Argument(help: taskArgumentHelp) var tasks: [String]

    /// Applies the action to every task named, as one change of the file.
    func commit(_ action: (TaskRef) -> Action) throws {
        try Self.commit(file: global.file, words: tasks, action)
    }

    @discardableResult
    static func commit(file: String?, words: [String], _ action: (TaskRef) -> Action) throws -> TodoStore {
        try changing(file: file) { store in
            let found = try resolve(words, in: store)
            let actions = found.map { action($0.task.ref) }
            var told = 0
            return (
                actions,
                { outcome, store in
                    told += 1
                    if told == actions.count { ListingNumbers.changed(found, actions, focus: outcome.focus, in: store) }
                    return outcome.message
                }
            )
        }
    }

    /// The tasks the words name, each once, in the order first named; a word
    /// that names no task, or several, refuses the whole command.
    static func resolve(_ words: [String], in store: TodoStore) throws -> [ListedTask] {
        let named: [ListedTask]
        do {
            named = try store.list.tasks(named: words.map(TaskName.init), listing: store.lastListing)
        } catch {
            throw Console.refusal(error.error.description)
        }
        var found: [ListedTask] = []
        var seen: Set<TaskRef> = []
        for task in named where seen.insert(task.task.ref).inserted { found.append(task) }
        return found
    }
}

/// `--file PATH` and one task.
struct NamedTask: ParsableArguments {
    @OptionGroup var global: GlobalOptions
    @Argument(help: taskArgumentHelp) var task: String

    /// Opens the store, applies the action to the task and prints the outcome.
    func commit(_ action: (TaskRef) -> Action) throws {
        try NamedTasks.commit(file: global.file, words: [task], action)
    }

    /// The task as `txtodo list` numbers it, or a refusal.
    func resolve(in store: TodoStore) throws -> ListedTask { try Self.resolve(task, in: store) }

    static func resolve(_ word: String, in store: TodoStore) throws -> ListedTask {
        do {
            return try store.list.tasks(named: [TaskName(word)], listing: store.lastListing)[0]
        } catch {
            throw Console.refusal(error.error.description)
        }
    }
}

/// A task and a text: the new name, or a note.
struct NamedText: ParsableArguments {
    @OptionGroup var named: NamedTask
    @Argument(help: "The text (words are joined with spaces).") var text: [String]

    func commit(_ action: (TaskRef, String) -> Action) throws {
        let joined = text.joined(separator: " ")
        try named.commit { action($0, joined) }
    }
}
