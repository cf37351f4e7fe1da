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
/// that file into place last, so it is there all through the gap. (A file
/// missing beside a conflict copy alone is not taken as being placed: a
/// copy can come to a folder the file was never in.)
package enum FileBeingPlaced {
    /// How long a missing file is waited for, in microseconds.
    static let longestWait: UInt32 = 2_000_000
    /// How often it is looked for meanwhile.
    static let step: UInt32 = 10_000

    /// Whether the file at `path` is missing while a sync tool is putting
    /// a version in its place.
    package static func isPlacing(_ path: String) -> Bool {
        let target = AtomicWriter.resolvedTarget(path)
        guard !exists(target) else { return false }
        let now = LocalClock.realNanoseconds()
        let (folder, name) = FileLocation.split(target)
        return [".syncthing.", "~syncthing~"].contains { prefix in
            changed(folder + prefix + name + ".tmp").map { now - $0 < 60_000_000_000 } ?? false
        }
    }

    /// Waits while the file at `path` is being put in place, up to two
    /// seconds; whether it waited and the file is there now (to be read
    /// again). A missing file no sync tool is placing is not waited for.
    @discardableResult
    package static func await(_ path: String) -> Bool {
        guard isPlacing(path) else { return false }
        var waited: UInt32 = 0
        while waited < longestWait {
            usleep(step)
            waited += step
            if exists(AtomicWriter.resolvedTarget(path)) { return true }
        }
        return false
    }

    private static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// The later of the file's modification and change times, in
    /// nanoseconds (nil when it is not there).
    private static func changed(_ path: String) -> Int64? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        let modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        let changed = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
        return max(modified, changed)
    }
}
