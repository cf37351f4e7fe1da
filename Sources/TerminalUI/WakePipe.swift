import Glibc

/// A pipe a signal handler writes a byte to, so that a poll() on its other
/// end ends whenever the signal comes, even one that came just before the
/// poll began (a signal interrupts only a wait already under way).
enum WakePipe {
    /// The read and write ends, non-blocking and closed on exec; nil when
    /// no pipe can be made.
    static func make() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte; safe in a signal handler (errno is kept).
    static func poke(_ writeEnd: Int32) {
        let saved = errno
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        errno = saved
    }

    /// Empties the pipe; true when anything was in it.
    static func drain(_ readEnd: Int32) -> Bool {
        guard readEnd >= 0 else { return false }
        var any = false
        var buffer = (0, 0, 0, 0, 0, 0, 0, 0) as (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }
}
