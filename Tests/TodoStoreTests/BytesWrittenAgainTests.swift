import Testing
@testable import TodoStore
@testable import TodoVersions
import TodoCore

/// Bytes a log records, written again elsewhere: a task added and then
/// deleted in an editor gives back the version before it, which another
/// machine's log may still end with. The file's time tells the two writes
/// apart, so the copy is not read as that machine's older version.
@Suite struct BytesWrittenAgainTests {
    static let day = "@day(2026-11-22)"

    /// The desk adds Two and the laptop takes it in; then the desk deletes
    /// Two in an editor, giving back the bytes the phone's log still ends
    /// with. The laptop adds Three, and the desk's version reaches it as a
    /// conflict copy before the desk's log does: it waits, and once that
    /// log arrives Two stays deleted.
    @Test func aCopyWaitsForTheLogOfTheMachineThatWroteItsBytesAgain() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (desk, laptop, phone) = (f.machines[0], f.machines[1], f.machines[2])
        try desk.commit(.add(.today, "Two", priority: 1))
        f.carry(from: desk, to: laptop)
        try laptop.open()
        desk.saveByRename { $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") }
        #expect(desk.text == phone.text)
        try desk.open()
        try laptop.commit(.add(.today, "Three", priority: 1))
        f.leaveCopy(of: desk, on: laptop)
        let first = try laptop.open()
        #expect(first.merges.count == 1 && first.merges[0].hasPrefix("Waiting to merge a Syncthing copy"))
        #expect(first.merges.first?.contains("desk") == true)
        #expect(SharedFolders.names(laptop.text) == ["One", "Three", "Two"])
        f.carryLogs(from: desk, to: laptop)
        let merged = try laptop.open()
        #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"))
        #expect(merged.merges.first?.contains(": 1 deleted") == true)
        #expect(SharedFolders.names(laptop.text) == ["One", "Three"])
    }

    /// The desk appends a line by hand and deletes it again: its file holds
    /// the bytes its log ends with, written again. txtodo reads it there
    /// and records the new write, so a copy of it, once that log has come,
    /// merges at once, as the desk's version.
    @Test func bytesWrittenAgainWhereTheyWereAreRecordedAgain() throws {
        let f = try SharedFolders(["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n")
        let (desk, laptop) = (f.machines[0], f.machines[1])
        try laptop.commit(.delete(TaskRef(section: .today, name: "Two")))
        let before = desk.text
        desk.append("\t- Three \(Self.day)\n")
        desk.saveByRename { $0.replacingOccurrences(of: "\t- Three \(Self.day)\n", with: "") }
        #expect(desk.text == before)
        try desk.open()
        let records = try #require(VersionLog.read(desk.folder.file("todo.versions/" + desk.id + ".log"))).records
        let last = try #require(records.last)
        #expect(last.kind == .seen && last.parents == [last.hash] && last.written != nil)
        f.conflict(winner: laptop, loser: desk, only: laptop)
        let merged = try laptop.open()
        #expect(merged.merges.count == 1 && merged.merges[0].hasPrefix("Merged a Syncthing copy"))
        #expect(merged.merges.first?.contains(": nothing new") == true)
        #expect(SharedFolders.names(laptop.text) == ["One"])
    }
}
