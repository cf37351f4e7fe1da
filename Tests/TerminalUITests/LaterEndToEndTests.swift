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
}
