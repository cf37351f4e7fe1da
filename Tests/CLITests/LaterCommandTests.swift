import Testing

/// Later from the command line: `add --later`, `add --on DATE`, `move N
/// later`, `move N --on DATE`, `list --later`, on Friday 2026-11-27.
@Suite struct LaterCommandTests {
    func cli() -> CLI {
        let cli = CLI()
        cli.now = "2026-11-27 09:00:00"
        return cli
    }

    @Test func aWeekIsPlannedAndListedByDayThenTheBacklog() {
        let cli = cli()
        #expect(cli.run(["add", "Buy milk"]).stdout == "Added 1 “Buy milk” to Today.\n")
        #expect(cli.run(["add", "--later", "Renew", "passport"]).stdout == "Added 2 “Renew passport” to Later.\n")
        #expect(cli.run(["add", "-o", "fri", "Call the bank"]).stdout == "Added 2 “Call the bank” to Later for Fri 12-04.\n")
        #expect(
            cli.run(["add", "--on", "12-01", "-p", "2", "Pay rent"]).stdout == "Added 2 “Pay rent” to Later for Tue 12-01.\n")
        #expect(cli.run(["add", "-o", "tomorrow", "Call Sam"]).stdout == "Added 2 “Call Sam” to Tomorrow.\n")
        #expect(cli.run(["a", "-l", "Read Dune"]).stdout == "Added 6 “Read Dune” to Later.\n")
        #expect(cli.run(["add", "--on=2027-03-01", "Dentist"]).stdout == "Added 5 “Dentist” to Later for Mon 2027-03-01.\n")
        #expect(
            cli.run(["list"]).stdout == """
                Floating 0/3
                  (none)
                Today 2026-11-27 · 0/1 done
                  1 [ ] Buy milk
                Tomorrow
                  2 [ ] Call Sam
                Later
                  3 [ ] Tue 12-01 Pay rent !!
                  4 [ ] Fri 12-04 Call the bank
                  5 [ ] Mon 2027-03-01 Dentist
                  6 [ ] Renew passport
                  7 [ ] Read Dune

                """)
        #expect(
            cli.run(["list", "--later", "bank"]).stdout == "Later\n  4 [ ] Fri 12-04 Call the bank\n")
        let json = cli.run(["list", "--json", "-l"]).stdout
        #expect(json.contains("{\"number\":3,\"section\":\"later\",\"name\":\"Pay rent\",\"priority\":2"))
        #expect(json.contains("\"day\":\"2026-12-01\""))
        #expect(!json.contains("Buy milk"))
        // On its day, the next command finds it at the end of Today.
        cli.now = "2026-12-01 08:00:00"
        #expect(cli.run(["list", "--today"]).stdout == "Today 2026-12-01 · 0/1 done\n  1 [ ] Pay rent !!\n")
    }

    @Test func movesToLaterAndToADay() {
        let cli = cli()
        cli.write(
            cli.todo,
            "Today:\n\t- Buy milk @day(2026-11-27)\n\t- Dentist @day(2026-11-27) @delayed\nLater:\n\t- Renew passport\n")
        #expect(cli.run(["move", "1", "--on", "+3"]).stdout == "Scheduled “Buy milk” for Mon 2026-11-30.\n")
        #expect(cli.run(["move", "Dentist", "later"]).stdout == "Moved “Dentist” to Later.\n")
        #expect(cli.run(["move", "passport", "today"]).stdout == "Moved “Renew passport” to Today.\n")
        #expect(
            cli.read(cli.todo)
                == "Today:\n\t- Renew passport @day(2026-11-27)\nLater:\n\t- Buy milk @day(2026-11-30) @delayed\n\t- Dentist @delayed\n"
        )
        let refused = cli.run(["move", "Dentist", "-o", "mon"])
        #expect(refused.status == 1 && refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("txtodo: “Dentist” was already delayed once, so it gets no later day;"))
        #expect(cli.run(["move", "Buy milk", "later"]).stdout == "Moved “Buy milk” to the backlog of Later.\n")
    }

    @Test func aPastOrUnreadableDayIsRefusedInOneLineAndNothingIsWritten() {
        let cli = cli()
        cli.run(["add", "Buy milk"])
        let before = cli.read(cli.todo)
        for (args, message) in [
            (["add", "-o", "2026-11-01", "Old"], "txtodo: Sun 2026-11-01 is past; give a day from today on.\n"),
            (
                ["add", "--on", "someday", "X"],
                "txtodo: “someday” is not a day; use YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks, today or tomorrow.\n"
            ),
            (["move", "1", "--on", "11-26x"], nil),
        ] {
            let r = cli.run(args)
            #expect(r.status == 1 && r.stdout.isEmpty, "\(args)")
            if let message { #expect(r.stderr == message) } else { #expect(r.stderr.split(separator: "\n").count == 1) }
        }
        #expect(cli.read(cli.todo) == before)
        let both = cli.run(["add", "-l", "-t", "X"])
        #expect(both.status != 0 && both.stderr.contains("choose one of --floating, --tomorrow, --later and --on"))
        let neither = cli.run(["move", "1"])
        #expect(neither.status != 0 && neither.stderr.contains("give either where the task goes or --on DATE"))
    }
}
