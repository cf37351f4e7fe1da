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
        guard readEnd < 0, let ends = WakePipe.make() else { return }
        (readEnd, writeEnd) = ends
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            WakePipe.poke(ResizeWatch.writeEnd)
            let saved = errno
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
    static func drain() -> Bool { WakePipe.drain(readEnd) }

    /// The terminal's size now, from the kernel (rows, columns).
    static func terminalSize() -> (rows: Int32, columns: Int32)? {
        var size = winsize()
        guard withUnsafeMutablePointer(to: &size, { ioctl(1, UInt(TIOCGWINSZ), $0) }) == 0, size.ws_row > 0,
            size.ws_col > 0
        else { return nil }
        return (Int32(size.ws_row), Int32(size.ws_col))
    }
}
