import Testing
import TestSupport

/// The real (debug) binary killed between every pair of its writes — a
/// file put in place, an append to a log, a copy moved away — and, for
/// appends, in the middle of one (`Faults`, compiled into debug builds
/// only): the next command finds nothing lost, nothing deleted come back,
/// no union merge and no empty file, and the two machines still meet.
@Suite(
    .serialized,
    .enabled(
        if: BuiltBinary.path.hasSuffix("/debug/txtodo"),
        "the binary under test is a release build, which has no fault points")
)
struct CrashTests {
    static let day = "@day(2026-11-22)"
    static let merged = "Today:\n\t- Call plumber \(day)\n\t- Call Sam \(day)\n"

    /// Runs `step` with its nth write faulted, for n = 1, 2, … until it
    /// runs to its end; `check` looks at what each crash left. Returns
    /// how many writes were faulted.
    static func eachWrite(torn: Bool, _ step: (_ fault: [String: String]) -> (RunResult, () -> Void)) -> Int {
        var n = 1
        while n < 80 {
            let (run, check) = step(["TXTODO_FAULT": "\(n)" + (torn ? "/torn" : "")])
            guard run.status == 99 else {
                #expect(run.status == 0, "\(run.stderr)")
                break
            }
            check()
            n += 1
        }
        return n - 1
    }

    /// The machines meet after `a` was left as it was: the other
    /// machine's task comes in, the deletion stays, and both agree.
    static func meetAfterwards(_ m: SyncedMachines, deleted: Bool) {
        m.sync(keeping: m.b)
        let said = [m.run(m.a, ["list"]), m.run(m.b, ["list"])]
        m.sync(keeping: m.b)
        #expect(said.allSatisfy { $0.status == 0 && !$0.stderr.contains("union") }, "\(said.map(\.stderr))")
        let milk = deleted ? "" : "\t- Buy milk \(Self.day)\n"
        #expect(m.read(m.a) == "Today:\n" + milk + "\t- Call plumber \(Self.day)\n\t- Call Sam \(Self.day)\n")
        #expect(m.read(m.a) == m.read(m.b) && m.copies(m.a).isEmpty)
    }

    @Test(arguments: [false, true])
    func aChangeKilledAtAnyWriteLosesNothing(torn: Bool) {
        let faulted = Self.eachWrite(torn: torn) { fault in
            let m = SyncthingCopyTests.start(["Buy milk", "Call plumber"])
            m.run(m.b, ["add", "Call Sam"])
            let run = m.run(m.a, ["rm", "1"], environment: fault)
            return (
                run,
                {
                    let next = m.run(m.a, ["list"])
                    #expect(next.status == 0 && !next.stderr.contains("union"), "\(next.stderr)")
                    let text = m.read(m.a)
                    let kept = "Today:\n\t- Buy milk \(Self.day)\n\t- Call plumber \(Self.day)\n"
                    #expect(text == kept || text == "Today:\n\t- Call plumber \(Self.day)\n", "\(text)")
                    Self.meetAfterwards(m, deleted: text != kept)
                }
            )
        }
        #expect(faulted >= 3, "\(faulted)")
    }

    @Test(arguments: [false, true])
    func aCopyMergeKilledAtAnyWriteIsMadeAgainstTheSameBase(torn: Bool) {
        let faulted = Self.eachWrite(torn: torn) { fault in
            let m = SyncthingCopyTests.start(["Buy milk", "Call plumber"])
            #expect(m.run(m.a, ["rm", "1"]).status == 0)
            m.run(m.b, ["add", "Call Sam"])
            m.sync(keeping: m.a)
            let run = m.run(m.a, ["list"], environment: fault)
            return (
                run,
                {
                    let next = m.run(m.a, ["list"])
                    #expect(next.status == 0 && !next.stderr.contains("union"), "\(next.stderr)")
                    #expect(m.read(m.a) == Self.merged, "\(m.read(m.a))")
                    #expect(m.copies(m.a).isEmpty)
                    let other = m.run(m.b, ["list"])
                    #expect(!other.stderr.contains("union"), "\(other.stderr)")
                    m.sync(keeping: m.a)
                    #expect(m.read(m.b) == Self.merged && m.copies(m.b).isEmpty)
                }
            )
        }
        #expect(faulted >= 3, "\(faulted)")
    }
}
