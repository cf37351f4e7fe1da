import Testing
import TodoCore
import TaskPaper

@testable import TerminalUI

/// `l` sends the selected task to Later's backlog, `b` brings it to Today,
/// `s` opens a field of day words that shows the day as it is typed.
@Suite struct LaterKeysTests {
    static func withLater() -> AppState {
        var snapshot = Fixture.example
        snapshot.later = [
            TodoTask(ref: TaskRef(section: .later, name: "Call the bank"), day: Day("2026-11-27")),
            TodoTask(ref: TaskRef(section: .later, name: "Renew passport")),
        ]
        return Fixture.state(snapshot)
    }

    @Test func laterAndTodayKeysMoveTheSelectedTask() {
        var state = Self.withLater()
        let milk = TaskRef(section: .today, name: "Buy oat milk")
        state.selection = Focus(ref: milk)
        #expect(update(&state, .key(.character("l"))) == .commit(.move(milk, .later)))
        let passport = TaskRef(section: .later, name: "Renew passport")
        state.selection = Focus(ref: passport)
        #expect(update(&state, .key(.character("b"))) == .commit(.move(passport, .today)))
    }

    @Test func theScheduleFieldShowsTheDayAsItIsTyped() {
        var state = Self.withLater()
        let passport = TaskRef(section: .later, name: "Renew passport")
        state.selection = Focus(ref: passport)
        #expect(update(&state, .key(.character("s"))) == nil)
        // Saturday 2026-11-21: `fr` names no day yet, `fri` the next Friday.
        _ = Fixture.type("fr", into: &state)
        #expect(render(state, size: state.size).text.contains("Day (?): fr"))
        _ = Fixture.type("i", into: &state)
        #expect(render(state, size: state.size).text.contains("Day (Fri 11-27): fri"))
        #expect(update(&state, .key(.enter)) == .commit(.schedule(passport, Day("2026-11-27")!)))
    }

    @Test func aPastOrUnreadableDayIsSaidInTheStatusLine() {
        var state = Self.withLater()
        state.selection = Focus(ref: TaskRef(section: .later, name: "Renew passport"))
        _ = update(&state, .key(.character("s")))
        _ = Fixture.type("2026-11-01", into: &state)
        #expect(update(&state, .key(.enter)) == nil)
        #expect(state.status?.text == "Sun 2026-11-01 is past; give a day from today on.")
        #expect(state.status?.isError == true)
    }

    /// Later is drawn after Tomorrow once it holds a task, folded to one
    /// line that names the next task to come; Enter on it opens it, Enter on
    /// a task of it without notes folds it again.
    @Test func laterIsFoldedAfterTomorrowAndEnterOpensIt() {
        var state = Self.withLater()
        let folded = render(state, size: Size(width: 80, height: 24)).text
        #expect(
            folded.contains(
                "  [ ] Pay rent                                                                ↷\n  Later 2 · next Fri 11-27 Call the bank\n"
            ))
        #expect(!folded.contains("Renew passport"))
        #expect(!render(Fixture.state(), size: Size(width: 80, height: 24)).text.contains("Later"))
        _ = update(&state, .key(.character("G")))
        #expect(state.selection == Focus(ref: TaskRef(section: .later, name: "Call the bank")))
        #expect(update(&state, .key(.enter)) == nil)
        let open = render(state, size: Size(width: 80, height: 24)).text
        #expect(open.contains("\nLater\n> [ ] Call the bank") && open.contains("\n  [ ] Renew passport"))
        #expect(open.contains("> [ ] Call the bank" + String(repeating: " ", count: 46) + "Fri 2026-11-27\n"))
        _ = update(&state, .key(.character("G")))
        #expect(update(&state, .key(.enter)) == nil)
        #expect(render(state, size: Size(width: 80, height: 24)).text.contains("> Later 2 · next Fri 11-27"))
        // At 40×12 the line is cut to fit, and scrolled to when selected.
        state.size = Size(width: 40, height: 12)
        keepSelectionVisible(&state)
        let small = render(state, size: state.size).text
        #expect(small.contains("> Later 2 · next Fri 11-27 Call") && !small.contains("bank"))
    }

    @Test func theKeysAreInTheHelpAndRebindable() {
        let labels = KeyTable.standard.bindings.map(\.help)
        #expect(labels.contains("send the task to Later's backlog (no day)"))
        #expect(labels.contains("bring the task to Today"))
        #expect([Command.toLater, .schedule, .toToday].map(\.name) == ["later", "schedule", "to-today"])
    }
}

/// `A` adds a task straight to Later's backlog, as `txtodo add --later`.
@Suite struct AddToLaterKeyTests {
    @Test func capitalAAddsToTheBacklog() {
        var state = Fixture.state()
        #expect(update(&state, .key(.character("A"))) == nil)
        _ = Fixture.type("Read Dune", into: &state)
        #expect(render(state, size: state.size).text.hasSuffix("\nLater: Read Dune"))
        #expect(update(&state, .key(.enter)) == .commit(.add(.later, "Read Dune", priority: 1)))
        #expect(KeyTable.standard.label(of: .add(.later)) == "A")
        #expect(HelpScreen.lines().contains { $0.key == "A" && $0.text == "add a task to Later's backlog (no day)" })
        // The last page of the bar at 80 columns names it.
        let pages = HintBar.pages(width: 80)
        #expect(pages.contains { page in page.contains { $0.key == "A" && $0.word == "add later" } })
    }
}
