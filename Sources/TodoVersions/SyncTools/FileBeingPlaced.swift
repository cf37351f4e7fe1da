import Glibc
import FileAccess

/// A file a sync tool is putting another machine's version of in place.
/// Syncthing does it in two steps: it moves the file away (to a conflict
/// copy, or it removes it), then renames its temporary file into the
/// file's place. Between the two the file is missing. A file txtodo wrote
/// then would be replaced by the rename, and what it held lost: a conflict
/// copy merged into it (the copy moved away), a task just added. So a
/// missing file is waited for, briefly, while the sync tool's temporary
/// file of it (`.syncthing.todo.taskpaper.tmp`, `~syncthing~…` as Syncthing
/// names it on Windows) was touched in the last minute: Syncthing renames
/// that file into place last, so it is there all through the gap. The
/// Nextcloud and ownCloud clients do the same with theirs,
/// `.todo.taskpaper.~` and up to eight hex digits. (A file
/// missing beside a conflict copy alone is not taken as being placed: a
/// copy can come to a folder the file was never in.)
package enum FileBeingPlaced {
    /// How long a missing file is waited for, in microseconds.
    static let longestWait: UInt32 = 2_000_000
    /// How often it is looked for meanwhile.
    static let step: UInt32 = 10_000

    /// What a wait for a missing file found.
    package enum Wait: Equatable {
        /// No sync tool is putting a version in its place (or it is there).
        case notBeingPlaced
        /// It was put in place during the wait: read it again.
        case inPlace
        /// The sync tool is still putting it in place after two seconds.
        case stillBeingPlaced
    }

    /// Waits while the file at `path` is missing and a sync tool is putting
    /// a version in its place, two seconds at most.
    @discardableResult
    package static func wait(for path: String) -> Wait {
        guard isPlacing(path) else { return .notBeingPlaced }
        for _ in 0..<longestWait / step {
            usleep(step)
            if exists(AtomicWriter.resolvedTarget(path)) { return .inPlace }
        }
        return isPlacing(path) ? .stillBeingPlaced : .inPlace
    }

    /// Whether the file at `path` is missing while the sync tool's
    /// temporary file of it changed in the last minute (its change time:
    /// a write, a `chmod` or a new time all set it).
    private static func isPlacing(_ path: String) -> Bool {
        let target = AtomicWriter.resolvedTarget(path)
        guard !exists(target) else { return false }
        let now = LocalClock.realNanoseconds()
        let (folder, name) = FileLocation.split(target)
        func fresh(_ path: String) -> Bool {
            var st = stat()
            return stat(path, &st) == 0 && now - FileStamp.nanoseconds(st.st_ctim) < 60_000_000_000
        }
        if [".syncthing.", "~syncthing~"].contains(where: { fresh(folder + $0 + name + ".tmp") }) { return true }
        // Nextcloud's name ends in a random number: the folder is read, only
        // for a missing file.
        return FolderNames.of(folder).contains { isNextcloudTemporary($0, of: name) && fresh(folder + $0) }
    }

    /// `.todo.taskpaper.~1a2b3c4d`: the Nextcloud or ownCloud client's
    /// download of `todo.taskpaper`.
    static func isNextcloudTemporary(_ entry: String, of name: String) -> Bool {
        let start = "." + name + ".~"
        guard entry.hasPrefix(start) else { return false }
        let digits = entry.utf8.dropFirst(start.utf8.count)
        return (1...8).contains(digits.count) && digits.allSatisfy { Character(UnicodeScalar($0)).isHexDigit }
    }

    private static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }
}
