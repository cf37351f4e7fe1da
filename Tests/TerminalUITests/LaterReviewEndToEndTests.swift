import Foundation
import Testing

@testable import TerminalUI

/// The morning in a real terminal (tmux), Sunday 2026-11-22: a scheduled
/// task has arrived from Later, the review shows it on its Later page with
/// the backlog, and Enter brings a backlog task to Today, in the file.
@Suite(.serialized) struct LaterReviewEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func theDayIsPlannedFromTheReview() throws {
        let file = """
            Today:
            \t- Post @day(2026-11-22)
            Later:
            \t- Call the bank @day(2026-11-27)
            \t- Pay rent @day(2026-11-22)
            \t- Renew passport
            \t- Read Dune

            """
        let archive = "2026-11-21:\\n\\t- Water plants @day(2026-11-21)\\n"
        let app = try #require(
            TmuxSession(
                file: file,
                wrapper: "printf '\(archive)' > todo.archive.taskpaper\nXDG_STATE_HOME=$PWD/state APP"))
        #expect(app.waitFor("1 unfinished from Sat: r to review").contains("Later 3 · next Fri 11-27 Call the bank"))
        app.keys("r")
        // The whole review frame: under load a capture can come between its
        // rows and its hint bar.
        let unfinished = app.waitFor { $0.contains("> [ ] Water plants") && $0.contains("Enter take back") }
        #expect(unfinished.hasPrefix("Unfinished from Sat") && unfinished.contains("Enter take back  Tab later"), "\(unfinished)")
        app.keys("Tab")
        let later = app.waitFor("Backlog")
        #expect(
            later.contains("Later")
                && later.contains("Arrived today\n  [ ] Pay rent\nBacklog\n> [ ] Renew passport\n  [ ] Read Dune"),
            "\(later)")
        #expect(!later.contains("Call the bank"), "\(later)")
        app.keys("j")
        app.keys("Enter")
        // The screen before `j` also shows Renew passport selected: wait for Read Dune's arrival.
        let brought = app.waitFor("Arrived today\n  [ ] Pay rent\n  [ ] Read Dune\n")
        #expect(brought.contains("Backlog\n> [ ] Renew passport\n"), "\(brought)")
        app.keys("q")
        let list = app.waitFor { $0.contains("[ ] Read Dune") && !$0.contains("Backlog") }
        #expect(list.contains("Later 2 · next Fri 11-27 Call the bank"), "\(list)")
        #expect(
            try String(contentsOfFile: app.path, encoding: .utf8)
                == "Today:\n\t- Post @day(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n\t- Read Dune @day(2026-11-22)\n"
                + "Later:\n\t- Call the bank @day(2026-11-27)\n\t- Renew passport\n")
        app.keys("u")
        app.waitFor { !$0.contains("[ ] Read Dune") }
        #expect(try String(contentsOfFile: app.path, encoding: .utf8).contains("\t- Read Dune\n"))
        #expect(app.quits())
    }
}
