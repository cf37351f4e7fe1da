import Glibc
import Testing

@testable import TerminalUI

/// A signal that comes just before the wait begins is too late to interrupt
/// it; the byte its handler writes to a wake pipe still ends the wait.
@Suite(.serialized) struct WakePipeTests {
    nonisolated(unsafe) static var writeEnd: Int32 = -1

    static func wait(_ readEnd: Int32, milliseconds: Int32) -> Int32 {
        var waits = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)]
        return poll(&waits, 1, milliseconds)
    }

    @Test func aSignalBeforeTheWaitEndsItAtOnce() throws {
        let ends = try #require(WakePipe.make())
        defer {
            close(ends.read)
            close(ends.write)
        }
        Self.writeEnd = ends.write
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in WakePipe.poke(WakePipeTests.writeEnd) }
        sigemptyset(&action.sa_mask)
        var old = sigaction()
        sigaction(SIGUSR2, &action, &old)
        defer { sigaction(SIGUSR2, &old, nil) }

        #expect(Self.wait(ends.read, milliseconds: 0) == 0)
        // The test's thread may block the signal: let it through here, so it
        // is delivered before raise returns, over before the wait starts.
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGUSR2)
        var blocked = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &only, &blocked)
        defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
        raise(SIGUSR2)
        var started = timespec()
        clock_gettime(CLOCK_MONOTONIC, &started)
        #expect(Self.wait(ends.read, milliseconds: 10_000) == 1)
        var ended = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ended)
        #expect(ended.tv_sec - started.tv_sec < 2)
        #expect(WakePipe.drain(ends.read))
        #expect(!WakePipe.drain(ends.read))
        #expect(Self.wait(ends.read, milliseconds: 0) == 0)
    }

    @Test func aQuitSignalsPipeIsPolledWithTheTerminal() {
        SignalWatch.makeWakePipe()
        #expect(SignalWatch.wakeEnd >= 0)
        #expect(!SignalWatch.drainWake())
    }
}
