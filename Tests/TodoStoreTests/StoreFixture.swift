import Glibc
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess
@testable import TodoConfig

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

extension TempFolder {
    /// Gives the file the time `seconds` from now (back when negative),
    /// keeping the nanoseconds, so every edit keeps a time of its own as
    /// editors' do. A file dated back is quiet: the daily rules may write to
    /// it at once; one dated ahead is not quiet for as long.
    func date(_ name: String, secondsFromNow seconds: Int) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let at = timespec(tv_sec: now.tv_sec + seconds, tv_nsec: now.tv_nsec)
        var times = [at, at]
        utimensat(AT_FDCWD, file(name), &times, 0)
    }
}

extension TempFolder {
    /// When the file was last written.
    func written(_ name: String) -> timespec {
        var st = stat()
        stat(file(name), &st)
        return st.st_mtim
    }

    /// Writes `text` to `name` with the time `at`, as a sync tool keeps
    /// the time a version was written on its machine (a conflict copy
    /// included).
    func write(_ name: String, _ text: String, at: timespec) {
        write(name, text)
        var times = [at, at]
        utimensat(AT_FDCWD, file(name), &times, 0)
    }
}
