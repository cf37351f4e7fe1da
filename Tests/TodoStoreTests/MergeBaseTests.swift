import Testing
@testable import TodoStore
@testable import TodoVersions

/// The merge base found in the versions graph, as `git merge-base` finds
/// one, with the cycles an undo makes and versions spread over machines.
@Suite struct MergeBaseTests {
    /// A log of `machine` with records (version, parents), in order.
    static func log(_ machine: String, _ records: [(UInt64, [UInt64])]) -> VersionGraph.Source {
        let made = records.map { hash, parents in
            VersionRecord(
                hash: hash, kind: .saved, time: 0, parents: parents, length: 0, base: 0, prefix: 0, suffix: 0, middleOffset: 0,
                middleCount: 0, start: 0, end: 0)
        }
        return .init(
            path: "/nowhere/\(machine).log", log: VersionLog(machine: machine, name: machine, records: made, validEnd: 0))
    }

    static func graph(_ records: [(UInt64, [UInt64])]) -> VersionGraph { VersionGraph(sources: [log("a", records)]) }

    @Test func aVersionAndItsDescendantMeetAtIt() {
        let g = Self.graph([(1, []), (2, [1]), (3, [2])])
        #expect(g.mergeBase(3, 2) == 2)
        #expect(g.mergeBase(2, 3) == 2)
    }

    @Test func twoBranchesMeetWhereTheyParted() {
        let g = Self.graph([(1, []), (2, [1]), (4, [2]), (5, [2]), (6, [5])])
        #expect(g.mergeBase(4, 6) == 2)
    }

    @Test func versionsSpreadOverMachinesMeet() {
        let a = Self.log("a", [(1, []), (2, [1])])
        let b = Self.log("b", [(3, [1]), (4, [3])])
        #expect(VersionGraph(sources: [a, b]).mergeBase(2, 4) == 1)
    }

    /// Both machines recorded the same first version (an empty archive,
    /// each on its own): they meet there.
    @Test func versionsBothMachinesRecordedAloneAreOneAncestor() {
        let a = Self.log("a", [(1, []), (2, [1])])
        let b = Self.log("b", [(1, []), (3, [1])])
        #expect(VersionGraph(sources: [a, b]).mergeBase(2, 3) == 1)
    }

    /// Two merges made crosswise have two best bases: every machine takes
    /// the same one, whatever the order of the logs.
    @Test func crissCrossMergesTakeTheSameBaseEverywhere() {
        let a = Self.log("a", [(1, []), (20, [1]), (40, [20, 30])])
        let b = Self.log("b", [(30, [1]), (50, [30, 20])])
        #expect(VersionGraph(sources: [a, b]).mergeBase(40, 50) == 20)
        #expect(VersionGraph(sources: [b, a]).mergeBase(50, 40) == 20)
    }

    /// An undo brings back the bytes of an earlier version: the records
    /// keep their order, so 4, made from 2, meets 3, made after the undo
    /// that followed 2, at 2.
    @Test func aVersionThatCameBackDoesNotConfuseTheSearch() {
        let g = Self.graph([(1, []), (2, [1]), (1, [2]), (3, [1]), (4, [2])])
        #expect(g.mergeBase(3, 4) == 2)
    }

    /// A deletion on one machine ends where an older version of the other
    /// machine's was (2, before 5 added a task): the base is still 5, the
    /// version both came from, so the deletion is not taken for an add.
    @Test func aChangeThatEndsAtAnOlderVersionKeepsItsPlace() {
        let a = Self.log("a", [(1, []), (2, [1]), (5, [2]), (6, [5])])
        let b = Self.log("b", [(2, [5]), (7, [2])])
        #expect(VersionGraph(sources: [a, b]).mergeBase(6, 7) == 5)
        #expect(VersionGraph(sources: [b, a]).mergeBase(7, 6) == 5)
    }

    @Test func unrelatedVersionsHaveNoBase() {
        let g = Self.graph([(1, []), (2, [1]), (7, []), (8, [7])])
        #expect(g.mergeBase(2, 8) == nil)
    }

    /// A parent no log holds cannot be a base: its bytes are nowhere.
    @Test func aBaseMustBeOnRecord() {
        let g = Self.graph([(2, [9]), (3, [9])])
        #expect(g.mergeBase(2, 3) == nil)
        let h = Self.graph([(1, []), (9, [1]), (2, [9]), (3, [9])])
        #expect(h.mergeBase(2, 3) == 9)
    }
}
