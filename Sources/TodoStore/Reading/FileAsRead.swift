import TodoCore
import TaskPaper
import FileAccess
import TodoVersions

/// The todo file as the store last read or wrote it: its bytes, the list
/// they hold, the stamp they had, and whether that stamp was too fresh to
/// trust (see `RacyStamp`); with the read cache (`UnchangedRead`) that lets
/// a change made right after a read check one `stat` instead of reading.
struct FileAsRead {
    private(set) var document = Document(bytes: [])
    private(set) var list: TodoList
    private(set) var stamp: FileStamp?
    /// Whether `stamp` must be checked against the bytes (see `RacyStamp`).
    private var stampIsRacy = false
    private var reads = UnchangedRead()

    init(order: ListOrder, firstSight: FirstSightMemory?) {
        list = TodoList(document: document, order: order)
        reads.firstSight = firstSight
    }

    /// Reads the file through the cache, the daily rules of `today` applied.
    /// `given`: see `UnchangedRead.read`. A file missing while a sync tool
    /// puts a version in its place is read once it is there (two seconds
    /// at most: see `FileBeingPlaced`), not as an empty list a change
    /// would then be written over.
    mutating func read(_ path: String, today: Day, now: Int64, given: RawRead? = nil) throws(StoreError) -> (
        FileContents, RollOverResult
    ) {
        let read = try reads.read(path, today: today, now: now, given: given)
        beingPlaced = false
        guard read.0.stamp == nil else { return read }
        switch FileBeingPlaced.wait(for: path) {
        case .inPlace: return try reads.read(path, today: today, now: now)
        case .stillBeingPlaced: beingPlaced = true
        case .notBeingPlaced: break
        }
        return read
    }

    /// Whether the last read found the file missing while a sync tool
    /// was still putting a version in its place, after the wait.
    private(set) var beingPlaced = false

    /// The daily rules of `today` on `document`, with the stamps given on
    /// first sight kept as a read keeps them (for a read that is not the
    /// file's whole bytes: see `LaterFold`).
    func rollOver(_ document: Document, today: Day) -> RollOverResult {
        reads.firstSight?.rollOver(document, today: today) ?? TodoCore.rollOver(document, today: today)
    }

    /// Takes `new` as the file's content; `list`, when given, must be `new`
    /// read into tasks. `now`: the file clock, to tell a racy stamp.
    mutating func adopt(
        _ new: Document, stamp newStamp: FileStamp?, list newList: TodoList? = nil, order: ListOrder, now: Int64
    ) {
        document = new
        stamp = newStamp
        stampIsRacy = newStamp.map { RacyStamp.isRacy($0, now: now) } ?? false
        list = (newList ?? TodoList(document: new)).ordered(by: order)
    }

    /// The next read reads the file whole (a save found it changed).
    mutating func forget() { reads.forget() }

    /// The stamps given on first sight are in the file now.
    mutating func firstSightSaved() { reads.firstSight?.forget() }

    /// Whether the file at `path` is the one last read: the same stamp, and
    /// the same bytes while the stamp is too fresh to trust.
    mutating func isUntouched(_ path: String, now: @autoclosure () -> Int64) -> Bool {
        switch (FileReader.metadata(path), stamp) {
        case (nil, nil): return true
        case let (current?, then?):
            guard current.sameMetadata(as: then) else { return false }
        default: return false
        }
        guard stampIsRacy, let stamp else { return true }
        if !RacyStamp.holdsSameBytes(path, as: stamp) { return false }
        stampIsRacy = RacyStamp.isRacy(stamp, now: now())
        return true
    }
}
