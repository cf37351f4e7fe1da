import Glibc
import Testing
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// A version no log has (an edit by hand a sync tool carried before any
/// txtodo saw it) is placed at the logged version sharing the most lines
/// with it, even where that is older than what every machine running
/// txtodo holds now: a device without txtodo (a phone with a plain text
/// editor) can still hold that older version, and an edit made there must
/// not read the tasks added since as deleted. Where every device the
/// folder is shared with runs txtodo, Syncthing's copy names which one
/// kept its version, and the other's edit was made on what its own log
/// last recorded or later: a task deleted by hand right after it was added
/// stays deleted.
@Suite struct EditedOnAnOlderVersionTests {
    static let day = "@day(2026-11-22)"

    /// The desk and a phone share the folder; the phone never runs txtodo
    /// (no log of it anywhere). The desk adds a task with txtodo; the
    /// phone, still on the version before it, gets a line appended by
    /// hand. The sync tool keeps the desk's file and leaves the phone's
    /// beside it: once no log can come, the merge keeps both new tasks.
    @Test func anEditOnADeviceWithoutTxtodoKeepsWhatWasAddedSince() throws {
        let f = try SharedFolders(["desk", "phone"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (desk, phone) = (f.machines[0], f.machines[1])
        for m in f.machines {
            unlink(m.folder.file("todo.versions/" + phone.id + ".log"))
            unlink(m.folder.file("todo.versions/" + phone.id + ".syncthing"))
        }
        try desk.commit(.add(.today, "Three", priority: 1))
        phone.append("\t- Call Sam \(Self.day)\n")
        f.conflict(winner: desk, loser: phone, only: desk)
        let merged = try desk.open(later: 7 * 3_600)
        #expect(merged.merges.count == 1)
        #expect(!merged.merges.contains { $0.contains("union") })
        #expect(SharedFolders.names(desk.text) == ["Call Sam", "One", "Three", "Two"])
    }

    /// Both machines run txtodo. The laptop adds a task, then, in an
    /// editor, deletes it and appends another line, before any txtodo
    /// reads the file; the desk holds the version with the task. The
    /// copy shares as many lines with the version before the task as with
    /// the one after it; but Syncthing kept the desk's version, so the copy
    /// is the laptop's, made on what the laptop's log last recorded.
    @Test func aTaskDeletedByHandRightAfterItWasAddedStaysDeleted() throws {
        let desk = try Self.deletedByHandOnTheLaptop(phone: false)
        #expect(SharedFolders.names(desk.text) == ["Call Sam", "Four", "One", "Two"])
    }

    /// The same with a phone in the folder that runs no txtodo: the copy
    /// may be the phone's, made on the version before the task, so the
    /// task is kept (it may come back; nothing the desk added is lost).
    @Test func withAPhoneInTheFolderTheTaskIsKept() throws {
        let desk = try Self.deletedByHandOnTheLaptop(phone: true)
        #expect(SharedFolders.names(desk.text) == ["Call Sam", "Four", "One", "Three", "Two"])
    }

    /// Three machines run txtodo. The laptop adds a task and the desk gets
    /// it; the tablet, away, does not. The laptop deletes the task in an
    /// editor, giving back the first version's bytes, before any txtodo
    /// reads the file. The tablet then adds and deletes a task of its own:
    /// its file holds the first version's bytes too, and its log ends
    /// there. Syncthing keeps the desk's version and leaves the laptop's
    /// beside it. The copy could be the tablet's (it never had the task)
    /// but for the tablet's log: it saved over its own version after the
    /// copy's time, so its file held no such write then. The copy is the
    /// laptop's, and the task stays deleted.
    @Test func aMachineWhoseLogShowsItHeldAnotherVersionIsNotTheCopys() throws {
        let f = try SharedFolders(["desk", "laptop", "tablet"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (desk, laptop, tablet) = (f.machines[0], f.machines[1], f.machines[2])
        try laptop.commit(.add(.today, "Three", priority: 1))
        f.carry(from: laptop, to: desk)
        try desk.open()
        try tablet.commit(.add(.today, "Five", priority: 1))
        laptop.saveByRename { $0.replacingOccurrences(of: "\t- Three \(Self.day)\n", with: "") }
        // (Clocks of machines a sync tool joins may be a moment apart.)
        usleep(UInt32(CopyMakers.clockSkew + 100_000))
        try tablet.commit(.delete(TaskRef(section: .today, name: "Five")))
        #expect(tablet.text == laptop.text)
        try desk.commit(.add(.today, "Four", priority: 1))
        f.carryLogs(from: tablet, to: desk)
        f.conflict(winner: desk, loser: laptop, only: desk)
        _ = try desk.open(later: 7 * 3_600)
        #expect(SharedFolders.names(desk.text) == ["Four", "One", "Two"])
    }

    /// The same three machines; this time the copy is the tablet's, and
    /// the tablet's file was given the desk's version before its txtodo
    /// saved again: a save after the copy's time does not set the tablet
    /// aside when the version it was made from came from elsewhere. The
    /// tablet's edit (a task deleted in an editor) is read against what the
    /// tablet held, so a task the laptop added since is not read as
    /// deleted by it.
    @Test func aMachineGivenAnotherVersionBeforeItSavedMayStillBeTheCopys() throws {
        let f = try SharedFolders(["desk", "laptop", "tablet"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (desk, laptop, tablet) = (f.machines[0], f.machines[1], f.machines[2])
        try laptop.commit(.add(.today, "Three", priority: 1))
        for m in [desk, tablet] {
            f.carry(from: laptop, to: m)
            try m.open()
        }
        try tablet.commit(.add(.today, "Five", priority: 1))
        f.carryLogs(from: tablet, to: desk)
        try laptop.commit(.add(.today, "Six", priority: 1))
        f.carry(from: laptop, to: desk)
        tablet.saveByRename { $0.replacingOccurrences(of: "\t- Three \(Self.day)\n", with: "") }
        // The desk's later version wins; the tablet's file is given it, and
        // its txtodo saves on it a while later.
        try desk.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: desk, loser: tablet, only: desk)
        f.carry(from: desk, to: tablet)
        usleep(UInt32(CopyMakers.clockSkew + 100_000))
        try tablet.commit(.add(.today, "Seven", priority: 1))
        f.carryLogs(from: tablet, to: desk)
        f.carryLogs(from: laptop, to: desk)
        _ = try desk.open(later: 7 * 3_600)
        #expect(SharedFolders.names(desk.text) == ["Five", "Four", "One", "Six", "Two"])
    }

    /// The story above; `phone`: a third device shares the folder and
    /// keeps no log. The desk's file once the copy merged.
    static func deletedByHandOnTheLaptop(phone: Bool) throws -> SharedFolders.Machine {
        let f = try SharedFolders(
            ["desk", "laptop"] + (phone ? ["phone"] : []), start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (desk, laptop) = (f.machines[0], f.machines[1])
        for m in f.machines where phone {
            unlink(m.folder.file("todo.versions/" + f.machines[2].id + ".log"))
            unlink(m.folder.file("todo.versions/" + f.machines[2].id + ".syncthing"))
        }
        try laptop.commit(.add(.today, "Three", priority: 1))
        f.carry(from: laptop, to: desk)
        try desk.open()
        laptop.saveByRename {
            $0.replacingOccurrences(of: "\t- Three \(Self.day)\n", with: "") + "\t- Call Sam \(Self.day)\n"
        }
        try desk.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: desk, loser: laptop, only: desk)
        _ = try desk.open(later: 7 * 3_600)
        return desk
    }
}

/// Each machine's note of its Syncthing device follows Syncthing's
/// configuration: a save after the folder is shared otherwise writes it
/// again; saves in between leave it as it is.
@Suite struct DeclaredDeviceTests {
    @Test func theNoteFollowsSyncthingsConfiguration() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One @day(2026-11-22)\n")
        let desk = f.machines[0]
        let note = "todo.versions/" + desk.id + ".syncthing"
        let both = desk.folder.read(note)
        #expect(
            both
                == "txtodo syncthing 1\nid \(desk.device)\nsharing \([desk.device, f.machines[1].device].sorted().joined(separator: " "))\n"
        )
        try desk.commit(.add(.today, "Two", priority: 1))
        #expect(desk.folder.read(note) == both)
        // Later (file times to the nanosecond: a moment is enough), the folder is shared with the desk alone.
        usleep(10_000)
        desk.share(with: [desk], in: f.states)
        try desk.commit(.add(.today, "Three", priority: 1))
        #expect(desk.folder.read(note) == "txtodo syncthing 1\nid \(desk.device)\nsharing \(desk.device)\n")
    }
}
