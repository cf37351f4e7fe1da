#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

/// Later and the routines of every rhythm between two machines, through a
/// real git repository and through real Syncthing: tasks sent to the
/// backlog and scheduled on one machine, moved and scheduled differently on
/// the other (two days in Later: the earlier wins, and the sync says so),
/// routines `@every(1st, 15)` and `@every(2 weeks)` with their `@since`,
/// and a missed day marked done after the fact on each. Every task's fate
/// is checked on both machines.
@Suite(.serialized) struct LaterSyncTests {
    /// The shared start, on Sunday 2026-11-01: two routines and four Later tasks.
    static func start(_ run: (_ arguments: [String]) -> Void) {
        run(["add", "--every", "1st, 15", "Pay", "bills"])
        run(["add", "--every", "2 weeks", "Bins"])
        run(["add", "--later", "Renew", "passport"])
        run(["add", "--later", "Read", "Dune"])
        run(["add", "--on", "12-03", "Pay", "rent"])
        run(["add", "--on", "11-27", "Call", "the", "bank"])
    }

    /// Three weeks on (Sunday 2026-11-22, the 15th missed by both
    /// routines), each machine changes the list apart.
    static let first: [[String]] = [
        ["move", "Pay rent", "--on", "12-05"], ["move", "Read Dune", "today"], ["move", "Call the bank", "later"],
        ["routines", "done", "Pay bills", "--day", "2026-11-15"],
    ]
    static let second: [[String]] = [
        ["move", "Pay rent", "--on", "12-01"], ["move", "Renew passport", "--on", "12-10"], ["add", "--later", "Learn", "Go"],
        ["routines", "done", "Bins", "--day", "2026-11-15"],
    ]

    /// What both machines hold once they met.
    static func expectFates(_ todo: String?, _ archive: String?, _ routines: String, machine: String) {
        let todo = todo ?? "", archive = archive ?? ""
        let today = todo.components(separatedBy: "Later:")[0]
        let later = todo.components(separatedBy: "Later:").dropFirst().first ?? ""
        #expect(today.contains("Today:\n\t- Read Dune @day(2026-11-22)\n"), "\(machine): \(todo)")
        for line in [
            "\t- Pay rent @day(2026-12-01)\n", "\t- Call the bank\n", "\t- Renew passport @day(2026-12-10)\n",
            "\t- Learn Go\n",
        ] {
            #expect(later.contains(line), "\(machine): \(line) in \(todo)")
        }
        #expect(!todo.contains("2026-12-05") && !todo.contains("2026-11-27"), "\(machine): \(todo)")
        // Every routine says when it started; an interval counts from it.
        #expect(todo.contains("\t- Pay bills @every(1st, 15th) @since(2026-11-01) @made(2026-11-01)\n"), "\(machine): \(todo)")
        #expect(todo.contains("\t- Bins @every(2 weeks) @since(2026-11-01) @made(2026-11-01)\n"), "\(machine): \(todo)")
        for name in ["Pay bills", "Bins"] {
            #expect(
                archive.contains("\t- \(name) @day(2026-11-15) @done(2026-11-15) @routine @late(2026-11-22)\n"),
                "\(machine): \(archive)")
        }
        #expect(routines.contains("Pay bills · every 1st, 15th · next Tue 2026-12-01 · streak 1 day"), "\(machine): \(routines)")
        #expect(routines.contains("Bins · every 2 weeks · next Sun 2026-11-29 · streak 1 day"), "\(machine): \(routines)")
    }

    @Test func gitClonesAgreeOnEveryLaterTaskAndRoutine() {
        let g = GitClones()
        g.cli.now = "2026-11-01 09:00:00"
        Self.start { g.run(g.a, $0) }
        #expect(g.sync(g.a).status == 0)
        #expect(g.sync(g.b).status == 0)
        g.cli.now = "2026-11-22 09:00:00"
        for arguments in Self.first { #expect(g.run(g.a, arguments).status == 0, "\(arguments)") }
        for arguments in Self.second { #expect(g.run(g.b, arguments).status == 0, "\(arguments)") }
        let a = g.sync(g.a), b = g.sync(g.b), again = g.sync(g.a)
        #expect(a.status == 0 && b.status == 0 && again.status == 0, "\(a.stderr) \(b.stderr) \(again.stderr)")
        #expect(
            (b.stdout + b.stderr).contains("kept @day(2026-12-01), dropped @day(2026-12-05)"),
            "\(b.stdout) \(b.stderr)")
        for (name, file) in [("a", g.a), ("b", g.b)] {
            let archive = g.cli.read(file.replacing("todo.taskpaper", with: "todo.archive.taskpaper"))
            Self.expectFates(g.cli.read(file), archive, g.run(file, ["routines"]).stdout, machine: name)
        }
        #expect(g.cli.read(g.a) == g.cli.read(g.b))
    }

    @Test(.enabled(if: RealSyncthing.program != nil, "syncthing is not installed"))
    func syncthingMachinesAgreeOnEveryLaterTaskAndRoutine() throws {
        let m = SyncedMachines()
        let sync = try #require(RealSyncthing(m), "Syncthing could not be set up")
        let within = RealSyncthingTests.within
        try #require(within(20) { sync.connected }, "the two Syncthing instances did not connect")
        m.cli.now = "2026-11-01 09:00:00"
        Self.start { m.run(m.a, $0) }
        sync.scan()
        try #require(within(15) { m.read(m.a) == m.read(m.b) && m.files(m.a) == m.files(m.b) })
        m.run(m.b, ["list"])
        sync.pause()
        #expect(within(5) { !sync.connected })
        m.cli.now = "2026-11-22 09:00:00"
        for arguments in Self.first { #expect(m.run(m.a, arguments).status == 0, "\(arguments)") }
        for arguments in Self.second { #expect(m.run(m.b, arguments).status == 0, "\(arguments)") }
        sync.scan()
        sync.resume()
        var said = ""
        let met = within(40) {
            said += m.run(m.a, ["list"]).stderr + m.run(m.b, ["list"]).stderr
            return sync.connected && sync.idle && m.copies(m.a).isEmpty && m.copies(m.b).isEmpty
                && m.read(m.a) == m.read(m.b) && m.files(m.a) == m.files(m.b)
        }
        #expect(met, "the machines did not meet: \(m.read(m.a)) / \(m.read(m.b)) / \(m.copies(m.a)) \(said)")
        // The merge keeps the earlier day (checked below), and the merged
        // copy's line names the day it dropped, as `txtodo sync` does.
        #expect(said.contains("kept @day(2026-12-01), dropped @day(2026-12-05)"), "\(said)")
        for machine in [m.a, m.b] {
            Self.expectFates(
                m.read(machine), m.cli.read(machine.folder + "/todo.archive.taskpaper"), m.run(machine, ["routines"]).stdout,
                machine: machine.name)
        }
    }
}
