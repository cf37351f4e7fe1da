import ArgumentParser
import TerminalUI
import TodoStore

struct TxTodo: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "txtodo",
            abstract: "A minimalist daily todo list in one TaskPaper file.",
            discussion: """
                Run without a subcommand to open the interactive app.
                File in use: \(FileLocation.todoPath(flag: nil, environment: Console.environment()))
                (change it with --file PATH or the TXTODO_FILE environment variable).
                """,
            version: "txtodo \(txtodoVersion)",
            subcommands: [
                List.self, Add.self, Done.self, Reopen.self, Delay.self, Remove.self,
                Note.self, Rename.self, Priority.self, Move.self, Undo.self, Edit.self, Path.self, Log.self,
                Merge.self, Sync.self, Open.self, Routines.self, Review.self,
            ]
        )
    }

    @OptionGroup var global: GlobalOptions

    func run() throws { try Self.openApp(file: global.file) }

    static func openApp(file: String?) throws {
        let status = TerminalApp.run(filePath: GlobalOptions.path(file: file), environment: Console.environment())
        if status != 0 { throw ExitCode(status) }
    }
}
