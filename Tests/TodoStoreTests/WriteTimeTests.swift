import Testing
@testable import TodoStore
@testable import TodoVersions

/// A record says the file's time as its machine wrote or read the version,
/// and a file with those bytes is that write only at that time.
@Suite struct WriteTimeTests {
    static func header(_ bytes: [UInt8]) -> ArraySlice<UInt8> { bytes.prefix { $0 != 0x0A } }

    @Test(arguments: [VersionRecord.Kind.saved, .merged, .seen])
    func theTimeIsWrittenAndReadBack(kind: VersionRecord.Kind) throws {
        for renames in [[], ["Call Sam", "Phone Sam"]] {
            let from = kind == .seen ? SeenFrom.record(machine: "5d1c0ffee0ddba11", time: 9) : .unsaid
            let bytes = VersionRecordFormat.encode(
                hash: 0xABC, kind: kind, time: 7, parents: [1], version: Array("Today:\n".utf8), base: nil,
                renames: renames, from: from, written: 1_795_866_507_053_227)
            let read = try #require(VersionRecordFormat.parseHeader(Self.header(bytes), start: 0))
            #expect(read.written == 1_795_866_507_053_227)
            #expect(read.renames == renames)
            #expect(read.from == from)
        }
    }

    /// Records written before they said it read as before, without one.
    @Test func olderRecordsSayNone() throws {
        for from in [SeenFrom.unsaid, .here] {
            let bytes = VersionRecordFormat.encode(
                hash: 0xABC, kind: .seen, time: 7, parents: [1], version: Array("x".utf8), base: nil, from: from)
            #expect(try #require(VersionRecordFormat.parseHeader(Self.header(bytes), start: 0)).written == nil)
        }
    }

    /// A save says no origin: its field is `-`, and anything else there
    /// is no record.
    @Test func aSaveWithAnOriginIsRefused() throws {
        let bytes = VersionRecordFormat.encode(
            hash: 0xABC, kind: .saved, time: 7, parents: [1], version: Array("x".utf8), base: nil, written: 5)
        let line = String(decoding: Self.header(bytes), as: UTF8.self)
        #expect(line.hasSuffix(" - - 5"))
        let changed = Array(line.replacingOccurrences(of: " - - 5", with: " - desk:3 5").utf8)
        #expect(VersionRecordFormat.parseHeader(changed[...], start: 0) == nil)
    }

    /// Microseconds kept; a sync tool that keeps whole seconds or
    /// milliseconds of a file's time is matched at that precision.
    @Test func timesMatchAtThePrecisionTheFileShows() {
        let recorded: Int64 = 1_795_866_507_053_227
        #expect(WriteTime.matches(recorded, file: 1_795_866_507_053_227_365))
        #expect(!WriteTime.matches(recorded, file: 1_795_866_507_053_228_000))
        #expect(WriteTime.matches(recorded, file: 1_795_866_507_000_000_000))
        #expect(WriteTime.matches(recorded, file: 1_795_866_507_053_000_000))
        #expect(!WriteTime.matches(recorded, file: 1_795_866_508_000_000_000))
    }
}
