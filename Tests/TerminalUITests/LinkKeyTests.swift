import Foundation
import Testing
import TodoCore

@testable import TerminalUI

/// `o` and the link chooser, and how links are drawn.
@Suite struct LinkKeyTests {
    static let snapshot = Snapshot(
        today: Fixture.day,
        todayTasks: [
            Fixture.task("Read https://example.com/a (later)"),
            Fixture.task("Compare www.example.org", notes: ["and https://example.net/b."]),
            Fixture.task("Nothing to open"),
        ])

    @Test func oOpensTheOnlyLink() {
        var state = Fixture.state(Self.snapshot)
        #expect(update(&state, .key(.character("o"))) == Effect.openLink("https://example.com/a"))
    }

    @Test func severalLinksAskWhichOne() {
        var state = Fixture.state(Self.snapshot, width: 40, height: 12)
        _ = update(&state, .key(.down))
        #expect(update(&state, .key(.character("o"))) == nil)
        #expect(
            render(state, size: state.size).text == """
                Sat 2026-11-21                  0/3 done
                Floating 0/3
                  nothing here: f adds
                Today
                  [ ] Read https://example.com/a (…
                > [ ] Compare www.example.org        +1
                  [ ] Nothing to open
                Tomorrow
                Open which link? 1-2, ↑ ↓ Enter, Esc
                > 1 www.example.org
                  2 https://example.net/b
                ? help  q quit  a add  x done  m more
                """)
        _ = update(&state, .key(.down))
        #expect(update(&state, .key(.enter)) == Effect.openLink("https://example.net/b"))
        #expect(state.mode == .browse)
        _ = update(&state, .key(.character("o")))
        #expect(update(&state, .key(.character("1"))) == Effect.openLink("https://www.example.org"))
        _ = update(&state, .key(.character("o")))
        #expect(update(&state, .key(.escape)) == nil && state.mode == .browse)
    }

    @Test func aTaskWithoutLinksSaysSo() {
        var state = Fixture.state(Self.snapshot)
        _ = update(&state, .key(.character("G")))
        #expect(update(&state, .key(.character("o"))) == nil)
        #expect(state.status == Status("“Nothing to open” has no link to open", isError: true))
    }

    /// Links are underlined cells (the link style), wherever they are cut.
    @Test func linksAreDrawnInTheLinkStyle() {
        var state = Fixture.state(Self.snapshot, width: 50, height: 12)
        state.expanded.insert(Self.snapshot.todayTasks[1].ref)
        let canvas = render(state, size: state.size)
        func styled(_ row: Int) -> String {
            String((0..<canvas.width).map { canvas.cell(row: row, column: $0).style == .link ? "^" : " " })
                .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[4] == "> [ ] Read https://example.com/a (later)")
        #expect(styled(4) == "           ^^^^^^^^^^^^^^^^^^^^^")
        #expect(rows[5] == "  [ ] Compare www.example.org")
        #expect(styled(5) == "              ^^^^^^^^^^^^^^^")
        #expect(rows[6] == "      and https://example.net/b.")
        #expect(styled(6) == "          ^^^^^^^^^^^^^^^^^^^^^")
        #expect(styled(7) == "")
        for style in [Theme.monochrome, Theme.colour(rich: false), Theme.colour(rich: true)] {
            #expect(style.attributes(.link, selected: false).underline)
            #expect(style.attributes(.link, selected: true).underline)
        }
    }

    @Test func linksInSubtasksAreUnderlinedToo() {
        var task = Fixture.task("Plan trip")
        task.subtasks = [Subtask(name: "book www.example.com now")]
        let state = Fixture.state(Snapshot(today: Fixture.day, todayTasks: [task]), width: 40, height: 10)
        let canvas = render(state, size: state.size)
        let row = canvas.text.split(separator: "\n").firstIndex { $0.contains("book www") }!
        let styled = (0..<canvas.width).filter { canvas.cell(row: row, column: $0).style == .link }
        #expect(styled == Array(15..<30))
    }
}
