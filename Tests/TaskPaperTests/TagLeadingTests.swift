import TestSupport
import Testing

@testable import TaskPaper

/// Where the whitespace before a tag starts is found again when the tag is
/// read; it is where the scan of the line puts it: back over whitespace from
/// the `@`, no further than the previous tag's end or the line's start, and
/// never into the indentation.
@Suite struct TagLeadingTests {
    static let pieces = [
        "a", "word", "-", "@x", "@done(2026-11-25)", "@t(v)", "@e()", "@", "x@y", " ", "  ", "\t", "\u{A0}",
        "\u{2003}", "\u{3000}", "é", "(", ")",
    ]
    static let indents = ["", "\t", "\t\t", "    ", "  ", "\u{A0}", " \t"]

    /// As the scan found it, in the file's bytes.
    static func scanned(_ doc: Document, _ k: Int, on line: Int) -> Int {
        let r = doc.records[line]
        let at = Int(doc.tagRecords[k].at)
        let lower = k > Int(r.tagStart) ? Int(doc.tagRecords[k - 1].end) : Int(r.start)
        return doc.bytes.withUnsafeBufferPointer { p in
            var start = at
            while start > lower, p[start - 1] == 0x20 || p[start - 1] == 0x09 { start -= 1 }
            while let n = Bytes.whitespaceEnds(before: start, p, lower: lower) { start -= n }
            return max(start, Int(r.bodyStart))
        }
    }

    @Test func leadingWhitespaceIsWhereTheScanPutsIt() {
        var g = SplitMix64(seed: 31)
        var lines: [String] = []
        for _ in 0..<6000 {
            var line = Self.indents[Int(g.next() % UInt64(Self.indents.count))]
            if g.next() % 2 == 0 { line += "- " }
            for _ in 0..<Int(g.next() % 8) { line += Self.pieces[Int(g.next() % UInt64(Self.pieces.count))] }
            lines.append(line)
        }
        let doc = Document(lines.joined(separator: "\n") + "\n")
        var checked = 0
        for line in doc.lineIndices {
            let r = doc.records[line]
            let tags = doc.tagOccurrences(line)
            #expect(tags.count == Int(r.tagCount))
            for (i, tag) in tags.enumerated() {
                let k = Int(r.tagStart) + i
                #expect(tag.leadingStart == Self.scanned(doc, k, on: line), "\(doc.content(line).debugDescription)")
                if let first = doc.tag(tag.name, on: line), first.range == tag.range {
                    #expect(first.leadingStart == tag.leadingStart)
                }
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}
