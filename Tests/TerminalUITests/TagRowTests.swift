import Testing
import TodoCore

@testable import TerminalUI

/// The user's tags after a task's name: shown dimmed, found by search, and
/// in the rename field with the name.
@Suite struct TagRowTests {
    static func state() -> AppState {
        var milk = Fixture.task("Buy milk")
        milk.tags = ["@store"]
        return Fixture.state(Snapshot(today: Fixture.day, todayTasks: [milk, Fixture.task("Call mum")]), width: 40, height: 10)
    }

    @Test func tagsFollowTheNameDimmed() {
        let state = Self.state()
        let canvas = render(state, size: state.size)
        let row = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)[4]
        #expect(row.hasPrefix("> [ ] Buy milk @store"), "\(canvas.text)")
        let dimmed = (0..<canvas.width).filter { canvas.cell(row: 4, column: $0).style == .tag }
        #expect(dimmed == Array(15..<21))
        #expect(canvas.cell(row: 4, column: 6).style == .task)
    }

    @Test func renameShowsTheTagsToEdit() {
        var state = Self.state()
        _ = update(&state, .key(.character("e")))
        guard case .editing(.rename, let editor) = state.mode else {
            Issue.record("no rename field: \(state.mode)")
            return
        }
        #expect(editor.text == "Buy milk @store")
    }

    @Test func searchFindsATag() {
        var state = Self.state()
        _ = update(&state, .key(.character("/")))
        _ = Fixture.type("store", into: &state)
        let text = render(state, size: state.size).text
        #expect(text.contains("Buy milk @store") && !text.contains("Call mum"), "\(text)")
    }
}
