/// When a file was written, as a version record keeps it: the file's
/// modification time, which sync tools carry with the file. Two files with
/// the same bytes and different times were written apart: a version a log
/// records, and the same bytes written again elsewhere (a task deleted in
/// an editor right after it was added gives back the version before it).
/// Records keep microseconds; a sync tool that keeps whole seconds (or
/// milliseconds) of the time is matched at that precision.
enum WriteTime {
    /// A file time (nanoseconds since 1970) as a record keeps it.
    static func recorded(_ nanoseconds: Int64) -> Int64 { nanoseconds / 1_000 }

    /// Whether a file whose time is `file` (nanoseconds) may be the one a
    /// record of `recorded` (microseconds) was written or read as.
    static func matches(_ recorded: Int64, file: Int64) -> Bool { same(recorded, Self.recorded(file)) }

    /// Whether a version on record with the file's time `recorded` was
    /// written again since, as the file's time `file` says (both as records
    /// keep them; either unknown: not known to be).
    static func differ(_ recorded: Int64?, _ file: Int64?) -> Bool {
        guard let recorded, let file else { return false }
        return !same(recorded, file)
    }

    /// Whether two times as records keep them are one, at the precision
    /// the second shows.
    static func same(_ recorded: Int64, _ file: Int64) -> Bool {
        for step: Int64 in [1_000_000, 1_000] where file % step == 0 {
            return recorded / step == file / step
        }
        return recorded == file
    }
}
