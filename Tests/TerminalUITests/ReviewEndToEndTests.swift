import Foundation
import Testing
@testable import TerminalUI

/// The review after days away in a real terminal: offered once at launch,
/// every day since it was last opened under its header, and only the task
/// chosen comes back.
@Suite(.serialized) struct ReviewEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func reviewTakesBackOnlyTheChosenTask() throws {
        let archive =
            "2026-11-19:\\n\\t- Renew passport @day(2026-11-19)\\n"
            + "2026-11-21:\\n\\t- Call Sam @day(2026-11-21) @priority(2)\\n\\t\\tabout the party\\n"
            + "\\t- Water plants @day(2026-11-21)\\n\\t- Paid rent @day(2026-11-21) @done(2026-11-21)\\n"
        let app = try #require(
            TmuxSession(
                file: "Today:\n\t- Post @day(2026-11-22)\n",
                wrapper:
                    "printf '\(archive)' > todo.archive.taskpaper\nXDG_STATE_HOME=$PWD/state APP\nXDG_STATE_HOME=$PWD/state APP"
            ))
        #expect(app.waitFor("3 unfinished from Thu–Sat: r to review").contains("r to review"))
        app.keys("r")
        #expect(
            app.waitFor { $0.contains("Unfinished from Thu–Sat\nSat 2026-11-21\n> [ ] Call Sam") }.contains(
                "> [ ] Call Sam"))
        app.keys("Enter")
        #expect(
            app.waitFor { $0.contains("Took “Call Sam” back to Today.") && $0.contains("> [ ] Water plants") }.contains(
                "> [ ] Water plants"))
        app.keys("q")
        #expect(app.waitFor { $0.contains("[ ] Call Sam") && !$0.contains("Unfinished from") }.contains("[ ] Call Sam"))
        let text = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(text == "Today:\n\t- Post @day(2026-11-22)\n\t- Call Sam @day(2026-11-22) @priority(2)\n\t\tabout the party\n")
        // The second launch of the day does not offer it again; r still works.
        app.keys("q")
        let second = app.waitFor { $0.contains("? help") && !$0.contains("Took") }
        #expect(second.contains("? help") && !second.contains("unfinished from Sat"))
        app.keys("r")
        let again = app.waitFor { $0.contains("> [ ] Water plants") && $0.contains("Thu 2026-11-19\n  [ ] Renew passport") }
        #expect(again.contains("Sat 2026-11-21") && !again.contains("Call Sam"), "\(again)")
        app.keys("Escape")
        #expect(app.waitFor { $0.contains("? help") && !$0.contains("Unfinished from") }.contains("? help"))
        #expect(app.quits())
        #expect(try String(contentsOfFile: app.path, encoding: .utf8) == text)
    }
}

/// The history screen in a real terminal: L opens it, it follows a resize
/// down to the one-line calendar, and q returns to the list.
@Suite(.serialized) struct HistoryEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func historyFollowsTheTerminalSize() throws {
        let archive = "2026-11-20:\\n\\t- Paid rent @day(2026-11-20) @done(2026-11-20)\\n\\t- Call Sam @day(2026-11-20)\\n"
        let app = try #require(
            TmuxSession(
                file: "Today:\n\t- Post @day(2026-11-22) @done(2026-11-22)\n",
                wrapper: "printf '\(archive)' > todo.archive.taskpaper\nAPP"))
        #expect(app.waitFor("? help").contains("? help"))
        app.keys("L")
        // The whole frame: under load the calendar can show before the day's line.
        let wide = app.waitFor { $0.contains("History") && $0.contains("Mon") && $0.contains("(today)") }
        #expect(wide.contains("streak 1 day · longest 1 day") && wide.contains("Sun 2026-11-22 (today) · 1 done"))
        app.keys("k", "k")
        // Wait for the whole frame: the day's line can arrive before its tasks.
        let friday = app.waitFor { $0.contains("Fri 2026-11-20 · 1 done, 1 unfinished") && $0.contains("Call Sam") }
        #expect(friday.contains("[ ] Call Sam (unfinished)"))
        app.resize(width: 30, height: 8)
        let small = app.waitFor { $0.contains("←→ day") && !$0.contains("Mon") }
        #expect(small.contains("History") && small.contains("Fri 2026-11-20"))
        app.keys("q")
        #expect(app.waitFor("[x] Post").contains("[x] Post"))
        #expect(app.quits())
    }
}
