import Glibc
@testable import TodoStore
import TodoCore
import TaskPaper

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    var instant: Int64

    init(_ day: String, _ hour: Int = 9) {
        instant = LocalClock.instant(day: Day(day)!, minutes: hour * 60)
    }

    var clock: LocalClock { LocalClock(rolloverMinutes: 0) { self.instant } }

    func advance(days: Int) { instant += Int64(days) * 86_400 }
}

extension TempFolder {
    /// A store on `todo.taskpaper` in this folder.
    func store(_ clock: ManualClock, archive: Bool = true) throws -> TodoStore {
        try TodoStore(path: file("todo.taskpaper"), config: Config(archive: archive), clock: clock.clock)
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
