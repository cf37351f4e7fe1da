import Foundation
import Testing
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig

/// A task scheduled for a day the clocks change on (Europe/Berlin, 2026)
/// arrives when that local day begins, not an hour early or late, and the
/// day after the autumn change likewise; before then it waits in Later and
/// the file is not written.
@Suite struct LaterDaylightSavingTests {
    static let zone = TimeZone(identifier: "Europe/Berlin")!
    static let berlin: @Sendable (Int64) -> Int = { t in zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))) }

    static func utc(_ day: String, _ hour: Int) -> Int64 { Int64(Day(day)!.ordinal) * 86_400 + Int64(hour * 3600) }

    /// The day, and the instant (UTC) its local midnight falls on.
    static let days: [(String, Int64)] = [
        ("2026-03-29", utc("2026-03-28", 23)),  // CET midnight; 02:00 is skipped later that night
        ("2026-03-30", utc("2026-03-29", 22)),  // the first CEST midnight
        ("2026-10-25", utc("2026-10-24", 22)),  // CEST midnight; 03:00 comes back that night
        ("2026-10-26", utc("2026-10-25", 23)),  // the first CET midnight
    ]

    func open(_ folder: TempFolder, at t: Int64) throws -> TodoStore {
        let clock = LocalClock(rolloverMinutes: 0, offset: Self.berlin) { t }
        let store = try TodoStore(path: folder.file("todo.taskpaper"), config: Config(), clock: clock)
        try store.settle()
        return store
    }

    @Test(arguments: days) func aScheduledTaskArrivesWhenItsLocalDayBegins(_ day: String, _ midnight: Int64) throws {
        let folder = TempFolder()
        let file = "Today:\nLater:\n\t- Pay rent @day(\(day))\n"
        folder.writeBefore("todo.taskpaper", file)
        let before = try open(folder, at: midnight - 60)
        #expect(before.list.tasks(in: .later).map(\.name) == ["Pay rent"])
        #expect(folder.read("todo.taskpaper") == file)
        folder.quieten("todo.taskpaper")
        let at = try open(folder, at: midnight)
        #expect(at.today == Day(day))
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Pay rent @day(\(day))\nLater:\n")
        // The clock set back a day leaves it in Today.
        folder.quieten("todo.taskpaper")
        _ = try open(folder, at: midnight - 86_400)
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Pay rent @day(\(day))\nLater:\n")
    }
}
