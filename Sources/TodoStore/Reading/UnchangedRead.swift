import TodoCore
import TaskPaper
import FileAccess

/// The last read of the todo file with the daily rules applied, reused while
/// the file is the one read and the day is the same: a change made right
/// after loading checks the file's stamp (one `stat`) instead of reading
/// and parsing it again. A stamp too fresh to trust when it was read (see
/// `RacyStamp`) is checked against the bytes until it is trusted. With `firstSight`, the stamps given to tasks
/// first seen are kept there.
/// A file's bytes and their stamp, as `FileReader.stamped` reads them.
typealias RawRead = (bytes: [UInt8], stamp: FileStamp)

struct UnchangedRead {
    /// `racy`: the stamp was too fresh to trust when last checked against
    /// the bytes, so an edit in the same tick could still hide behind it.
    private var last: (snapshot: FileContents, day: Day, rolled: RollOverResult, racy: Bool)?
    var firstSight: FirstSightMemory?

    /// `now`: the file clock, nanoseconds (`LocalClock.fileClock`).
    /// `given`: the file's bytes and stamp, read just now by the caller.
    mutating func read(_ path: String, today: Day, now: Int64, given: RawRead? = nil) throws(StoreError) -> (
        FileContents, RollOverResult
    ) {
        if let last, last.day == today, !last.racy, let stamp = last.snapshot.stamp,
            let current = FileReader.metadata(path), current.sameMetadata(as: stamp)
        {
            return (last.snapshot, last.rolled)
        }
        let raw = if let given { given } else { try FileReader.stamped(path) }
        let racy = (raw?.stamp).map { RacyStamp.isRacy($0, now: now) } ?? false
        if let last, last.day == today, raw?.stamp == last.snapshot.stamp,
            (raw?.bytes ?? []) == last.snapshot.document.bytes
        {
            self.last?.racy = racy
            return (last.snapshot, last.rolled)
        }
        let snapshot = try FileReader.snapshot(of: raw, path)
        let rolled =
            firstSight?.rollOver(snapshot.document, today: today) ?? TodoCore.rollOver(snapshot.document, today: today)
        last = (snapshot, today, rolled, racy)
        return (snapshot, rolled)
    }

    /// The next read reads the file whole (a save found it changed).
    mutating func forget() { last = nil }
}
