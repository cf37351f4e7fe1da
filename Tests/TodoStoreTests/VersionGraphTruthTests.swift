import Glibc
import Foundation
import Testing
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// The merge base a conflict copy is merged against must be a true common
/// ancestor of both sides: whatever either machine deleted after it stays
/// deleted. Each case is a history that once gave a base too old.
@Suite struct VersionGraphTruthTests {
    static let day = "@day(2026-11-22)"
    static func ref(_ name: String) -> TaskRef { TaskRef(section: .today, name: name) }

    /// A merge that brings nothing new is still a merge of two versions:
    /// the machine's later versions keep their own history.
    @Test func aMergeOfNothingNewKeepsBothParents() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Keep \(Self.day)\n\t- Temp \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.toggleDone(Self.ref("Keep")))
        try a.commit(.addNote(Self.ref("Temp"), "the same note"))
        try b.commit(.addNote(Self.ref("Temp"), "the same note"))
        // The laptop's own version becomes the copy; the desk's is in its place.
        f.conflict(winner: a, loser: b, only: b)
        let merged = try b.open()
        #expect(merged.merges.count == 1)
        try b.commit(.delete(Self.ref("Temp")))
        try a.commit(.add(.today, "New", priority: 1))
        f.conflict(winner: a, loser: b, only: a)
        try a.open()
        #expect(SharedFolders.names(a.text) == ["Keep", "New"])
    }

    /// A hand edit of a version another machine made descends from that
    /// version, not from this machine's last recorded one.
    @Test func aHandEditDescendsFromTheVersionTheFileHeld() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Bread \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try b.commit(.add(.today, "Milk", priority: 1))
        f.carry(from: b, to: a)
        try a.open()
        // In an editor: Milk deleted, Jam added.
        a.edit { $0.replacingOccurrences(of: "\t- Milk \(Self.day)\n", with: "\t- Jam \(Self.day)\n") }
        try a.open()
        try b.commit(.add(.today, "Eggs", priority: 1))
        f.conflict(winner: a, loser: b)
        try a.open()
        #expect(SharedFolders.names(a.text) == ["Bread", "Eggs", "Jam"])
    }

    /// Bytes made again from bytes that came back are a point of their
    /// own, though their parent's hash is that of another machine's older
    /// point: here the laptop's deletions end where the phone's edit by
    /// hand was, and the laptop knew of the task it deleted on the way.
    @Test func bytesMadeAgainAreNotAnotherMachinesOlderPoint() throws {
        let start = "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n\t- Three \(Self.day)\n"
        let f = try SharedFolders(["desk", "laptop", "phone"], start: start)
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        // The phone: Two deleted in an editor, One with txtodo.
        c.saveByRename { $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") }
        try c.commit(.delete(Self.ref("One")))
        // The desk adds Milk; the laptop gets it, the phone merges it.
        try a.commit(.add(.today, "Milk", priority: 1))
        f.carry(from: a, to: b)
        try b.open()
        f.conflict(winner: c, loser: a, only: c)
        try c.open()
        #expect(SharedFolders.names(c.text) == ["Milk", "Three"])
        // The laptop deletes Milk, then Two: its file is the phone's
        // edit by hand again, byte for byte.
        try b.commit(.delete(Self.ref("Milk")))
        try b.commit(.delete(Self.ref("Two")))
        f.conflict(winner: b, loser: c, only: b)
        try b.open()
        #expect(SharedFolders.names(b.text) == ["Three"])
    }

    /// Two machines that came to the same bytes on their own both hold
    /// them: the version comes from both histories, so what either
    /// deleted on the way stays deleted.
    @Test func bytesTwoMachinesReachedAloneHaveBothHistories() throws {
        let start = "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n\t- Three \(Self.day)\n"
        let f = try SharedFolders(["desk", "laptop", "phone"], start: start)
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try b.commit(.add(.today, "Milk", priority: 1))
        f.carry(from: b, to: a)
        try a.commit(.delete(Self.ref("Milk")))
        try a.commit(.delete(Self.ref("Three")))
        // The phone never had Milk; it deletes Three, and holds the desk's bytes.
        try c.commit(.delete(Self.ref("Three")))
        #expect(a.text == c.text)
        f.carryLogs(from: a, to: c)
        f.carryLogs(from: c, to: a)
        f.conflict(winner: c, loser: b, only: c)
        try c.open()
        #expect(SharedFolders.names(c.text) == ["One", "Two"])
    }

    /// An edit by hand that gives back the first version's bytes, while a
    /// machine that never changed anything still ends its log with them:
    /// the edit comes from what the file held, not from that machine.
    @Test func bytesGivenBackByHandAreNotAnIdleMachinesVersion() throws {
        let start = "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n"
        let f = try SharedFolders(["desk", "laptop", "phone"], start: start)
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.add(.today, "Milk", priority: 1))
        f.carry(from: a, to: b)
        try b.open()
        b.saveByRename { $0.replacingOccurrences(of: "\t- Milk \(Self.day)\n", with: "") }
        try b.open()
        #expect(b.text == start)
        try a.commit(.delete(Self.ref("Two")))
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        #expect(SharedFolders.names(b.text) == ["One"])
    }
}

/// An edit by hand that a sync tool carried before txtodo saw it is in no
/// log; once its copy's wait is over it is merged as coming from the logged
/// version nearest to it, not as a union that brings deleted tasks back.
@Suite struct HandEditCarriedFirstTests {
    static let day = "@day(2026-11-22)"

    @Test func aHandEditMergesAgainstTheVersionItWasMadeFrom() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Keep \(Self.day)\n\t- Temp \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try b.commit(.delete(TaskRef(section: .today, name: "Temp")))
        // On the desk, in an editor, before txtodo runs there: a line appended.
        a.edit { $0 + "\t- Jam \(Self.day)\n" }
        f.conflict(winner: a, loser: b)
        try a.open()
        // The laptop has the desk's edit in the file's place and no record
        // of it: the desk's log was written before it, so it waits for it.
        #expect(try b.open().merges == ["Waiting to merge a Syncthing copy: \(CopyWait.why(["desk"]))"])
        // The desk's merge recorded the edit, as coming from the version it
        // was made on; its log arrives, and the laptop merges the same way.
        f.carryLogs(from: a, to: b)
        try b.open()
        #expect(a.text == b.text)
        #expect(SharedFolders.names(a.text) == ["Jam", "Keep"])
    }

    /// A task deleted in an editor can give back an older version's exact
    /// bytes; carried before txtodo saw it, it is still an edit of what
    /// that machine held, so what it and the other machine deleted since
    /// the older version stays deleted.
    @Test func bytesThatComeBackByHandAreAnEditOfWhatTheMachineHeld() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Keep \(Self.day)\n\t- Old \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try b.commit(.add(.today, "Milk", priority: 1))
        f.carry(from: b, to: a)
        try a.open()
        // In editors, before txtodo runs: the desk is back to the first bytes.
        a.saveByRename { $0.replacingOccurrences(of: "\t- Milk \(Self.day)\n", with: "") }
        b.saveByRename { $0.replacingOccurrences(of: "\t- Old \(Self.day)\n", with: "") }
        f.conflict(winner: a, loser: b, only: b)
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["Keep"])
    }

    /// Of logged versions as near to an edit by hand, the one a machine
    /// held last is the one it was made on, not an older one that happens
    /// to share as many lines.
    @Test func aHandEditComesFromTheLatestOfVersionsAsNear() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- A \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        for (old, new) in [("A", "B"), ("B", "C"), ("C", "D")] {
            try b.commit(.add(.today, new, priority: 1))
            try b.commit(.delete(TaskRef(section: .today, name: old)))
        }
        f.carry(from: b, to: a)
        try a.open()
        // The laptop's last task deleted in an editor, before txtodo runs,
        // a second before the desk's change (file times are coarser than
        // the two steps here: the desk's log must be seen as newer).
        b.saveByRename { $0.replacingOccurrences(of: "\t- D \(Self.day)\n", with: "") }
        let edited = b.written
        b.place("todo.taskpaper", b.text, at: timespec(tv_sec: edited.tv_sec - 1, tv_nsec: edited.tv_nsec))
        try a.commit(.add(.today, "E", priority: 1))
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        #expect(SharedFolders.names(b.text) == ["E"])
    }

    /// A task added and then deleted by hand here gives back bytes another
    /// machine's log ends with; that machine never held the task, so
    /// its version is not what the file came to hold: the edit comes from
    /// the version with the task, and a third machine that kept the task
    /// does not bring it back.
    @Test func bytesGivenBackHereAreNotAnotherMachinesVersion() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- Keep \(Self.day)\n")
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        b.append("\t- Hand \(Self.day)\n")
        try b.open()
        f.carry(from: b, to: c)
        try c.open()
        // The desk comes back to the first bytes on its own (a task added
        // and deleted); its log reaches the laptop, whose editor then gives
        // those bytes back.
        try a.commit(.add(.today, "Temp", priority: 1))
        try a.commit(.delete(TaskRef(section: .today, name: "Temp")))
        f.carryLogs(from: a, to: b)
        b.saveByRename { $0.replacingOccurrences(of: "\t- Hand \(Self.day)\n", with: "") }
        try b.open()
        try c.commit(.add(.today, "Phone", priority: 1))
        f.conflict(winner: b, loser: c, only: b)
        try b.open()
        #expect(SharedFolders.names(b.text) == ["Keep", "Phone"])
    }

    /// A task deleted here in an editor, before txtodo ran, gives back this
    /// machine's own older bytes; the other machine added a task meanwhile
    /// and its version wins. The copy is this machine's edit (nothing on
    /// record says whose it is): it must not be taken as an edit of the
    /// other machine's version, which would read the task added there as
    /// deleted by it.
    @Test func anEditGivingBackOlderBytesNeverDeletesATaskItNeverSaw() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Keep \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        b.append("\t- Hand \(Self.day)\n")
        try b.open()
        f.carry(from: b, to: a)
        try a.open()
        try a.commit(.add(.today, "Added there", priority: 1))
        b.saveByRename { $0.replacingOccurrences(of: "\t- Hand \(Self.day)\n", with: "") }
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["Added there", "Keep"])
    }

    /// The same with an edit no log has: it shares as many lines with the
    /// other machine's version (one task added there) as with the version
    /// this machine held (one task it deleted). Whose the copy is is not
    /// known, so it is not taken as an edit of the other machine's.
    /// (Several names: which of two as near comes first must not turn on
    /// the bytes.)
    @Test(arguments: ["Added there", "Milk", "Eggs", "Call mom", "Pay rent", "Water the plants"])
    func anEditAsNearToBothSidesNeverDeletesATaskItNeverSaw(added: String) throws {
        let start = "Today:\n\t- Keep \(Self.day)\n\t- Old \(Self.day)\n"
        let f = try SharedFolders(["desk", "laptop"], start: start)
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.add(.today, added, priority: 1))
        try a.commit(.delete(TaskRef(section: .today, name: "Old")))
        b.saveByRename { $0.replacingOccurrences(of: "\t- Old \(Self.day)\n", with: "") }
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == [added, "Keep"].sorted())
    }

    /// Three machines. One deletes a task with txtodo; this one adds a task,
    /// and the two merge. The third, whose log is behind, deletes the same
    /// task in an editor: its bytes are the first machine's older version.
    /// The version it was made on is its own log's end, or the first
    /// machine's, as near; taken as the first machine's, the task added
    /// here would read as deleted by the third, which never had it. Of two
    /// as near, the one that deletes fewer of this side's tasks is taken.
    /// (Several names: which of two as near comes first must not turn on
    /// the bytes.)
    @Test(arguments: ["Added here", "Milk", "Eggs", "Call mom", "Pay rent", "Water the plants"])
    func anEditGivingBackAnotherMachinesOlderBytesKeepsATaskAddedHere(added: String) throws {
        let start = "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n"
        let f = try SharedFolders(["desk", "laptop", "phone"], start: start)
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try b.commit(.delete(TaskRef(section: .today, name: "One")))
        try a.commit(.add(.today, added, priority: 1))
        f.conflict(winner: a, loser: b)
        try a.open()
        try b.open()
        f.carryLogs(from: b, to: a)
        #expect(a.text == b.text && SharedFolders.names(a.text) == [added, "Two"].sorted())
        try a.commit(.add(.today, "Then", priority: 1))
        c.saveByRename { $0.replacingOccurrences(of: "\t- One \(Self.day)\n", with: "") }
        f.conflict(winner: c, loser: a, only: a)
        try a.open()
        try a.open(later: 7 * 3_600)
        #expect(SharedFolders.names(a.text) == [added, "Then", "Two"].sorted())
    }

    /// A task deleted in an editor gives back the bytes from before it was
    /// added, on the machine that added it (and changed the file since:
    /// a task added and checked off there, then deleted), and its version
    /// wins the conflict there. That machine merges at once (no log it
    /// waits for): its edit was made on what its file held, not on those
    /// older bytes, or the task would read as added by the other machine
    /// and come back there alone.
    @Test func anEditGivingBackOlderBytesHereMergesFromWhatTheFileHeld() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.add(.today, "Two", priority: 1))
        try a.commit(.add(.today, "Brief", priority: 1))
        try a.commit(.delete(TaskRef(section: .today, name: "Brief")))
        f.carry(from: a, to: b)
        try b.open()
        try b.commit(.add(.today, "Three", priority: 1))
        a.saveByRename { $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") }
        f.conflict(winner: a, loser: b)
        try a.open()
        #expect(SharedFolders.names(a.text) == ["One", "Three"])
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["One", "Three"])
    }

    /// A task added and deleted with txtodo gives back the bytes another
    /// machine made first, and an edit by hand made on them reaches that
    /// other machine before txtodo saw it: no log has the edit, and it is
    /// placed at the version nearest to it, the bytes given back, as the
    /// machine that gave them back holds them. That version's hash names
    /// the older record of the same bytes in the placing machine's own
    /// log, without the task's add and delete; recorded so, a third
    /// machine that still has the task brings it back.
    @Test func anEditOfBytesThatCameBackIsPlacedWhereTheyCameBack() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try b.commit(.add(.today, "Two", priority: 1))
        f.carry(from: b, to: a)
        f.carry(from: b, to: c)
        try a.open()
        try a.commit(.add(.today, "Three", priority: 1))
        f.carry(from: a, to: c)
        try c.open()
        // The desk's file is the laptop's bytes again, and the laptop has its log.
        try a.commit(.delete(TaskRef(section: .today, name: "Three")))
        try b.commit(.add(.today, "Four", priority: 1))
        f.carryLogs(from: a, to: b)
        a.saveByRename { $0 + "\t- By hand\n" }
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["By hand", "Four", "One", "Two"])
        // The phone, which still has the task, adds one and meets the laptop.
        try c.commit(.add(.today, "Five", priority: 1))
        f.conflict(winner: b, loser: c, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["By hand", "Five", "Four", "One", "Two"])
    }

    /// Two machines. A task added on the laptop reaches the desk in a
    /// merge; the desk deletes it in an editor before txtodo runs there,
    /// which gives back the desk's older bytes, and that version wins the
    /// conflict. The desk's log ends with the merge, the laptop's own
    /// version (the copy): the desk holds it by its log, but it is the only
    /// other machine, so it changed its file since; the copy waits for the
    /// desk's log and is then placed where the desk was, not taken for the
    /// older version (the task would come back).
    @Test func aTaskDeletedByHandGivingBackOlderBytesOnTheOnlyOtherMachineStaysDeleted() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.add(.today, "Three", priority: 1))
        try a.commit(.delete(TaskRef(section: .today, name: "Two")))
        let older = a.text
        b.saveByRename { $0 + "\t- By hand\n" }
        try b.open()
        f.conflict(winner: b, loser: a, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["By hand", "One", "Three"])
        f.carry(from: b, to: a)
        try a.open()
        a.saveByRename { $0.replacingOccurrences(of: "\t- By hand \(Self.day)\n", with: "") }
        #expect(a.text == older)
        f.conflict(winner: a, loser: b, only: b)
        try b.open()
        try b.open(later: 7 * 3_600)
        #expect(SharedFolders.names(b.text) == ["One", "Three"])
    }
}

/// Crosswise merges: each machine merged the other's version while apart,
/// so the two have two best common ancestors; the base is both merged.
@Suite struct VirtualBaseTests {
    static let day = "@day(2026-11-22)"

    @Test func crosswiseMergesMergeAgainstBothBases() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- Keep \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.add(.today, "From desk", priority: 1))
        try b.commit(.add(.today, "From laptop", priority: 1))
        let (a1, b1, a1At, b1At) = (a.text, b.text, a.written, b.written)
        f.carryLogs(from: a, to: b)
        f.carryLogs(from: b, to: a)
        // Each changes again, then merges the other's first version: the
        // two merges have two best common ancestors, the first versions.
        try a.commit(.add(.today, "Desk two", priority: 1))
        try b.commit(.add(.today, "Laptop two", priority: 1))
        a.place(SharedFolders.copyName, b1, at: b1At)
        b.place(SharedFolders.copyName, a1, at: a1At)
        try a.open()
        try b.open()
        // Apart again: the desk deletes “From laptop”, the laptop “From desk”.
        try a.commit(.delete(TaskRef(section: .today, name: "From laptop")))
        try b.commit(.delete(TaskRef(section: .today, name: "From desk")))
        f.conflict(winner: a, loser: b)
        try a.open()
        try b.open()
        #expect(a.text == b.text)
        #expect(SharedFolders.names(a.text) == ["Desk two", "Keep", "Laptop two"])
    }
}

/// A merge whose bytes are one side's: the machine whose bytes they are
/// records nothing when the merge reaches it, yet what it makes next comes
/// from the merge and from all the merge took in.
@Suite struct AbsorbingMergeTests {
    static let day = "@day(2026-11-22)"

    @Test func aTaskDeletedInAMergeEqualToOneSideStaysDeleted() throws {
        let f = try SharedFolders(
            ["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try a.commit(.add(.today, "Added on desk", priority: 1))
        f.carry(from: a, to: b)
        try b.open()
        try b.commit(.delete(TaskRef(section: .today, name: "Added on desk")))
        try b.commit(.delete(TaskRef(section: .today, name: "Two")))
        try c.commit(.delete(TaskRef(section: .today, name: "One")))
        try c.commit(.delete(TaskRef(section: .today, name: "Two")))
        try c.commit(.add(.today, "From phone", priority: 1))
        // The laptop merges the phone's version: the result is the phone's bytes.
        f.conflict(winner: b, loser: c, only: b)
        try b.open()
        #expect(b.text == c.text)
        f.carry(from: b, to: c)
        try c.open()
        try c.commit(.add(.today, "Then", priority: 1))
        // The desk still holds the task it added, which the laptop deleted.
        f.conflict(winner: c, loser: a)
        try a.open()
        try c.open()
        #expect(SharedFolders.names(a.text) == ["From phone", "Then"])
        #expect(a.text == c.text)
    }
}
