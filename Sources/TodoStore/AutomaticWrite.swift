import Glibc
import TodoCore
import TaskPaper
import FileAccess

/// What txtodo may write without being asked. Stamping a task on first
/// sight is never one of them: it waits, in memory, for the next change.
/// Only the rules of a new day (a task expires, Tomorrow moves to Today, a
/// routine makes its task) are saved on their own, and only once the file
/// has been quiet.
enum AutomaticWrite {
    /// How long the file must go unchanged before an automatic write.
    static let quietNanoseconds: Int64 = 1_000_000_000

    /// Whether the daily rules did more than add stamps: as they report it,
    /// so a stamp anywhere in a line (`@done @home`) is never written alone.
    static func isNeeded(_ rolled: RollOverResult) -> Bool { rolled.changed && rolled.appliedNewDay }

    /// Whether nothing changed the file for `quietNanoseconds` before
    /// `now` (nanoseconds by the wall clock, `LocalClock.fileClock`). A time
    /// far in the future (a skewed clock) counts as quiet.
    static func isQuiet(_ stamp: FileStamp?, now: Int64) -> Bool {
        quietIn(stamp, now: now) == 0
    }

    /// Nanoseconds until the file has been quiet long enough (0: it has).
    static func quietIn(_ stamp: FileStamp?, now: Int64) -> Int64 {
        guard let stamp else { return 0 }
        let age = now - stamp.mtimeNanoseconds
        return age >= quietNanoseconds || age < -60 * quietNanoseconds ? 0 : quietNanoseconds - age
    }
}
