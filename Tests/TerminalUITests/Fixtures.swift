import Testing
@testable import TerminalUI
import TodoCore
import TaskPaper

/// Small builders for the snapshots the tests draw.
enum Fixture {
    static let day = Day("2026-11-21")!

    static func task(
        _ name: String, _ section: Section = .today, priority: Int = 1, done: Bool = false,
        delayed: Bool = false, notes: [String] = [], occurrence: Int = 0
    ) -> TodoTask {
        TodoTask(
            ref: TaskRef(section: section, name: name, occurrence: occurrence), priority: priority,
            day: section == .floating ? nil : day, isDone: done, doneDay: done ? day : nil,
            isDelayed: delayed, notes: notes)
    }

    /// The example from the product description, with wide text.
    static let example = Snapshot(
        today: day,
        floating: [
            task("Learn Japanese 日本語", .floating, priority: 3),
            task("Finish SICP chapter 3", .floating, done: true),
        ],
        todayTasks: [
            task("Buy oat milk", priority: 2, notes: ["Semi-skimmed if they are out."]),
            task("Book dentist 🦷", delayed: true),
            task("Reply to Sam", done: true),
        ],
        tomorrow: [task("Pay rent", .tomorrow, delayed: true)])

    static func state(_ snapshot: Snapshot = example, width: Int = 80, height: Int = 24) -> AppState {
        AppState(snapshot: snapshot, size: Size(width: width, height: height))
    }

    /// Sends keys typed as text (each character one key press).
    static func type(_ text: String, into state: inout AppState) -> [Effect] {
        text.compactMap { update(&state, .key(.character($0))) }
    }
}

/// Golden screens: the whole canvas as text (trailing spaces trimmed) is `expected`.
func expectScreen(
    _ state: AppState, width: Int, height: Int, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = render(state, size: Size(width: width, height: height)).text
    #expect(text == expected, "got:\n\(text)", sourceLocation: sourceLocation)
}
