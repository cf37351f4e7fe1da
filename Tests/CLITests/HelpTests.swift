import Testing

/// The help of every command fits an 80-column terminal, and no command
/// quoted in it (between backquotes) is cut across two lines.
@Suite struct HelpTests {
    static let commands: [[String]] = [
        [], ["list"], ["add"], ["done"], ["reopen"], ["delay"], ["rm"], ["note"], ["rename"], ["priority"], ["move"],
        ["undo"], ["redo"], ["edit"], ["path"], ["log"], ["merge"], ["sync"], ["open"], ["routines"], ["review"], ["ls"], ["a"],
        ["x"],
    ]

    @Test(arguments: commands)
    func helpFitsEightyColumns(_ command: [String]) {
        let cli = CLI()
        cli.extraEnvironment["COLUMNS"] = "80"
        let result = cli.run(command + ["--help"])
        #expect(result.status == 0 && result.stdout.hasPrefix("OVERVIEW: "))
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "\(command): \(line)")
            #expect(line.filter { $0 == "`" }.count % 2 == 0, "\(command): a quoted command is cut: \(line)")
        }
    }

    @Test func commandsThatTakeTasksSayTheyTakeSeveralAndNames() {
        let cli = CLI()
        cli.extraEnvironment["COLUMNS"] = "80"
        for command in ["done", "reopen", "delay", "rm"] {
            let help = cli.run([command, "--help"]).stdout
            #expect(help.contains("USAGE: txtodo \(command) [--file <path>] <task> ..."), "\(command)")
            // Read as running text, whatever the wrapping.
            let text = help.split(separator: "\n").joined(separator: " ")
            #expect(text.contains("A word that is not a number names the task"), "\(command)")
            #expect(text.contains("one `txtodo undo` takes all of them back"), "\(command)")
        }
        #expect(
            cli.run(["note", "--help"]).stdout.contains(
                "<task>                  A task: its number in the last `txtodo list`, or a"))
    }

    /// The app is what no subcommand opens: the usage does not ask for one.
    @Test func theRootHelpSaysNoSubcommandOpensTheApp() {
        let cli = CLI()
        cli.extraEnvironment["COLUMNS"] = "80"
        let help = cli.run(["--help"]).stdout
        #expect(help.contains("USAGE: txtodo [--file <path>]                 (opens the interactive app)\n"))
        #expect(help.contains("       txtodo [--file <path>] <subcommand> ...\n"))
        #expect(!help.contains("USAGE: txtodo [--file <path>] <subcommand>\n"))
        #expect(help.contains("Run without a subcommand to open the interactive app."))
        for listed in ["  list, ls ", "  add, a ", "  done, x "] { #expect(help.contains(listed), "\(listed)") }
    }

    @Test func shortOptionsAndFiltersAreInTheHelp() {
        let cli = CLI()
        cli.extraEnvironment["COLUMNS"] = "80"
        let add = cli.run(["add", "--help"]).stdout
        for option in ["-f, --floating", "-t, --tomorrow", "-p, --priority <n>", "-e, --every <days>"] {
            #expect(add.contains("  \(option) "), "\(option)")
        }
        let list = cli.run(["list", "--help"]).stdout
        for option in ["--today", "-t, --tomorrow", "-f, --floating", "--color <when>", "<filter>"] {
            #expect(list.contains("  \(option) "), "\(option)")
        }
        #expect(list.split(separator: "\n").joined(separator: " ").contains("keeps its number of the whole listing"))
    }
}
