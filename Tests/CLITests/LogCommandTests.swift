import Testing

/// `txtodo log` and `txtodo add --back`, on a fixed archive and a fixed today (2026-11-22).
@Suite struct LogCommandTests {
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Floating:
            \t- Read @done(2026-11-22)
            Today:
            \t- Milk @day(2026-11-22) @priority(2)
            \t- Post @day(2026-11-22) @done(2026-11-22)

            """)
        cli.write(
            cli.archive,
            """
            2026-11-10:
            \t- Long ago @day(2026-11-10)
            2026-11-20:
            \t- X @day(2026-11-20) @done(2026-11-20)
            \t- Y @day(2026-11-20)
            2026-11-21:
            \t- Paid rent @priority(3) @day(2026-11-21) @done(2026-11-21)
            \t- Call Sam @day(2026-11-21)
            \t\tabout the party
            \t- Old idea @day(2026-11-21) @deleted(2026-11-21)

            """)
        return cli
    }

    @Test func daysComeNewestFirstWithCountsAndTakeBackNumbers() {
        let result = Self.seeded().run(["log", "--days", "2"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(
            result.stdout == """
                Sun 2026-11-22 · 2 done, 1 open
                    [x] Post
                    [x] Read
                    [ ] Milk !! (open)
                Sat 2026-11-21 · 1 done, 1 unfinished, 1 deleted
                    [x] Paid rent !!!
                  1 [ ] Call Sam (unfinished)
                        about the party
                    [-] Old idea (deleted)
                Fri 2026-11-20 · 1 done, 1 unfinished
                    [x] X
                  2 [ ] Y (unfinished)

                Streak 3 days (longest 3 days)

                """)
    }

    @Test func sinceAndUnfinishedNarrowTheWindowButKeepTheNumbers() {
        let cli = Self.seeded()
        #expect(cli.run(["log", "--since", "2026-11-22"]).stdout.hasPrefix("Sun 2026-11-22 · 2 done, 1 open\n"))
        let all = cli.run(["log", "--unfinished", "--since", "2026-11-01"]).stdout
        #expect(all.contains("  1 [ ] Call Sam (unfinished)") && all.contains("  3 [ ] Long ago (unfinished)"))
        #expect(
            cli.run(["log", "--unfinished", "--days", "1"]).stdout
                == "Sat 2026-11-21 · 1 unfinished\n  1 [ ] Call Sam (unfinished)\n        about the party\n\nStreak 3 days (longest 3 days)\n"
        )
        let none = CLI().run(["log"])
        #expect(none.status == 0 && none.stdout == "Nothing in the record for these days.\n")
    }

    @Test func badOptionsAreUsageErrors() {
        let cli = Self.seeded()
        #expect(cli.run(["log", "--days", "2", "--since", "2026-11-01"]).status == 64)
        #expect(cli.run(["log", "--since", "2026-02-30"]).status == 64)
        #expect(cli.run(["log", "--days", "-1"]).status == 64)
    }

    @Test func jsonGivesEveryField() {
        let cli = Self.seeded()
        let out = cli.run(["log", "--json", "--since", "2026-11-21"]).stdout
        #expect(out.hasPrefix("{\"version\":1,\"today\":\"2026-11-22\",\"file\":\"\(cli.todo)\""))
        #expect(
            out.contains(
                ",\"streak\":{\"current\":3,\"longest\":3},\"days\":[{\"day\":\"2026-11-22\",\"done\":2,\"unfinished\":0,\"deleted\":0,\"open\":1,"
            ))
        #expect(
            out.contains(
                "{\"name\":\"Call Sam\",\"outcome\":\"unfinished\",\"number\":1,\"priority\":1,\"daily\":true,\"doneDay\":null,\"deletedDay\":null,\"notes\":[\"about the party\"],\"subtasks\":[],\"tags\":[]}"
            ))
        #expect(
            out.contains(
                "{\"name\":\"Read\",\"outcome\":\"done\",\"number\":null,\"priority\":1,\"daily\":false,\"doneDay\":\"2026-11-22\",\"deletedDay\":null,\"notes\":[],\"subtasks\":[],\"tags\":[]}"
            ))
        #expect(
            out.contains(
                "\"outcome\":\"deleted\",\"number\":null,\"priority\":1,\"daily\":true,\"doneDay\":null,\"deletedDay\":\"2026-11-21\""
            ))
        #expect(out.hasSuffix("]}]}\n") && !out.contains("2026-11-20"))
    }

    @Test func addBackPutsAnUnfinishedTaskOnTodayWithItsNotesOnce() {
        let cli = Self.seeded()
        let back = cli.run(["add", "--back", "1"])
        #expect(back.status == 0 && back.stdout == "Took 3 “Call Sam” back to Today (from 2026-11-21).\n")
        #expect(cli.read(cli.todo)?.hasSuffix("\t- Call Sam @day(2026-11-22)\n\t\tabout the party\n") == true)
        let again = cli.run(["add", "--back", "1"])
        #expect(again.status == 1 && again.stderr == "txtodo: “Call Sam” is on today's list already.\n")
        let missing = cli.run(["add", "--back", "9"])
        #expect(missing.status == 1 && missing.stderr.contains("numbers them 1 to 3"))
        #expect(cli.run(["add", "--back", "1", "extra"]).status == 64)
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.read(cli.todo)?.contains("Call Sam") == false)
    }
}
