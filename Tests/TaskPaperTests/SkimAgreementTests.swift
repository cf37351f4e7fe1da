import Testing
import TestSupport
@testable import TaskPaper

/// The skim, with its shortcuts for the usual line, reads any bytes as the
/// careful skim does: the same nil, counts, `@` offsets and marked tasks.
struct SkimAgreementTests {
    /// Pieces that make lines ordinary and out of the ordinary.
    static let pieces: [[UInt8]] =
        [
            "\t", "\t", "\t", "\n", "\n", "\n", "\r\n", "\r", " ", "- ", "- ", "-", "-\t", "@", "@day(2026-12-01)", "x",
            "Someday task 12", "Later:", "Note", "é", "日本", "\u{A0}", "\u{2029}", "\u{2B7F}", "\u{3000}", "\u{C}", "\u{B}",
            "\u{7F}", "\u{0}",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80], [0xED, 0xA0, 0x80]]

    /// Both skims from `start`, with what was read for a failure's message.
    static func expectAgreement(_ bytes: [UInt8], from start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { p in
            var reader = SkimReader(from: start)
            let fast = reader.read(p, at: 0) ? reader.children : nil
            let careful = CarefulSkim.children(from: start, in: p)
            #expect(fast == careful, "from \(start) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            return careful != nil
        }
    }

    @Test func byteSoupSkimsAsCarefully() {
        var g = SplitMix64(seed: 0x5C1A_B0B5)
        var found = 0
        for _ in 0..<20000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &g) { bytes += Self.pieces.randomElement(using: &g)! }
            // Mostly where a line starts, as the skim is used.
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
            let start =
                Int.random(in: 0..<4, using: &g) == 0
                ? Int.random(in: 0...bytes.count, using: &g) : lineStarts.randomElement(using: &g)!
            if Self.expectAgreement(bytes, from: start) { found += 1 }
        }
        #expect(found > 100)
    }

    /// Mostly ordinary backlogs, so that the shortcuts are taken, each
    /// with one line made odd somewhere.
    @Test func backlogsWithAnOddLineSkimAsCarefully() {
        var g = SplitMix64(seed: 0xBAC4_1065)
        var found = 0
        for _ in 0..<5000 {
            var bytes = Array("Later:\n".utf8)
            let lines = Int.random(in: 1...30, using: &g)
            let odd = Int.random(in: 0...lines, using: &g)
            for k in 0..<lines {
                bytes += Array(String(repeating: "\t", count: Int.random(in: 1...3, using: &g)).utf8)
                if k == odd {
                    for _ in 0..<Int.random(in: 1...3, using: &g) { bytes += Self.pieces.randomElement(using: &g)! }
                } else {
                    bytes += Array(["- Someday task \(k)", "- Call @priority(2)", "A note", "- x", "Project:"][k % 5].utf8)
                }
                bytes += [0x0A]
            }
            if Bool.random(using: &g) { bytes += Array("Today:\n\t- Pay rent\n".utf8) }
            if Self.expectAgreement(bytes, from: 7) { found += 1 }
        }
        #expect(found > 1000)
    }

    /// Lines of any length, so that a line's end, its `@`s and its odd
    /// bytes fall anywhere in the sixteen-byte reads of a line.
    @Test func longLinesSkimAsCarefully() {
        var g = SplitMix64(seed: 0x10_4611E5)
        let plain = Array("abcdefghij klmnop-QRS 0123456789 ,.;()".utf8)
        var found = 0
        for _ in 0..<3000 {
            var bytes = Array("Later:\n".utf8)
            for _ in 0..<Int.random(in: 1...12, using: &g) {
                bytes += Array(repeating: 0x09, count: Int.random(in: 0...3, using: &g) == 0 ? 2 : 1)
                if Bool.random(using: &g) { bytes += Array("- ".utf8) }
                for _ in 0..<Int.random(in: 0...140, using: &g) {
                    switch Int.random(in: 0..<60, using: &g) {
                    case 0: bytes += [0x40]
                    case 1: bytes += [0x09]
                    case 2: bytes += Self.pieces.randomElement(using: &g)!
                    default: bytes.append(plain.randomElement(using: &g)!)
                    }
                }
                bytes += [0x0A]
            }
            if Bool.random(using: &g) { bytes += Array("Today:\n\t- Pay rent\n".utf8) }
            if Self.expectAgreement(bytes, from: 7) { found += 1 }
        }
        #expect(found > 300)
    }

    /// More `@`s and marked tasks than the skim makes room for at first,
    /// in lines read sixteen bytes at a time and in lines with a byte
    /// above ASCII.
    @Test func manyMarkedTasksSkimAsCarefully() {
        var g = SplitMix64(seed: 0xA7A7_A7A7)
        for odd in [0, 7, 300] {
            var bytes = Array("Later:\n".utf8)
            for k in 0..<3000 {
                bytes += Array("\t- Task \(k) @a @b(\(k))".utf8)
                if odd > 0 && k % odd == 0 { bytes += Array(" é @c".utf8) }
                bytes += [0x0A]
                if Int.random(in: 0..<5, using: &g) == 0 { bytes += Array("\t\tA note @n\n".utf8) }
            }
            #expect(Self.expectAgreement(bytes, from: 7))
        }
    }

    @Test(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
    func corpusSkimsAsCarefullyFromEveryLine() {
        for file in SharedCorpus.realFiles() {
            var start = 0
            while start <= file.bytes.count {
                _ = Self.expectAgreement(file.bytes, from: start)
                guard let lf = file.bytes[start...].firstIndex(of: 0x0A) else { break }
                start = lf + 1
            }
        }
    }
}
