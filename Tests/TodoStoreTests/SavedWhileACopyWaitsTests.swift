import Testing
@testable import TodoStore
import TodoCore

/// Syncthing puts the other machine's version in the file's place and
/// moves this machine's to a copy; the copy waits for the other machine's
/// log (its version is an edit by hand no txtodo saw), and hours may pass:
/// people go on adding tasks meanwhile. When the copy merges, the version
/// put in the file's place is placed as if no save had followed, so what
/// the other machine deleted stays deleted and nothing either side added
/// is lost.
@Suite struct SavedWhileACopyWaitsTests {
    static let day = "@day(2026-11-22)"

    @Test func aSaveWhileTheCopyWaitsKeepsWhatTheOtherMachineDid() throws {
        let f = try SharedFolders(
            ["desk", "laptop"], start: "Today:\n\t- One \(Self.day)\n\t- Two \(Self.day)\n\t- Three \(Self.day)\n")
        let (desk, laptop) = (f.machines[0], f.machines[1])
        try laptop.commit(.add(.today, "Four", priority: 1))
        desk.saveByRename {
            $0.replacingOccurrences(of: "\t- Two \(Self.day)\n", with: "") + "\t- Five \(Self.day)\n"
        }
        f.conflict(winner: desk, loser: laptop, only: laptop)
        let waiting = try laptop.open()
        #expect(waiting.merges.contains { $0.hasPrefix("Waiting") })
        try laptop.commit(.add(.today, "Six", priority: 1))
        let merged = try laptop.open(later: 7 * 3_600)
        #expect(merged.merges.count == 1)
        #expect(!merged.merges.contains { $0.contains("union") })
        #expect(SharedFolders.names(laptop.text) == ["Five", "Four", "One", "Six", "Three"])
    }
}
