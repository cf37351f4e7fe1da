import Glibc
import Testing

/// The copies Syncthing, Dropbox and Nextcloud write beside the file when
/// two machines changed it, under the exact names those tools use: merged
/// on sight, then moved into the state folder. Here no other machine keeps
/// a version log (a phone's editor, say), so a copy's history is unknown:
/// it merges as a union, and says so. (`SyncthingCopyTests` has two.)
struct ConflictCopyTests {
    static let day = "@day(2026-11-22)"
    static let union = "no common version on record, so merged as a union (a task deleted on one side may be back)"

    static func merged(_ cli: CLI) -> String { cli.folder + "/home/.local/state/txtodo/merged/" }

    static func beside(_ cli: CLI, _ name: String) -> String { cli.folder + "/data/txtodo/" + name }

    /// Puts a copy beside the file and runs a command, as a sync tool and then the person would.
    /// A CLI whose list is in a folder a sync tool carries (Syncthing's mark
    /// above it), where each machine keeps its version log.
    static func syncedCLI() -> CLI {
        let cli = CLI()
        cli.write(cli.folder + "/data/.stfolder/.keep", "")
        return cli
    }

    static func look(_ cli: CLI, copy name: String, _ text: String) -> RunResult {
        cli.write(beside(cli, name), text)
        return cli.run(["list"])
    }

    @Test(arguments: [
        // Syncthing's device id names the device whose version was kept, not the copy's.
        ("todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper", "a Syncthing copy"),
        ("todo (Sam's conflicted copy 2026-11-22).taskpaper", "a Dropbox copy from Sam"),
        ("todo (conflicted copy 2026-11-22 101010).taskpaper", "a Nextcloud copy"),
    ])
    func aCopyIsMergedIntoTheFileAndMovedAside(name: String, described: String) {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n\t- Buy milk \(Self.day)\n")
        let r = Self.look(cli, copy: name, "Today:\n\t- Buy milk \(Self.day) @done(2026-11-22)\n\t- Call Sam \(Self.day)\n")
        #expect(r.status == 0)
        #expect(r.stderr == "Merged \(described): 1 task added, 1 checked; \(Self.union)\n")
        #expect(cli.read(cli.todo) == "Today:\n\t- Buy milk \(Self.day) @done(2026-11-22)\n\t- Call Sam \(Self.day)\n")
        #expect(!cli.exists(Self.beside(cli, name)))
        var st = stat()
        #expect(stat(Self.merged(cli) + name, &st) == 0 && st.st_mode & 0o777 == 0o600)
        #expect(cli.run(["list"]).stderr == "")
    }

    @Test func aCopyWithoutHistoryDropsNothing() {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n\t- Kept \(Self.day)\n\t- Mine \(Self.day)\n")
        #expect(cli.run(["list"]).status == 0)
        // A copy with nothing in common with the file as txtodo saw it: a union, nothing dropped.
        let r = Self.look(cli, copy: "todo.sync-conflict-20261122-101010-PHONE.taskpaper", "Today:\n\t- Theirs \(Self.day)\n")
        #expect(r.stderr == "Merged a Syncthing copy: 1 task added; \(Self.union)\n")
        #expect(cli.read(cli.todo) == "Today:\n\t- Kept \(Self.day)\n\t- Mine \(Self.day)\n\t- Theirs \(Self.day)\n")
    }

    @Test func aCopyEqualToWhatWasSeenStillLosesNothing() {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n\t- A \(Self.day)\n")
        #expect(cli.run(["add", "Mine"]).status == 0)
        // This machine's own earlier version came back as the copy.
        let r = Self.look(cli, copy: "todo (conflicted copy 2026-11-22 101010).taskpaper", "Today:\n\t- A \(Self.day)\n")
        #expect(r.stderr == "Merged a Nextcloud copy: nothing new\n")
        #expect(cli.read(cli.todo)?.contains("- Mine") == true)
    }

    @Test func aCopyOfTheArchiveMergesIntoTheArchive() {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n")
        cli.write(cli.archive, "2026-11-20:\n\t- Old @day(2026-11-20)\n")
        let r = Self.look(
            cli, copy: "todo.archive.sync-conflict-20261122-101010-ABCDEFG.taskpaper",
            "2026-11-21:\n\t- Other @day(2026-11-21)\n")
        #expect(r.stderr == "Merged a Syncthing copy of the archive: archive entries added; \(Self.union)\n")
        let archive = cli.read(cli.archive) ?? ""
        #expect(archive.contains("- Old") && archive.contains("- Other"))
    }

    @Test func aBinaryCopyIsLeftWhereItIsWithAWarning() {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n")
        let name = "todo (Sam's conflicted copy 2026-11-22).taskpaper"
        cli.write(Self.beside(cli, name), bytes: [0x54, 0x00, 0xFF])
        let r = cli.run(["list"])
        #expect(r.status == 0)
        #expect(r.stderr == "warning: \(name) is not UTF-8 text; it was left where it is, merge it by hand\n")
        #expect(cli.exists(Self.beside(cli, name)))
        #expect(cli.read(cli.todo) == "Today:\n")
    }

    @Test func aSecondCopyOfTheSameNameIsKeptBesideTheFirst() {
        let cli = Self.syncedCLI()
        cli.write(cli.todo, "Today:\n")
        let name = "todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper"
        for task in ["One", "Two"] {
            #expect(Self.look(cli, copy: name, "Today:\n\t- \(task) \(Self.day)\n").status == 0)
        }
        #expect(cli.exists(Self.merged(cli) + name))
        #expect(cli.exists(Self.merged(cli) + "2 " + name))
        #expect(cli.read(cli.todo) == "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
    }
}
