import ArgumentParser
import TerminalUI
import TodoStore

extension TxTodo {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the file in $VISUAL or $EDITOR (else vi), then apply the daily rules.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let store = try global.openStore()
            let environment = global.environment
            let status = ExternalEditor.open(store.path, environment: environment)
            guard status == 0 else {
                let editor = ExternalEditor.command(environment)
                Console.err("txtodo: the editor `\(editor)` exited with status \(status); check $VISUAL/$EDITOR")
                throw ExitCode.failure
            }
            _ = try global.openStore(reportingWarnings: false)
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the todo file's path.")
        @OptionGroup var global: GlobalOptions
        func run() { Console.out(global.path) }
    }
}
