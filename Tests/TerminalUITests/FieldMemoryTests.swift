import Testing
import TodoCore

@testable import TerminalUI

/// What fields remember from one to the next while the app runs.
@Suite struct FieldMemoryTests {
    private func text(_ state: AppState) -> String? {
        switch state.mode {
        case .editing(_, let editor), .searching(let editor): editor.text
        default: nil
        }
    }

    @Test func eachKindOfFieldHasItsOwnHistory() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("Water plants", into: &state)
        #expect(update(&state, .key(.enter)) == Effect.commit(.add(.today, "Water plants", priority: 1)))
        _ = update(&state, .key(.character("/")))
        _ = Fixture.type("milk", into: &state)
        _ = update(&state, .key(.enter))
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("t")))
        _ = update(&state, .key(.up))
        #expect(text(state) == "Water plants", "adding to Tomorrow recalls what was added before")
        _ = update(&state, .key(.up))
        #expect(text(state) == "Water plants", "search text is not in the task history")
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("/")))
        _ = update(&state, .key(.up))
        #expect(text(state) == "milk")
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("n")))
        _ = update(&state, .key(.up))
        #expect(text(state) == "", "no note was typed yet")
    }

    @Test func aKillCanBeYankedInTheNextField() {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("keep this", into: &state)
        _ = update(&state, .key(.control("u")))
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("n")))
        _ = update(&state, .key(.control("y")))
        #expect(text(state) == "keep this")
    }

    /// Ctrl-C leaves a field as Esc does: the text killed there can still be yanked.
    @Test func ctrlCKeepsAKillAsEscDoes() {
        for field in ["a", "/"] {
            var state = Fixture.state()
            _ = update(&state, .key(.character(Character(field))))
            _ = Fixture.type("keep this", into: &state)
            _ = update(&state, .key(.control("u")))
            _ = update(&state, .key(.control("c")))
            #expect(state.mode == .browse, "\(field)")
            _ = update(&state, .key(.character("n")))
            _ = update(&state, .key(.control("y")))
            #expect(text(state) == "keep this", "\(field)")
        }
    }
}
