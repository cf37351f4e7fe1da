import ArgumentParser
import TerminalUI
import TodoStore
import FileAccess

struct TxTodo: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "txtodo",
            abstract: "A minimalist daily todo list in one TaskPaper file.",
            usage: """
                txtodo [--file <path>]                 (opens the interactive app)
                txtodo [--file <path>] <subcommand> ...
                """,
            discussion: """
                Run without a subcommand to open the interactive app. A subcommand may be
                shortened to the start of its name when no other name starts so (`del`
                for delay); `ls`, `a` and `x` stand for list, add and done.
                File in use: \(FileLocation.todoPath(flag: nil, environment: Console.environment()))
                (change it with --file PATH or the TXTODO_FILE environment variable).
                """,
            version: "txtodo \(txtodoVersion)",
            subcommands: [
                List.self, Add.self, Done.self, Reopen.self, Delay.self, Remove.self,
                Note.self, Rename.self, Priority.self, Move.self, Undo.self, Redo.self, Edit.self, Path.self, Log.self,
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
