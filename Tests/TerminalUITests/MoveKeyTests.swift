import Testing
import TodoCore

@testable import TerminalUI

/// `>` and `<` move the selected task one section down or up.
@Suite struct MoveKeyTests {
    @Test func arrowsMoveBetweenSections() {
        var state = Fixture.state()
        let milk = TaskRef(section: .today, name: "Buy oat milk")
        state.selection = Focus(ref: milk)
        #expect(update(&state, .key(.character(">"))) == .commit(.move(milk, .tomorrow)))
        #expect(update(&state, .key(.character("<"))) == .commit(.move(milk, .floating)))
    }

    @Test func thereIsNothingBeyondTheFirstAndLastSection() {
        var state = Fixture.state()
        #expect(update(&state, .key(.character("<"))) == nil)
        #expect(state.status?.text == "“Learn Japanese 日本語” is in Floating, the first section; > moves it down")
        _ = update(&state, .key(.character("G")))
        // Below Tomorrow is Later (its backlog), the last section.
        let rent = TaskRef(section: .tomorrow, name: "Pay rent")
        #expect(update(&state, .key(.character(">"))) == .commit(.move(rent, .later)))
        state.snapshot.later = [TodoTask(ref: TaskRef(section: .later, name: "Renew passport"))]
        state.snapshot.tomorrow = []
        state.selection = Focus(ref: TaskRef(section: .later, name: "Renew passport"))
        #expect(update(&state, .key(.character(">"))) == nil)
        #expect(state.status?.text == "“Renew passport” is in Later, the last section; < moves it up")
    }
}
