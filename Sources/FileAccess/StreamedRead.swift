import Glibc

/// What a read of the file in pieces of whole lines came to.
package enum StreamedRead {
    /// The file does not exist.
    case absent
    /// The read stopped before the end: the taker said so, a line was
    /// longer than a piece, or the file is larger than any read takes.
    case stopped
    /// Every byte was taken; the stamp of what was read, and the file's
    /// identity when it was opened.
    case read(FileStamp, FileIdentity)
}

extension FileReader {
    /// Reads the file in pieces of whole lines (each ends with an LF but
    /// the file's last), given in order to `take`, which returns false to
    /// stop. One buffer of `piece` bytes holds each piece in turn: the
    /// memory a read takes does not grow with the file, and none of it is
    /// new to the process after the first piece. The stamp hashes every
    /// byte read, as `stamped` does.
    package static func streamed(
        _ path: String, piece: Int = 65_536, _ take: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(StoreError) -> StreamedRead {
        guard let (fd, st) = try openRegular(path) else { return .absent }
        defer { close(fd) }
        if Int(st.st_size) > sizeLimit { return .stopped }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: piece)
        defer { buffer.deallocate() }
        var hash = ContentHashStream()
        var filled = 0
        var total = 0
        while true {
            let n = read(fd, buffer + filled, piece - filled)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw .unreadable(path: path, reason: errnoText()) }
            if n == 0 {
                if filled > 0 && !take(UnsafeBufferPointer(start: buffer, count: filled)) { return .stopped }
                return .read(FileStamp(st, hash: hash.value), FileIdentity(st))
            }
            hash.add(UnsafeRawBufferPointer(start: buffer + filled, count: n))
            filled += n
            total += n
            if total > sizeLimit { return .stopped }
            var whole = filled
            while whole > 0 && buffer[whole - 1] != 0x0A { whole -= 1 }
            if whole == 0 {
                if filled == piece { return .stopped }
                continue
            }
            if !take(UnsafeBufferPointer(start: buffer, count: whole)) { return .stopped }
            memmove(buffer, buffer + whole, filled - whole)
            filled -= whole
        }
    }
}
