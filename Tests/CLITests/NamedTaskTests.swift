import Testing

/// Commands reach the task meant: several numbers read against one listing,
/// and a task named by a part of its name.
@Suite struct NamedTaskTests {
    /// Listed as 1 Call mum !!, 2 Buy milk, 3 Milk powder, 4 Water plants, 5 Café order.
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Today:
            \t- Buy milk @day(2026-11-22)
            \t- Milk powder @day(2026-11-22)
            \t- Water plants @day(2026-11-22)
            \t- Call mum @day(2026-11-22) @priority(2)
            Tomorrow:
            \t- Café order @day(2026-11-23)

            """)
        return cli
    }

    /// Each task as `list` prints it, numbers left out.
    static func rows(_ cli: CLI) -> [String] {
        cli.run(["list"]).stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0 != "  (none)" }
            .map { String($0.drop { $0 == " " || $0.isNumber }) }
    }

    @Test func severalNumbersAreReadInOneListing() {
        let cli = Self.seeded()
        // Checking 1 first moves the others up; 3 and 4 are still the tasks listed as 3 and 4.
        let result = cli.run(["done", "1", "3", "4"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        #expect(result.stdout == "Checked “Call mum”.\nChecked “Milk powder”.\nChecked “Water plants”.\n")
        #expect(Self.rows(cli) == ["[ ] Buy milk", "[x] Call mum !!", "[x] Milk powder", "[x] Water plants", "[ ] Café order"])
    }

    @Test func rmOfTwoNumbersDeletesThoseTwo() {
        let cli = Self.seeded()
        let result = cli.run(["rm", "2", "5"])
        #expect(result.stdout == "Deleted “Buy milk”.\nDeleted “Café order”.\n", "\(result)")
        #expect(Self.rows(cli) == ["[ ] Call mum !!", "[ ] Milk powder", "[ ] Water plants"])
        #expect(cli.read(cli.archive)?.contains("Buy milk") == true && cli.read(cli.archive)?.contains("Café order") == true)
    }

    /// One command is one change: `undo` takes back both tasks, and their
    /// entries leave the archive again.
    @Test func oneUndoTakesBackTheWholeCommand() {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        #expect(cli.run(["rm", "2", "5"]).status == 0)
        #expect(cli.run(["undo"]).stdout == "Undone: Deleted “Buy milk”; Deleted “Café order”.\n")
        #expect(cli.read(cli.todo) == before)
        #expect(cli.read(cli.archive)?.contains("Buy milk") != true && cli.read(cli.archive)?.contains("Café order") != true)
        // Nothing of it is left to undo: the next undo goes to the change before.
        #expect(cli.run(["done", "1", "3", "4"]).status == 0)
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.read(cli.todo) == before)
    }

    @Test func namesakesNamedByNumberAreEachReached() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Tea @day(2026-11-22)\n\t- Tea @day(2026-11-22) @priority(3)\n\t- Tea @day(2026-11-22)\n")
        #expect(cli.run(["delay", "3", "1"]).status == 0)
        #expect(
            cli.read(cli.todo)
                == "Today:\n\t- Tea @day(2026-11-22)\nTomorrow:\n\t- Tea @day(2026-11-23) @delayed\n\t- Tea @day(2026-11-23) @priority(3) @delayed\n"
        )
    }

    @Test func aTaskIsNamedByAPartOfItsName() {
        let cli = Self.seeded()
        #expect(cli.run(["done", "WATER"]).stdout == "Checked “Water plants”.\n")
        #expect(cli.run(["delay", "mum"]).stdout == "Delayed “Call mum” to tomorrow.\n")
        #expect(cli.run(["rm", "cafe"]).stdout == "Deleted “Café order”.\n")
        #expect(cli.run(["note", "powder", "the", "big", "tin"]).stdout == "Added a note to “Milk powder”.\n")
        #expect(cli.run(["priority", "buy", "3"]).stdout == "Set “Buy milk” to priority 3.\n")
        #expect(cli.run(["move", "powder", "floating"]).stdout == "Moved “Milk powder” to Floating.\n")
        #expect(cli.run(["rename", "buy", "Buy oat milk"]).stdout == "Renamed “Buy milk” to “Buy oat milk”.\n")
        #expect(cli.run(["reopen", "water", "--file", cli.todo]).stdout == "Unchecked “Water plants”.\n")
    }

    @Test func severalMatchesAreRefusedWithTheMatchesNumbered() {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        let result = cli.run(["done", "milk"])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(
            result.stderr
                == "txtodo: 2 tasks' names hold “milk”; name one by its number or by more of its name:\n  2 Buy milk\n  3 Milk powder\n"
        )
        #expect(cli.read(cli.todo) == before)
    }

    @Test func anyWordThatReachesNoTaskRefusesTheWholeCommand() {
        let cli = Self.seeded()
        let before = cli.read(cli.todo)
        let unknown = cli.run(["done", "1", "tea"])
        #expect(unknown.status == 1 && unknown.stderr == "txtodo: no task's name holds “tea” (see `txtodo list`)\n")
        let number = cli.run(["rm", "2", "9"])
        #expect(number.status == 1 && number.stderr == "txtodo: there is no task 9; numbers go from 1 to 5 (see `txtodo list`)\n")
        let refused = cli.run(["delay", "2", "5"])
        #expect(
            refused.status == 1 && refused.stderr == "txtodo: “Café order” is already on Tomorrow's list; nothing to delay.\n")
        #expect(cli.read(cli.todo) == before && !cli.exists(cli.archive))
    }

    @Test func aTaskNamedTwiceIsChangedOnce() {
        let cli = Self.seeded()
        #expect(cli.run(["rm", "2", "buy", "2"]).stdout == "Deleted “Buy milk”.\n")
    }
}
