import Testing

/// Conflict copies made the way Syncthing makes them, seen from both
/// machines, with the version logs travelling with the file: each machine
/// merges the pair it finds, both write the same bytes, so no new copy
/// follows, and what one machine did apart survives.
@Suite struct SyncthingCopyTests {
    static let day = "@day(2026-11-22)"

    /// Both machines share these tasks, added on the first.
    static func start(_ tasks: [String]) -> SyncedMachines {
        let m = SyncedMachines()
        for task in tasks { m.run(m.a, ["add", task]) }
        m.sync(keeping: m.a)
        #expect(m.run(m.b, ["list"]).stderr == "")
        return m
    }

    /// After changes made apart: a sync that makes a conflict copy, each
    /// machine looking at what it has, and a sync after that. Returns what
    /// each machine said when it merged.
    static func meet(_ m: SyncedMachines, keeping winner: SyncedMachines.Machine) -> (a: String, b: String) {
        m.sync(keeping: winner)
        #expect(m.copies(m.a).count == 1)
        let said = (m.run(m.a, ["list"]).stderr, m.run(m.b, ["list"]).stderr)
        m.sync(keeping: winner)
        #expect(m.read(m.a) == m.read(m.b))
        #expect(m.copies(m.a).isEmpty && m.copies(m.b).isEmpty)
        #expect(m.logConflicts.isEmpty)
        // Settled: nothing more to merge on either side.
        #expect(m.run(m.a, ["list"]).stderr == "" && m.run(m.b, ["list"]).stderr == "")
        m.sync(keeping: winner)
        #expect(m.copies(m.a).isEmpty)
        return said
    }

    @Test(arguments: [false, true])
    func aTaskDeletedApartStaysDeleted(bWins: Bool) {
        let m = Self.start(["Buy milk", "Call plumber"])
        #expect(m.run(m.a, ["rm", "1"]).stdout == "Deleted “Buy milk”.\n")
        m.run(m.b, ["add", "Call Sam"])
        let said = Self.meet(m, keeping: bWins ? m.b : m.a)
        #expect(m.read(m.a) == "Today:\n\t- Call plumber \(Self.day)\n\t- Call Sam \(Self.day)\n")
        #expect(said.a == "Merged a Syncthing copy from laptop: 1 task added\n")
        #expect(said.b == "Merged a Syncthing copy from desk: 1 deleted\n")
    }

    /// Deleting the task added last brings back the bytes of the version
    /// before it was added: still a deletion, made after that version.
    @Test(arguments: [false, true])
    func aDeletionThatEndsAtAnOlderVersionStaysDeleted(bWins: Bool) {
        let m = Self.start(["Shared one", "Shared two", "Shared three", "Shared four"])
        #expect(m.run(m.b, ["rm", "4"]).stdout == "Deleted “Shared four”.\n")
        m.run(m.a, ["done", "1"])
        _ = Self.meet(m, keeping: bWins ? m.b : m.a)
        #expect(!m.read(m.a).contains("Shared four"))
        #expect(m.read(m.a).contains("- Shared one \(Self.day) @done(2026-11-22)"))
    }

    @Test func aRenameDoesNotComeBack() {
        let m = Self.start(["Buy milk", "Call plumber"])
        m.run(m.a, ["rename", "1", "Buy oat milk"])
        m.run(m.b, ["done", "2"])
        _ = Self.meet(m, keeping: m.b)
        let text = m.read(m.a)
        #expect(text.contains("- Buy oat milk") && !text.contains("- Buy milk"))
        #expect(text.contains("- Call plumber \(Self.day) @done(2026-11-22)"))
    }

    @Test func aLoweredPriorityStaysLowered() {
        let m = Self.start([])
        m.run(m.a, ["add", "--priority", "3", "Pay rent"])
        m.sync(keeping: m.a)
        m.run(m.a, ["priority", "1", "1"])
        m.run(m.b, ["add", "Call Sam"])
        _ = Self.meet(m, keeping: m.b)
        #expect(m.read(m.a) == "Today:\n\t- Pay rent \(Self.day)\n\t- Call Sam \(Self.day)\n")
    }

    /// On one machine a txtodo add and a line appended by hand (seen by
    /// txtodo there), on the other an add: all three arrive everywhere.
    @Test(arguments: [false, true])
    func anAddAndAHandAppendMeetAnotherAdd(bWins: Bool) {
        let m = Self.start(["Shared"])
        m.run(m.a, ["add", "From txtodo"])
        m.cli.write(m.a.file, m.read(m.a) + "\t- Typed by hand\n")
        #expect(m.run(m.a, ["list"]).status == 0)
        m.run(m.b, ["add", "From the laptop"])
        _ = Self.meet(m, keeping: bWins ? m.b : m.a)
        let names = m.read(m.a).split(separator: "\n").map(SyncRoundsTests.name(of:))
        for task in ["Shared", "From txtodo", "Typed by hand", "From the laptop"] {
            #expect(names.contains(task), "\(task) lost: \(m.read(m.a))")
        }
    }

    /// A task scheduled apart for two days takes the earlier one; a task
    /// added to Later's backlog on one machine comes to the other.
    @Test(arguments: [false, true])
    func laterMergesTaskByTask(bWins: Bool) {
        let m = Self.start(["Buy milk", "Pay rent"])
        #expect(m.run(m.a, ["move", "2", "--on", "12-05"]).stdout == "Scheduled “Pay rent” for Sat 2026-12-05.\n")
        m.run(m.b, ["move", "2", "--on", "12-01"])
        m.run(m.b, ["add", "--later", "Read Dune"])
        _ = Self.meet(m, keeping: bWins ? m.b : m.a)
        #expect(
            m.read(m.a)
                == "Today:\n\t- Buy milk \(Self.day)\nLater:\n\t- Pay rent @day(2026-12-01) @delayed\n\t- Read Dune\n")
    }
}
