import Glibc

/// Appends frames (see `LogFrame`) to a state file under an exclusive
/// `flock` on the file itself, so the processes of one machine take turns.
/// A tail a crash cut short or damaged is cut off first: the new frame
/// follows the last whole one.
package enum FrameAppend {
    /// Opens `path` (made with `mode` when missing) for appending under
    /// its lock; tries again when a rewrite replaced the file while this
    /// process waited for the lock. nil when it cannot be opened.
    package static func openLocked(_ path: String, mode: mode_t) -> Int32? {
        for _ in 0..<10 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, mode)
            guard fd >= 0 else { return nil }
            var locked = flock(fd, LOCK_EX)
            while locked != 0 && errno == EINTR { locked = flock(fd, LOCK_EX) }
            var held = stat(), named = stat()
            if locked == 0, fstat(fd, &held) == 0, (held.st_mode & S_IFMT) == S_IFREG, stat(path, &named) == 0,
                held.st_ino == named.st_ino, held.st_dev == named.st_dev
            {
                return fd
            }
            close(fd)
            if locked != 0 || (held.st_mode & S_IFMT) != S_IFREG { return nil }
        }
        return nil
    }

    /// Where the next frame goes in a file of `size` bytes whose frames
    /// start at `first`: its end when the last frame is whole (one read),
    /// else the end of the last whole frame.
    package static func end<T>(
        fd: Int32, size: Int, first: Int,
        _ parse: (_ header: ArraySlice<UInt8>, _ start: Int) -> (value: T, body: Int, tag: UInt64?)?
    ) -> Int {
        if size <= first || LogFrame.lastWhole(fd: fd, size: size, floor: first) != nil { return max(size, first) }
        var reader = FrameReader(fd: fd, size: size, from: first, verify: true)
        while reader.next(parse) != nil {}
        return reader.validEnd
    }

    /// Writes `bytes` at `offset`, cutting off whatever followed it; on a
    /// failure the file is cut back to `offset`.
    package static func write(_ fd: Int32, _ bytes: [UInt8], at offset: Int) -> Bool {
        Faults.beforeWrite { _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count / 2, off_t(offset)) } }
        var st = stat()
        if fstat(fd, &st) == 0 && Int(st.st_size) > offset && ftruncate(fd, off_t(offset)) != 0 { return false }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, bytes.count - done, off_t(offset + done)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                _ = ftruncate(fd, off_t(offset))
                return false
            }
            done += n
        }
        return true
    }
}
