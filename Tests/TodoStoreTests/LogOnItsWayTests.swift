import Testing
@testable import TodoStore
import TodoCore

/// A copy waits for a log still on its way, whatever the versions: one
/// that arrived cut short inside a record (its machine recorded something
/// more, so what it holds now is not what its last whole record says), and
/// one a record here names a parent from (without it, the base would be
/// found past that parent, too old).
@Suite struct LogOnItsWayTests {
    static let day = "@day(2026-11-22)"

    /// Three machines; the phone holds the first version and is off. The
    /// laptop adds a task, which reaches the desk, then deletes it in an
    /// editor (its file is the first version's bytes again) and runs
    /// txtodo. The desk adds a task and its version wins the conflict; the
    /// laptop's log reaches it cut short inside that last record. The copy's
    /// bytes end the phone's log, but they are the laptop's: the copy waits
    /// for the rest of the laptop's log, and the task stays deleted.
    @Test func aCopyWaitsForALogCutShortThoughAnotherLogEndsWithItsBytes() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try c.open()
        f.carryLogs(from: c, to: a)
        try b.commit(.add(.today, "Two", priority: 1))
        f.carry(from: b, to: a)
        try a.open()
        b.saveByRename { $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") }
        try b.open()
        try a.commit(.add(.today, "Three", priority: 1))
        f.carryLogs(from: b, to: a, except: b, cut: true)
        f.leaveCopy(of: b, on: a)
        try Self.expectTheDeskWaitsForTheLaptop(f, thenHolds: ["One", "Three"])
    }

    /// The laptop adds a task, which reaches the desk; then it adds another
    /// and deletes it, so its file holds the same bytes again. The phone,
    /// which never had the first task, merges the laptop's version, then
    /// deletes that task. The laptop goes off before its last records reach
    /// the desk. The desk adds a task and meets the phone: the phone's
    /// records of the laptop's version name a version the desk has no
    /// record of, so the desk waits for the laptop's log instead of taking
    /// the first version as the base (the deleted task would come back).
    @Test func aCopyWaitsForTheLogOfAParentNoLogHereHas() throws {
        let f = try SharedFolders(["desk", "laptop", "phone"], start: "Today:\n\t- One \(Self.day)\n")
        let (a, b, c) = (f.machines[0], f.machines[1], f.machines[2])
        try b.commit(.add(.today, "Two", priority: 1))
        f.carry(from: b, to: a)
        try a.open()
        try b.commit(.add(.today, "Temp", priority: 1))
        try b.commit(.delete(TaskRef(section: .today, name: "Temp")))
        try c.commit(.add(.today, "Three", priority: 1))
        f.conflict(winner: c, loser: b, only: c)
        try c.open()
        try c.commit(.delete(TaskRef(section: .today, name: "Two")))
        try a.commit(.add(.today, "Four", priority: 1))
        f.carryLogs(from: c, to: a, except: b, cut: false)
        f.leaveCopy(of: c, on: a)
        try Self.expectTheDeskWaitsForTheLaptop(f, thenHolds: ["Four", "One", "Three"])
    }

    /// The desk's look at the copy beside its file waits for the laptop's
    /// log; once the rest of it comes, the merge holds `names`.
    static func expectTheDeskWaitsForTheLaptop(_ f: SharedFolders, thenHolds names: [String]) throws {
        let (desk, laptop) = (f.machines[0], f.machines[1])
        let first = try desk.open()
        #expect(first.merges.contains { $0.hasPrefix("Waiting") && $0.contains("laptop") }, "\(first.merges)")
        f.carryLogs(from: laptop, to: desk)
        try desk.open()
        #expect(SharedFolders.names(desk.text) == names)
    }
}
