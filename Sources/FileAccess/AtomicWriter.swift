import Glibc

/// The one writer of whole files: it replaces a file's contents all at
/// once (through a `PendingFile`): a temporary file in the same folder,
/// written in full, fsynced, given the original's mode, renamed over the
/// target, then the folder fsynced. The original is never truncated in
/// place, so a crash or a full disk leaves either the old or the new file.
public enum AtomicWriter {
    /// What a guarded save found.
    package enum Outcome: Equatable {
        /// Written. `stamp` is the new file's; `late` holds bytes another
        /// program appended to the old file after the last check (it wrote
        /// to a file already renamed away), usually none.
        case saved(stamp: FileStamp, late: [UInt8])
        /// The file is not the one `expected` describes: nothing written.
        case changed
    }

    /// Writes `bytes` to `path` (to its target when it is a symbolic link).
    /// `display` is the path named in errors. No check of what it replaces.
    /// A new file takes the permission bits of `sibling` when given (the
    /// todo file, for its archive), never wider than the umask allows.
    public static func save(
        _ bytes: [UInt8], to path: String, display: String, modeOf sibling: String? = nil
    ) throws(StoreError) {
        _ = try replace(
            bytes, at: resolvedTarget(path), display: display, expected: nil, modeOf: sibling)
    }

    /// Writes `bytes` over `path` only if the file is still the one read as
    /// `expected` (nil: it did not exist). The file is checked again right
    /// before the rename, and the old file's open descriptor right after it.
    /// `now`: the file clock (`LocalClock.fileClock`), for how far a stamp
    /// that is too fresh to trust is checked (see `RacyStamp`).
    /// `modified`: the modification time the new file gets (nanoseconds
    /// since 1970; nil: when it is written), so that a record made before
    /// the save can say it.
    package static func save(
        _ bytes: [UInt8], to path: String, display: String, replacing expected: FileStamp?,
        now: Int64 = LocalClock.realNanoseconds(), modified: Int64? = nil, modeOf sibling: String? = nil
    ) throws(StoreError) -> Outcome {
        try replace(
            bytes, at: resolvedTarget(path), display: display, expected: .some(expected), modeOf: sibling, now: now,
            modified: modified)
    }

    private static func replace(
        _ bytes: [UInt8], at target: String, display: String, expected: FileStamp??, modeOf sibling: String? = nil,
        now: Int64 = LocalClock.realNanoseconds(), modified: Int64? = nil
    ) throws(StoreError) -> Outcome {
        if bytes.count > FileReader.sizeLimit {
            throw .writeFailed(
                path: display, reason: "it would grow to \(bytes.count) bytes, over the limit of \(FileReader.sizeLimit)")
        }
        let folder = FileLocation.split(target).folder
        try makeFolder(folder.isEmpty ? "." : folder, display: display)
        // The old file stays open through the rename, to see late appends.
        let old = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        defer { if old >= 0 { close(old) } }
        var st = stat()
        let exists = old >= 0 && fstat(old, &st) == 0
        if let expected, !matches(exists ? st : nil, expected) { return .changed }
        if exists && access(target, W_OK) != 0 { throw .readOnly(path: display) }
        let mode = exists ? mode_t(st.st_mode & 0o7777) : newFileMode(like: sibling)

        // A save that checks what it replaces is the todo file's, under the
        // folder lock; the others may run beside another txtodo's.
        let pending = try PendingFile(for: target, display: display, locked: expected != nil)
        pending.write(bytes)
        pending.apply { fd in
            if exists { keepOwner(fd, st) }
            return fchmod(fd, mode) == 0 && (modified.map { setModified(fd, $0) } ?? true)
        }
        let written = try pending.finish(flush: true)
        if let expected, !isUnchanged(target, expected, now: now) {
            pending.discard()
            return .changed
        }
        try pending.putInPlace()
        if exists { OpenWriters.waitUntilClosed(old, milliseconds: 100) }
        let late = exists ? lateBytes(old, after: st) : []
        syncFolder(folder.isEmpty ? "." : folder)
        return .saved(stamp: FileStamp(written, hash: ContentHash.of(bytes)), late: late)
    }

    /// Writes one of txtodo's own files (the first-seen stamps, the review
    /// offer, this machine's id, a version log written anew) the same way,
    /// all at once by a rename, so a reader finds the old or the new file,
    /// never half of one. Nobody else writes these, so none of the todo
    /// file's care is needed (owner, late appends by another program): the
    /// new file is private (0600) unless given its `mode`, and only one
    /// that must survive a crash (`durable`) is flushed, with its folder.
    package static func savePrivate(
        _ bytes: [UInt8], to path: String, durable: Bool, mode: mode_t? = nil
    ) throws(StoreError) {
        let folder = FileLocation.split(path).folder
        try makeFolder(folder.isEmpty ? "." : folder, display: path)
        let pending = try PendingFile(for: path, display: path)
        pending.write(bytes)
        if let mode { pending.apply { fchmod($0, mode) == 0 } }
        try pending.finish(flush: durable)
        try pending.putInPlace()
        if durable { syncFolder(folder.isEmpty ? "." : folder) }
    }

    /// Gives the open file `fd` the modification time `nanoseconds` (its
    /// access time kept).
    private static func setModified(_ fd: Int32, _ nanoseconds: Int64) -> Bool {
        var times = [
            timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2),  // UTIME_OMIT, a macro Swift does not import
            timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000)),
        ]
        return futimens(fd, &times) == 0
    }

    /// Gives the new file the old one's owner and group where the process
    /// may (root may; others may keep a group they belong to).
    private static func keepOwner(_ fd: Int32, _ old: stat) {
        if fchown(fd, old.st_uid, old.st_gid) != 0 { _ = fchown(fd, uid_t.max, old.st_gid) }
    }

    /// 0666 less the umask, and less what `sibling`'s mode lacks.
    private static func newFileMode(like sibling: String?) -> mode_t {
        var st = stat()
        let model = sibling.flatMap { stat($0, &st) == 0 ? mode_t(st.st_mode & 0o666) : nil } ?? 0o666
        return model & ~currentUmask()
    }

    /// Whether the file (nil: missing) is the one `expected` describes.
    private static func matches(_ st: stat?, _ expected: FileStamp?) -> Bool {
        switch (st, expected) {
        case (nil, nil): true
        case let (st?, expected?): FileStamp(st, hash: 0).sameMetadata(as: expected)
        default: false
        }
    }

    /// Whether the file is still the one `expected` describes: by its
    /// metadata, and by its bytes too while that stamp is racy.
    private static func isUnchanged(_ target: String, _ expected: FileStamp?, now: Int64) -> Bool {
        guard matches(currentStat(target), expected) else { return false }
        guard let expected, RacyStamp.isRacy(expected, now: now) else { return true }
        return RacyStamp.holdsSameBytes(target, as: expected)
    }

    private static func currentStat(_ path: String) -> stat? {
        var st = stat()
        return stat(path, &st) == 0 ? st : nil
    }

    /// What was appended to the old file, open as `fd`, since `before`.
    private static func lateBytes(_ fd: Int32, after before: stat) -> [UInt8] {
        var now = stat()
        guard fstat(fd, &now) == 0, now.st_size > before.st_size else { return [] }
        let count = Int(now.st_size - before.st_size)
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, count, off_t(before.st_size)) }
        return n > 0 ? Array(bytes[0..<n]) : []
    }

    /// A symbolic link is followed to the file it names, so the link stays a link.
    package static func resolvedTarget(_ path: String) -> String {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return path }
        if let real = FileLocation.realPath(path) { return real }
        // A dangling link: follow the chain to its end and write the file
        // the last link names (at most 40 links, as the kernel allows).
        var current = path
        for _ in 0..<40 {
            guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { break }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { break }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : FileLocation.split(current).folder + link
        }
        return current
    }

    /// Creates the folder and any missing parents, private (0700) as XDG asks.
    package static func makeFolder(_ folder: String, display: String) throws(StoreError) {
        var st = stat()
        if stat(folder, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFDIR else {
                throw .writeFailed(path: display, reason: "\(folder) is not a folder")
            }
            return
        }
        let parent = FileLocation.split(folder.hasSuffix("/") ? String(folder.dropLast()) : folder).folder
        if !parent.isEmpty && parent != "/" { try makeFolder(parent, display: display) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .writeFailed(path: display, reason: "cannot create the folder \(folder): \(errnoText())")
        }
    }

    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Makes the rename durable. Best effort: some file systems refuse it.
    static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// The process umask, read without changing it (Linux reports it in
    /// /proc; changing it to read it would race with other threads).
    private static func currentUmask() -> mode_t {
        guard let bytes = try? FileReader.readIfPresent("/proc/self/status") else { return 0o022 }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let value = line.split(separator: "\t").last.flatMap({ mode_t($0.trimmingPrefixZeros, radix: 8) })
        else { return 0o022 }
        return value
    }
}

private extension Substring {
    var trimmingPrefixZeros: Substring {
        let s = drop { $0 == "0" || $0 == " " }
        return s.isEmpty ? "0" : s
    }
}
