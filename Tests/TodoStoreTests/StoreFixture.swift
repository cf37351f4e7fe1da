import Glibc
@testable import TodoStore
import TodoCore
import TaskPaper

/// A clock the test moves by hand. Files' times are real, so the file
/// clock is the real one, moved on by the days the test advances: what was
/// written before a day passed has been quiet since.
final class ManualClock: @unchecked Sendable {
    var instant: Int64
    /// Nanoseconds the file clock is ahead of the real clock.
    var filesAge: Int64 = 0

    init(_ day: String, _ hour: Int = 9) {
        instant = LocalClock.instant(day: Day(day)!, minutes: hour * 60)
    }

    var clock: LocalClock {
        LocalClock(rolloverMinutes: 0, fileClock: { LocalClock.realNanoseconds() + self.filesAge }) { self.instant }
    }

    func advance(days: Int) {
        instant += Int64(days) * 86_400
        filesAge += Int64(max(0, days)) * 86_400 * 1_000_000_000
    }
}

extension TempFolder {
    /// A store on `todo.taskpaper` in this folder, opened as a command that
    /// reads opens it: what waits is saved (see `TodoStore.settle()`).
    func store(_ clock: ManualClock, archive: Bool = true) throws -> TodoStore {
        let store = try TodoStore(path: file("todo.taskpaper"), config: Config(archive: archive), clock: clock.clock)
        try store.settle()
        return store
    }
}

/// Polls `condition` every 20 ms until it holds or `seconds` pass.
func waitUntil(seconds: Double = 5, _ condition: () -> Bool) -> Bool {
    let end = MonotonicClock.seconds() + seconds
    while true {
        if condition() { return true }
        if MonotonicClock.seconds() > end { return false }
        usleep(20_000)
    }
}
