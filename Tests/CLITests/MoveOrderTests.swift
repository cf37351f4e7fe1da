import Testing

/// `txtodo move N up|down|top|bottom`: the user's own order from the command line.
@Suite struct MoveOrderTests {
    static let day = """
        Today:
        \t- Stand-up @day(2026-11-22)
        \t\tat ten
        \t\t- book the room

        \t- Email landlord @day(2026-11-22)
        \t- Pay rent @day(2026-11-22) @priority(3)
        \t- Gym @day(2026-11-22)

        """

    /// New tasks go to the end of their section, and the list shows them in
    /// the order they were added.
    @Test func tasksAreListedInTheOrderAdded() {
        let cli = CLI()
        for name in ["Stand-up", "Email landlord", "Gym"] { cli.run(["add", name]) }
        cli.run(["add", "--priority", "3", "Pay rent"])
        let listed = cli.run(["list"]).stdout
        let names = ["Pay rent", "Stand-up", "Email landlord", "Gym"]
        let places = names.map { listed.firstRange(of: $0)!.lowerBound }
        #expect(places == places.sorted(), "\(listed)")
        #expect(cli.read(cli.todo)!.hasSuffix("\t- Gym @day(2026-11-22)\n\t- Pay rent @day(2026-11-22) @priority(3)\n"))
    }

    @Test func downMovesTheWholeTaskAndEveryOtherLineStays() {
        let cli = CLI()
        cli.write(cli.todo, Self.day)
        // 1 Pay rent, 2 Stand-up, 3 Email landlord, 4 Gym.
        let moved = cli.run(["move", "2", "down"])
        #expect(moved.status == 0)
        #expect(moved.stdout == "Moved “Stand-up” down in Today.\n")
        #expect(
            cli.read(cli.todo) == """
                Today:
                \t- Email landlord @day(2026-11-22)

                \t- Stand-up @day(2026-11-22)
                \t\tat ten
                \t\t- book the room
                \t- Pay rent @day(2026-11-22) @priority(3)
                \t- Gym @day(2026-11-22)

                """)
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.read(cli.todo) == Self.day)
    }

    @Test func upTopAndBottomByNumberOrName() {
        let cli = CLI()
        cli.write(cli.todo, Self.day)
        let before = cli.run(["list"]).stdout
        #expect(cli.run(["move", "gym", "top"]).stdout == "Moved “Gym” to the top of its priority in Today.\n")
        // The blank line stays after the first task.
        #expect(cli.read(cli.todo)!.hasPrefix("Today:\n\t- Gym @day(2026-11-22)\n\n\t- Stand-up"))
        #expect(cli.run(["move", "gym", "bottom"]).status == 0)
        #expect(cli.run(["list"]).stdout == before)
        #expect(cli.run(["move", "4", "up"]).stdout == "Moved “Gym” up in Today.\n")
        let listed = cli.run(["list"]).stdout
        #expect(listed.firstRange(of: "Gym")!.lowerBound < listed.firstRange(of: "Email landlord")!.lowerBound)
    }

    @Test func refusalsSayWhyInOneLine() {
        let cli = CLI()
        cli.write(cli.todo, Self.day)
        let edge = cli.run(["move", "4", "down"])
        #expect(edge.status == 1)
        #expect(
            edge.stderr
                == "txtodo: “Gym” is already the last task of its priority in Today; change its priority (1 2 3 or p, or txtodo priority) to move it further.\n"
        )
        let word = cli.run(["move", "4", "sideways"])
        #expect(word.status == 64)
        #expect(word.stderr.contains("The value 'sideways' is invalid for '<where>'"))
        #expect(word.stderr.contains("  - up\n") && word.stderr.contains("  - tomorrow\n"))
        cli.write(cli.folder + "/config/txtodo/config", "sort = name\n")
        let byName = cli.run(["move", "2", "down"])
        #expect(byName.status == 1)
        #expect(byName.stderr.contains("sort = name"))
        #expect(cli.read(cli.todo) == Self.day)
        cli.write(cli.folder + "/config/txtodo/config", "sort = size\n")
        let bad = cli.run(["list"])
        #expect(bad.status == 1)
        #expect(bad.stderr.hasSuffix("/config/txtodo/config:1: sort must be file or name, not `size`\n"))
    }

    /// `sort = name` lists tasks of one priority by name, and numbers them so.
    @Test func sortByNameNumbersByName() {
        let cli = CLI()
        cli.write(cli.todo, Self.day)
        cli.write(cli.folder + "/config/txtodo/config", "sort = name\n")
        let listed = cli.run(["list"]).stdout
        let names = ["Pay rent", "Email landlord", "Gym", "Stand-up"]
        let places = names.map { listed.firstRange(of: $0)!.lowerBound }
        #expect(places == places.sorted(), "\(listed)")
        #expect(cli.run(["done", "2"]).stdout == "Checked “Email landlord”.\n")
    }

    /// Between sections, as before.
    @Test func sectionsStillWork() {
        let cli = CLI()
        cli.write(cli.todo, Self.day)
        #expect(cli.run(["move", "4", "floating"]).stdout == "Moved “Gym” to Floating.\n")
    }
}
