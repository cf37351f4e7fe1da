import TodoCore
import TaskPaper
import FileAccess
import TodoVersions

/// The archive beside the todo file, as the store's transactions write it:
/// tasks added (usually appended to its end in place) and taken out again
/// (a delete undone), each write recorded in the archive's version log.
struct ArchiveFile {
    /// The archive's path (beside the todo file's link target).
    let path: String
    /// The todo file, whose permission bits a new archive takes.
    let todoPath: String
    let clock: LocalClock
    /// The archive's version log (nil: none kept).
    let versions: VersionKeeper?
    /// Which version a write is recorded as made from (see `VersionKeeper`).
    let claim: VersionKeeper.Claim

    /// Archives `tasks`: usually by parsing only the archive's last part and
    /// appending to it, else by the whole-archive edit (on the same read).
    func add(_ tasks: [ArchivedTask]) throws(StoreError) {
        let raw = try read()
        if let (bytes, stamp) = raw, let added = Archive.addedAtEnd(archiving: tasks, to: bytes),
            added.isEmpty || AppendWriter.append(added, to: path, expected: stamp, now: clock.fileClock())
        {
            if !added.isEmpty { versions?.saved(bytes + added, from: bytes, claim: claim) }
            return
        }
        try update(raw) { Archive.appending(tasks, to: $0) }
    }

    /// Takes one archived copy of each of `tasks` out of the archive.
    func remove(_ tasks: [ArchivedTask]) throws(StoreError) {
        try update(try read()) { Archive.removing(tasks, from: $0) }
    }

    /// The archive as it is now (nil: there is none). One missing while a
    /// sync tool puts another machine's archive in its place is read once
    /// it is there (see `FileBeingPlaced`): a new archive written then
    /// would be replaced, and what was archived in it lost.
    private func read() throws(StoreError) -> RawRead? {
        if let raw = try FileReader.stamped(path) { return raw }
        return FileBeingPlaced.wait(for: path) == .inPlace ? try FileReader.stamped(path) : nil
    }

    /// Updates the archive, as `raw` read it, when the edit changes it. What
    /// only adds at the end is appended in place; anything else rewrites it
    /// atomically, if it is still the archive read: one a sync tool put in
    /// place meanwhile is read again and the edit made on it. A new archive
    /// takes the todo file's permission bits.
    private func update(_ raw: RawRead?, _ edit: (Document) -> Document) throws(StoreError) {
        var raw = raw
        for _ in 0..<TodoStore.attempts {
            let contents = try FileReader.snapshot(of: raw, path)
            let current = contents.document.bytes
            let updated = edit(contents.document).bytes
            guard updated != current else { return }
            if let stamp = contents.stamp, !current.isEmpty, updated.count > current.count,
                AppendWriter.isPrefix(current, of: updated),
                AppendWriter.append(Array(updated[current.count...]), to: path, expected: stamp, now: clock.fileClock())
            {
                versions?.saved(updated, from: current, claim: claim)
                return
            }
            if case .saved = try AtomicWriter.save(
                updated, to: path, display: path, replacing: contents.stamp, now: clock.fileClock(),
                modeOf: AtomicWriter.resolvedTarget(todoPath))
            {
                versions?.saved(updated, from: current, claim: claim)
                return
            }
            raw = try read()
        }
        throw StoreError.keptChanging(path: path, attempts: TodoStore.attempts)
    }
}

extension TodoStore {
    /// The archive beside the file (beside a link's target).
    var archivePath: String { FileLocation.archivePath(for: AtomicWriter.resolvedTarget(path)) }

    /// The archive, written as this store's transactions write it now.
    var archiveFile: ArchiveFile {
        ArchiveFile(path: archivePath, todoPath: path, clock: clock, versions: places.archiveVersions, claim: claim)
    }
}
