import Testing
import TodoCore

@testable import TerminalUI

/// What the wheel and clicks do.
@Suite struct MouseTests {
    static let snapshot = Snapshot(
        today: Fixture.day, todayTasks: (1...20).map { Fixture.task(String(format: "Task %02d", $0)) })

    @Test func aClickSelectsAndTheCheckboxChecks() {
        var state = Fixture.state(Self.snapshot, width: 40, height: 12)
        // Row 4 of the screen: header, Floating, its placeholder, Today, then Task 01.
        #expect(update(&state, .mouse(MouseEvent(.press(0), row: 6, column: 10))) == nil)
        #expect(state.selection?.ref.name == "Task 03")
        let effect = update(&state, .mouse(MouseEvent(.press(0), row: 5, column: 3)))
        #expect(effect == Effect.commit(.toggleDone(Self.snapshot.todayTasks[1].ref)))
        #expect(state.selection?.ref.name == "Task 02")
        #expect(update(&state, .mouse(MouseEvent(.press(0), row: 0, column: 3))) == nil)
        #expect(update(&state, .mouse(MouseEvent(.press(2), row: 4, column: 3))) == nil)
        #expect(state.selection?.ref.name == "Task 02", "a right click and the header do nothing")
    }

    @Test func theWheelMovesTheSelectionAndTheListScrollsWithIt() {
        var state = Fixture.state(Self.snapshot, width: 40, height: 12)
        for _ in 0..<4 { _ = update(&state, .mouse(MouseEvent(.wheelDown, row: 5, column: 5))) }
        #expect(state.selection?.ref.name == "Task 13")
        let screen = render(state, size: state.size).text
        #expect(screen.contains("> [ ] Task 13") && !screen.contains("Floating"), "the list scrolled")
        _ = update(&state, .mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
        #expect(state.selection?.ref.name == "Task 10")
        for _ in 0..<9 { _ = update(&state, .mouse(MouseEvent(.wheelUp, row: 5, column: 5))) }
        #expect(render(state, size: state.size).text.split(separator: "\n")[1] == "Floating 0/3")
    }

    @Test func fieldsIgnoreTheMouse() {
        var state = Fixture.state(Self.snapshot, width: 40, height: 12)
        _ = update(&state, .key(.character("a")))
        #expect(update(&state, .mouse(MouseEvent(.press(0), row: 5, column: 3))) == nil)
        #expect(state.selection?.ref.name == "Task 01")
    }

    /// In the help screen the wheel goes as far down as the keys do (the
    /// help has a line more when the file is watched by polling).
    @Test func theWheelReachesTheEndOfTheHelpAsTheKeysDo() {
        for polling in [false, true] {
            var byKeys = Fixture.state(Self.snapshot, width: 40, height: 12)
            _ = update(&byKeys, .watching(polling: polling))
            _ = update(&byKeys, .key(.character("?")))
            var byWheel = byKeys
            for _ in 0..<40 { _ = update(&byKeys, .key(.pageDown)) }
            for _ in 0..<40 { _ = update(&byWheel, .mouse(MouseEvent(.wheelDown, row: 5, column: 5))) }
            #expect(byWheel.mode == byKeys.mode, "polling \(polling)")
        }
    }
}
