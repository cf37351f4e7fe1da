import Testing
@testable import TodoStore
import TodoCore

/// A machine whose file holds the same bytes as a later point of another
/// machine's history (a task added there and deleted again) is at that
/// later point: the merge of its copy knows the deletion, and what it
/// records names that point, not its own older one, so no other machine's
/// history is read as coming from that merge.
@Suite struct SameBytesLaterTests {
    static let day = "@day(2026-11-22)"

    /// The laptop adds a task. The tablet, then the desk, take it in
    /// conflicts they merge (the desk's merge reaches the tablet). The
    /// laptop deletes the task: its file is the first version's bytes
    /// again, which the phone's file still holds (the sync tool carries
    /// only the laptop's log). The tablet adds a task; the desk wins a
    /// conflict with the phone and both merge. The phone adds a task and
    /// meets the tablet, which still has the deleted one: it stays deleted.
    /// (Which record a file's time falls after can turn on the clock's
    /// tick: the story runs four times.)
    @Test(arguments: 0..<4) func aCopyWithBytesAnotherLogCameBackToIsAtThatLaterPoint(round: Int) throws {
        let f = try SharedFolders(["desk", "laptop", "phone", "tablet"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop, phone, tablet) = (f.machines[0], f.machines[1], f.machines[2], f.machines[3])
        try laptop.commit(.add(.today, "Two", priority: 1))
        f.conflict(winner: laptop, loser: tablet, only: tablet)
        try tablet.open()
        f.carry(from: tablet, to: laptop)
        f.conflict(winner: desk, loser: tablet, only: desk)
        try desk.open()
        f.carry(from: desk, to: tablet)
        try tablet.open()
        try laptop.commit(.delete(TaskRef(section: .today, name: "Two")))
        #expect(laptop.text == phone.text)
        f.carryLogs(from: laptop, to: phone)
        try tablet.commit(.add(.today, "Three", priority: 1))
        f.conflict(winner: desk, loser: phone)
        try desk.open()
        try phone.open()
        #expect(SharedFolders.names(phone.text) == ["One"])
        try phone.commit(.add(.today, "Four", priority: 1))
        f.conflict(winner: tablet, loser: phone)
        try tablet.open()
        try phone.open()
        #expect(SharedFolders.names(tablet.text) == ["Four", "One", "Three"])
        #expect(phone.text == tablet.text)
    }
}
