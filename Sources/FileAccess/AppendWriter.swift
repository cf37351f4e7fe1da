import Glibc

/// Adds bytes at the end of a file in place, so that archiving a day's tasks
/// costs what is archived, not what the archive already holds. Only the new
/// bytes are written: every byte already in the file stays where it is, so
/// a crash can at worst cut the appended tail short, never lose the archive.
package enum AppendWriter {
    /// Writes `tail` after the last byte of the file at `path` and syncs it,
    /// when the file is still the regular file `expected` describes (same
    /// identity, size and time). Returns false, with the file as it was, when
    /// it is not, or when the write fails: the caller then rewrites the file
    /// whole, by the atomic-write rules.
    package static func append(
        _ tail: [UInt8], to path: String, expected: FileStamp, now: Int64 = LocalClock.realNanoseconds()
    ) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG,
            FileStamp(st, hash: 0).sameMetadata(as: expected),
            Int(st.st_size) + tail.count <= FileReader.sizeLimit
        else { return false }
        if RacyStamp.isRacy(expected, now: now) && !RacyStamp.holdsSameBytes(path, as: expected) { return false }
        let start = off_t(st.st_size)
        Faults.beforeWrite { _ = tail.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count / 2, start) } }
        if lseek(fd, start, SEEK_SET) == start && AtomicWriter.writeAll(fd, tail) && fsync(fd) == 0 { return true }
        // Take back whatever part of the tail reached the file.
        _ = ftruncate(fd, start)
        return false
    }

    /// Whether `head` is where `bytes` starts.
    package static func isPrefix(_ head: [UInt8], of bytes: [UInt8]) -> Bool {
        guard head.count <= bytes.count else { return false }
        return head.withUnsafeBytes { a in
            bytes.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}
