import Foundation
import Testing
@testable import TerminalUI
import TodoCore

/// On the routines screen, 1 2 3 and p set a routine's priority and n adds
/// a note to it, as on the list: what the routine holds is copied to the
/// tasks it makes from then on.
@Suite struct RoutineKeysTests {
    @Test func priorityAndNoteKeysActOnTheSelectedRoutine() {
        var state = RoutineScreenTests.state()
        _ = update(&state, .key(.down))
        let water = TaskRef(section: .routines, name: "Water the plants")
        #expect(update(&state, .key(.character("3"))) == .commit(.setPriority(water, 3)))
        #expect(update(&state, .key(.character("1"))) == .commit(.setPriority(water, 1)))
        #expect(update(&state, .key(.character("p"))) == .commit(.cyclePriority(water)))
        #expect(update(&state, .key(.character("n"))) == nil)
        guard case .routines(let view) = state.mode else { return #expect(Bool(false)) }
        #expect(view.field?.prompt == "Note: " && view.field?.editor.text == "")
        _ = Fixture.type("Mornings, before the heat", into: &state)
        #expect(update(&state, .key(.enter)) == .commit(.addNote(water, "Mornings, before the heat")))
    }

    @Test func theHintBarNamesThem() {
        let text = render(RoutineScreenTests.state(), size: Size(width: 80, height: 8)).text
        #expect(text.hasSuffix("\na add  e rename  s days  p prio  n note  D delete  u undo  Enter history  q back"))
    }
}

/// The keys on a real store and file (Sat 2026-11-21).
@Suite(.serialized) struct RoutineKeysLoopTests {
    @Test func thePriorityAndTheNoteAreWrittenOnTheRoutine() throws {
        let loop = try LoopTests()
        let steps: [MemoryScreen.Step] =
            [.input(.key(.character("R"))), .input(.key(.character("3"))), .input(.key(.character("n")))]
            + MemoryScreen.typing("Park first") + [.input(.key(.enter)), .input(.key(.character("q")))]
            + [.input(.key(.character("q")))]
        let (status, screen) = try loop.run("Routines:\n\t- Walk @every(sun) @made(2026-11-15)\n", steps)
        #expect(status == 0)
        #expect(try loop.file() == "Routines:\n\t- Walk @every(sun) @made(2026-11-15) @priority(3)\n\t\tPark first\n")
        #expect(screen.frames.contains { $0.contains("Added a note to “Walk”.") })
        try? FileManager.default.removeItem(atPath: loop.folder)
    }
}
