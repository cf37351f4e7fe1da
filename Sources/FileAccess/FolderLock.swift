import Glibc

/// An exclusive `flock` held on the todo file's folder while a change is
/// read, applied and written.
///
/// Why the folder and not the file: every write renames a new file over
/// the old one, so a lock on the file's inode would be lost at the first
/// save; and a `.todo.taskpaper.lock` file would be one more file for sync
/// tools to copy around. The folder also holds the archive, which is written
/// under the same lock. Editors do not take this lock; the stamp check
/// before every write covers them.
package struct FolderLock {
    private let fd: Int32

    /// Blocks until the lock is ours; creates the folder if needed.
    package init(folderOf path: String, display: String) throws(StoreError) {
        guard let lock = try Self.take(folderOf: path, display: display, waiting: true) else {
            throw .lockFailed(path: display, reason: "not taken")
        }
        self = lock
    }

    private init(fd: Int32) { self.fd = fd }

    /// The lock if no other process holds it, else nil at once (for the
    /// app, which never waits on a `txtodo sync` or another txtodo).
    package static func ifFree(folderOf path: String, display: String) throws(StoreError) -> FolderLock? {
        try take(folderOf: path, display: display, waiting: false)
    }

    private static func take(folderOf path: String, display: String, waiting: Bool) throws(StoreError) -> FolderLock? {
        let target = AtomicWriter.resolvedTarget(path)
        let folder = FileLocation.split(target).folder
        let dir = folder.isEmpty ? "." : folder
        try AtomicWriter.makeFolder(dir, display: display)
        let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .lockFailed(path: display, reason: errnoText()) }
        while flock(fd, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let busy = errno == EWOULDBLOCK
            let reason = errnoText()
            close(fd)
            if busy && !waiting { return nil }
            throw .lockFailed(path: display, reason: reason)
        }
        return FolderLock(fd: fd)
    }

    /// Whether the folder the file would be saved in does not exist yet.
    package static func folderIsMissing(_ path: String) -> Bool {
        let folder = FileLocation.split(AtomicWriter.resolvedTarget(path)).folder
        return !folder.isEmpty && FileReader.metadata(folder) == nil
    }

    package func release() {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
