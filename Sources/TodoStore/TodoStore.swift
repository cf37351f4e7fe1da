import Glibc
@_exported import TodoCore

/// The todo file, kept in step with the disk. Every change goes through one
/// transaction: lock the folder, re-read the file, apply the daily rules,
/// apply the action to what is on disk now, archive, write atomically.
/// So an edit made by hand or by another txtodo is never overwritten.
public final class TodoStore {
    public let path: String
    public private(set) var list: TodoList
    public private(set) var today: Day
    /// One line each: the file could not be updated, sync-conflict copies
    /// found beside the file.
    public var warnings: [String] { (unsaved.map { [$0] } ?? []) + conflicts }
    /// Set when the daily rules need a write that cannot be made (read-only
    /// file or folder, full disk): the list is shown with them applied.
    public private(set) var unsaved: String?
    private var conflicts: [String]
    /// What merging sync-conflict copies did at the last look, one line each.
    public var merges: [String] { look.merged }
    /// The last look at the conflict copies beside the file.
    var look = CopyMerger.Merges()

    public let config: Config
    private let clock: LocalClock
    /// Where merged copies go and this machine's id is kept; nil: no
    /// merging of sync-conflict copies, only warnings.
    private let state: StateFolder?
    /// This machine's version logs of the file and of its archive (the
    /// merge base of a conflict copy is found in every machine's logs).
    let versions: VersionKeeper?
    let archiveVersions: VersionKeeper?
    /// Seconds until a conflict copy waiting for its history is looked at
    /// again (nil: none waits).
    public var copyLookIn: Int? { look.lookAgainIn }
    /// What an unfinished change archived (nil without a state folder).
    private let journal: ArchiveJournal?
    let defersSeen: Bool
    private var document: Document
    private var stamp: FileStamp?
    /// Whether `stamp` must be checked against the bytes (see `RacyStamp`).
    private var stampIsRacy = false
    /// The file's undo history (see `UndoLog`); `durable` for a command.
    let history: UndoHistory
    /// The daily rules expired or moved a task that is not saved yet.
    private var rulesPending = false
    /// What those rules expired, for the record until it is archived.
    private(set) var pendingExpired: [ArchivedTask] = []
    /// What the daily rules did when the day last changed under a `refresh`.
    public private(set) var lastTurn: DayTurn?
    private var reads = UnchangedRead()

    /// Reads the file and applies the daily rules. Stamps stay in memory;
    /// an expiry or a move is saved (and archived) once the file has been
    /// quiet, waiting briefly for it. A missing file is an empty list.
    /// With a state folder, sync-conflict copies beside the file are merged
    /// into it first (`merges` says what each merge did).
    /// `defersSeen`: for a command about to change the file, a version it
    /// reads that no log has is recorded with its save (one write), or by
    /// `keepSeen()` when it saves nothing.
    public init(
        path: String, config: Config, clock: LocalClock, state: StateFolder? = nil, defersSeen: Bool = false
    ) throws(StoreError) {
        self.path = path
        self.defersSeen = defersSeen
        self.config = config
        self.clock = clock
        self.state = config.mergesConflicts ? state : nil
        (versions, archiveVersions) = Self.keepers(path, state: self.state, config: config, clock: clock)
        // The file's own state in the state folder, named once.
        let named = state.map { ($0, StateKey.name(for: path)) }
        journal = named.map { ArchiveJournal(state: $0, key: $1) }
        history = UndoHistory(log: named.map { UndoLog(state: $0, key: $1) })
        reads.firstSight = named.map { FirstSightMemory(state: $0, key: $1) }
        today = clock.today()
        let merged = Self.mergeCopies(path, state: self.state, versions: versions, archive: archiveVersions, clock: clock)
        look = merged ?? look
        if let change = merged?.change { history.record(change) }
        let (snapshot, rolled) = try reads.read(path, today: today)
        stamp = snapshot.stamp
        stampIsRacy = snapshot.stamp.map(RacyStamp.isRacy) ?? false
        list = rolled.list
        document = rolled.document
        conflicts = merged?.warnings ?? SyncConflicts.warnings(for: path)
        seen(snapshot.document.bytes, snapshot.stamp, read: true)
        rulesPending = AutomaticWrite.isNeeded(rolled)
        pendingExpired = rolled.expired
        if rulesPending { try settleWhenQuiet(tries: 15) }
    }

    /// Creates the file's folder (private, 0700) if it is missing, so an
    /// editor can save a file that does not exist yet.
    public func makeFolder() throws(StoreError) {
        let folder = FileLocation.split(AtomicWriter.resolvedTarget(path)).folder
        if !folder.isEmpty { try AtomicWriter.makeFolder(folder, display: path) }
    }

    /// Applies the action to the file as it is on disk now, and keeps it in
    /// the file's undo history. Throws a `StoreError` (nothing written) or a
    /// `TodoError` (e.g. the task is gone).
    @discardableResult
    public func commit(_ action: Action) throws -> Outcome {
        try transact({ list, today in try apply(action, to: list, today: today) }, then: { history.record($0.change) })
    }

    /// Applies several actions on tasks named in one listing as one change
    /// of the file (see `apply(_:to:today:)`): all of them or, when one is
    /// refused, none. Each is its own step of the undo history, in the order
    /// made.
    public func commit(_ actions: [Action]) throws -> Batch {
        try transact(
            { list, today in try apply(actions, to: list, today: today) },
            then: { batch in batch.steps.forEach { history.record($0.outcome.change) } })
    }

    /// Re-reads the file if it changed on disk, and applies the daily rules
    /// if the day changed. Writes only an expiry or a move, and only to a
    /// quiet file; never blocks. Returns whether `list` (or the day it is
    /// shown for) changed.
    /// Whether the daily rules wait in memory for the file to be quiet
    /// before they are saved: `refresh` then writes them when it is.
    public var isWaitingToSave: Bool { rulesPending && unsaved == nil }

    /// Seconds until the day changes, by the store's clock (at least 1).
    public var secondsUntilNextDay: Int { clock.secondsUntilNextDay() }

    public func refresh() throws -> Bool {
        let merged = Self.mergeCopies(path, state: state, versions: versions, archive: archiveVersions, clock: clock)
        look = merged ?? look
        if let change = merged?.change { history.record(change) }
        let day = clock.today()
        let metadata = FileReader.metadata(path)
        let untouched =
            switch (metadata, stamp) {
            case (nil, nil): true
            case let (now?, then?): now.sameMetadata(as: then)
            default: false
            }
        if untouched && day == today && !changedInTheSameTick() {
            if let merged, !merged.warnings.isEmpty { conflicts = merged.warnings }
            // A write that failed is tried again when the file or the day changes.
            if rulesPending && unsaved == nil { try settleWhenQuiet(tries: 1) }
            return false
        }
        let before = document.bytes, dayBefore = today
        today = day
        // Through the read cache, so a change made next reuses this read.
        let (snapshot, rolled) = try reads.read(path, today: today)
        if today != dayBefore { lastTurn = DayTurn(rolled) }
        adopt(rolled.document, stamp: snapshot.stamp, list: rolled.list)
        seen(snapshot.document.bytes, snapshot.stamp, read: true)
        rulesPending = AutomaticWrite.isNeeded(rolled)
        pendingExpired = rolled.expired
        if rulesPending { try settleWhenQuiet(tries: 1) }
        conflicts = merged?.warnings ?? SyncConflicts.warnings(for: path)
        return document.bytes != before || today != dayBefore
    }

    // MARK: Transactions

    /// Saves what the daily rules change, with no action, once the file has
    /// been quiet; tries again every 100 ms, `tries` times in all. A write
    /// that cannot be made leaves the rules applied in memory and a warning.
    private func settleWhenQuiet(tries: Int) throws(StoreError) {
        do {
            for attempt in 0..<tries {
                if attempt > 0 { usleep(100_000) }
                if try settle() { break }
            }
            unsaved = nil
        } catch {
            switch error {
            case .readOnly, .writeFailed, .lockFailed, .keptChanging:
                unsaved = "warning: \(path) could not be updated, so it is shown with the daily rules applied: \(error)"
            default:
                throw error
            }
        }
    }

    /// False when the file was not quiet (nothing written).
    private func settle() throws(StoreError) -> Bool {
        do {
            _ = try transact(onlyWhenQuiet: true) { (_: TodoList, _: Day) -> Outcome? in nil }
            return true
        } catch is FileNotQuiet {
            return false
        } catch let error as StoreError {
            throw error
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }

    /// Under the folder lock: re-read, roll over, apply `body`, archive what
    /// expired or was removed, write if the bytes changed. When `body` throws,
    /// nothing is written and the fresh content is kept in memory. When the
    /// file changes before the rename, all of it is done again on the new
    /// content (a few times at most, then an error with nothing lost).
    /// `then` gets the result while the lock is still held.
    func transact<Result>(
        onlyWhenQuiet: Bool = false, _ body: (TodoList, Day) throws -> Result, then: (Result) -> Void = { _ in }
    ) throws -> Result
    where Result: OutcomeCarrying {
        if FolderLock.folderIsMissing(path) {
            // Nothing to lock yet: try the change on the empty list first, so a
            // refused change does not leave a new empty folder behind.
            let day = clock.today()
            _ = try body(rollOver(Document(bytes: []), today: day).list, day)
        }
        let lock = try FolderLock(folderOf: path, display: path)
        defer { lock.release() }
        var archivedSoFar: [ArchivedTask] = []
        for _ in 0..<Self.attempts {
            if let result = try attempt(onlyWhenQuiet: onlyWhenQuiet, body, archivedSoFar: &archivedSoFar) {
                then(result)
                return result
            }
        }
        throw StoreError.keptChanging(path: path, attempts: Self.attempts)
    }

    /// How many times a change is tried on a file that keeps changing.
    static let attempts = 50

    /// One try of a transaction; nil when the file changed before the rename.
    private func attempt<Result>(
        onlyWhenQuiet: Bool, _ body: (TodoList, Day) throws -> Result, archivedSoFar: inout [ArchivedTask]
    ) throws -> Result? where Result: OutcomeCarrying {
        today = clock.today()
        let (fresh, rolled) = try reads.read(path, today: today)
        let result: Result
        do {
            if onlyWhenQuiet && !AutomaticWrite.isQuiet(fresh.stamp) { throw FileNotQuiet() }
            result = try body(rolled.list, today)
        } catch {
            // Shown with the rules applied, which wait to be written.
            adopt(rolled.document, stamp: fresh.stamp, list: rolled.list)
            rulesPending = AutomaticWrite.isNeeded(rolled)
            pendingExpired = rolled.expired
            throw error
        }
        let final = result.outcome?.document ?? rolled.document
        var archived = (rolled.expired + (result.outcome?.removed ?? [])).removingEach(of: archivedSoFar)
        // The archive is written first: if saving the todo file then fails,
        // a task is in both files rather than in neither, and the journal
        // says so, for the next change to leave it out of the archive.
        let journaled = config.archive && !archived.isEmpty ? journal : nil
        if let journaled, let hash = fresh.stamp?.hash {
            let already = journaled.archived(before: hash)
            if !already.isEmpty {
                let left = archived.removingEach(of: already)
                archivedSoFar += archived.removingEach(of: left)
                archived = left
            }
        }
        if config.archive && !archived.isEmpty {
            try archive(archived)
            archivedSoFar += archived
        }
        if let journaled, let hash = fresh.stamp?.hash { journaled.note(archivedSoFar, before: hash) }
        let list = result.outcome == nil ? rolled.list : result.outcome?.list
        if final.bytes == fresh.document.bytes {
            adopt(final, stamp: fresh.stamp, list: list)
        } else {
            switch try AtomicWriter.save(final.bytes, to: path, display: path, replacing: fresh.stamp) {
            case .changed:
                return nil
            case .saved(let stamp, let late):
                journaled?.clear()
                // The stamps given on first sight are in the file now.
                if !rolled.firstSight.isEmpty { reads.firstSight?.forget() }
                adopt(final, stamp: stamp, list: list)
                saved(final.bytes, from: fresh.document.bytes)
                if !late.isEmpty { try keep(late) }
                // Only once the task is back in the file does its archived copy go:
                // a failure here leaves it in both files, never in neither.
                if config.archive, let restored = result.outcome?.restored, !restored.isEmpty {
                    try? archive(removing: restored)
                }
            }
        }
        rulesPending = false
        pendingExpired = []
        unsaved = nil
        return result
    }

    /// Appends bytes another program wrote to the file just replaced.
    private func keep(_ late: [UInt8]) throws(StoreError) {
        var late = late
        for _ in 0..<Self.attempts {
            let fresh = try FileReader.snapshot(path)
            var bytes = fresh.document.bytes
            if let last = bytes.last, last != 0x0A, late.first != 0x0A { bytes.append(0x0A) }
            bytes += late
            switch try AtomicWriter.save(bytes, to: path, display: path, replacing: fresh.stamp) {
            case .changed:
                continue
            case .saved(let stamp, let more):
                adopt(Document(bytes: bytes), stamp: stamp)
                saved(bytes, from: fresh.document.bytes)
                if more.isEmpty { return }
                late = more
            }
        }
        throw StoreError.keptChanging(path: path, attempts: Self.attempts)
    }

    /// Whether the file, whose stamp looks as read, holds other bytes: an
    /// edit in place in the same tick of the file system's clock. Checked
    /// while the stamp is racy; once a check finds the same bytes outside
    /// the window, the stamp is trusted.
    private func changedInTheSameTick() -> Bool {
        guard stampIsRacy, let stamp else { return false }
        if !RacyStamp.holdsSameBytes(path, as: stamp) { return true }
        stampIsRacy = RacyStamp.isRacy(stamp)
        return false
    }

    /// `list`, when given, must be `new` read into tasks.
    private func adopt(_ new: Document, stamp newStamp: FileStamp?, list newList: TodoList? = nil) {
        document = new
        stamp = newStamp
        stampIsRacy = newStamp.map(RacyStamp.isRacy) ?? false
        list = newList ?? TodoList(document: new)
    }
}

/// What a transaction body returns: an outcome, or nothing (roll-over only).
protocol OutcomeCarrying {
    var outcome: Outcome? { get }
}

extension Outcome: OutcomeCarrying {
    var outcome: Outcome? { self }
}

extension Optional: OutcomeCarrying where Wrapped == Outcome {
    var outcome: Outcome? { self }
}

extension Batch: OutcomeCarrying {
    var outcome: Outcome? { combined }
}

extension [ArchivedTask] {
    /// These tasks less one copy of each task in `done` (already archived
    /// by an earlier try of the same change): of tasks alike, the first ones
    /// go, as many as `done` holds. One pass over each, by counting: a new
    /// day may expire many thousands of tasks.
    func removingEach(of done: [ArchivedTask]) -> [ArchivedTask] {
        guard !done.isEmpty else { return self }
        var owed: [ArchivedTask: Int] = [:]
        for task in done { owed[task, default: 0] += 1 }
        return filter { task in
            guard let n = owed[task], n > 0 else { return true }
            owed[task] = n - 1
            return false
        }
    }
}
