import Testing

/// `txtodo add --every`, `txtodo routines`, and routines crossing days,
/// DST changes and the roll-over hour in the real binary.
@Suite struct RoutineCommandTests {
    @Test func addingARoutineDueTodayPutsItsTaskOnTodayAndOneUndoTakesBoth() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"  // a Monday
        let added = cli.run(["add", "--every", "weekday", "--priority", "2", "Stand-up", "notes"])
        #expect(added.status == 0 && added.stderr.isEmpty)
        #expect(added.stdout == "Added the routine “Stand-up notes” (every weekday); its task for today is on Today.\n")
        #expect(
            cli.read(cli.todo)
                == "Today:\n\t- Stand-up notes @priority(2) @day(2026-11-23) @routine\nRoutines:\n\t- Stand-up notes @every(weekday) @priority(2) @since(2026-11-23) @made(2026-11-23)\n"
        )
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-23 · 0/1 done\n  1 [ ] Stand-up notes !! (routine)\n"))
        #expect(cli.run(["undo"]).stdout == "Undone: Added the routine “Stand-up notes” (every weekday).\n")
        #expect(cli.read(cli.todo) == "")
    }

    @Test func aRoutineNotDueTodayMakesItsTaskOnItsDay() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        #expect(
            cli.run(["add", "--every", "thu", "Water", "the", "plants"]).stdout
                == "Added the routine “Water the plants” (every thu); its first task comes on Thu 2026-11-26.\n")
        cli.now = "2026-11-25 23:00:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-25 · 0/0 done\n  (none)"))
        cli.now = "2026-11-26 08:00:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-11-26 · 0/1 done\n  1 [ ] Water the plants (routine)"))
        // The daily rules' own write (the file is quiet: it was written long before by this clock's measure).
        #expect(cli.read(cli.todo)?.contains("- Water the plants @every(thu) @since(2026-11-23) @made(2026-11-26)") == true)
    }

    @Test func refusalsAreOneLineAndChangeNothing() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        let bad = cli.run(["add", "--every", "sometimes", "Walk"])
        #expect(bad.status == 1 && bad.stdout.isEmpty)
        #expect(
            bad.stderr
                == "txtodo: “sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25).\n"
        )
        #expect(!cli.exists(cli.todo))
        let both = cli.run(["add", "--every", "day", "--tomorrow", "Walk"])
        #expect(both.status == 64 && both.stderr.contains("--every goes without --floating and --tomorrow"))
        cli.run(["add", "--every", "mon,thu", "Plants"])
        let before = cli.read(cli.todo)
        let delay = cli.run(["delay", "1"])
        #expect(delay.status == 1)
        #expect(
            delay.stderr
                == "txtodo: “Plants” comes back by itself on Thu 2026-11-26: a routine's task is done today or left undone.\n")
        #expect(cli.run(["add", "--every", "day", "Plants"]).stderr.contains("There is a routine “Plants” already"))
        #expect(cli.run(["add", "--every", "day", "PLÄNTS"]).stderr.contains("There is a routine “Plants” already"))
        #expect(
            cli.run(["add", "foo", "@every(day)"]).stderr
                == "txtodo: A name cannot hold @every (txtodo would act on it); add a routine with add --every DAYS NAME.\n")
        #expect(cli.read(cli.todo) == before)
    }

    @Test func routinesListTheirDaysStandingAndStreaks() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        #expect(cli.run(["routines"]).stdout.hasPrefix("No routines yet: `txtodo add --every weekday Stand-up notes`"))
        cli.write(
            cli.todo,
            """
            Today:
            \t- Stand-up @work @day(2026-11-23) @routine @done(2026-11-23)
            Routines:
            \t- Stand-up @work @every(weekday) @priority(2) @made(2026-11-23)
            \t- Plants @every(thu)
            \t- Someday @every(sometimes)

            """)
        cli.write(
            cli.archive,
            """
            2026-11-19:
            \t- Stand-up @day(2026-11-19) @routine @done(2026-11-19)
            2026-11-20:
            \t- Stand-up @day(2026-11-20) @routine @done(2026-11-20)

            """)
        let text = cli.run(["routines"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        #expect(
            text.stdout == """
                Stand-up @work !! · every weekday · done today · next Tue 2026-11-24 · streak 3 days (best 3)
                Plants · every thu · next Thu 2026-11-26 · streak 0 days (best 0)
                Someday · “Someday”: “sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25)

                """)
        let json = cli.run(["routines", "--json"]).stdout
        #expect(
            json.contains(
                #"{"name":"Stand-up","every":"weekday","problem":null,"priority":2,"tags":["@work"],"notes":[],"made":"2026-11-23","since":null,"today":"done","next":"2026-11-24","streak":{"current":3,"best":3}}"#
            ))
        #expect(json.contains(#""name":"Someday","every":null,"problem":"“Someday”: “sometimes” is not a schedule"#))
        // The log marks a routine's tasks.
        let log = cli.run(["log", "--days", "4"]).stdout
        #expect(log.contains("  [x] Stand-up @work (routine)\nFri 2026-11-20 · 1 done\n  [x] Stand-up (routine)\n"))
        #expect(cli.run(["log", "--json"]).stdout.contains(#""tags":["@work"],"routine":true}"#))
    }

    /// Every rhythm from the command line: a monthly routine written with
    /// its start, and each routine's next due day, in text and JSON.
    @Test func routinesOfEveryRhythmSayWhenTheyComeNext() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        let added = cli.run(["add", "--every", "month", "Pay rent"])
        #expect(added.status == 0 && added.stdout.contains("(every month); its task for today is on Today."))
        #expect(cli.read(cli.todo)?.contains("\t- Pay rent @every(month) @since(2026-11-23) @made(2026-11-23)\n") == true)
        #expect(cli.run(["add", "-e", "1st, last", "Bins"]).stdout.contains("its first task comes on Mon 2026-11-30."))
        #expect(cli.run(["add", "--every", "25 dec", "Call grandma"]).status == 0)
        #expect(
            cli.run(["routines"]).stdout == """
                Pay rent · every month · open today · next Wed 2026-12-23 · streak 0 days (best 0)
                Bins · every 1st, last · next Mon 2026-11-30 · streak 0 days (best 0)
                Call grandma · every dec 25 · next Fri 2026-12-25 · streak 0 days (best 0)

                """)
        #expect(
            cli.run(["routines", "--json"]).stdout.contains(
                #""made":"2026-11-23","since":"2026-11-23","today":"open","next":"2026-12-23""#))
        let bad = cli.run(["add", "--every", "feb 30", "Never"])
        #expect(bad.status == 1 && bad.stderr == "txtodo: “feb 30” is not a schedule: February has no day 30.\n")
    }

    /// A weekend away: the missed days are marked done from the command
    /// line, the archive records them as late, the streak counts them, and
    /// one undo takes one back.
    @Test func missedDaysAreMarkedDoneAfterTheFact() {
        let cli = CLI()
        cli.now = "2026-11-20 09:00:00"
        cli.run(["add", "--every", "day", "Read"])
        cli.run(["done", "read"])
        cli.now = "2026-11-23 09:00:00"
        let sat = cli.run(["routines", "done", "read", "--day", "sat"])
        #expect(sat.status == 0 && sat.stdout == "Marked “Read” done on Sat 2026-11-21.\n", "\(sat.stderr)")
        #expect(cli.run(["routines", "done", "Read", "-d", "2026-11-22"]).status == 0)
        #expect(
            cli.read(cli.archive)?.hasSuffix(
                "2026-11-21:\n\t- Read @day(2026-11-21) @done(2026-11-21) @routine @late(2026-11-23)\n\n"
                    + "2026-11-22:\n\t- Read @day(2026-11-22) @done(2026-11-22) @routine @late(2026-11-23)\n") == true)
        #expect(cli.run(["routines"]).stdout.contains("· streak 3 days (best 3)"))
        let undo = cli.run(["undo"])
        #expect(undo.stdout == "Undone: Marked “Read” done on Sun 2026-11-22.\n")
        #expect(cli.read(cli.archive)?.contains("2026-11-22") == false)
        #expect(cli.run(["routines"]).stdout.contains("· streak 0 days (best 2)"))
        let todo = cli.read(cli.todo)
        for (args, line) in [
            (["routines", "done", "read", "-d", "sat"], "txtodo: “Read” is already done on Sat 2026-11-21.\n"),
            (
                ["routines", "done", "read", "-d", "today"],
                "txtodo: Mon 2026-11-23 is not over: only a past day of “Read” is marked done after the fact; check today's task on the list.\n"
            ),
            (
                ["routines", "done", "read", "-d", "2026-11-19"],
                "txtodo: “Read” starts on Fri 2026-11-20; Thu 2026-11-19 is before it.\n"
            ),
            (["routines", "done", "walk", "-d", "sat"], "txtodo: There is no routine “walk”; txtodo routines lists them.\n"),
            (
                ["routines", "done", "read", "-d", "someday"],
                "txtodo: “someday” is not a day: give YYYY-MM-DD, yesterday, or a day name (sat) for the last one.\n"
            ),
        ] {
            let refused = cli.run(args)
            #expect(refused.status == 1 && refused.stdout.isEmpty && refused.stderr == line, "\(args)")
        }
        #expect(cli.read(cli.todo) == todo)
    }

    /// Today's task deleted or renamed does not come again today: the
    /// routine is not open, and its streak counts the day as missed.
    @Test func aRoutineWhoseTaskLeftTodaysListIsNotOpen() {
        let cli = CLI()
        cli.now = "2026-11-23 09:00:00"
        cli.run(["add", "--every", "day", "Walk"])
        cli.run(["add", "--every", "day", "Read"])
        #expect(cli.run(["rm", "walk"]).status == 0)
        #expect(cli.run(["rename", "read", "Read a book"]).status == 0)
        #expect(
            cli.run(["routines"]).stdout == """
                Walk · every day · not on today's list · next Tue 2026-11-24 · streak 0 days (best 0)
                Read · every day · not on today's list · next Tue 2026-11-24 · streak 0 days (best 0)

                """)
        let json = cli.run(["routines", "--json"]).stdout
        #expect(json.contains(#""made":"2026-11-23","since":"2026-11-23","today":"notListed","next""#))
    }

    /// The routine's day is txtodo's day: it starts at the roll-over hour,
    /// and DST days (23 and 25 hours long) are days like any other.
    @Test func theDayARoutineIsMadeForFollowsTheRolloverHourAcrossDST() {
        let cli = CLI()
        cli.extraEnvironment["TZ"] = "Europe/Berlin"
        cli.write(cli.folder + "/config/txtodo/config", "rollover = 04:00\n")
        let file = "Routines:\n\t- Saturday walk @every(sat)\n\t- Sunday call @every(sun)\n"
        cli.write(cli.todo, file)
        // 2026-03-29: clocks go from 02:00 to 03:00; at 03:30 it is still Saturday for txtodo.
        cli.now = "2026-03-29 03:30:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-03-28 · 0/1 done\n  1 [ ] Saturday walk (routine)"))
        cli.now = "2026-03-29 04:00:00"
        let sunday = cli.run(["list"]).stdout
        #expect(sunday.contains("Today 2026-03-29 · 0/1 done\n  1 [ ] Sunday call (routine)"))
        #expect(!sunday.contains("Saturday walk"))
        // 2026-10-25: 02:00–03:00 comes twice; with the roll-over at midnight, 02:30 is Sunday.
        cli.write(cli.folder + "/config/txtodo/config", "rollover = 00:00\n")
        cli.write(cli.todo, file)
        cli.now = "2026-10-25 02:30:00"
        #expect(cli.run(["list"]).stdout.contains("Today 2026-10-25 · 0/1 done\n  1 [ ] Sunday call (routine)"))
    }
}

/// A task is not moved into Routines from the command line either.
@Suite struct RoutineMoveTests {
    /// Added on a Saturday, not run on Monday (its first day): that Monday
    /// was due, so it can be marked done on Tuesday.
    @Test func aFirstDueDayMissedBeforeAnyTaskWasMadeCanBeMarkedDone() {
        let cli = CLI()
        cli.now = "2026-11-21 09:00:00"  // a Saturday
        #expect(cli.run(["add", "--every", "weekday", "Stand-up"]).status == 0)
        cli.now = "2026-11-24 09:00:00"
        let late = cli.run(["routines", "done", "stand-up", "--day", "mon"])
        #expect(late.status == 0 && late.stderr.isEmpty, "\(late.stderr)")
        #expect(late.stdout == "Marked “Stand-up” done on Mon 2026-11-23.\n")
        let before = cli.run(["routines", "done", "stand-up", "--day", "2026-11-20"])
        #expect(before.stderr == "txtodo: “Stand-up” starts on Sat 2026-11-21; Fri 2026-11-20 is before it.\n")
    }

    @Test func routinesIsNoSectionToMoveTo() {
        let cli = CLI()
        cli.run(["add", "Buy milk"])
        let moved = cli.run(["move", "1", "routines"])
        #expect(moved.status == 64)
        #expect(moved.stderr.contains("The value 'routines' is invalid for '<where>'"))
        for choice in ["up", "down", "top", "bottom", "floating", "today", "tomorrow"] {
            #expect(moved.stderr.contains("\n  - \(choice)\n"), "\(choice)")
        }
    }
}
