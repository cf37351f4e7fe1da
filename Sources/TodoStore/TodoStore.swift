#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_exported import TodoCore

/// The todo file, kept in step with the disk. Every change goes through one
/// transaction: lock the folder, re-read the file, apply the daily rules,
/// apply the action to what is on disk now, archive, write atomically.
/// So an edit made by hand or by another txtodo is never overwritten.
public final class TodoStore {
    public let path: String
    public private(set) var list: TodoList
    public private(set) var today: Day
    /// One line each, e.g. sync-conflict copies found beside the file.
    public private(set) var warnings: [String]

    private let config: Config
    private let clock: LocalClock
    private var document: Document
    private var stamp: FileStamp?
    private var history = History(limit: 200)

    /// Reads the file and applies the daily rules, saving (and archiving)
    /// only if they changed something. A missing file is an empty list.
    public init(path: String, config: Config, clock: LocalClock) throws(StoreError) {
        self.path = path
        self.config = config
        self.clock = clock
        today = clock.today()
        let snapshot = try FileReader.snapshot(path)
        document = snapshot.document
        stamp = snapshot.stamp
        let rolled = rollOver(document, today: today)
        list = rolled.list
        warnings = SyncConflicts.warnings(for: path)
        if rolled.changed { try settle() }
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
        let outcome = try transact { list, today in try TodoCore.undo(change, in: list.document, today: today) }
        history.didUndo()
        return outcome
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
    /// if the day changed. Writes only when the rules changed the file.
    /// Returns whether `list` (or the day it is shown for) changed.
    public func refresh() throws -> Bool {
        let day = clock.today()
        let metadata = FileReader.metadata(path)
        let untouched = switch (metadata, stamp) {
        case (nil, nil): true
        case let (now?, then?): now.sameMetadata(as: then)
        default: false
        }
        if untouched && day == today { return false }
        let before = document.bytes, dayBefore = today
        today = day
        let snapshot = try FileReader.snapshot(path)
        let rolled = rollOver(snapshot.document, today: today)
        if rolled.changed {
            try settle()
        } else {
            adopt(snapshot.document, stamp: snapshot.stamp, list: rolled.list)
        }
        warnings = SyncConflicts.warnings(for: path)
        return document.bytes != before || today != dayBefore
    }

    // MARK: Transactions

    /// Saves what the daily rules change, with no action.
    private func settle() throws(StoreError) {
        do {
            _ = try transact { (_: TodoList, _: Day) -> Outcome? in nil }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }

    /// Under the folder lock: re-read, roll over, apply `body`, archive what
    /// expired or was removed, write if the bytes changed. When `body` throws,
    /// nothing is written and the fresh content is kept in memory.
    private func transact<Result>(_ body: (TodoList, Day) throws -> Result) throws -> Result
    where Result: OutcomeCarrying {
        if FolderLock.folderIsMissing(path) {
            // Nothing to lock yet: try the change on the empty list first, so a
            // refused change does not leave a new empty folder behind.
            let day = clock.today()
            _ = try body(rollOver(Document(bytes: []), today: day).list, day)
        }
        let lock = try FolderLock(folderOf: path, display: path)
        defer { lock.release() }
        today = clock.today()
        let fresh = try FileReader.snapshot(path)
        let rolled = rollOver(fresh.document, today: today)
        let result: Result
        do {
            result = try body(rolled.list, today)
        } catch {
            adopt(rolled.document, stamp: fresh.stamp, list: rolled.list)
            throw error
        }
        let final = result.outcome?.document ?? rolled.document
        let archived = rolled.expired + (result.outcome?.removed ?? [])
        // The archive is written first: if saving the todo file then fails,
        // a task is in both files rather than in neither.
        if config.archive && !archived.isEmpty { try archive(archived) }
        if final.bytes != fresh.document.bytes {
            try AtomicWriter.save(final.bytes, to: path, display: path)
            adopt(final, stamp: FileReader.metadata(path).map { stampOf($0, final) },
                  list: result.outcome == nil ? rolled.list : nil)
        } else {
            adopt(final, stamp: fresh.stamp, list: result.outcome == nil ? rolled.list : nil)
        }
        return result
    }

    private func archive(_ tasks: [ArchivedTask]) throws(StoreError) {
        let archivePath = FileLocation.archivePath(for: AtomicWriter.resolvedTarget(path))
        let current = try FileReader.snapshot(archivePath).document
        let updated = Archive.appending(tasks, to: current)
        try AtomicWriter.save(updated.bytes, to: archivePath, display: archivePath)
    }

    /// `list`, when given, must be `new` read into tasks.
    private func adopt(_ new: Document, stamp newStamp: FileStamp?, list newList: TodoList? = nil) {
        document = new
        stamp = newStamp
        list = newList ?? TodoList(document: new)
    }

    private func stampOf(_ metadata: FileStamp, _ written: Document) -> FileStamp {
        var s = metadata
        s.hash = FileStamp.hash(written.bytes)
        return s
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
