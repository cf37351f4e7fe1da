import Glibc

/// Quit signals (SIGINT, SIGTERM, SIGHUP) are noted and the run loop ends
/// cleanly; crash signals restore the terminal first, then the crash goes on
/// to whatever handled it before (the Swift runtime's backtracer or the default).
enum SignalWatch {
    /// The last quit signal received, 0 if none. Written by the handler.
    nonisolated(unsafe) static var pending: Int32 = 0
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    static let quitSignals = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Installs the handlers without SA_RESTART, so a blocked key read returns
    /// at once when a quit signal arrives.
    static func install() {
        pending = 0
        for signal in quitSignals {
            set(signal) { SignalWatch.pending = $0 }
        }
        var saved: [Int32: sigaction] = [:]
        for signal in crashSignals {
            saved[signal] = set(signal) { signal in
                TerminalScreen.restoreAfterCrash()
                if var old = SignalWatch.previous[signal] { sigaction(signal, &old, nil) }
                // Delivered on return: a signal sent with kill(2) goes on to the
                // old handler too, not only a fault that happens again; if that
                // handler returns, the run loop ends.
                raise(signal)
                SignalWatch.pending = signal
            }
        }
        previous = saved
    }

    /// Clears a Ctrl-C that reached txtodo while a child (the editor) had the terminal.
    static func forgetInterrupt() {
        if pending == SIGINT { pending = 0 }
    }

    @discardableResult
    private static func set(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var old = sigaction()
        sigaction(signal, &action, &old)
        return old
    }
}

/// While curses owns the screen, stderr goes to a temporary file; it is
/// written back to the terminal when the app ends or crashes, so a crash
/// report is never lost in the alternate screen. Only async-signal-safe calls.
enum ErrorReplay {
    nonisolated(unsafe) private static var savedError: Int32 = -1
    nonisolated(unsafe) private static var captured: Int32 = -1

    static func begin() {
        guard isatty(2) == 1 else { return }
        var template = Array("/tmp/txtodo-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        unlink(template)
        savedError = dup(2)
        captured = file
        dup2(file, 2)
    }

    static func end() {
        guard savedError >= 0, captured >= 0 else { return }
        dup2(savedError, 2)
        lseek(captured, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(captured, $0.baseAddress, 4096) }
            if count <= 0 { break }
            _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, count) }
        }
        close(captured)
        close(savedError)
        captured = -1
        savedError = -1
    }
}
