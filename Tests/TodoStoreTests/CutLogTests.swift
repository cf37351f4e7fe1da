import Testing
@testable import TodoStore
import TodoCore

/// A log that arrives cut short inside a record: its machine recorded
/// something that is still on its way, so what it holds now is not what its
/// last whole record says.
@Suite struct CutLogTests {
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
        let first = try a.open()
        #expect(first.merges.contains { $0.hasPrefix("Waiting") && $0.contains("laptop") }, "\(first.merges)")
        f.carryLogs(from: b, to: a)
        try a.open()
        #expect(SharedFolders.names(a.text) == ["One", "Three"])
    }
}
