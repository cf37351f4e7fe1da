import Testing

/// Indented `- ` lines under a task are its subtasks: listed under it, read only.
@Suite struct SubtaskTests {
    static let file = """
        Today:
        \t- Call Sam @day(2026-11-22)
        \t- Plan trip @day(2026-11-22)
        \t\t- book flights @done(2026-11-22)
        \t\t\t- compare prices
        \t\tpassports in the drawer

        """

    /// A CLI whose todo file is `file`.
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(cli.todo, file)
        return cli
    }

    @Test func listShowsSubtasksUnderTheirTask() {
        let cli = Self.seeded()
        let today = cli.run(["list"]).stdout.split(separator: "\n").dropFirst(2).prefix(6)
        #expect(
            today == [
                "Today 2026-11-22 · 0/2 done", "  1 [ ] Call Sam", "  2 [ ] Plan trip", "        [x] book flights",
                "          [ ] compare prices", "        passports in the drawer",
            ])
        #expect(cli.read(cli.todo) == Self.file)
    }

    @Test func jsonGivesSubtasksBesideTheNotes() {
        let cli = Self.seeded()
        let result = cli.run(["list", "--json"])
        #expect(
            result.stdout.contains(
                #""name":"Plan trip","priority":1,"done":false,"doneDay":null,"day":"2026-11-22","delayed":false,"notes":["passports in the drawer"],"subtasks":[{"name":"book flights","done":true,"depth":1},{"name":"compare prices","done":false,"depth":2}],"tags":[],"routine":false}"#
            ), "\(result.stdout)")
        #expect(result.stdout.contains(#""name":"Call Sam","#))
        #expect(result.stdout.contains(#""notes":[],"subtasks":[],"tags":[],"routine":false}"#))
    }

    @Test func subtasksGoWithTheirTask() {
        let cli = Self.seeded()
        #expect(cli.run(["delay", "2"]).status == 0)
        #expect(
            cli.read(cli.todo) == """
                Today:
                \t- Call Sam @day(2026-11-22)
                Tomorrow:
                \t- Plan trip @day(2026-11-23) @delayed
                \t\t- book flights @done(2026-11-22)
                \t\t\t- compare prices
                \t\tpassports in the drawer

                """)
    }
}
