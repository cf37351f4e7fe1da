import Testing

/// Each subcommand's output, status and the file's bytes afterwards.
@Suite struct TaskCommandTests {
    /// A file with one task in each section, as `add` writes them.
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Floating:
            \t- Learn Japanese @priority(3)
            Today:
            \t- Buy oat milk @priority(2) @day(2026-11-22)
            \t\tSemi-skimmed if they are out.
            \t- Reply to Sam @day(2026-11-22) @done(2026-11-22)
            Tomorrow:
            \t- Pay rent @day(2026-11-23) @delayed

            """)
        return cli
    }

    @Test func listShowsNumbersNotesAndMarks() {
        let result = Self.seeded().run(["list"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Floating 1/3
                  1 [ ] Learn Japanese !!!
                Today 2026-11-22 · 1/2 done
                  2 [ ] Buy oat milk !!
                        Semi-skimmed if they are out.
                  3 [x] Reply to Sam
                Tomorrow
                  4 [ ] Pay rent (delayed)

                """)
    }

    @Test func listJSONGivesTheFileAsAnAbsolutePath() {
        let cli = CLI()
        let result = cli.shell("cd \"$XDG_DATA_HOME\" && \"$TXTODO\" --file ./mine.taskpaper list --json")
        #expect(result.stdout.hasPrefix(#"{"version":1,"today":"2026-11-22","file":"\#(cli.folder)/data/mine.taskpaper","#))
    }

    @Test func listJSON() {
        let cli = Self.seeded()
        let result = cli.run(["list", "--json"])
        #expect(result.status == 0)
        #expect(
            result.stdout == #"{"version":1,"today":"2026-11-22","file":"\#(cli.todo)","tasks":["#
                + #"{"number":1,"section":"floating","name":"Learn Japanese","priority":3,"done":false,"doneDay":null,"day":null,"delayed":false,"notes":[],"subtasks":[],"tags":[]},"#
                + #"{"number":2,"section":"today","name":"Buy oat milk","priority":2,"done":false,"doneDay":null,"day":"2026-11-22","delayed":false,"notes":["Semi-skimmed if they are out."],"subtasks":[],"tags":[]},"#
                + #"{"number":3,"section":"today","name":"Reply to Sam","priority":1,"done":true,"doneDay":"2026-11-22","day":"2026-11-22","delayed":false,"notes":[],"subtasks":[],"tags":[]},"#
                + #"{"number":4,"section":"tomorrow","name":"Pay rent","priority":1,"done":false,"doneDay":null,"day":"2026-11-23","delayed":true,"notes":[],"subtasks":[],"tags":[]}]}"#
                + "\n")
    }

    @Test func jsonEscapesStrings() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Say \"hi\" \\ back\ttab @day(2026-11-22)\n")
        #expect(cli.run(["list", "--json"]).stdout.contains(#""name":"Say \"hi\" \\ back\ttab""#))
    }

    @Test func addToEachSection() {
        let cli = CLI()
        #expect(cli.run(["add", "Buy", "milk"]).stdout == "Added 1 “Buy milk” to Today.\n")
        #expect(cli.run(["add", "--tomorrow", "Pay rent"]).stdout == "Added 2 “Pay rent” to Tomorrow.\n")
        #expect(cli.run(["add", "--floating", "--priority", "3", "Learn Go"]).stdout == "Added 1 “Learn Go” to Floating.\n")
        #expect(
            cli.read(cli.todo) == """
                Floating:
                \t- Learn Go @priority(3)
                Today:
                \t- Buy milk @day(2026-11-22)
                Tomorrow:
                \t- Pay rent @day(2026-11-23)

                """)
    }

    @Test func refusalsAreOneLineAndWriteNothing() {
        let cli = Self.seeded()
        let before = CLI.readBytes(cli.todo)
        let cases: [([String], String)] = [
            (["add", "  "], "txtodo: A task needs a name; type a few words.\n"),
            (["delay", "3"], "txtodo: “Reply to Sam” is done; uncheck it first if it still needs doing tomorrow.\n"),
            (["delay", "1"], "txtodo: “Learn Japanese” is a floating task and has no day; only Today tasks can be delayed.\n"),
            (["done", "5"], "txtodo: there is no task 5; numbers go from 1 to 4 (see `txtodo list`)\n"),
            (["rm", "0"], "txtodo: there is no task 0; numbers go from 1 to 4 (see `txtodo list`)\n"),
        ]
        for (arguments, message) in cases {
            let result = cli.run(arguments)
            #expect(result.status == 1 && result.stdout.isEmpty && result.stderr == message, "\(arguments)")
        }
        #expect(CLI.readBytes(cli.todo) == before)
        #expect(CLI().run(["done", "1"]).stderr == "txtodo: there is no task 1; the list is empty (see `txtodo list`)\n")
    }

    @Test func doneReopenDelayNoteAndRemove() {
        let cli = Self.seeded()
        #expect(cli.run(["done", "2"]).stdout == "Checked “Buy oat milk”.\n")
        #expect(cli.read(cli.todo)?.contains("\t- Buy oat milk @priority(2) @day(2026-11-22) @done(2026-11-22)\n") == true)
        #expect(cli.run(["reopen", "2"]).stdout == "Unchecked “Buy oat milk”.\n")
        #expect(cli.read(cli.todo)?.contains("\t- Buy oat milk @priority(2) @day(2026-11-22)\n") == true)
        #expect(cli.run(["note", "1", "Chapter", "4"]).stdout == "Added a note to “Learn Japanese”.\n")
        #expect(cli.read(cli.todo)?.hasPrefix("Floating:\n\t- Learn Japanese @priority(3)\n\t\tChapter 4\n") == true)
        let delay = cli.run(["delay", "2"])
        #expect(delay.status == 0 && delay.stdout.hasPrefix("Delayed “Buy oat milk”"))
        #expect(cli.read(cli.todo)?.contains("\t- Buy oat milk @priority(2) @day(2026-11-23) @delayed\n") == true)
        #expect(cli.run(["rm", "1"]).stdout == "Deleted “Learn Japanese”.\n")
        #expect(cli.read(cli.archive) == "2026-11-22:\n\t- Learn Japanese @priority(3) @deleted(2026-11-22)\n\t\tChapter 4\n")
    }
}
