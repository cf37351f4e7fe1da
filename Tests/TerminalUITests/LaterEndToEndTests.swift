import Foundation
import Testing

@testable import TerminalUI

/// Later in a real terminal (tmux), on Sunday 2026-11-22: folded after
/// Tomorrow, opened with Enter, a task scheduled with `s` as the day shows.
@Suite(.serialized) struct LaterEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aTaskIsScheduledAndLaterOpens() throws {
        let file = """
            Today:
            \t- Pay rent @day(2026-11-22)
            Later:
            \t- Renew passport

            """
        let app = try #require(TmuxSession(file: file))
        app.waitFor("> [ ] Pay rent")
        #expect(app.waitFor("Later 1").contains("  Later 1\n"))
        app.keys("s")
        app.keys("fri")
        #expect(app.waitFor("Day (Fri 11-27): fri").contains("Day (Fri 11-27): fri"))
        app.keys("Enter")
        app.waitFor("Scheduled “Pay rent” for Fri 2026-11-27.")
        #expect(
            try String(contentsOfFile: app.path, encoding: .utf8)
                == "Today:\nLater:\n\t- Renew passport\n\t- Pay rent @day(2026-11-27) @delayed\n")
        app.waitFor("Later 2 · next Fri 11-27 Pay rent")
        app.keys("G")
        #expect(app.waitFor("> Later 2").contains("> Later 2 · next Fri 11-27 Pay rent"))
        app.keys("Enter")
        let open = app.waitFor("Renew passport")
        #expect(open.contains("Later\n> [ ] Pay rent") && open.contains("\n  [ ] Renew passport"), "\(open)")
        #expect(app.quits())
    }

    /// A big backlog is read folded for the first frame and whole before
    /// the first key: a change made at once keeps every line of it.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aBigBacklogIsWholeForTheFirstKey() throws {
        let backlog = (1...300).map { "\t- Someday \($0)" + ($0 % 7 == 0 ? " @priority(2)" : "") + "\n" }.joined()
        let file =
            "Today:\n\t- Pay rent @day(2026-11-22)\nLater:\n" + backlog + "\t- Call the bank @day(2026-11-27)\n\t\tAsk for Sam.\n"
        let app = try #require(TmuxSession(file: file))
        #expect(app.waitFor("Later 301").contains("  Later 301 · next Fri 11-27 Call the bank\n"))
        app.keys("x")
        app.waitFor("[x] Pay rent")
        #expect(
            try String(contentsOfFile: app.path, encoding: .utf8)
                == file.replacingOccurrences(of: "2026-11-22)", with: "2026-11-22) @done(2026-11-22)"))
        app.keys("G")
        app.keys("Enter")
        let open = app.waitFor("Someday 7")
        #expect(open.contains("Later\n> [ ] Call the bank") && open.contains("\n  [ ] Someday 7 "), "\(open)")
        #expect(app.quits())
    }
}
