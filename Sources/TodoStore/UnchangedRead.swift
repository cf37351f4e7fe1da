import TodoCore
import TaskPaper

/// The last read of the todo file with the daily rules applied, reused while
/// the file holds the same bytes under the same stamp and the day is the
/// same: a change made right after loading reads the file again (to see
/// what others wrote) but parses it and applies the rules only once. With
/// `firstSight`, the stamps given to tasks first seen are kept there.
struct UnchangedRead {
    private var last: (snapshot: FileContents, day: Day, rolled: RollOverResult)?
    var firstSight: FirstSightMemory?

    mutating func read(_ path: String, today: Day) throws(StoreError) -> (FileContents, RollOverResult) {
        let raw = try FileReader.stamped(path)
        if let last, last.day == today, raw?.stamp == last.snapshot.stamp,
            (raw?.bytes ?? []) == last.snapshot.document.bytes
        {
            return (last.snapshot, last.rolled)
        }
        let snapshot = try FileReader.snapshot(of: raw, path)
        let rolled =
            firstSight?.rollOver(snapshot.document, today: today) ?? TodoCore.rollOver(snapshot.document, today: today)
        last = (snapshot, today, rolled)
        return (snapshot, rolled)
    }
}
