import Foundation
import Testing
import TodoCore

@testable import TerminalUI

/// `/`, typing a filter, n / N, Enter and Esc.
@Suite struct SearchKeyTests {
    static let snapshot = Snapshot(
        today: Fixture.day,
        floating: [Fixture.task("Café with Sam", .floating)],
        todayTasks: [
            Fixture.task("Buy oat milk", notes: ["from the cafe on the corner"]),
            Fixture.task("Book dentist"),
            Fixture.task("Cafeteria menu"),
        ],
        tomorrow: [Fixture.task("Pay rent", .tomorrow)])

    static func searching(_ text: String) -> AppState {
        var state = Fixture.state(snapshot, width: 44, height: 12)
        _ = update(&state, .key(.character("/")))
        _ = Fixture.type(text, into: &state)
        return state
    }

    @Test func typingFiltersAsYouGo() {
        let state = Self.searching("cafe")
        #expect(
            render(state, size: state.size).text == """
                Sat 2026-11-21  filter: cafe        0/3 done
                Floating 1/3
                > [ ] Café with Sam
                Today
                  [ ] Buy oat milk                       +1
                  [ ] Cafeteria menu
                Tomorrow
                  no match

                3 tasks match; Enter keeps the filter, Esc
                clears it
                /cafe
                """)
    }

    /// Typed key by key, with a backspace and the list read again between
    /// keys, the list shows what the same filter set at once shows.
    @Test func narrowingKeyByKeyShowsWhatAFreshFilterShows() {
        var state = Self.searching("caf")
        for key: Key in [.character("e"), .character("t"), .backspace, .backspace, .character("é")] {
            _ = update(&state, .key(key))
            guard case .searching(let editor) = state.mode else {
                Issue.record("the field closed")
                return
            }
            var fresh = Fixture.state(Self.snapshot, width: 44, height: 12)
            fresh.search = SearchQuery(editor.text)
            #expect(state.lines == fresh.lines, "\(editor.text)")
        }
        #expect(searchStatus(state).text.hasPrefix("3 tasks match"))
        state.snapshot.todayTasks.removeLast()
        #expect(state.lines.count { if case .task = $0 { true } else { false } } == 2)
        #expect(searchStatus(state).text.hasPrefix("2 tasks match"))
    }

    @Test func matchesAreMarked() {
        var state = Self.searching("cafe")
        _ = update(&state, .key(.enter))
        state.expanded.insert(Self.snapshot.todayTasks[0].ref)
        let canvas = render(state, size: state.size)
        func marked(_ row: Int) -> String {
            String((0..<canvas.width).map { canvas.cell(row: row, column: $0).style == .match ? "^" : " " })
                .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        #expect(marked(2) == "      ^^^^")
        #expect(marked(5) == "               ^^^^")
        #expect(marked(6) == "      ^^^^")
    }

    @Test func enterKeepsTheFilterAndNMoves() {
        var state = Self.searching("cafe")
        #expect(update(&state, .key(.enter)) == nil)
        #expect(state.mode == .browse && state.search?.text == "cafe")
        #expect(state.selection?.ref.name == "Café with Sam")
        _ = update(&state, .key(.character("n")))
        #expect(state.selection?.ref.name == "Buy oat milk")
        _ = update(&state, .key(.character("n")))
        _ = update(&state, .key(.character("n")))
        #expect(state.selection?.ref.name == "Café with Sam", "n comes round")
        _ = update(&state, .key(.character("N")))
        #expect(state.selection?.ref.name == "Cafeteria menu")
        #expect(render(state, size: state.size).text.hasPrefix("Sat 2026-11-21  filter: cafe"))
        _ = update(&state, .key(.escape))
        #expect(state.search == nil && state.lines.compactMap(\.focus).count == 5)
        #expect(state.selection?.ref.name == "Cafeteria menu", "the selection stays")
        #expect(update(&state, .key(.character("n"))) == nil)
        if case .editing(.addNote, _) = state.mode {} else { Issue.record("without a filter n adds a note") }
    }

    @Test func escInTheFieldClearsTheFilter() {
        var state = Self.searching("rent")
        #expect(state.lines.compactMap(\.focus).map(\.ref.name) == ["Pay rent"])
        #expect(state.selection?.ref.name == "Pay rent")
        _ = update(&state, .key(.escape))
        #expect(state.search == nil && state.mode == .browse)
        #expect(state.lines.compactMap(\.focus).count == 5)
    }

    @Test func nothingMatchingSaysSo() {
        let state = Self.searching("zebra")
        #expect(state.statusLine == Status("No task matches; Enter keeps the filter, Esc clears it", isError: true))
        #expect(state.selection == nil)
    }
}
