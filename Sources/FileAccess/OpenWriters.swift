import Glibc

/// Whether another program still holds a file open for writing, told by
/// Linux file leases: a read lease is refused (EAGAIN) while any writable
/// descriptor of the file is open. A program that opened the todo file just
/// before txtodo's rename writes its bytes into the old file; waiting until
/// it has closed that file lets the save pick those bytes up.
enum OpenWriters {
    private static let setLease: Int32 = 1024  // F_SETLEASE
    private static let setSignal: Int32 = 10  // F_SETSIG

    /// Waits, up to `milliseconds`, until no other descriptor of the file
    /// open as `fd` (read-only) is open for writing. Returns at once where
    /// leases are not available (another owner, some file systems).
    static func waitUntilClosed(_ fd: Int32, milliseconds: Int) {
        // A lease broken in the instant it is held signals its holder:
        // SIGURG, which is ignored by default, instead of the fatal SIGIO.
        guard fcntl(fd, setSignal, SIGURG) == 0 else { return }
        for _ in 0..<max(milliseconds * 2, 1) {
            if fcntl(fd, setLease, F_RDLCK) == 0 {
                _ = fcntl(fd, setLease, F_UNLCK)
                return
            }
            guard errno == EAGAIN else { return }
            usleep(500)
        }
    }
}
