import Testing

/// `txtodo list` with words, @tags and sections: only the matching tasks,
/// each with its number of the whole listing.
@Suite struct ListFilterTests {
    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Floating:
            \t- Learn Japanese @jlpt @priority(3)
            Today:
            \t- Buy oat milk @store @priority(2) @day(2026-11-22)
            \t\tSemi-skimmed if they are out.
            \t- Café order @store(aldi) @day(2026-11-22)
            \t- Reply to Sam @day(2026-11-22) @done(2026-11-22)
            Tomorrow:
            \t- Milk the budget @day(2026-11-23)
            \t- Pay rent @day(2026-11-23)

            """)
        return cli
    }

    static let today = "Today 2026-11-22 · 1/3 done"

    /// The listing for these arguments, checked to end well.
    static func list(_ cli: CLI, _ arguments: [String]) -> String {
        let result = cli.run(["list"] + arguments)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test func theWholeListingNumbersTheTasks() {
        #expect(
            Self.list(Self.seeded(), []) == """
                Floating 1/3
                  1 [ ] Learn Japanese @jlpt !!!
                \(Self.today)
                  2 [ ] Buy oat milk @store !!
                        Semi-skimmed if they are out.
                  3 [ ] Café order @store(aldi)
                  4 [x] Reply to Sam
                Tomorrow
                  5 [ ] Milk the budget
                  6 [ ] Pay rent

                """)
    }

    @Test func wordsAreFoundAsSearchFindsThem() {
        let cli = Self.seeded()
        #expect(
            Self.list(cli, ["milk"]) == """
                \(Self.today)
                  2 [ ] Buy oat milk @store !!
                        Semi-skimmed if they are out.
                Tomorrow
                  5 [ ] Milk the budget

                """)
        let cafe = "\(Self.today)\n  3 [ ] Café order @store(aldi)\n"
        #expect(Self.list(cli, ["CAFE"]) == cafe)
        #expect(Self.list(cli, ["café"]) == cafe)
        // A note, and a tag, hold words too.
        #expect(Self.list(cli, ["skimmed"]).contains("  2 [ ] Buy oat milk"))
        #expect(Self.list(cli, ["aldi"]) == cafe)
        // Every word must be found, each anywhere.
        let oatMilk = "  2 [ ] Buy oat milk @store !!\n        Semi-skimmed if they are out.\n"
        #expect(Self.list(cli, ["milk", "OAT"]) == "\(Self.today)\n" + oatMilk)
        #expect(Self.list(cli, ["oat milk"]).contains("  2 [ ]"))
    }

    @Test func aTagMatchesWithAnyValueOrTheOneGiven() {
        let cli = Self.seeded()
        let both = """
            \(Self.today)
              2 [ ] Buy oat milk @store !!
                    Semi-skimmed if they are out.
              3 [ ] Café order @store(aldi)

            """
        #expect(Self.list(cli, ["@store"]) == both)
        #expect(Self.list(cli, ["@Store"]) == both)
        #expect(Self.list(cli, ["@store(aldi)"]) == "\(Self.today)\n  3 [ ] Café order @store(aldi)\n")
        #expect(Self.list(cli, ["@store(lidl)"]) == "No task matches.\n")
        #expect(Self.list(cli, ["@jlpt"]) == "Floating 1/3\n  1 [ ] Learn Japanese @jlpt !!!\n")
        // A tag is matched by its whole name: `@sto` is not `@store`.
        #expect(Self.list(cli, ["@sto"]) == "No task matches.\n")
    }

    @Test func sectionsShowOnlyThemselves() {
        let cli = Self.seeded()
        let tomorrow = "Tomorrow\n  5 [ ] Milk the budget\n  6 [ ] Pay rent\n"
        #expect(Self.list(cli, ["--tomorrow"]) == tomorrow)
        #expect(Self.list(cli, ["-t"]) == tomorrow)
        #expect(Self.list(cli, ["-f"]) == "Floating 1/3\n  1 [ ] Learn Japanese @jlpt !!!\n")
        #expect(Self.list(cli, ["--today"]).hasPrefix(Self.today + "\n  2 [ ] Buy oat milk"))
        #expect(Self.list(cli, ["--today"]).hasSuffix("  4 [x] Reply to Sam\n"))
        // Several sections: each of them.
        #expect(Self.list(cli, ["--floating", "--tomorrow"]) == "Floating 1/3\n  1 [ ] Learn Japanese @jlpt !!!\n" + tomorrow)
    }

    /// Hidden sections before a shown one pass on their numbers, whatever
    /// the number of digits: tasks 1 to 99 hidden, then task 100.
    @Test func hiddenSectionsPassOnTheirNumbers() {
        let cli = CLI()
        let later = (1...98).map { "\t- Someday \($0)\n" }.joined()
        cli.write(cli.todo, "Today:\n\t- First @day(2026-11-22)\nTomorrow:\n\t- Next @day(2026-11-23)\nLater:\n" + later)
        #expect(Self.list(cli, ["--tomorrow"]) == "Tomorrow\n    2 [ ] Next\n")
        #expect(Self.list(cli, ["--later", "Someday 98"]).hasSuffix("  100 [ ] Someday 98\n"))
        #expect(Self.list(cli, ["--later"]).contains("\n   11 [ ] Someday 9\n"))
    }

    @Test func everythingCombinesWithAnd() {
        let cli = Self.seeded()
        #expect(Self.list(cli, ["--tomorrow", "milk"]) == "Tomorrow\n  5 [ ] Milk the budget\n")
        let oatMilk = "  2 [ ] Buy oat milk @store !!\n        Semi-skimmed if they are out.\n"
        #expect(Self.list(cli, ["milk", "@store", "--today"]) == "\(Self.today)\n" + oatMilk)
        #expect(Self.list(cli, ["-f", "milk"]) == "No task matches.\n")
        #expect(Self.list(cli, ["@store", "budget"]) == "No task matches.\n")
        #expect(Self.list(cli, ["zebra"]) == "No task matches.\n")
    }

    @Test func jsonTakesTheSameFiltersAndKeepsTheNumbers() {
        let cli = Self.seeded()
        let json = Self.list(cli, ["--json", "milk"])
        #expect(json.hasPrefix(#"{"version":1,"today":"2026-11-22","file":"\#(cli.todo)","tasks":[{"number":2,"#))
        #expect(json.contains(#"{"number":5,"section":"tomorrow","name":"Milk the budget","#))
        #expect(json.ranges(of: #"{"number":"#).count == 2)
        let none = Self.list(cli, ["--json", "-t", "@store"])
        #expect(none.hasSuffix(#""tasks":[]}"# + "\n"))
    }

    @Test func aNumberShownByAFilteredListNamesThatTask() {
        let cli = Self.seeded()
        #expect(Self.list(cli, ["-t", "budget"]) == "Tomorrow\n  5 [ ] Milk the budget\n")
        #expect(cli.run(["done", "5"]).stdout == "Checked “Milk the budget”.\n")
        #expect(cli.read(cli.todo)?.contains("\t- Milk the budget @day(2026-11-23) @done(2026-11-22)\n") == true)
    }
}
