import TodoCore
import FileAccess
import TodoConfig
import TodoVersions
import TaskPaper

/// The store's side of the version logs: the keepers of the file's and the
/// archive's logs, the look at the conflict copies beside the file, and
/// what is recorded when a version is read or written.
extension TodoStore {
    /// The folder of version logs beside the file (nil: none are kept);
    /// the app watches it, since a log that arrives can let a conflict
    /// copy that waits for it be merged.
    public var versionsFolder: String? { places.versions.map { String($0.folder.path.dropLast()) } }

    /// Looks for conflict copies beside the file (one read of the folder):
    /// with a state folder they wait to be merged by the next transaction;
    /// without one, each is a warning.
    func lookForCopies(found: [ConflictCopy]? = nil) {
        let copies = found ?? SyncConflicts.copies(beside: path)
        self.copies.found(copies, merging: places.folder != nil)
    }

    /// Merges the copies found waiting, under the folder lock the caller
    /// holds; the change they made to the file is one step of undo.
    func mergeCopiesLocked() {
        guard let state = places.folder, !copies.waiting.isEmpty else { return }
        let look = CopyMerger.mergeAll(
            copies.waiting, into: path, state: state,
            versions: .init(file: places.versions, archive: places.archiveVersions, now: clock.fileTime(), today: today))
        copies.merged(look)
        do {
            if !look.expired.isEmpty { try archiveFile.add(look.expired) }
        } catch {
            copies.warn("warning: tasks a merged copy had from an earlier day were not archived: \(error)")
        }
        if let change = look.change { history.record(change) }
    }

    /// This machine's log of the file (nil: no versions are recorded).
    var versionLogPath: String? { places.versions?.logPath }

    /// How a version first seen is recorded (see `CopiesBeside.claim`).
    var claim: VersionKeeper.Claim { copies.claim }

    /// Records a version read from disk in the version log when no log has
    /// it. A read of a file changed less than a second ago, where only
    /// whole reads count (`recordsOnlyQuietReads`), is held back: the file
    /// may be half written. It is recorded with the next save, or by a
    /// look that finds the file unchanged and quiet (`refresh()`).
    func seen(_ bytes: [UInt8], _ stamp: FileStamp?, read: Bool = false) {
        guard let versions = places.versions, stamp != nil else { return }
        let whole = !versions.onlyQuietReads || AutomaticWrite.isQuiet(stamp, now: clock.fileClock())
        versions.read(bytes, claim: claim, deferred: (read && defersSeen) || !whole, written: stamp?.mtimeNanoseconds)
    }

    /// Whether versions are recorded only from reads of a quiet file: the
    /// app, which reads the file whenever it changes.
    public var recordsOnlyQuietReads: Bool {
        get { places.versions?.onlyQuietReads ?? false }
        set { places.versions?.onlyQuietReads = newValue }
    }

    /// How what a save was made on is recorded: as a first seen version
    /// is, but, while a conflict copy waits beside the file and one holds
    /// this machine's last recorded version, with no parent. The sync tool
    /// moved this machine's version to the copy and put another machine's
    /// in the file's place: the merge places that one (see
    /// `SavedWhileWaiting`), and the save rests on a version on record.
    private var savedClaim: VersionKeeper.Claim {
        guard claim == .skip, let versions = places.versions else { return claim }
        return versions.lastIsIn(SyncConflicts.copyPaths(beside: path)) ? .none : claim
    }

    /// Records a version this process is about to write over `old` (read
    /// from a file stamped `read`), with the tasks the change renamed (see
    /// `transact`); the time the file is to be given, returned, goes to
    /// the save (nil: no version is recorded, the file keeps its own).
    func saved(_ bytes: [UInt8], from old: [UInt8], read: FileStamp?, renames: [String]) -> Int64? {
        let written = places.versions.map { _ in LocalClock.realNanoseconds() }
        places.versions?.saved(
            bytes, from: old, claim: savedClaim, renames: renames, read: read?.mtimeNanoseconds, written: written)
        journalRenames(renames)
        return written
    }

    /// The tasks `actions` rename: old and new names in turn, as the merge
    /// reads names (without tags: the app's field holds the name with them).
    static func renames(_ actions: [Action]) -> [String] {
        func name(_ text: String) -> String { Document("- " + text.trimmingWhitespace()).displayText(0) }
        return actions.flatMap { action -> [String] in
            guard case .rename(let ref, let new) = action else { return [] }
            return [name(ref.name), name(new)]
        }
    }

    /// Records what was read, when `defersSeen` held it back and nothing
    /// was saved since.
    public func keepSeen() {
        places.versions?.keepRead(claim: claim)
    }
}
