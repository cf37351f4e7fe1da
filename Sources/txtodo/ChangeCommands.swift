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

/// Where `move` takes a task: up or down among its section's tasks, or to another section.
enum MoveDestination: ExpressibleByArgument {
    case order(Reorder)
    case section(Section)

    init?(argument: String) {
        if let way = Reorder(rawValue: argument) {
            self = .order(way)
        } else if let section = Section(argument: argument) {
            self = .section(section)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { Reorder.allCases.map(\.rawValue) + Section.allValueStrings }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

extension TxTodo {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a task.")
        @OptionGroup var task: NamedText
        func run() throws { try task.commit { .rename($0, $1) } }
    }

    struct Move: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "move",
            abstract:
                "Move a task up or down among its section's tasks, or to Today, Tomorrow, Floating or Later, or to a day (from Today to a later day it is a delay).",
            usage: """
                txtodo move <task> <where> [--file <path>]
                txtodo move <task> --on <date> [--file <path>]
                """,
            discussion: """
                up and down pass the next task of the same priority on the list; top and bottom go \
                past all of them (tasks stay open before done, then by priority). later is Later's \
                backlog (no day); --on gives a day: today, tomorrow, or a later one in Later.
                """)
        @OptionGroup var named: NamedTask
        @Argument(
            help: ArgumentHelp("up, down, top or bottom, or the section it goes to.", valueName: "where"))
        var destination: MoveDestination?
        @Option(
            name: .shortAndLong,
            help: ArgumentHelp(
                "The day it goes to: YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks or tomorrow.",
                valueName: "date"))
        var on: String?

        func validate() throws {
            if (destination == nil) == (on == nil) { throw ValidationError("give either where the task goes or --on DATE") }
        }

        func run() throws {
            if let on {
                try changing(file: named.global.file) { store in
                    let day = try Add.day(on, store)
                    return ([.schedule(try named.resolve(in: store).task.ref, day)], { outcome, _ in outcome.message })
                }
                return
            }
            switch destination {
            case .section(let section): try named.commit { .move($0, section) }
            case .order(let way): try named.commit { .reorder($0, way) }
            case nil: break
            }
        }
    }

    struct Priority: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "priority",
            abstract: "Set a task's priority: 1 (the default, no mark), 2 (!!) or 3 (!!!).")
        @OptionGroup var named: NamedTask
        @Argument(help: ArgumentHelp("1, 2 or 3.", valueName: "level")) var level: Int

        func validate() throws {
            guard (1...3).contains(level) else { throw ValidationError("the priority must be 1, 2 or 3") }
        }

        func run() throws { try named.commit { .setPriority($0, level) } }
    }
}
