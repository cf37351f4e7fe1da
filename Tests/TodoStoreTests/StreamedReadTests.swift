import Testing
import TestSupport
@testable import TodoStore
@testable import FileAccess

/// The file read in pieces of whole lines: every byte given once, in
/// order, each piece ending a line, and the stamp of the whole read.
@Suite struct StreamedReadTests {
    static func read(_ path: String, piece: Int) throws -> (pieces: [[UInt8]], outcome: StreamedRead) {
        var pieces: [[UInt8]] = []
        let outcome = try FileReader.streamed(path, piece: piece) { bytes in
            pieces.append(Array(bytes))
            return true
        }
        return (pieces, outcome)
    }

    @Test func everyByteComesOnceInWholeLinesWithTheStampOfAWholeRead() throws {
        let folder = TempFolder()
        var g = SplitMix64(seed: 0x57_3EAD)
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &g) {
                bytes += Array(repeating: 0x61, count: Int.random(in: 0...30, using: &g)) + [0x0A]
            }
            if Bool.random(using: &g) { bytes += Array("no line break".utf8) }
            folder.write("t.taskpaper", bytes: bytes)
            let (pieces, outcome) = try Self.read(folder.file("t.taskpaper"), piece: 32 + round % 50)
            guard case .read(let stamp, let identity) = outcome else {
                Issue.record("round \(round): \(outcome)")
                continue
            }
            #expect(pieces.flatMap { $0 } == bytes, "round \(round)")
            #expect(pieces.dropLast().allSatisfy { $0.last == 0x0A }, "round \(round)")
            #expect(!pieces.contains { $0.isEmpty }, "round \(round)")
            let whole = try FileReader.stamped(folder.file("t.taskpaper"))
            #expect(stamp == whole?.stamp, "round \(round)")
            #expect(identity == FileIdentity.of(folder.file("t.taskpaper")), "round \(round)")
        }
    }

    @Test func aLineLongerThanAPieceStops() throws {
        let folder = TempFolder()
        folder.write("t.taskpaper", "Today:\n\t- " + String(repeating: "x", count: 100) + "\n")
        #expect(try Self.read(folder.file("t.taskpaper"), piece: 64).outcome.stopped)
        #expect(try Self.read(folder.file("t.taskpaper"), piece: 128).outcome.stopped == false)
    }

    @Test func theTakerStopsTheRead() throws {
        let folder = TempFolder()
        folder.write("t.taskpaper", String(repeating: "Today:\n", count: 100))
        var pieces = 0
        let outcome = try FileReader.streamed(folder.file("t.taskpaper"), piece: 64) { _ in
            pieces += 1
            return pieces < 3
        }
        #expect(outcome.stopped && pieces == 3)
    }

    @Test func aMissingFileIsAbsentAndAFolderRefused() throws {
        let folder = TempFolder()
        #expect(try Self.read(folder.file("none.taskpaper"), piece: 64).outcome.absent)
        #expect(throws: StoreError.isDirectory(path: folder.path)) { try Self.read(folder.path, piece: 64) }
    }
}

extension StreamedRead {
    var stopped: Bool {
        if case .stopped = self { return true }
        return false
    }

    var absent: Bool {
        if case .absent = self { return true }
        return false
    }
}
