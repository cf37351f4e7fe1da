import Glibc

/// Writes one of txtodo's own files in its private state folder (the last
/// content seen, the last change, the review offer): all at once, by a
/// temporary file renamed over it, so a reader finds the old or the new
/// file, never half of one. Nobody else writes these, so none of the todo
/// file's care is needed here (owner, mode, late appends by another
/// program): the new file is private (0600), and only a file that must
/// survive a crash is fsynced.
enum StateFile {
    static func write(_ bytes: [UInt8], to path: String, durable: Bool) throws(StoreError) {
        let (folder, name) = FileLocation.split(path)
        try AtomicWriter.makeFolder(folder.isEmpty ? "." : folder, display: path)
        // Another txtodo may be writing its own temporary file here right now.
        TemporaryFiles.removeLeftovers(in: folder, of: name, olderThan: TemporaryFiles.unlockedAgeSeconds)
        let (fd, temp) = try TemporaryFiles.create(in: folder, for: name, display: path)
        var failure: Int32 = 0
        if !AtomicWriter.writeAll(fd, bytes) || (durable && fsync(fd) != 0) { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw .writeFailed(path: path, reason: errnoText(failure))
        }
        if durable { AtomicWriter.syncFolder(folder.isEmpty ? "." : folder) }
    }
}
