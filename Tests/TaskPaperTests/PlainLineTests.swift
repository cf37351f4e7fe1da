import Testing
import TestSupport
@testable import TaskPaper

/// The fast path for plain lines changes nothing a parse gives: every line
/// record, tag, the file's style and UTF-8 verdict are the same with it on
/// and off, for random bytes, lines like a real list's, and the corpus.
struct PlainLineTests {
    /// What parsing `bytes` gives, with the fast path on or off, in one or two halves.
    static func parsed(_ bytes: [UInt8], plainLines: Bool, split: Bool) -> ParseResult {
        bytes.withUnsafeBufferPointer { Parser.parse($0, splitFrom: split ? 1 : Int.max, plainLines: plainLines) }
    }

    /// Where the two parses differ, one entry per difference.
    static func differences(_ bytes: [UInt8], split: Bool = false) -> [String] {
        let slow = parsed(bytes, plainLines: false, split: split), fast = parsed(bytes, plainLines: true, split: split)
        var out: [String] = []
        if slow.records.count != fast.records.count { return ["\(fast.records.count) lines, not \(slow.records.count)"] }
        for (k, (a, b)) in zip(slow.records, fast.records).enumerated() {
            let same =
                a.start == b.start && a.bodyStart == b.bodyStart && a.textEnd == b.textEnd && a.tagStart == b.tagStart
                && a.tagCount == b.tagCount && a.ending == b.ending && a.kind == b.kind && a.level == b.level
                && a.depth == b.depth && a.parent == b.parent
            if !same { out.append("line \(k): \(b) instead of \(a)") }
        }
        let tags = { (r: ParseResult) in r.tags.map { [$0.at, $0.nameEnd, $0.valueStart, $0.valueEnd] } }
        if tags(slow) != tags(fast) { out.append("tags differ") }
        if slow.firstInvalidUTF8 != fast.firstInvalidUTF8 { out.append("first invalid UTF-8 differs") }
        if slow.spacesPerTab != fast.spacesPerTab { out.append("spaces per tab differ") }
        if slow.style != fast.style { out.append("style differs") }
        return out
    }

    /// Pieces a line is made of, the special bytes weighed heavily.
    static let pieces: [[UInt8]] = [
        [0x09], [0x09], [0x09, 0x09], [0x20], [0x20, 0x20], Array("- ".utf8), [0x2D], [0x2D, 0x09], [0x3A],
        Array("Read Dune 42".utf8), Array("abc".utf8), Array("a long stretch of plain words".utf8),
        [0x40], Array("@day(2026-11-27)".utf8), Array(" @done".utf8), [0x28], [0x29],
        [0x0A], [0x0A], [0x0A], [0x0D, 0x0A], [0x0D], [0x0C], [0x0B],
        Array("é".utf8), Array("\u{A0}".utf8), Array("\u{2029}".utf8), Array("\u{2B7F}".utf8), Array("\u{3000}".utf8),
        [0xFF], [0xE2], [0xEF, 0xBB, 0xBF], [0x7F], [0x0E], [0x3F], [0x41],
    ]

    @Test func randomBytesParseTheSameBothWays() {
        var rng = SplitMix64(seed: 0x7AB5_1E55)
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &rng) { bytes += Self.pieces.randomElement(using: &rng)! }
            #expect(Self.differences(bytes) == [], "round \(round): \(bytes)")
            #expect(Self.differences(bytes, split: true) == [], "round \(round), in halves: \(bytes)")
        }
    }

    @Test func listsLikeRealOnesParseTheSameBothWays() {
        var rng = SplitMix64(seed: 0x11_57ED)
        let names = ["Buy oat milk", "Read Dune 42", "x", "Call the bank: about the loan", "Ünïcode too", "- dash"]
        let endings: [[UInt8]] = [[0x0A], [0x0A], [0x0D, 0x0A], [0x0D]]
        for round in 0..<300 {
            var bytes: [UInt8] = []
            let ending = endings.randomElement(using: &rng)!
            for _ in 0..<Int.random(in: 1...60, using: &rng) {
                let depth = Int.random(in: 0...3, using: &rng)
                let indent: [UInt8] =
                    Bool.random(using: &rng) ? Array(repeating: 0x09, count: depth) : Array(repeating: 0x20, count: depth * 4)
                var line = indent
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: line += Array("Section \(round):".utf8)
                case 1: line = Bool.random(using: &rng) ? [] : indent
                case 2: line += Array("A note under it".utf8)
                case 3: line += Array("- \(names.randomElement(using: &rng)!) @priority(2)".utf8)
                default: line += Array("- \(names.randomElement(using: &rng)!)".utf8)
                }
                bytes += line + ending
            }
            if Bool.random(using: &rng) { bytes.removeLast(ending.count) }
            #expect(Self.differences(bytes) == [], "round \(round)")
            #expect(Self.differences(bytes, split: true) == [], "round \(round), in halves")
        }
    }

    @Test(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
    func corpusFilesParseTheSameBothWays() {
        for file in SharedCorpus.realFiles() {
            for (variant, bytes) in RoundTripTests.variants(file.bytes) {
                #expect(Self.differences(bytes) == [], "\(file.name) \(variant)")
            }
        }
    }

    /// The path is taken: a backlog's lines come out of the scan finished.
    @Test func aBacklogsLinesAreReadWholeByTheScan() {
        let bytes = Array("Later:\n\t- Read Dune 42\n\t- Buy oat milk\r\n\t\tA note.\n\n\t- With a tag @x\n\t- last".utf8)
        let chunk = bytes.withUnsafeBufferPointer { Parser.scan($0, from: 0, to: $0.count) }
        #expect(chunk.records.map { $0.depth == 0 } == [true, true, true, true, true, false, false])
        #expect(chunk.records.prefix(5).map(\.kind) == [.project, .task, .task, .note, .blank])
        let doc = Document(bytes: bytes)
        #expect(doc.lineIndices.map(doc.level) == [1, 2, 2, 3, 2, 2, 2])
        #expect(doc.lineIndices.map(doc.parent) == [nil, 0, 0, 2, 0, 0, 0])
    }
}
