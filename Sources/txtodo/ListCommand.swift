import ArgumentParser
import TodoStore

extension TxTodo {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print Floating, Today and Tomorrow with the numbers other commands take.")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print a stable JSON object instead of text (see the README for its fields).")
        var json = false

        func run() throws {
            try List.print(file: global.file, json: json)
        }

        /// Returns the store it read, so a caller about to exit need not free it.
        @discardableResult
        static func print(file: String?, json: Bool) throws -> TodoStore {
            let store = try GlobalOptions.openStore(file: file)
            if json {
                Console.out(ListJSON.render(store))
            } else {
                ListText.print(store)
            }
            return store
        }
    }
}
