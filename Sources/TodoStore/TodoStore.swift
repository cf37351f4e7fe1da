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
    let defersSeen: Bool
    private var document: Document
    private var stamp: FileStamp?
    /// Whether `stamp` must be checked against the bytes (see `RacyStamp`).
    private var stampIsRacy = false
    private var history = History(limit: 200)
    /// The daily rules expired or moved a task that is not saved yet.
    private var rulesPending = false
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
        rulesPending = AutomaticWrite.isNeeded(rolled, from: snapshot.document)
        if rulesPending { try settleWhenQuiet(tries: 15) }
    }

    /// Creates the file's folder (private, 0700) if it is missing, so an
    /// editor can save a file that does not exist yet.
    public func makeFolder() throws(StoreError) {
        let folder = FileLocation.split(AtomicWriter.resolvedTarget(path)).folder
        if !folder.isEmpty { try AtomicWriter.makeFolder(folder, display: path) }
    }

    public var canUndo: Bool { history.canUndo }
    public var canRedo: Bool { history.canRedo }

    /// Applies the action to the file as it is on disk now. Throws a
    /// `StoreError` (nothing written) or a `TodoError` (e.g. the task is gone).
    @discardableResult
    public func commit(_ action: Action) throws -> Outcome {
        let outcome = try transact { list, today in try apply(action, to: list, today: today) }
        history.record(outcome.change)
        return outcome
    }

    /// Reverses the last change; nil when there is nothing to undo.
    @discardableResult
    public func undo() throws -> Outcome? {
        guard let change = history.nextUndo else { return nil }
        let outcome = try undo(change)
        history.didUndo()
        return outcome
    }

    /// Reverses a change kept from an earlier process (see `LastChange`).
    public func undo(_ change: Change) throws -> Outcome {
        try transact { list, today in try TodoCore.undo(change, in: list.document, today: today) }
    }

    /// Applies the last undone change again; nil when there is nothing to redo.
    @discardableResult
    public func redo() throws -> Outcome? {
        guard let change = history.nextRedo else { return nil }
        let outcome = try transact { list, today in try TodoCore.redo(change, in: list.document, today: today) }
        history.didRedo()
        return outcome
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
        adopt(rolled.document, stamp: snapshot.stamp, list: rolled.list)
        seen(snapshot.document.bytes, snapshot.stamp, read: true)
        rulesPending = AutomaticWrite.isNeeded(rolled, from: snapshot.document)
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
    private func transact<Result>(onlyWhenQuiet: Bool = false, _ body: (TodoList, Day) throws -> Result) throws -> Result
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
            adopt(rolled.document, stamp: fresh.stamp, list: rolled.list)
            throw error
        }
        let final = result.outcome?.document ?? rolled.document
        let archived = (rolled.expired + (result.outcome?.removed ?? [])).removingEach(of: archivedSoFar)
        // The archive is written first: if saving the todo file then fails,
        // a task is in both files rather than in neither.
        if config.archive && !archived.isEmpty {
            try archive(archived)
            archivedSoFar += archived
        }
        let list = result.outcome == nil ? rolled.list : result.outcome?.list
        if final.bytes == fresh.document.bytes {
            adopt(final, stamp: fresh.stamp, list: list)
        } else {
            switch try AtomicWriter.save(final.bytes, to: path, display: path, replacing: fresh.stamp) {
            case .changed:
                return nil
            case .saved(let stamp, let late):
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

    /// Archives `tasks`: usually by parsing only the archive's last part and
    /// appending to it, else by the whole-archive edit (on the same read).
    private func archive(_ tasks: [ArchivedTask]) throws(StoreError) {
        let archivePath = self.archivePath
        let raw = try FileReader.stamped(archivePath)
        if let (bytes, stamp) = raw, let added = Archive.addedAtEnd(archiving: tasks, to: bytes),
            added.isEmpty || AppendWriter.append(added, to: archivePath, expected: stamp)
        {
            if !added.isEmpty { archiveVersions?.saved(bytes + added, from: bytes, claim: claim) }
            return
        }
        try updateArchive(raw, at: archivePath) { Archive.appending(tasks, to: $0) }
    }

    private func archive(removing tasks: [ArchivedTask]) throws(StoreError) {
        let archivePath = self.archivePath
        try updateArchive(try FileReader.stamped(archivePath), at: archivePath) { Archive.removing(tasks, from: $0) }
    }

    /// The archive beside the file (beside a link's target).
    var archivePath: String { FileLocation.archivePath(for: AtomicWriter.resolvedTarget(path)) }

    /// Updates the archive, as `raw` read it, when the edit changes it. What
    /// only adds at the end is appended in place; anything else rewrites it
    /// atomically. A new archive takes the todo file's permission bits.
    private func updateArchive(
        _ raw: (bytes: [UInt8], stamp: FileStamp)?, at archivePath: String, _ edit: (Document) -> Document
    ) throws(StoreError) {
        let contents = try FileReader.snapshot(of: raw, archivePath)
        let current = contents.document.bytes
        let updated = edit(contents.document).bytes
        guard updated != current else { return }
        if let stamp = contents.stamp, !current.isEmpty, updated.count > current.count,
            AppendWriter.isPrefix(current, of: updated),
            AppendWriter.append(Array(updated[current.count...]), to: archivePath, expected: stamp)
        {
            archiveVersions?.saved(updated, from: current, claim: claim)
            return
        }
        try AtomicWriter.save(
            updated, to: archivePath, display: archivePath, modeOf: AtomicWriter.resolvedTarget(path))
        archiveVersions?.saved(updated, from: current, claim: claim)
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

extension [ArchivedTask] {
    /// These tasks less one copy of each task in `done` (already archived
    /// by an earlier try of the same change).
    func removingEach(of done: [ArchivedTask]) -> [ArchivedTask] {
        var left = self
        for task in done {
            if let i = left.firstIndex(of: task) { left.remove(at: i) }
        }
        return left
    }
}
