import TodoCore
import TaskPaper
import FileAccess
import TodoConfig
import TodoVersions

/// The todo file, kept in step with the disk. Opening it only reads: the
/// file with the daily rules applied in memory. Every write is one
/// transaction (see `transact`): lock the folder, read, apply the rules and
/// the action to what is on disk now, write the file, the archive, the undo
/// record and the version log once each, unlock. So an edit made by hand or
/// by another txtodo is never overwritten. A command holds the lock from its
/// open to `close()`, so its one read is the one its change is made on.
public final class TodoStore {
    public let path: String
    /// The file's tasks, as last read or written.
    public var list: TodoList { file.list }
    public internal(set) var today: Day
    /// One line each: the file could not be updated, it is missing while a
    /// sync tool puts a version in its place, sync-conflict copies found
    /// beside the file.
    public var warnings: [String] {
        let placing =
            file.beingPlaced
            ? ["warning: \(path) is missing while a sync tool puts a version of it in place; nothing is shown until it is there"]
            : []
        return (unsaved.map { [$0] } ?? []) + placing + copies.warnings + logWarnings
    }
    /// Set when the daily rules need a write that cannot be made (read-only
    /// file or folder, full disk): the list is shown with them applied.
    public var unsaved: String? { rules.unsaved }
    /// What merging sync-conflict copies did at the last look, one line each.
    public var merges: [String] { copies.look.merged }
    /// Seconds until a conflict copy waiting for its history is looked at
    /// again (nil: none waits).
    public var copyLookIn: Int? { copies.look.lookAgainIn }
    /// What the daily rules did when the day last changed under a `refresh`.
    public var lastTurn: DayTurn? { rules.lastTurn }
    /// The tasks the rules brought from Later (rule 5) on `today`, kept in
    /// the state folder (see `ArrivalMemory`): the review's Later page.
    public var arrivedFromLater: [String] { arrivals.names(on: today) }

    public let config: Config
    let clock: LocalClock
    /// Where this file's own state is kept (see `StatePlaces`).
    let places: StatePlaces
    let defersSeen: Bool
    /// The file's undo history (see `UndoLog`); `durable` for a command.
    var history: UndoHistory

    /// The file as last read or written.
    var file: FileAsRead
    /// What the daily rules did that waits to be saved.
    var rules = PendingRules()
    /// The conflict copies beside the file.
    var copies = CopiesBeside()
    /// Conflict copies found beside the file and not merged yet.
    var copiesWaiting: [ConflictCopy] { copies.waiting }
    var arrivals: Arrivals
    /// The folder lock a command holds from its open to `close()`.
    var held: FolderLock?
    /// The file's bytes (where they were read) and their fold while `list`
    /// was read with Later folded (see `loadFoldingLater`), and the lines of
    /// Later's first task where they were kept without the bytes (see
    /// `loadFoldedFromMemory`); nil once the file is read whole.
    var folded: (raw: RawRead?, fold: LaterFold, firstLines: [UInt8]?)?

    /// Reads the file and applies the daily rules in memory; writes nothing
    /// and never waits for the lock. A missing file is an empty list, once
    /// a sync tool putting a version in its place has had two seconds (see
    /// `FileBeingPlaced`). `settle()` then
    /// saves what waits (the rules of a new day once the file is quiet,
    /// conflict copies merged); a change saves it with itself.
    ///
    /// `holdingLock`: for a command that changes the file: the folder lock
    /// is taken first and held until `close()`; conflict copies are merged
    /// at once, so the listing the command names tasks in is the merged one.
    /// `defersSeen`: for a command about to change the file, a version it
    /// reads that no log has is recorded with its save (one write), or by
    /// `keepSeen()` when it saves nothing.
    /// `later`: how Later is read (see `LaterReading`).
    public init(
        path: String, config: Config, clock: LocalClock, state: StateFolder? = nil, defersSeen: Bool = false,
        holdingLock: Bool = false, later: LaterReading = .whole
    ) throws(StoreError) {
        self.path = path
        self.defersSeen = defersSeen
        self.config = config
        self.clock = clock
        let copies = SyncConflicts.copies(beside: path)
        places = StatePlaces(path: path, state: state, config: config, clock: clock, copiesBeside: !copies.isEmpty)
        arrivals = Arrivals(memory: places.arrivals)
        history = UndoHistory(log: places.undo)
        file = FileAsRead(order: config.order, firstSight: places.firstSight)
        today = clock.today()
        if holdingLock && !FolderLock.folderIsMissing(path) { held = try FolderLock(folderOf: path, display: path) }
        lookForCopies(found: copies)
        if held != nil { mergeCopiesLocked() }
        if later != .whole && copiesWaiting.isEmpty && config.order == .file {
            if later == .counted, try loadStreamingLater() { return }
            if later == .folded, loadFoldedFromMemory(needsFirst: true) { return }
            if let raw = try FileReader.stamped(path) {
                if try !loadFoldingLater(raw) { try load(given: raw) }
                return
            }
        }
        try load()
    }

    /// Lets go of the folder lock a command held (also when the store goes).
    public func close() {
        held?.release()
        held = nil
    }

    deinit { held?.release() }

    /// Reads the file (through the read cache) and takes in what it holds
    /// with the rules applied; records the version read. `given`: the
    /// file's bytes and stamp, read just now.
    @discardableResult
    func load(given: RawRead? = nil) throws(StoreError) -> RollOverResult {
        let (snapshot, rolled) = try file.read(path, today: today, now: clock.fileClock(), given: given)
        takeIn(rolled, list: rolled.list, bytes: snapshot.document.bytes, stamp: snapshot.stamp)
        return rolled
    }

    /// Takes in what a read of the file's `bytes` gave, the rules applied
    /// (`list`: the tasks shown, Later folded or not); records the version
    /// read and the tasks the rules, or another machine's, brought from Later.
    /// (`bytes` nil: not kept, where no version is kept either.)
    func takeIn(_ rolled: RollOverResult, list: TodoList, bytes: [UInt8]?, stamp: FileStamp?) {
        adopt(rolled.document, stamp: stamp, list: list)
        let carried = bytes.map { arrivedElsewhere($0, now: list) } ?? []
        if let bytes { seen(bytes, stamp, read: true) }
        rules.read(rolled)
        arrivals.note(rolled.arrivedNames + carried, on: today)
    }

    /// Creates the file's folder (private, 0700) if it is missing, so an
    /// editor can save a file that does not exist yet.
    public func makeFolder() throws(StoreError) {
        let folder = FileLocation.split(AtomicWriter.resolvedTarget(path)).folder
        if !folder.isEmpty { try AtomicWriter.makeFolder(folder, display: path) }
    }

    /// `list`, when given, must be `new` read into tasks.
    func adopt(_ new: Document, stamp newStamp: FileStamp?, list newList: TodoList? = nil) {
        folded = nil
        file.adopt(new, stamp: newStamp, list: newList, order: config.order, now: clock.fileClock())
    }
}
