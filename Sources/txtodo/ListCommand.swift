import ArgumentParser
import TodoStore
import TodoCore

extension TxTodo {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print Floating, Today, Tomorrow and Later with the numbers other commands take.",
            usage: """
                txtodo list [--today] [--tomorrow] [--floating] [--later] [--json]
                            [--color <when>] [--file <path>] [<filter> ...]
                """,
            discussion: """
                A filter shows only the tasks that match all of it: words (found in \
                names, tags and notes, case and accents aside), @tags (`@store` also \
                matches @store(aldi)) and sections (with several section options: any \
                of them). Each task keeps its number of the whole listing; a section \
                with no match is left out.
                """,
            aliases: ["ls"])

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print a stable JSON object instead of text (see the README for its fields).")
        var json = false
        @Flag(help: "Only Today's tasks.") var today = false
        @Flag(name: .shortAndLong, help: "Only Tomorrow's tasks.") var tomorrow = false
        @Flag(name: .shortAndLong, help: "Only the floating tasks.") var floating = false
        @Flag(name: .shortAndLong, help: "Only Later's tasks (scheduled, then the backlog).") var later = false
        @Option(
            name: .customLong("color"),
            help: ArgumentHelp("Colour: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
        var color: ListColour.Choice = .auto
        @Argument(help: ArgumentHelp("Words and @tags a task must all hold.", valueName: "filter")) var terms: [String] = []

        var request: ListRequest {
            let sections = [(today, Section.today), (tomorrow, .tomorrow), (floating, .floating), (later, .later)]
                .filter(\.0).map(\.1)
            return ListRequest(json: json, terms: terms, sections: Set(sections), color: color)
        }

        func run() throws {
            try List.print(file: global.file, request)
        }

        /// Returns the store it read, so a caller about to exit need not free it.
        @discardableResult
        static func print(file: String?, _ request: ListRequest) throws -> TodoStore {
            let store = try GlobalOptions.openStore(file: file, later: request.hidesLater ? .counted : .whole)
            if request.json {
                Console.out(ListJSON.render(store, filter: request.filter))
            } else {
                ListText.print(store, filter: request.filter, colour: ListColour.isOn(request.color))
            }
            return store
        }
    }
}
