import Testing

/// The short forms a daily user types: short options, the aliases `ls`,
/// `a` and `x`, and a command word shortened to the start of its name.
@Suite struct ShortFormTests {
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Today:
            \t- Buy oat milk @day(2026-11-22)
            \t- Call Sam @day(2026-11-22)
            \t- Reply to Ann @day(2026-11-22)

            """)
        return cli
    }

    @Test func shortOptionsOfAddAreTheLongOnes() {
        let cli = CLI()
        #expect(cli.run(["add", "-t", "-p", "2", "Gym"]).status == 0)
        #expect(cli.run(["add", "-f", "Read"]).status == 0)
        #expect(cli.run(["add", "Pay", "rent", "-p", "3"]).status == 0)
        #expect(cli.run(["add", "-e", "mon", "-p", "2", "Plank"]).status == 0)
        #expect(cli.run(["add", "-tp", "3", "Run"]).status == 0)
        #expect(
            cli.read(cli.todo) == """
                Floating:
                \t- Read
                Today:
                \t- Pay rent @day(2026-11-22) @priority(3)
                Tomorrow:
                \t- Gym @day(2026-11-23) @priority(2)
                \t- Run @day(2026-11-23) @priority(3)
                Routines:
                \t- Plank @every(mon) @priority(2) @since(2026-11-22)

                """)
        // The rules of the long options hold for the short ones.
        let both = cli.run(["add", "-f", "-t", "x"])
        #expect(both.status == 64 && both.stderr.contains("choose one of --floating, --tomorrow, --later and --on"))
        #expect(cli.run(["add", "-p", "4", "x"]).stderr.contains("--priority must be 1, 2 or 3"))
    }

    @Test func aliasesAreTheirCommands() {
        let cli = Self.seeded()
        #expect(cli.run(["ls"]).stdout == cli.run(["list"]).stdout)
        #expect(cli.run(["ls", "--json"]).stdout == cli.run(["list", "--json"]).stdout)
        let added = cli.run(["a", "-t", "Gym"])
        #expect(added.status == 0 && added.stdout.contains("“Gym” to Tomorrow."))
        let checked = cli.run(["x", "2"])
        #expect(checked.status == 0 && checked.stdout == "Checked “Call Sam”.\n")
        #expect(cli.read(cli.todo)?.contains("\t- Call Sam @day(2026-11-22) @done(2026-11-22)\n") == true)
        #expect(cli.run(["--file", cli.todo, "x", "oat"]).stdout == "Checked “Buy oat milk”.\n")
    }

    @Test func aUniqueStartNamesItsCommand() {
        let cli = Self.seeded()
        #expect(cli.run(["li"]).stdout == cli.run(["list"]).stdout)
        let delayed = cli.run(["del", "1"])
        #expect(delayed.status == 0 && delayed.stdout == "Delayed “Buy oat milk” to tomorrow.\n")
        let renamed = cli.run(["ren", "ann", "Reply", "to", "Anna"])
        #expect(renamed.status == 0 && cli.read(cli.todo)?.contains("\t- Reply to Anna @day(2026-11-22)\n") == true)
        #expect(cli.run(["--file", cli.todo, "don", "sam"]).stdout == "Checked “Call Sam”.\n")
        #expect(cli.run(["pa"]).stdout == cli.todo + "\n")
        #expect(cli.run(["del", "--help"]).stdout.contains("USAGE: txtodo delay "))
    }

    @Test func anAmbiguousStartNamesTheCandidatesAndChangesNothing() {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        let d = cli.run(["d", "3"])
        #expect(d.status == 64 && d.stdout.isEmpty)
        #expect(d.stderr.hasPrefix("txtodo: “d” could be delay, done"), "\(d.stderr)")
        #expect(d.stderr.filter { $0 == "\n" }.count == 1)
        let re = cli.run(["re", "1"])
        #expect(re.status == 64 && re.stderr.contains("rename") && re.stderr.contains("reopen"), "\(re.stderr)")
        #expect(cli.read(cli.todo) == before)
    }

    /// The README quotes the refusals as they are printed.
    @Test func theReadmeQuotesTheRefusals() {
        let cli = CLI()
        let readme = cli.read("/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/README.md") ?? ""
        let ambiguous = cli.run(["d", "3"]).stderr.dropLast()
        #expect(readme.contains("`\(ambiguous)`"), "\(ambiguous)")
        let unknown = cli.run(["frob"]).stderr.prefix(while: { $0 != "(" })
        #expect(readme.split(separator: "\n").joined(separator: " ").contains("`\(unknown)"), "\(unknown)")
    }

    @Test func anUnknownCommandNamesTheKnownOnes() {
        let cli = CLI()
        let result = cli.run(["frob"])
        #expect(result.status == 64 && result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix("txtodo: unknown command “frob”; the commands are: list (ls), add (a), done (x), reopen, "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        for command in ["delay", "rm", "note", "rename", "priority", "move", "undo", "edit", "path", "log", "routines"] {
            #expect(result.stderr.contains(" \(command),") || result.stderr.contains(" \(command)\n"), "\(command)")
        }
        #expect(cli.run(["--file", cli.todo, "Buy milk"]).stderr.hasPrefix("txtodo: unknown command “Buy milk”;"))
        #expect(!cli.exists(cli.todo))
    }
}
