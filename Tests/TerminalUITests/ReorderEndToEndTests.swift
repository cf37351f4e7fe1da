import Foundation
import Testing

@testable import TerminalUI

/// Moving a task among its section's tasks in a real terminal (tmux).
@Suite(.serialized) struct ReorderEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    /// `J` moves the selected task (with its note) below the next one, the
    /// selection stays on it, and Shift-↑ brings it back; the file shows both.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func jMovesTheTaskInTheFileAndOnTheScreen() throws {
        let file = """
            Today:
            \t- Stand-up @day(2026-11-22)
            \t\tat ten
            \t- Email landlord @day(2026-11-22)
            \t- Gym @day(2026-11-22)

            """
        let app = try #require(TmuxSession(file: file))
        app.waitFor("> [ ] Stand-up")
        app.keys("J")
        let moved = app.waitFor("Moved “Stand-up” down in Today.")
        #expect(moved.contains("  [ ] Email landlord\n> [ ] Stand-up"), "\(moved)")
        let written = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(
            written
                == "Today:\n\t- Email landlord @day(2026-11-22)\n\t- Stand-up @day(2026-11-22)\n\t\tat ten\n\t- Gym @day(2026-11-22)\n"
        )
        app.keys("S-Up")
        app.waitFor("Moved “Stand-up” up in Today.")
        #expect(try String(contentsOfFile: app.path, encoding: .utf8) == file)
        #expect(app.quits())
    }
}
