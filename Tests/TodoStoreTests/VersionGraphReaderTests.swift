import Testing
@testable import FileAccess
@testable import TodoVersions

/// The version graph reads no file itself: built from logs' records and a
/// reader of their bytes held in memory, it finds bases, gives versions
/// back and places an edit by hand as it does over the logs' files.
@Suite struct VersionGraphReaderTests {
    static func text(_ tasks: String...) -> [UInt8] { Array(("Today:\n" + tasks.map { "\t- \($0)\n" }.joined()).utf8) }

    /// Logs of `machine` with records (bytes, parents' bytes), in order, and
    /// the bytes of each record.
    static func log(_ machine: String, _ records: [([UInt8], [[UInt8]])]) -> (VersionGraph.Source, [[UInt8]]) {
        let made = records.map { bytes, parents in
            VersionRecord(
                hash: ContentHash.of(bytes), kind: .saved, time: 0, parents: parents.map(ContentHash.of), length: bytes.count,
                base: 0, prefix: 0, suffix: 0, middleOffset: 0, middleCount: 0, start: 0, end: 0)
        }
        let log = VersionLog(machine: machine, name: machine, records: made, validEnd: 0)
        return (.init(path: "/nowhere/\(machine).log", log: log), records.map(\.0))
    }

    @Test func aGraphOfRecordsInMemoryFindsBasesAndGivesVersionsBack() {
        let (a0, b0, c0, e0) = (Self.text("A"), Self.text("B"), Self.text("C"), Self.text("C", "E"))
        let (desk, deskBytes) = Self.log("desk", [(a0, []), (b0, [a0]), (c0, [b0])])
        let (laptop, laptopBytes) = Self.log("laptop", [(c0, [b0]), (e0, [c0])])
        let bytes = ["/nowhere/desk.log": deskBytes, "/nowhere/laptop.log": laptopBytes]
        let graph = VersionGraph(sources: [desk, laptop]) { source, index in bytes[source.path]?[index] }
        #expect(graph.content(of: ContentHash.of(b0)) == b0)
        #expect(graph.mergeBase(ContentHash.of(e0), ContentHash.of(b0)) == ContentHash.of(b0))
        // The last task deleted in an editor: as near to each one-task
        // version, it is placed at the one its machine held last.
        #expect(NearestVersion.find(Self.text(), in: graph) == ContentHash.of(c0))
    }
}
