import Testing

@Suite struct BasicCommandTests {
    /// The version the Makefile reads for the man page, the archive and the
    /// package is the one `--version` prints.
    @Test func versionIsTheMakefiles() {
        let cli = CLI()
        let root = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
        let make = cli.shell("make -s -C '/\(root)' version")
        let result = cli.run(["--version"])
        #expect(make.status == 0 && !make.stdout.isEmpty)
        #expect(result.status == 0 && result.stdout == "txtodo \(make.stdout)" && result.stderr.isEmpty)
    }

    @Test func helpListsEverySubcommandAndTheFileInUse() {
        let cli = CLI()
        let result = cli.run(["--help"])
        #expect(result.status == 0)
        for command in ["list", "add", "done", "reopen", "delay", "rm", "note", "edit", "path"] {
            // A command with aliases is listed as `list, ls`.
            let listed = result.stdout.contains("\n  \(command) ") || result.stdout.contains("\n  \(command), ")
            #expect(listed, "help lacks \(command)")
        }
        #expect(result.stdout.contains("File in use: \(cli.todo)"))
    }

    @Test func pathFollowsFlagThenEnvironmentThenXDG() {
        let cli = CLI()
        #expect(cli.run(["path"]).stdout == cli.todo + "\n")
        cli.extraEnvironment["TXTODO_FILE"] = "/env.taskpaper"
        #expect(cli.run(["path"]).stdout == "/env.taskpaper\n")
        #expect(cli.run(["path", "--file", "/flag.taskpaper"]).stdout == "/flag.taskpaper\n")
    }

    @Test func listOfAMissingFileShowsEmptySectionsAndCreatesNothing() {
        let cli = CLI()
        let result = cli.run(["list"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Floating 0/3
                  (none)
                Today 2026-11-22 · 0/0 done
                  (none)
                Tomorrow
                  (none)

                """)
        #expect(!cli.exists(cli.folder + "/data/txtodo"))
    }

    @Test func usageErrorsKeepArgumentParserConventions() {
        let cli = CLI()
        let result = cli.run(["add", "--priority", "7", "x"])
        #expect(result.status == 64 && result.stderr.contains("--priority must be 1, 2 or 3"))
        #expect(cli.run(["frobnicate"]).status == 64)
        #expect(!cli.exists(cli.todo))
    }

    @Test func withoutATerminalTheAppPointsAtList() {
        let result = CLI().run([])
        #expect(result.status == 2)
        let lines = (result.stdout + result.stderr).split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("txtodo list") == true)
    }
}

extension BasicCommandTests {
    @Test func aRefusedFirstChangeCreatesNothing() {
        let cli = CLI()
        let result = cli.run(["add", " "])
        #expect(result.status == 1 && result.stderr == "txtodo: A task needs a name; type a few words.\n")
        #expect(!cli.exists(cli.folder + "/data/txtodo"))
    }
}
