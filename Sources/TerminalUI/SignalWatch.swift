import Glibc

/// Every signal that would end the process ends it at once with the terminal
/// restored. Quit signals are noted and the run loop ends cleanly (status
/// 128+N). Crash signals restore the terminal first, then the process dies of
/// the signal; the Swift runtime's backtracer (which can wait at a prompt for
/// half a minute) runs only when SWIFT_BACKTRACE was set for it.
enum SignalWatch {
    /// The last quit signal received, 0 if none. Written by the handler.
    nonisolated(unsafe) static var pending: Int32 = 0
    /// A pipe the handler writes a byte to, so a wait that began just after
    /// the loop looked at `pending` (too late for the signal to interrupt
    /// it) still ends at once. -1 until `install`, or without a pipe.
    nonisolated(unsafe) private(set) static var wakeEnd: Int32 = -1
    nonisolated(unsafe) private static var wakeWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]

    static let quitSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM]
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Installs the handlers without SA_RESTART, so a blocked key read returns
    /// at once when a quit signal arrives. `keepBacktracer`: a crash goes on
    /// to the handler installed before (the backtracer) instead of the default.
    static func install(keepBacktracer: Bool) {
        pending = 0
        makeWakePipe()
        for signal in quitSignals {
            set(signal) { SignalWatch.noteQuit($0) }
        }
        // After a stop from outside, the wait ends so the roll-over timer is
        // set again. poll() is never restarted after a handler, so other
        // calls may be (SA_RESTART): a store write is not cut short.
        set(SIGCONT, restarting: true) { _ in }
        var saved: [Int32: sigaction] = [:]
        for signal in crashSignals {
            let old = set(signal) { signal in
                TerminalScreen.restoreAfterCrash()
                if var old = SignalWatch.previous[signal] {
                    sigaction(signal, &old, nil)
                } else {
                    Glibc.signal(signal, SIG_DFL)
                }
                // Delivered on return: a signal sent with kill(2) goes on to the
                // next handler too, not only a fault that happens again; if that
                // handler returns, the run loop ends.
                raise(signal)
                SignalWatch.pending = signal
            }
            if keepBacktracer { saved[signal] = old }
        }
        previous = saved
    }

    /// Clears a Ctrl-C that reached txtodo while a child (the editor) had the terminal.
    static func forgetInterrupt() {
        if pending == SIGINT {
            pending = 0
            _ = drainWake()
        }
    }

    /// What the quit handler does (async-signal-safe: a store and a write).
    static func noteQuit(_ signal: Int32) {
        pending = signal
        WakePipe.poke(wakeWriteEnd)
    }

    /// Empties the wake pipe; true when a quit signal wrote to it since.
    static func drainWake() -> Bool { WakePipe.drain(wakeEnd) }

    static func makeWakePipe() {
        guard wakeEnd < 0, let ends = WakePipe.make() else { return }
        (wakeEnd, wakeWriteEnd) = ends
    }

    @discardableResult
    private static func set(
        _ signal: Int32, restarting: Bool = false, _ handler: @convention(c) (Int32) -> Void
    ) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = restarting ? Int32(SA_RESTART) : 0
        var old = sigaction()
        sigaction(signal, &action, &old)
        return old
    }
}
