import Glibc
import Testing

extension CLI {
    /// Runs txtodo with stderr on a pseudo-terminal (stdout in a file, as
    /// `run` has it): the result and what reached the terminal.
    func runWithTerminalStderr(_ arguments: [String]) -> (result: RunResult, terminal: String) {
        // Linux pseudo-terminal multiplexer: unlock the pair, ask its number.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
            ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0
        else { return (RunResult(status: -1, stdout: "", stderr: "no pseudo-terminal"), "") }
        defer { close(master) }
        let result = Self.spawn(
            "/bin/sh", ["sh", "-c", "exec \"$0\" \"$@\"", Self.binary] + arguments, environment: environment, folder: folder,
            stderr: "/dev/pts/\(number)")
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = Glibc.read(master, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[..<n]
        }
        return (result, String(decoding: bytes.filter { $0 != 0x0D }, as: UTF8.self))
    }
}

/// `txtodo review` after days away: every day since the review was last
/// opened, numbered once for the day; numbers bring tasks back.
@Suite struct ReviewCommandTests {
    /// Thu, Fri and Sat each leave tasks; nobody looks until Monday.
    static func away() -> CLI {
        let cli = CLI()
        cli.now = "2026-11-19 09:00:00"
        #expect(cli.run(["add", "--priority", "2", "Call Sam"]).status == 0)
        #expect(cli.run(["note", "1", "about the party"]).status == 0)
        #expect(cli.run(["add", "Water plants"]).status == 0)
        cli.now = "2026-11-20 09:00:00"
        #expect(cli.run(["add", "Pay rent"]).status == 0)
        #expect(cli.run(["add", "--every", "day", "Stand-up"]).status == 0)
        cli.now = "2026-11-21 09:00:00"
        #expect(cli.run(["add", "Buy milk"]).status == 0)
        cli.now = "2026-11-23 09:00:00"
        return cli
    }

    static let listing = """
        Sat 2026-11-21
          1 [ ] Buy milk
        Fri 2026-11-20
          2 [ ] Pay rent
        Thu 2026-11-19
          3 [ ] Call Sam !!
                about the party
          4 [ ] Water plants

        """

    @Test func theReviewCoversEveryDaySinceItWasLastOpened() {
        let cli = Self.away()
        let review = cli.run(["review"])
        #expect(review.status == 0 && review.stdout == Self.listing && review.stderr.isEmpty, "\(review)")
        // Several at once: one change, one undo.
        let back = cli.run(["review", "4", "2"])
        #expect(
            back.stdout
                == "Took “Water plants” back to Today (from Thu 2026-11-19).\nTook “Pay rent” back to Today (from Fri 2026-11-20).\n",
            "\(back)")
        #expect(cli.read(cli.todo)?.contains("\t- Water plants @day(2026-11-23)\n") == true)
        // The numbers hold: the others keep theirs.
        #expect(
            cli.run(["review"]).stdout
                == "Sat 2026-11-21\n  1 [ ] Buy milk\nThu 2026-11-19\n  3 [ ] Call Sam !!\n        about the party\n")
        let again = cli.run(["review", "2"])
        #expect(again.status == 1 && again.stderr == "txtodo: “Pay rent” is on today's list already.\n", "\(again)")
        let none = cli.run(["review", "9"])
        #expect(none.status == 1 && none.stderr == "txtodo: No task 9 in the review; `txtodo review` numbers them 1 to 4.\n")
        #expect(cli.run(["undo"]).status == 0)
        #expect(cli.run(["review"]).stdout == Self.listing)
        // The next day covers Monday on: the days reviewed are not offered again.
        #expect(cli.run(["add", "Post the letter"]).status == 0)
        cli.now = "2026-11-24 09:00:00"
        #expect(cli.run(["review"]).stdout == "Mon 2026-11-23\n  1 [ ] Post the letter\n")
        cli.now = "2026-11-25 09:00:00"
        #expect(cli.run(["review"]).stdout == "Nothing to review: no task left unfinished since Tue 2026-11-24.\n")
    }

    @Test func jsonIsOneStableObject() {
        let cli = Self.away()
        cli.now = "2026-11-21 18:00:00"
        let json = cli.run(["review", "--json"])
        #expect(
            json.stdout
                == "{\"version\":1,\"today\":\"2026-11-21\",\"file\":\"\(cli.todo)\",\"from\":\"2026-11-14\",\"count\":3,"
                + "\"days\":[{\"day\":\"2026-11-20\",\"weekday\":\"Fri\",\"tasks\":[{\"number\":1,\"name\":\"Pay rent\","
                + "\"priority\":1,\"notes\":[],\"subtasks\":[],\"tags\":[]}]},{\"day\":\"2026-11-19\",\"weekday\":\"Thu\","
                + "\"tasks\":[{\"number\":2,\"name\":\"Call Sam\",\"priority\":2,\"notes\":[\"about the party\"],"
                + "\"subtasks\":[],\"tags\":[]},{\"number\":3,\"name\":\"Water plants\",\"priority\":1,\"notes\":[],"
                + "\"subtasks\":[],\"tags\":[]}]}]}\n", "\(json)")
        let refused = cli.run(["review", "--json", "1"])
        #expect(refused.status != 0 && refused.stdout.isEmpty)
    }

    /// The first command of a day on a terminal says what waits, once; a
    /// pipe or --json never shows it nor uses it up.
    @Test func theFirstCommandOfADayOnATerminalSaysWhatWaits() {
        let cli = Self.away()
        let piped = cli.run(["list"])
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped)")
        #expect(cli.runWithTerminalStderr(["list", "--json"]).terminal.isEmpty)
        let first = cli.runWithTerminalStderr(["list"])
        #expect(first.result.status == 0 && first.terminal == "4 unfinished from Thu–Sat: txtodo review\n", "\(first)")
        #expect(!first.result.stdout.contains("unfinished"))
        #expect(cli.runWithTerminalStderr(["add", "Feed the cat"]).terminal.isEmpty)
        // Another day: the review opened that day leaves nothing to say.
        cli.now = "2026-11-24 09:00:00"
        #expect(cli.run(["review"]).status == 0)
        #expect(cli.runWithTerminalStderr(["list"]).terminal.isEmpty)
        #expect(cli.run(["add", "Call mum"]).status == 0)
        // The next day, only Tuesday's left task waits; any command says so.
        cli.now = "2026-11-25 09:00:00"
        #expect(cli.runWithTerminalStderr(["log"]).terminal == "1 unfinished from Tue: txtodo review\n")
    }
}
