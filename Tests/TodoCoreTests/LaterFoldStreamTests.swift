import Testing
import TestSupport
@testable import TodoCore
import TaskPaper

/// Later folded from a file read in pieces of whole lines gives the fold of
/// the file read whole (one piece, which `LaterFoldTests` holds to the
/// parser's reading of the whole file), wherever the pieces break: the same
/// cut, count and marked tasks, and nil (read the file whole) where that is
/// nil.
struct LaterFoldStreamTests {
    static let today = LaterFoldTests.today

    /// `bytes` in pieces of whole lines, a random number of lines each
    /// (at most `most`); the last piece ends where the file does.
    static func pieces(_ bytes: [UInt8], _ g: inout SplitMix64, most: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (k, b) in bytes.enumerated() where b == 0x0A {
            lines.append(Array(bytes[start...k]))
            start = k + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        var pieces: [[UInt8]] = []
        var k = 0
        while k < lines.count {
            let count = Int.random(in: 1...most, using: &g)
            pieces.append(lines[k..<min(k + count, lines.count)].flatMap { $0 })
            k += count
        }
        return pieces
    }

    static func streamed(_ pieces: [[UInt8]]) -> LaterFold? {
        var stream = LaterFoldStream(today: today)
        for piece in pieces {
            guard piece.withUnsafeBufferPointer({ stream.take($0) }) else { return nil }
        }
        // With nothing to fold, what was taken is the whole file.
        if let unfolded = stream.unfolded { #expect(unfolded == pieces.flatMap { $0 }) }
        return stream.finish()
    }

    /// The streamed fold of `bytes` in several cuttings (a line a piece, a
    /// few lines, many) against the fold of the whole file.
    static func expectSame(_ bytes: [UInt8], _ g: inout SplitMix64, _ label: String) -> Bool {
        let whole = LaterFold.fold(bytes, today: today)
        for most in [1, 3, 40] {
            #expect(streamed(pieces(bytes, &g, most: most)) == whole, "\(most) lines a piece: \(label)")
        }
        return whole != nil
    }

    @Test func anyFileFoldsAsWhenReadWhole() {
        var g = SplitMix64(seed: 0x5_7EA4)
        var taken = 0
        for _ in 0..<3000 {
            let text = LaterFoldTests.file(&g)
            if Self.expectSame(Array(text.utf8), &g, text.debugDescription) { taken += 1 }
        }
        #expect(taken > 600)
    }

    /// Tags cut short by their line's end, Later at the file's end with
    /// blank lines after it, and a backlog long enough for many pieces.
    @Test(arguments: [
        "Today:\n\t- a\nLater:\n\t- x @day(2026-12-0\n\t- y)\n",
        "Today:\n\t- a\nLater:\n\t- x @day(\n2026-12-01)\n",
        "Later:\n\t- x @d\nToday:\n\t- @day(2026-11-01)\n",
        "Later:\n\t- x @priority(2)\n\n\t\n\n",
        "Later:\n\t- x\n\n\t\nToday:\n\t- b @done\n\n",
        "Later:\n\n\t\n\t- x\nGarden: @day(2026-11-01)\n\t- Weed\n",
        "Today:\n\t- a\nLater:\n\t- last, no line break",
        "Later:\n\t\t\n\n",
    ])
    func edgesFoldAsWhenReadWhole(text: String) {
        var g = SplitMix64(seed: 7)
        _ = Self.expectSame(Array(text.utf8), &g, text.debugDescription)
    }

    @Test func aLongBacklogFoldsAsWhenReadWhole() throws {
        var text = "Floating:\n\t- Learn Japanese\nToday:\n\t- Task\nLater:\n"
        for k in 1...10 { text += "\t- Scheduled \(k) @day(2026-12-\(k < 10 ? "0" : "")\(k))\n" }
        for k in 1...3000 {
            text += "\t- Someday task \(k)" + (k % 7 == 0 ? " @priority(2)" : "") + "\n"
            if k % 11 == 0 { text += "\t\tA note for task \(k).\n" }
        }
        var g = SplitMix64(seed: 11)
        #expect(Self.expectSame(Array((text + "Garden:\n\t- Weed\n").utf8), &g, "backlog, then a project"))
        #expect(Self.expectSame(Array(text.utf8), &g, "backlog last"))
        let fold = try #require(Self.streamed([Array(text.utf8)]))
        #expect(fold.count == 3010)
    }

    @Test(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
    func corpusFilesWithABacklogFoldAsWhenReadWhole() {
        let backlog = "Later:\n\t- Renew passport @day(2026-12-01)\n\t- Read Dune\n\t\tA note.\n\t- Call Sam @priority(2)\n"
        var g = SplitMix64(seed: 0xC0_4905)
        for file in SharedCorpus.realFiles() {
            _ = Self.expectSame(file.bytes, &g, file.name)
            _ = Self.expectSame(file.bytes + Array(("\n" + backlog).utf8), &g, file.name + " + Later")
            _ = Self.expectSame(Array(backlog.utf8) + file.bytes, &g, "Later + " + file.name)
        }
    }
}
