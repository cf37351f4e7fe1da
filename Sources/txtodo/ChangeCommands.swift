import ArgumentParser
import TodoStore

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
        static let configuration = CommandConfiguration(abstract: "Rename task N.")
        @OptionGroup var task: NumberedText
        func run() throws { try task.commit { .rename($0, $1) } }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move task N to Today, Tomorrow or Floating (from Today to Tomorrow it is a delay).")
        @OptionGroup var numbered: NumberedTask
        @Argument(help: ArgumentHelp("today, tomorrow or floating.", valueName: "section")) var section: Section
        func run() throws { try numbered.commit { .move($0, section) } }
    }

    struct Priority: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set task N's priority: 1 (low), 2 or 3 (high).")
        @OptionGroup var numbered: NumberedTask
        @Argument(help: ArgumentHelp("1, 2 or 3.", valueName: "level")) var level: Int

        func validate() throws {
            guard (1...3).contains(level) else { throw ValidationError("the priority must be 1, 2 or 3") }
        }

        func run() throws { try numbered.commit { .setPriority($0, level) } }
    }
}
