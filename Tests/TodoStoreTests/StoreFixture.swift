@testable import TodoStore

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
