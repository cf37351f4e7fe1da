import Foundation
import Glibc
import Testing

@testable import TerminalUI

/// Links, search, the line editor and the mouse in a real terminal (tmux).
@Suite(.serialized) struct FeatureEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    /// A browser script that writes each argument it gets on a line of `opened`.
    static let recordingBrowser = """
        printf '#!/bin/sh\\nfor a in "$@"; do printf "%%s\\\\n" "$a"; done >> opened\\n' > browser
        chmod +x browser
        BROWSER=./browser APP
        """

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func oOpensTheLinkAndTheChooserPicksOne() throws {
        let file = """
            Today:
            \t- A read https://example.com/a?q=1&x=(2); now @day(2026-11-22)
            \t- B two www.example.org and mailto:sam@example.com @day(2026-11-22)

            """
        let app = try #require(TmuxSession(file: file, wrapper: Self.recordingBrowser))
        app.waitFor("> [ ] A read")
        app.keys("o")
        #expect(app.waitFor("Opened https://example.com/a?q=1&x=(2)").contains("Opened"))
        app.keys("j", "o")
        app.waitFor("Open which link?")
        app.keys("Down", "Enter")
        #expect(app.waitFor("Opened mailto:sam@example.com").contains("Opened mailto"))
        app.keys("q")
        app.waitFor("EXIT=0")
        let opened = try String(contentsOfFile: app.folder + "/opened", encoding: .utf8)
        #expect(opened == "https://example.com/a?q=1&x=(2)\nmailto:sam@example.com\n")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func slashFiltersWhileTyping() throws {
        let file = """
            Today:
            \t- Book dentist @day(2026-11-22)
            \t- Cafeteria menu @day(2026-11-22)
            \t- Café with Sam @day(2026-11-22)

            """
        let app = try #require(TmuxSession(file: file))
        app.waitFor("> [ ] Book dentist")
        app.keys("/")
        app.type("cafe")
        let filtered = app.waitFor { $0.contains("2 tasks match") }
        #expect(!filtered.contains("Book dentist") && filtered.contains("Café with Sam"))
        app.keys("Enter")
        #expect(app.waitFor { $0.contains("filter: cafe") && $0.contains("? help") }.contains("? help"))
        app.keys("n")
        #expect(app.waitFor("> [ ] Café with Sam").contains("> [ ] Café with Sam"))
        app.keys("x")
        #expect(app.waitFor("Checked “Café with Sam”").contains("Checked “Café with Sam”"))
        app.keys("Escape")
        #expect(app.waitFor { $0.contains("Book dentist") && !$0.contains("filter:") }.contains("Book dentist"))
        #expect(app.quits())
    }

    /// Ctrl-← moves by word, Ctrl-K kills to the end, Ctrl-Y yanks, ↑ recalls.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func lineEditorKeys() throws {
        let app = try #require(TmuxSession())
        #expect(app.waitFor("? help").contains("? help"))
        app.keys("a")
        app.type("alpha beta")
        app.keys("C-Left", "C-k", "BSpace", "Enter")
        #expect(app.waitFor { $0.contains("[ ] alpha ") && $0.contains("Added “alpha”") }.contains("Added “alpha”"))
        app.keys("a", "C-y", "Enter")
        #expect(app.waitFor { $0.contains("Added “beta”") && $0.contains("[ ] beta") }.contains("[ ] beta"))
        app.keys("a", "Up", "Up")
        app.type(" again")
        app.keys("Enter")
        #expect(app.waitFor { $0.contains("Added “alpha again”") && $0.contains("[ ] alpha again") }.contains("[ ] alpha again"))
        #expect(app.quits())
    }

    /// With `mouse = on`, a click on a checkbox checks the task and the wheel
    /// moves down the list; without it, the same reports do nothing.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func mouseWhenSwitchedOn() throws {
        let file = "Today:\n" + (1...30).map { "\t- Task \(String(format: "%02d", $0)) @day(2026-11-22)\n" }.joined()
        let app = try #require(TmuxSession(file: file, wrapper: "mkdir -p txtodo\necho 'mouse = on' > txtodo/config\nAPP"))
        #expect(app.waitFor("> [ ] Task 01").contains("> [ ] Task 01"))
        #expect(app.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11", "the terminal is asked for SGR reports")
        // Row 6 (1-based) is Task 02; its checkbox spans columns 3 to 5.
        app.type("\u{1B}[<0;4;6M\u{1B}[<0;4;6m")
        #expect(app.waitFor("Checked “Task 02”").contains("Checked “Task 02”"))
        app.type("\u{1B}[<0;20;6M")
        #expect(app.waitFor("> [ ] Task 03").contains("> [ ] Task 03"))
        // The wheel: three rows down (Task 02, checked, has sunk to the end).
        app.type("\u{1B}[<65;20;5M")
        #expect(app.waitFor("> [ ] Task 06").contains("> [ ] Task 06"))
        #expect(app.quits())
        #expect(app.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "00", "given back on quitting")

        let off = try #require(TmuxSession(file: file))
        #expect(off.waitFor("> [ ] Task 01").contains("> [ ] Task 01"))
        #expect(off.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "00", "off by default")
        off.type("\u{1B}[<0;4;6M\u{1B}[<65;20;5Mj")
        #expect(off.waitFor("> [ ] Task 02").contains("> [ ] Task 02"))
        #expect(!off.screen().contains("Checked"))
        #expect(off.quits())
    }
}
