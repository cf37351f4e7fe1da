import TodoCore
import TaskPaper
import FileAccess
import TodoVersions

// The archive beside the todo file, as the store's transactions write it.
extension TodoStore {
    /// Archives `tasks`: usually by parsing only the archive's last part and
    /// appending to it, else by the whole-archive edit (on the same read).
    func archive(_ tasks: [ArchivedTask]) throws(StoreError) {
        let archivePath = self.archivePath
        let raw = try Self.readArchive(archivePath)
        if let (bytes, stamp) = raw, let added = Archive.addedAtEnd(archiving: tasks, to: bytes),
            added.isEmpty || AppendWriter.append(added, to: archivePath, expected: stamp, now: clock.fileClock())
        {
            if !added.isEmpty { places.archiveVersions?.saved(bytes + added, from: bytes, claim: claim) }
            return
        }
        try updateArchive(raw, at: archivePath) { Archive.appending(tasks, to: $0) }
    }

    func archive(removing tasks: [ArchivedTask]) throws(StoreError) {
        let archivePath = self.archivePath
        try updateArchive(try Self.readArchive(archivePath), at: archivePath) { Archive.removing(tasks, from: $0) }
    }

    /// The archive beside the file (beside a link's target).
    var archivePath: String { FileLocation.archivePath(for: AtomicWriter.resolvedTarget(path)) }

    /// The archive as it is now (nil: there is none). One missing while a
    /// sync tool puts another machine's archive in its place is read once
    /// it is there (see `FileBeingPlaced`): a new archive written then
    /// would be replaced, and what was archived in it lost.
    private static func readArchive(_ archivePath: String) throws(StoreError) -> RawRead? {
        if let raw = try FileReader.stamped(archivePath) { return raw }
        return FileBeingPlaced.wait(for: archivePath) == .inPlace ? try FileReader.stamped(archivePath) : nil
    }

    /// Updates the archive, as `raw` read it, when the edit changes it. What
    /// only adds at the end is appended in place; anything else rewrites it
    /// atomically, if it is still the archive read: one a sync tool put in
    /// place meanwhile is read again and the edit made on it. A new archive
    /// takes the todo file's permission bits.
    private func updateArchive(
        _ raw: RawRead?, at archivePath: String, _ edit: (Document) -> Document
    ) throws(StoreError) {
        var raw = raw
        for _ in 0..<Self.attempts {
            let contents = try FileReader.snapshot(of: raw, archivePath)
            let current = contents.document.bytes
            let updated = edit(contents.document).bytes
            guard updated != current else { return }
            if let stamp = contents.stamp, !current.isEmpty, updated.count > current.count,
                AppendWriter.isPrefix(current, of: updated),
                AppendWriter.append(Array(updated[current.count...]), to: archivePath, expected: stamp, now: clock.fileClock())
            {
                places.archiveVersions?.saved(updated, from: current, claim: claim)
                return
            }
            if case .saved = try AtomicWriter.save(
                updated, to: archivePath, display: archivePath, replacing: contents.stamp, now: clock.fileClock(),
                modeOf: AtomicWriter.resolvedTarget(path))
            {
                places.archiveVersions?.saved(updated, from: current, claim: claim)
                return
            }
            raw = try Self.readArchive(archivePath)
        }
        throw StoreError.keptChanging(path: archivePath, attempts: Self.attempts)
    }
}
