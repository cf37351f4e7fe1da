import TestSupport
import Testing

/// `txtodo list` paints on a terminal (section headers bold, `!!` yellow,
/// `!!!` bold red, done tasks dim) and never in a pipe, unless told.
@Suite struct ListColourTests {
    static let escape = "\u{1B}"

    static func seeded() -> CLI {
        let cli = CLI()
        cli.write(
            cli.todo,
            """
            Floating:
            \t- Write the talk @priority(3)
            Today:
            \t- Fix the bike @priority(2) @day(2026-11-22)
            \t\t- buy a tube @done
            \t- Call the bank @day(2026-11-22) @done(2026-11-22)

            """)
        return cli
    }

    /// The listing as written on a terminal, with its line ends as written to a pipe.
    static func onTerminal(_ cli: CLI, _ arguments: [String], term: String = "xterm-256color") -> String {
        var environment = cli.environment
        environment["TERM"] = term
        let ran = TerminalRun.run(CLI.binary, ["txtodo", "list"] + arguments, environment: environment)
        #expect(ran?.status == 0)
        return (ran?.output ?? "").replacing("\r\n", with: "\n")
    }

    static let painted = """
        \u{1B}[1mFloating 1/3\u{1B}[0m
          1 [ ] Write the talk \u{1B}[1;31m!!!\u{1B}[0m
        \u{1B}[1mToday 2026-11-22 · 1/2 done\u{1B}[0m
          2 [ ] Fix the bike \u{1B}[33m!!\u{1B}[0m
                \u{1B}[2m[x] buy a tube\u{1B}[0m
          3 \u{1B}[2m[x] Call the bank\u{1B}[0m
        \u{1B}[1mTomorrow\u{1B}[0m
          (none)

        """

    @Test func aTerminalGetsColour() {
        #expect(Self.onTerminal(Self.seeded(), []) == Self.painted)
    }

    @Test func aPipeGetsNone() {
        let cli = Self.seeded()
        let plain = cli.run(["list"]).stdout
        #expect(!plain.contains(Self.escape))
        #expect(plain == Self.painted.replacing(/\x1B\[[0-9;]*m/, with: ""))
        #expect(cli.run(["list", "--color=auto"]).stdout == plain)
        #expect(cli.run(["list", "--color=never"]).stdout == plain)
        #expect(cli.run(["list", "--color", "always"]).stdout == Self.painted)
    }

    @Test func neverNoColorAndADumbTerminalTurnItOff() {
        let cli = Self.seeded()
        let plain = cli.run(["list"]).stdout
        #expect(Self.onTerminal(cli, ["--color=never"]) == plain)
        #expect(Self.onTerminal(cli, [], term: "dumb") == plain)
        cli.extraEnvironment["NO_COLOR"] = "1"
        #expect(Self.onTerminal(cli, []) == plain)
        // Asked for in so many words, colour comes all the same.
        #expect(Self.onTerminal(cli, ["--color=always"]) == Self.painted)
        // An empty NO_COLOR is no NO_COLOR.
        cli.extraEnvironment["NO_COLOR"] = ""
        #expect(Self.onTerminal(cli, []) == Self.painted)
    }

    @Test func jsonIsNeverPainted() {
        let cli = Self.seeded()
        #expect(!Self.onTerminal(cli, ["--json"]).contains(Self.escape))
        #expect(Self.onTerminal(cli, ["--json", "--color=always"]) == cli.run(["list", "--json"]).stdout)
    }

    /// Escape codes in a name stay harmless: only the listing's own reach the terminal.
    @Test func aNameCannotBringItsOwnCodes() {
        let cli = CLI()
        cli.write(cli.todo, "Today:\n\t- Red \u{1B}[31mtext\u{1B}]0;title\u{07} @priority(3) @day(2026-11-22)\n")
        let shown = cli.run(["list", "--color=always"]).stdout
        #expect(shown.contains("  1 [ ] Red \u{FFFD}[31mtext\u{FFFD}]0;title\u{FFFD} \u{1B}[1;31m!!!\u{1B}[0m\n"), "\(shown)")
        #expect(shown.ranges(of: Self.escape).count == 8)  // three headers and the mark, in and out
    }
}
