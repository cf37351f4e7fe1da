import Glibc

extension FileReader {
    /// The file's bytes without those in `skipped`, and its stamp with
    /// `hash` (the hash of every byte, from an earlier read), when the file
    /// is the one `identity` describes from its open to the end of the
    /// read; nil otherwise, or when it cannot be read. For a reader that
    /// knows what those bytes hold from that earlier read.
    package static func readSkipping(
        _ path: String, _ skipped: Range<Int>, ifStill identity: FileIdentity, hash: UInt64
    ) -> (bytes: [UInt8], stamp: FileStamp)? {
        guard let (fd, st) = try? openRegular(path) else { return nil }
        defer { close(fd) }
        let size = Int(st.st_size)
        guard FileIdentity(st) == identity, skipped.lowerBound >= 0, skipped.upperBound <= size else { return nil }
        let kept = size - skipped.count
        guard kept > 0 else { return nil }
        var whole = true
        let bytes = [UInt8](unsafeUninitializedCapacity: kept) { buffer, count in
            whole =
                readAll(fd, into: buffer.baseAddress!, count: skipped.lowerBound, at: 0)
                && readAll(
                    fd, into: buffer.baseAddress! + skipped.lowerBound, count: size - skipped.upperBound,
                    at: skipped.upperBound)
            count = whole ? kept : 0
        }
        var after = stat()
        guard whole, fstat(fd, &after) == 0, FileIdentity(after) == identity else { return nil }
        return (bytes, FileStamp(st, hash: hash))
    }

    /// `count` bytes from offset `offset` into `buffer`; false when fewer came.
    private static func readAll(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int)
        -> Bool
    {
        var done = 0
        while done < count {
            let n = pread(fd, buffer + done, count - done, off_t(offset + done))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            done += n
        }
        return true
    }
}
