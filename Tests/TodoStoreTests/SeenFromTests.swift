import Testing
@testable import TodoStore
@testable import TodoVersions

/// A seen version's record says where it came from, and the graph takes it
/// at its word: another machine's record of it is the same point; bytes
/// this machine's file came to hold by itself are a point of their own.
@Suite struct SeenFromTests {
    static func record(
        _ hash: UInt64, _ kind: VersionRecord.Kind, parents: [UInt64], time: Int64 = 0, from: SeenFrom = .unsaid
    ) -> VersionRecord {
        VersionRecord(
            hash: hash, kind: kind, time: time, parents: parents, length: 0, base: 0, prefix: 0, suffix: 0,
            middleOffset: 0, middleCount: 0, start: 0, end: 0, from: from)
    }

    static func source(_ machine: String, _ records: [VersionRecord]) -> VersionGraph.Source {
        .init(path: "/nowhere/\(machine).log", log: VersionLog(machine: machine, name: machine, records: records, validEnd: 0))
    }

    @Test(arguments: [SeenFrom.here, .record(machine: "5d1c0ffee0ddba11", time: 1_795_000_000)])
    func theFieldIsWrittenAndReadBack(from: SeenFrom) throws {
        for renames in [[], ["Call Sam", "Phone Sam"]] {
            let bytes = VersionRecordFormat.encode(
                hash: 0xABC, kind: .seen, time: 7, parents: [1, 2], version: Array("Today:\n".utf8), base: nil,
                renames: renames, from: from)
            let line = bytes.prefix { $0 != 0x0A }
            let read = try #require(VersionRecordFormat.parseHeader(line, start: 0))
            #expect(read.from == from)
            #expect(read.renames == renames)
            #expect(read.parents == [1, 2])
        }
    }

    /// Only a seen record says it; a save's header is as before.
    @Test func aSaveSaysNothing() throws {
        let bytes = VersionRecordFormat.encode(
            hash: 0xABC, kind: .saved, time: 7, parents: [1], version: Array("x".utf8), base: nil, from: .here)
        let line = bytes.prefix { $0 != 0x0A }
        #expect(line.split(separator: 0x20).count == 15)
        #expect(try #require(VersionRecordFormat.parseHeader(line, start: 0)).from == .unsaid)
    }

    @Test(arguments: ["zz", ":5", "machine:", "desk:5x"])
    func aFieldThatIsNoneIsRefused(field: String) {
        #expect(SeenFrom.read(Array(field.utf8)[...]) == nil)
    }

    /// The desk made 3 from 2 twice (2 came back in between); the laptop
    /// saw the second. It is that point, not the first, though both have
    /// the same parents' hashes.
    @Test func aSeenRecordIsTheRecordItNames() {
        let desk = Self.source(
            "desk",
            [
                Self.record(1, .saved, parents: []), Self.record(2, .saved, parents: [1], time: 1),
                Self.record(3, .saved, parents: [2], time: 2), Self.record(4, .saved, parents: [3], time: 3),
                Self.record(2, .saved, parents: [4], time: 4), Self.record(3, .saved, parents: [2], time: 5),
            ])
        let laptop = Self.source(
            "laptop",
            [
                Self.record(1, .seen, parents: [], from: .here),
                Self.record(3, .seen, parents: [2], time: 6, from: .record(machine: "desk", time: 5)),
            ])
        let graph = VersionGraph(sources: [desk, laptop])
        #expect(graph.lastNode(of: 1) == graph.lastNode(of: 0))
    }

    /// An edit by hand on the laptop gave 3 from 2; the desk later made 3
    /// from 2 again, after 2 came back: two points.
    @Test func bytesMadeAgainAreNotAnEditByHandElsewhere() {
        let laptop = Self.source(
            "laptop",
            [
                Self.record(1, .seen, parents: []), Self.record(2, .saved, parents: [1]),
                Self.record(3, .seen, parents: [2], from: .here),
            ])
        let desk = Self.source(
            "desk",
            [
                Self.record(1, .saved, parents: []), Self.record(2, .saved, parents: [1]),
                Self.record(5, .saved, parents: [2]), Self.record(2, .saved, parents: [5]),
                Self.record(3, .saved, parents: [2]),
            ])
        let graph = VersionGraph(sources: [laptop, desk])
        #expect(graph.lastNode(of: 0) != graph.lastNode(of: 1))
        // The desk's version comes from 5, which the laptop's does not.
        let from = { (log: Int) in Set(graph.ancestors(of: [graph.lastNode(of: log)!]).map { graph.nodes[$0].hash }) }
        #expect(from(1).contains(5))
        #expect(!from(0).contains(5))
    }

    /// Records written before records said where they came from: a seen
    /// one with parents is still joined to the point made alike elsewhere,
    /// though its parent's bytes came back here since.
    @Test func olderSeenRecordsJoinTheirMaker() {
        let desk = Self.source("desk", [Self.record(1, .saved, parents: []), Self.record(2, .saved, parents: [1])])
        let laptop = Self.source(
            "laptop",
            [
                Self.record(1, .seen, parents: []), Self.record(9, .seen, parents: [1]), Self.record(1, .seen, parents: [9]),
                Self.record(2, .seen, parents: [1]),
            ])
        let graph = VersionGraph(sources: [desk, laptop])
        #expect(graph.lastNode(of: 1) == graph.lastNode(of: 0))
    }
}
