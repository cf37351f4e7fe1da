import Glibc
import TodoCore
import TaskPaper

/// What txtodo may write without being asked. Stamping a task on first
/// sight is never one of them: it waits, in memory, for the next change.
/// Only the rules of a new day (a task expires, or Tomorrow moves to
/// Today) are saved on their own, and only once the file has been quiet.
enum AutomaticWrite {
    /// How long the file must go unchanged before an automatic write.
    static let quietNanoseconds: Int64 = 1_000_000_000

    /// Whether the daily rules did more than add stamps to `original`.
    static func isNeeded(_ rolled: RollOverResult, from original: Document) -> Bool {
        guard rolled.changed else { return false }
        return !rolled.expired.isEmpty || !onlyAddsInsideLines(original, rolled.document)
    }

    /// Whether `changed` is `original` with text added inside lines only, as
    /// stamps are: the same number of lines, each starting with its original
    /// (less trailing blanks). A move reorders lines, so it fails this. A
    /// byte comparison, much cheaper than reading the tasks again.
    static func onlyAddsInsideLines(_ original: Document, _ changed: Document) -> Bool {
        guard original.lineCount == changed.lineCount else { return false }
        return original.bytes.withUnsafeBufferPointer { a in
            changed.bytes.withUnsafeBufferPointer { b in
                original.lineIndices.allSatisfy { line in
                    let old = original.contentRange(line), new = changed.contentRange(line)
                    var end = old.upperBound
                    while end > old.lowerBound && (a[end - 1] == 0x20 || a[end - 1] == 0x09) { end -= 1 }
                    let count = end - old.lowerBound
                    return count <= new.count
                        && (count == 0 || memcmp(a.baseAddress! + old.lowerBound, b.baseAddress! + new.lowerBound, count) == 0)
                }
            }
        }
    }

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
