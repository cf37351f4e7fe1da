import Glibc
import Testing

@testable import TodoStore
import TodoCore
import TaskPaper

/// The day a task is first seen is its day, even when nothing is written
/// that day: the stamps wait in the state folder, not in one process's memory.
@Suite struct FirstSightTests {
    let folder = TempFolder()
    var state: StateFolder { StateFolder(path: folder.file("state")) }

    /// Opened as a command that reads opens it (what waits is saved).
    func open(_ clock: ManualClock) throws -> TodoStore {
        let store = try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock, state: state)
        try store.settle()
        return store
    }

    func names(_ store: TodoStore, _ section: Section) -> [String] { store.list.tasks(in: section).map(\.name) }

    @Test func aTaskTypedAndSeenOnMondayExpiresOnTuesday() throws {
        let typed = "Floating:\n\t- Read @done\n\t- Open\nToday:\n\t- Typed\nTomorrow:\n\t- Later\n"
        folder.write("todo.taskpaper", typed)
        let clock = ManualClock("2026-11-23")
        let monday = try open(clock)
        #expect(monday.list.tasks(in: .today).first?.day == Day("2026-11-23"))
        // Seen, not written: the hand edit stays as typed.
        #expect(folder.read("todo.taskpaper") == typed)
        clock.advance(days: 1)
        let tuesday = try open(clock)
        #expect(names(tuesday, .today) == ["Later"] && names(tuesday, .floating) == ["Open"])
        #expect(tuesday.list.tasks(in: .today).first?.day == Day("2026-11-24"))
        #expect(
            folder.read("todo.archive.taskpaper")
                == "2026-11-23:\n\t- Read @done(2026-11-23)\n\t- Typed @day(2026-11-23)\n")
        #expect(try tuesday.logbook().days.first { $0.day == Day("2026-11-23") }?.count(.done) == 1)
    }

    @Test func aClockSetBackKeepsTheStampGiven() throws {
        folder.write("todo.taskpaper", "Today:\n\t- Typed\n")
        let clock = ManualClock("2026-11-24")
        _ = try open(clock)
        clock.advance(days: -1)
        let earlier = try open(clock)
        #expect(earlier.list.tasks(in: .today).first?.day == Day("2026-11-24"))
        clock.advance(days: 2)
        let later = try open(clock)
        #expect(later.list.tasks(in: .today).isEmpty)
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-24:\n\t- Typed @day(2026-11-24)\n")
    }

    /// Once written with a change, the stamps are the file's, and the
    /// memory goes: a task typed again later is seen anew.
    @Test func aChangeWritesTheStampsAndTheMemoryGoes() throws {
        folder.write("todo.taskpaper", "Today:\n\t- Typed\n")
        let clock = ManualClock("2026-11-23")
        let store = try open(clock)
        let memory = FirstSightMemory(state: state, todoPath: folder.file("todo.taskpaper"))
        #expect(!memory.load().isEmpty)
        try store.commit(.add(.today, "Added", priority: 1))
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Typed @day(2026-11-23)\n\t- Added @day(2026-11-23)\n")
        #expect(access(memory.path, F_OK) != 0)
        clock.advance(days: 2)
        folder.write("todo.taskpaper", "Today:\n\t- Typed\n")
        #expect(try open(clock).list.tasks(in: .today).first?.day == Day("2026-11-25"))
    }

    /// Tasks alike, typed on different days, keep each its own day.
    @Test func tasksAlikeTypedOnDifferentDaysKeepTheirDays() throws {
        folder.write("todo.taskpaper", "Floating:\n\t- Stretch @done\n")
        let clock = ManualClock("2026-11-23", 20)
        _ = try open(clock)
        clock.instant += 5 * 3600
        folder.writeBefore("todo.taskpaper", "Floating:\n\t- Stretch @done\n\t- Stretch @done\n")
        let next = try open(clock)
        #expect(next.list.tasks(in: .floating).map(\.doneDay) == [Day("2026-11-24")])
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-23:\n\t- Stretch @done(2026-11-23)\n")
    }
}
