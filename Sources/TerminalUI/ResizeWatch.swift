import Glibc

/// Makes a terminal resize end the run loop's wait whenever it comes. Curses
/// notes SIGWINCH in a flag that only its next key read looks at, so a resize
/// that came while the loop was busy (drawing, saving) waited for the next
/// key or file event, with the frame drawn for the old size. The handler
/// here writes a byte to a pipe the wait polls, then calls curses' handler.
enum ResizeWatch {
    nonisolated(unsafe) private static var cursesAction = sigaction()
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The end the wait polls; -1 when the pipe could not be made.
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1

    /// Installs the handler; call after curses has set up its own.
    static func install() {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let saved = errno
            var byte: UInt8 = 1
            _ = write(ResizeWatch.writeEnd, &byte, 1)
            ResizeWatch.passOn(signal)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        // A store write is not cut short; poll() ends on a signal regardless.
        action.sa_flags = Int32(SA_RESTART)
        sigaction(SIGWINCH, &action, &cursesAction)
    }

    /// Curses' own handler, so its next key read reports the resize too.
    private static func passOn(_ signal: Int32) {
        if cursesAction.sa_flags & Int32(SA_SIGINFO) != 0 {
            cursesAction.__sigaction_handler.sa_sigaction?(signal, nil, nil)
        } else if let handler = cursesAction.__sigaction_handler.sa_handler,
            unsafeBitCast(handler, to: Int.self) > 1  // neither SIG_DFL nor SIG_IGN
        {
            handler(signal)
        }
    }

    /// Empties the pipe; true when a resize was signalled since the last call.
    static func drain() -> Bool {
        guard readEnd >= 0 else { return false }
        var any = false
        var buffer = (0, 0, 0, 0, 0, 0, 0, 0) as (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        while withUnsafeMutableBytes(of: &buffer, { read(readEnd, $0.baseAddress, $0.count) }) > 0 { any = true }
        return any
    }

    /// The terminal's size now, from the kernel (rows, columns).
    static func terminalSize() -> (rows: Int32, columns: Int32)? {
        var size = winsize()
        guard withUnsafeMutablePointer(to: &size, { ioctl(1, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_row > 0,
            size.ws_col > 0
        else { return nil }
        return (Int32(size.ws_row), Int32(size.ws_col))
    }
}
