import Glibc
import Testing

@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// The day a task is first seen is its day, even when nothing is written
/// that day: the stamps wait in the state folder, not in one process's memory.
/// And txtodo never writes the file on its own because of a hand edit: the
/// stamps wait for the next change wherever the tag stands in the line; only
/// the new day's rules are written on their own.
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

    /// Tasks of one name typed on different days are told apart by what
    /// else they say: each keeps the day it was first seen.
    @Test func tasksOfOneNameKeepTheirDaysByWhatElseTheySay() throws {
        folder.write("todo.taskpaper", "Floating:\n\t- Stretch @morning @done\n")
        folder.date("todo.taskpaper", secondsFromNow: -10)
        let clock = ManualClock("2026-11-23", 20)
        _ = try open(clock)
        clock.instant += 5 * 3600
        folder.write("todo.taskpaper", "Floating:\n\t- Stretch @evening @done\n\t- Stretch @morning @done\n")
        folder.date("todo.taskpaper", secondsFromNow: -10)
        let tuesday = try open(clock)
        #expect(tuesday.list.tasks(in: .floating).map(\.tags) == [["@evening"]])
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-23:\n\t- Stretch @morning @done(2026-11-23)\n")
        #expect(folder.read("todo.taskpaper") == "Floating:\n\t- Stretch @evening @done(2026-11-24)\n")
    }

    /// A task edited by hand since it was seen (a tag, a priority, a note
    /// added) is still the task seen: it keeps its stamp. A task typed
    /// since, of a name seen, is new.
    @Test func aTaskEditedSinceItWasSeenKeepsItsStamp() throws {
        folder.write("todo.taskpaper", "Today:\n\t- Typed\n\t- Other\n")
        let clock = ManualClock("2026-11-23", 20)
        _ = try open(clock)
        clock.advance(days: 1)
        folder.write("todo.taskpaper", "Today:\n\t- Typed @home @priority(2)\n\t\tA note\n\t- Other\n\t- Other\n")
        folder.date("todo.taskpaper", secondsFromNow: -10)
        let tuesday = try open(clock)
        #expect(tuesday.list.tasks(in: .today).map(\.name) == ["Other"])
        #expect(
            folder.read("todo.archive.taskpaper")
                == "2026-11-23:\n\t- Typed @home @priority(2) @day(2026-11-23)\n\t\tA note\n\t- Other @day(2026-11-23)\n")
    }

    /// Stamps kept by name alone (as an earlier txtodo kept them, the name
    /// `Typed` in hex) are found by name.
    @Test func stampsKeptByNameAloneAreFound() throws {
        folder.writeBefore("todo.taskpaper", "Today:\n\t- Typed\n")
        let memory = FirstSightMemory(state: state, todoPath: folder.file("todo.taskpaper"))
        _ = try open(ManualClock("2026-11-24"))
        try AtomicWriter.savePrivate(
            StateFrame.frame(Array("today 0 2026-11-23 - .5479706564".utf8)), to: memory.path, durable: false)
        #expect(try open(ManualClock("2026-11-24")).list.tasks(in: .today).isEmpty)
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-23:\n\t- Typed @day(2026-11-23)\n")
    }

    // MARK: A read writes no hand edit

    /// Hand edits that a read stamps, a tag after the stamped one or not.
    static let typed = [
        "Floating:\n\t- Read @done @home\n",
        "Floating:\n\t- Read @done() @home\n",
        "Floating:\n\t- Read @done @priority(2)\n",
        "Floating:\n\t- Read @done\n",
        "Today:\n\t- Task @day @home\n",
        "Today:\n\t- Task @day() @home\n",
        "Today:\n\t- Task @home\n",
        "Tomorrow:\n\t- Task @day @done @home\n",
    ]

    /// Read on Monday by a command, the file is left as typed; the stamp
    /// is kept all the same, so on Wednesday the task is Monday's (or
    /// Tuesday's, for Tomorrow).
    @Test(arguments: typed) func aCommandsReadLeavesTheEditAlone(_ text: String) throws {
        folder.write("todo.taskpaper", text)
        folder.date("todo.taskpaper", secondsFromNow: -10)
        let clock = ManualClock("2026-11-23", 20)
        let monday = try open(clock)
        #expect(monday.list.taskCount == 1)
        #expect(folder.read("todo.taskpaper") == text)
        clock.advance(days: 2)
        let wednesday = try open(clock)
        #expect(wednesday.list.taskCount == 0)
        let day = text.hasPrefix("Tomorrow") ? "2026-11-24" : "2026-11-23"
        #expect(folder.read("todo.archive.taskpaper")?.hasPrefix("\(day):\n\t- ") == true)
    }

    /// The open app sees the edit and leaves it as typed.
    @Test(arguments: typed) func theOpenAppLeavesTheEditAlone(_ text: String) throws {
        folder.write("todo.taskpaper", "Floating:\n")
        let app = try open(ManualClock("2026-11-23", 20))
        folder.write("todo.taskpaper", text)
        folder.date("todo.taskpaper", secondsFromNow: -10)
        #expect(try app.refresh())
        #expect(app.list.taskCount == 1 && !app.isWaitingToSave)
        #expect(folder.read("todo.taskpaper") == text)
    }

    /// A new day's rules are written on their own, and the stamps with them.
    @Test func theRulesOfANewDayAreWrittenWithTheStamps() throws {
        folder.write("todo.taskpaper", "Floating:\n\t- Read @done @home\nToday:\n\t- Old @day(2026-11-22)\n")
        folder.date("todo.taskpaper", secondsFromNow: -10)
        _ = try open(ManualClock("2026-11-23", 20))
        #expect(folder.read("todo.taskpaper") == "Floating:\n\t- Read @done(2026-11-23) @home\nToday:\n")
        #expect(folder.read("todo.archive.taskpaper") == "2026-11-22:\n\t- Old @day(2026-11-22)\n")
    }
}
