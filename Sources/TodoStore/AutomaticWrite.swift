import Glibc
import TodoCore

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

    /// Whether nothing changed the file for `quietNanoseconds` by the wall
    /// clock. A time far in the future (a skewed clock) counts as quiet.
    static func isQuiet(_ stamp: FileStamp?) -> Bool {
        guard let stamp else { return true }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let age = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) - stamp.mtimeNanoseconds
        return age >= quietNanoseconds || age < -60 * quietNanoseconds
    }
}

/// Thrown inside a transaction that may only write to a quiet file.
struct FileNotQuiet: Error {}
