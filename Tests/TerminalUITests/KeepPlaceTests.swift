import Testing
import TodoCore

@testable import TerminalUI

/// `x` on an open task leaves the selection on the same row of the section.
@Suite struct KeepPlaceTests {
    static func today(_ names: [String], done: Set<String> = []) -> Snapshot {
        // Display order: open tasks first, then done ones, each in the given order.
        let open = names.filter { !done.contains($0) }.map { Fixture.task($0) }
        let closed = names.filter { done.contains($0) }.map { Fixture.task($0, done: true) }
        return Snapshot(today: Fixture.day, todayTasks: open + closed, tomorrow: [Fixture.task("Later", .tomorrow)])
    }

    static let names = (1...60).map { "Task \($0)" }

    /// Presses x and answers as the store would: the task checked, sorted down.
    static func check(_ state: inout AppState, done: inout Set<String>) {
        guard let ref = state.selection?.ref else { return }
        #expect(update(&state, .key(.character("x"))) == .commit(.toggleDone(ref)))
        done.insert(ref.name)
        _ = update(&state, .loaded(today(names, done: done), focus: ref, message: "Checked “\(ref.name)”."))
    }

    @Test func tickingDownTheListIsOneKeyPerTask() {
        var done: Set<String> = []
        var state = Fixture.state(Self.today(Self.names))
        _ = update(&state, .key(.character("j")))
        _ = update(&state, .key(.character("j")))
        #expect(state.selection?.ref.name == "Task 3")
        for expected in 4...10 {
            Self.check(&state, done: &done)
            #expect(state.selection?.ref.name == "Task \(expected)")
        }
        #expect(done == Set((3...9).map { "Task \($0)" }))
    }

    @Test func atTheEndOfTheOpenTasksTheSelectionStaysOnTheLastOpenRow() {
        var done: Set<String> = ["Task 3"]
        var state = Fixture.state(Self.today(["Task 1", "Task 2", "Task 3"], done: done))
        state.selection = Focus(ref: TaskRef(section: .today, name: "Task 2"))
        _ = update(&state, .key(.character("x")))
        done.insert("Task 2")
        _ = update(
            &state,
            .loaded(
                Self.today(["Task 1", "Task 2", "Task 3"], done: done), focus: TaskRef(section: .today, name: "Task 2"),
                message: nil))
        #expect(state.selection?.ref.name == "Task 1")
        // The last open task: the selection stays on its row (now itself, done).
        _ = update(&state, .key(.character("x")))
        _ = update(
            &state,
            .loaded(
                Self.today(["Task 1", "Task 2", "Task 3"], done: ["Task 1", "Task 2", "Task 3"]),
                focus: TaskRef(section: .today, name: "Task 1"), message: nil))
        #expect(state.selection?.ref.name == "Task 1")
    }

    @Test func reopeningFollowsTheTask() {
        var state = Fixture.state(Self.today(["A", "B", "C"], done: ["C"]))
        let c = TaskRef(section: .today, name: "C")
        state.selection = Focus(ref: c)
        _ = update(&state, .key(.character("x")))
        _ = update(&state, .loaded(Self.today(["C", "A", "B"]), focus: c, message: nil))
        #expect(state.selection?.ref == c)
    }

    @Test func aRefusedCheckOrAReloadForgetsThePlace() {
        var state = Fixture.state(Self.today(["A", "B"]))
        _ = update(&state, .key(.character("x")))
        _ = update(&state, .failed("No"))
        #expect(state.keptPlace == nil)
        let a = TaskRef(section: .today, name: "A")
        _ = update(&state, .loaded(Self.today(["A", "B"], done: ["A"]), focus: a, message: nil))
        #expect(state.selection?.ref == a)
    }
}
