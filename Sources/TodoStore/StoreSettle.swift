import TodoCore
import TaskPaper
import FileAccess

// What the store writes without being asked, and looking at the disk again.
extension TodoStore {
    /// Saves what waits, in one transaction, and never waits itself: the
    /// conflict copies beside the file merged, and the daily rules of a new
    /// day once the file has been quiet (see `AutomaticWrite`). While it is
    /// not, the list is shown with the rules applied and the next change, or
    /// the next `settle()`, saves them. A write that cannot be made leaves
    /// the rules applied in memory and a warning.
    public func settle() throws(StoreError) {
        guard !copiesWaiting.isEmpty || isWaitingToSave else { return }
        do {
            // While another process holds the lock, a later look saves it.
            _ = try ifLockFree {
                try transact(onlyWhenQuiet: isWaitingToSave) { (_: TodoList, _: Day) -> Outcome? in nil }
            }
        } catch is FileNotQuiet {
            return
        } catch let error as StoreError {
            switch error {
            case .beingPlaced:
                // A later look saves it, on the version put in place.
                return
            case .readOnly, .writeFailed, .lockFailed, .keptChanging:
                rules.couldNotSave(path, error)
            default:
                throw error
            }
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }

    /// Whether the daily rules wait in memory for the file to be quiet
    /// before they are saved: `settle()` writes them when it is.
    public var isWaitingToSave: Bool { rules.isWaitingToSave }

    /// Milliseconds until the file has been quiet long enough for the
    /// rules' write (0: it has, or nothing waits).
    public var quietInMilliseconds: Int {
        guard isWaitingToSave else { return 0 }
        return Int(AutomaticWrite.quietIn(file.stamp, now: clock.fileClock()) / 1_000_000)
    }

    /// Seconds until the day changes, by the store's clock (at least 1).
    public var secondsUntilNextDay: Int { clock.secondsUntilNextDay() }

    /// Looks at the disk again: merges conflict copies that arrived, re-reads
    /// the file if it changed, applies the daily rules if the day changed,
    /// and saves what waits (`settle()`). Never blocks on the lock; it waits
    /// only for a file a sync tool is putting in place (see
    /// `FileBeingPlaced`). Returns whether `list` (or the day it is shown
    /// for) changed.
    public func refresh() throws -> Bool {
        lookForCopies()
        let day = clock.today()
        let before = file.document.bytes, dayBefore = today
        if day == today && copies.waiting.isEmpty && file.isUntouched(path, now: clock.fileClock()) {
            // A version held back while the file was not quiet is whole now.
            if recordsOnlyQuietReads && AutomaticWrite.isQuiet(file.stamp, now: clock.fileClock()) { keepSeen() }
            // The rules' write, once the file is quiet: what is shown was
            // already shown with them applied.
            try settle()
            return false
        }
        today = day
        let rolled = try load()
        if today != dayBefore { rules.turned(rolled) }
        try settle()
        return file.document.bytes != before || today != dayBefore
    }
}

/// Thrown inside a transaction that may only write to a quiet file.
struct FileNotQuiet: Error {}
