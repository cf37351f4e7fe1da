import ArgumentParser
import TodoStore
import TodoCore

/// Only the list's sections: no task moves into Routines.
extension Section: ExpressibleByArgument {
    public init?(argument: String) {
        guard let section = Section(rawValue: argument), Section.listed.contains(section) else { return nil }
        self = section
    }

    public static var allValueStrings: [String] { listed.map(\.rawValue) }
}

extension TxTodo {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename a task.")
        @OptionGroup var task: NamedText
        func run() throws { try task.commit { .rename($0, $1) } }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move a task to Today, Tomorrow or Floating (from Today to Tomorrow it is a delay).")
        @OptionGroup var named: NamedTask
        @Argument(help: ArgumentHelp("The section it goes to.", valueName: "section")) var section: Section
        func run() throws { try named.commit { .move($0, section) } }
    }

    struct Priority: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set a task's priority: 1 (the default, no mark), 2 (!!) or 3 (!!!).")
        @OptionGroup var named: NamedTask
        @Argument(help: ArgumentHelp("1, 2 or 3.", valueName: "level")) var level: Int

        func validate() throws {
            guard (1...3).contains(level) else { throw ValidationError("the priority must be 1, 2 or 3") }
        }

        func run() throws { try named.commit { .setPriority($0, level) } }
    }
}
