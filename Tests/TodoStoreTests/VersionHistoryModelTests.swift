import Testing
import TestSupport
@testable import TodoStore
import TodoCore

/// Random histories on two to four machines that share a folder through a
/// sync tool: tasks added and deleted apart (some deleted right after they
/// were added, so the bytes come back), files carried, conflict copies left
/// on one machine or on both, every log delivered. Each task has its own
/// name, its hidden identity. After every merge the file must hold exactly
/// the tasks either side holds that neither side knows deleted: nothing
/// deleted comes back, nothing added is lost, and no merge is a union.
@Suite struct VersionHistoryModelTests {
    /// (233: bytes that came back later on another machine, a history that
    /// once failed in about half its runs.)
    @Test(arguments: Array(0..<150 as Range<UInt64>) + [233])
    func noDeletionComesBackAndNothingIsLost(seed: UInt64) throws {
        var model = try HistoryModel(seed: seed, machines: 2 + Int(seed % 3), plain: true)
        for _ in 0..<30 { try model.step() }
    }

    /// The same with more of real life (see `HistoryModel`): lines appended
    /// and tasks deleted by hand (seen by txtodo or carried first), logs
    /// delivered late or cut short, crosswise merges. Not yet true of every
    /// history: in the histories of `bringBack` a deleted task comes back
    /// (a copy whose bytes an edit by hand gave back, equal to an older
    /// version, where no log says so). They run as known issues.
    @Test(arguments: 0..<120 as Range<UInt64>)
    func handEditsLateLogsAndCrosswiseMerges(seed: UInt64) throws {
        func run() throws {
            var model = try HistoryModel(seed: seed, machines: 2 + Int(seed % 3))
            for _ in 0..<30 { try model.step() }
        }
        if Self.bringBack.contains(seed) {
            // Intermittent: which machine's file time comes first can turn
            // on the file system clock's tick, so a wait may or may not run.
            withKnownIssue("a deleted task comes back in this history", isIntermittent: true) { try run() }
        } else {
            try run()
        }
    }

    static let bringBack: Set<UInt64> = [20]
}
