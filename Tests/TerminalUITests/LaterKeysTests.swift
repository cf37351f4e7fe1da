import Testing
import TodoCore
import TaskPaper

@testable import TerminalUI

/// `l` sends the selected task to Later's backlog, `T` brings it to Today,
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
        #expect(update(&state, .key(.character("T"))) == .commit(.move(passport, .today)))
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

    /// Later is drawn after Tomorrow, with its tasks, once it holds one.
    @Test func laterIsDrawnAfterTomorrow() {
        let text = render(Self.withLater(), size: Size(width: 80, height: 24)).text
        let tomorrow = text.firstRange(of: "Tomorrow")!.lowerBound
        let later = text.firstRange(of: "Later")!.lowerBound
        #expect(tomorrow < later && text.contains("Renew passport"))
        #expect(!render(Fixture.state(), size: Size(width: 80, height: 24)).text.contains("Later"))
    }

    @Test func theKeysAreInTheHelpAndRebindable() {
        let labels = KeyTable.standard.bindings.map(\.help)
        #expect(labels.contains("send the task to Later's backlog (no day)"))
        #expect(labels.contains("bring the task to Today"))
        #expect([Command.toLater, .schedule, .toToday].map(\.name) == ["later", "schedule", "to-today"])
    }
}
