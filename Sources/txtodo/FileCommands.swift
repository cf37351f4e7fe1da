import Glibc
import ArgumentParser
import Processes
import TerminalUI
import TodoStore

extension TxTodo {
    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "edit",
            abstract: "Open the file in $VISUAL or $EDITOR (else vi), then apply the daily rules.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            guard isatty(0) == 1, isatty(1) == 1 else {
                Console.err("txtodo: edit needs a terminal for the editor; open \(global.path) in an editor yourself")
                throw ExitCode(2)
            }
            let store = try global.openStore()
            try failing { try store.makeFolder() }
            let environment = global.environment
            let status = ExternalEditor.open(store.path, environment: environment)
            guard status == 0 else {
                let editor = ExternalEditor.command(environment)
                throw Console.refusal("the editor `\(editor)` exited with status \(status); check $VISUAL/$EDITOR")
            }
            _ = try global.openStore(reportingWarnings: false)
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "path", abstract: "Print the todo file's path.")
        @OptionGroup var global: GlobalOptions
        func run() { Console.out(global.path) }
    }
}
