#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing

/// Syncthing puts another machine's version in place in two steps: it
/// moves the file away (to a conflict copy, or it removes it), then renames
/// its temporary file, `.syncthing.todo.taskpaper.tmp`, into the file's
/// place. A txtodo started between the two finds no file. It waits for the
/// sync tool's version: a file written in that moment would be replaced by
/// the rename, and what it held (a conflict copy merged into it, a task
/// just added) lost.
@Suite struct SyncToolPlacingTests {
    /// Both machines share two tasks; then the laptop adds one (and the
    /// desk one too, apart, when `both`), and the laptop's version and
    /// its log come to the desk, the version in Syncthing's temporary file.
    static func laptopAdds(
        desk both: Bool, temporary name: String = ".syncthing.todo.taskpaper.tmp"
    ) -> (SyncedMachines, temporary: String) {
        let m = SyncthingCopyTests.start(["Shared one", "Shared two"])
        if both { m.run(m.a, ["add", "From the desk"]) }
        m.run(m.b, ["add", "From the laptop"])
        // With their times, as Syncthing gives them.
        for (path, bytes) in m.files(m.b) where path.hasPrefix("todo.versions/") {
            m.cli.write(m.a.folder + "/" + path, bytes: bytes)
            m.cli.shell("touch -r '\(m.b.folder)/\(path)' '\(m.a.folder)/\(path)'")
        }
        let temporary = m.a.folder + "/" + name
        m.cli.write(temporary, m.read(m.b))
        m.cli.shell("touch -r '\(m.b.file)' '\(temporary)'")
        return (m, temporary)
    }

    /// The sync tool's rename, a moment after txtodo starts.
    static func renameSoon(_ m: SyncedMachines, _ temporary: String) {
        m.cli.shell("(sleep 0.4; mv '\(temporary)' '\(m.a.file)') >/dev/null 2>&1 &")
    }

    @Test func aCopyMovedAsideIsMergedIntoTheVersionPutInItsPlace() {
        let (m, temporary) = Self.laptopAdds(desk: true)
        #expect(rename(m.a.file, m.a.folder + "/" + SyncedMachines.conflictName("todo.taskpaper", device: m.b.device)) == 0)
        Self.renameSoon(m, temporary)
        var said = m.run(m.a, ["list"]).stderr
        usleep(800_000)
        said += m.run(m.a, ["list"]).stderr
        let file = m.read(m.a)
        #expect(file.contains("From the desk") && file.contains("From the laptop"), "\(file) \(said)")
        #expect(file.contains("Shared one") && file.contains("Shared two"), "\(file)")
        #expect(m.copies(m.a).isEmpty)
    }

    @Test func aTaskAddedWhileTheFileIsReplacedIsKept() {
        // No conflict: the laptop's version follows the desk's, and the
        // sync tool removes the desk's file before its rename.
        let (m, temporary) = Self.laptopAdds(desk: false)
        #expect(unlink(m.a.file) == 0)
        Self.renameSoon(m, temporary)
        #expect(m.run(m.a, ["add", "Typed just then"]).status == 0)
        usleep(800_000)
        let file = m.read(m.a)
        #expect(file.contains("Typed just then") && file.contains("From the laptop"), "\(file)")
    }

    /// The Nextcloud client does the same with its own temporary name, and
    /// its own name for the copy.
    @Test func aCopyMovedAsideByNextcloudIsMergedIntoTheVersionPutInItsPlace() {
        let (m, temporary) = Self.laptopAdds(desk: true, temporary: ".todo.taskpaper.~3f9a01bc")
        #expect(rename(m.a.file, m.a.folder + "/todo (conflicted copy 2026-11-22 101010).taskpaper") == 0)
        Self.renameSoon(m, temporary)
        #expect(m.run(m.a, ["add", "Typed just then"]).status == 0)
        usleep(800_000)
        m.run(m.a, ["list"])
        let file = m.read(m.a)
        for task in ["From the desk", "From the laptop", "Typed just then", "Shared one", "Shared two"] {
            #expect(file.contains(task), "\(task): \(file)")
        }
        #expect(!m.files(m.a).keys.contains { $0.contains("conflicted copy") })
    }

    /// A sync tool slower than the wait: the copy is not merged into a new
    /// file while the tool's temporary file is fresh; it waits beside the
    /// missing file, and nothing is written.
    @Test func aCopyWaitsWhileTheSyncToolIsSlowerThanTheWait() {
        let (m, temporary) = Self.laptopAdds(desk: true)
        let copy = m.a.folder + "/" + SyncedMachines.conflictName("todo.taskpaper", device: m.b.device)
        #expect(rename(m.a.file, copy) == 0)
        let said = m.run(m.a, ["list"]).stderr
        let line = "Waiting to merge a Syncthing copy: the sync tool is putting a version of the file in place"
        #expect(said.contains(line), "\(said)")
        #expect(m.read(m.a) == "" && m.copies(m.a).count == 1)
        // Once it is in place, the copy merges into it.
        #expect(rename(temporary, m.a.file) == 0)
        m.run(m.a, ["list"])
        let file = m.read(m.a)
        #expect(file.contains("From the desk") && file.contains("From the laptop"), "\(file)")
        #expect(m.copies(m.a).isEmpty)
    }

    /// A sync tool slower than the wait: a change is refused in one line,
    /// and nothing is written where the sync tool's version is to go.
    @Test func aChangeIsRefusedWhileTheSyncToolIsSlowerThanTheWait() {
        let (m, temporary) = Self.laptopAdds(desk: false)
        #expect(unlink(m.a.file) == 0)
        let looked = m.run(m.a, ["list"])
        #expect(looked.status == 0)
        #expect(looked.stderr.contains("is missing while a sync tool puts a version of it in place; nothing is shown"))
        let refused = m.run(m.a, ["add", "Typed just then"])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("is missing while a sync tool puts a version of it in place; nothing was changed"))
        #expect(m.cli.read(m.a.file) == nil)
        #expect(rename(temporary, m.a.file) == 0)
        #expect(m.run(m.a, ["add", "Typed just then"]).stderr == "")
        let file = m.read(m.a)
        #expect(file.contains("Typed just then") && file.contains("From the laptop"), "\(file)")
    }

    /// The archive too: a task deleted while the sync tool puts another
    /// version of the archive in place is archived in that version, not in
    /// a new archive the rename would replace (the task then in neither).
    @Test func aTaskDeletedWhileTheArchiveIsReplacedIsArchived() {
        let m = SyncthingCopyTests.start(["Shared one", "Shared two", "Shared three"])
        #expect(m.run(m.a, ["rm", "1"]).status == 0)
        let archive = m.a.folder + "/todo.archive.taskpaper"
        let earlier = m.cli.read(archive) ?? ""
        #expect(earlier.contains("Shared one"))
        // Another machine's archive, with what this one had and one more entry.
        let temporary = m.a.folder + "/.syncthing.todo.archive.taskpaper.tmp"
        m.cli.write(temporary, earlier + "\t- From the laptop @day(2026-11-22) @deleted(2026-11-22)\n")
        #expect(unlink(archive) == 0)
        m.cli.shell("(sleep 0.4; mv '\(temporary)' '\(archive)') >/dev/null 2>&1 &")
        #expect(m.run(m.a, ["rm", "1"]).stdout == "Deleted “Shared two”.\n")
        usleep(800_000)
        let archived = m.cli.read(archive) ?? ""
        for task in ["Shared one", "From the laptop", "Shared two"] {
            #expect(archived.contains(task), "\(task): \(archived)")
        }
    }
}
