// Builds the line table of a document in two passes over the bytes:
// 1. line bounds and terminators, UTF-8 validity, tags, leading whitespace;
// 2. TaskPaper 3 indentation levels, bodies, kinds, and the outline.

struct ParseResult: Sendable {
    var records: [LineRecord] = []
    var tags: [TagRecord] = []
    var firstInvalidUTF8: Int? = nil
    var spacesPerTab: Int? = nil
    var style = TextStyle()
}

enum Parser {
    /// Bytes that stop the fast scan: LF, FF, CR and every non-ASCII byte.
    static let special: [Bool] = (0..<256).map { b in b == 0x0A || b == 0x0C || b == 0x0D || b >= 0x80 }

    static func parse(_ p: UnsafeBufferPointer<UInt8>) -> ParseResult {
        var r = ParseResult()
        let n = p.count
        r.records.reserveCapacity(n / 40 + 1)
        r.tags.reserveCapacity(n / 40 + 1)
        var spacesPerTab = Int.max
        var endingCounts = [Int](repeating: 0, count: LineEnding.allCases.count)
        var tabIndented = 0, spaceIndented = 0
        var lineStart = 0
        var sawAt = false
        var i = 0
        special.withUnsafeBufferPointer { table in
            while true {
                // Fast scan to the next interesting byte.
                while i < n {
                    let b = p[i]
                    if table[Int(b)] { break }
                    if b == 0x40 { sawAt = true }
                    i += 1
                }
                var ending = LineEnding.none
                var contentEnd = n
                var next = n
                if i < n {
                    let b = p[i]
                    switch b {
                    case 0x0A: ending = .lf; contentEnd = i; next = i + 1
                    case 0x0D:
                        if i + 1 < n && p[i + 1] == 0x0A { ending = .crlf; next = i + 2 } else { ending = .cr; next = i + 1 }
                        contentEnd = i
                    case 0x0C: ending = .formFeed; contentEnd = i; next = i + 1
                    default:
                        // Non-ASCII: validate, and catch the two multi-byte line breaks.
                        let (v, len) = Bytes.decode(p, i, n)
                        if v == 0xFFFF_FFFF, r.firstInvalidUTF8 == nil { r.firstInvalidUTF8 = i }
                        if v == 0x2029 { ending = .paragraphSeparator; contentEnd = i; next = i + 3 }
                        else if v == 0x2B7F { ending = .u2B7F; contentEnd = i; next = i + 3 }
                        else { i += len; continue }
                    }
                } else if lineStart == n {
                    break  // no unterminated last line
                }
                endingCounts[Int(ending.rawValue)] += 1
                // Leading whitespace: TaskPaper 3's spaces-per-tab measure.
                var count = 0
                var j = lineStart
                while j < contentEnd {
                    let c = p[j]
                    if c == 0x20 { count += 1 } else if c == 0x09 {
                        if count > 0 { spacesPerTab = min(spacesPerTab, count) }
                        count = 0
                    } else { break }
                    j += 1
                }
                if count > 0 { spacesPerTab = min(spacesPerTab, count) }
                if lineStart < contentEnd {
                    if p[lineStart] == 0x09 { tabIndented += 1 } else if p[lineStart] == 0x20 { spaceIndented += 1 }
                }
                let tagStart = r.tags.count
                if sawAt {
                    TagScanner.scan(p, start: lineStart, end: contentEnd, into: &r.tags)
                }
                let tagCount = min(r.tags.count - tagStart, Int(UInt16.max))
                if r.tags.count - tagStart > tagCount { r.tags.removeLast(r.tags.count - tagStart - tagCount) }
                r.records.append(LineRecord(
                    start: UInt32(lineStart), contentEnd: UInt32(contentEnd), bodyStart: UInt32(lineStart),
                    textEnd: UInt32(contentEnd), tagStart: UInt32(tagStart), tagCount: UInt16(tagCount),
                    ending: ending, kind: .note, level: 1, depth: 1, parent: -1))
                sawAt = false
                lineStart = next
                i = next
                if i >= n && ending == .none { break }
                if i >= n && lineStart == n { break }
            }
        }
        // TaskPaper 3 only normalizes spaces when the text has more than one line.
        let tp3LineCount = r.records.count + (r.records.last?.ending == LineEnding.none ? 0 : 1)
        if tp3LineCount > 1 && spacesPerTab != .max { r.spacesPerTab = spacesPerTab }
        r.style = style(endingCounts: endingCounts, tabIndented: tabIndented,
                        spaceIndented: spaceIndented, spacesPerTab: r.spacesPerTab)
        structure(p, &r)
        return r
    }

    static func style(endingCounts: [Int], tabIndented: Int, spaceIndented: Int, spacesPerTab: Int?) -> TextStyle {
        var ending = LineEnding.lf
        var best = 0
        for e in [LineEnding.lf, .crlf, .cr] where endingCounts[Int(e.rawValue)] > best {
            best = endingCounts[Int(e.rawValue)]
            ending = e
        }
        let indent: TextStyle.Indent
        if spaceIndented > tabIndented, let n = spacesPerTab { indent = .spaces(n) } else { indent = .tab }
        return TextStyle(indent: indent, lineEnding: ending)
    }

    /// Pass 2: indentation, body, kind, then levels of blank lines and the outline.
    static func structure(_ p: UnsafeBufferPointer<UInt8>, _ r: inout ParseResult) {
        let unit = r.spacesPerTab
        r.tags.withUnsafeMutableBufferPointer { tags in
            for k in r.records.indices {
                var rec = r.records[k]
                let (tabs, body, blank) = indentation(p, Int(rec.start), Int(rec.contentEnd), unit)
                rec.level = Int32(tabs + 1)
                rec.bodyStart = UInt32(body)
                if blank {
                    rec.kind = .blank
                } else {
                    // Tags never reach into the indentation.
                    let t0 = Int(rec.tagStart), tn = Int(rec.tagCount)
                    for t in t0..<(t0 + tn) where tags[t].fullStart < rec.bodyStart {
                        tags[t].fullStart = rec.bodyStart
                    }
                    rec.textEnd = trailingTagsStart(p, rec, tags) ?? rec.contentEnd
                    rec.kind = kind(p, body: body, textEnd: Int(rec.textEnd))
                }
                r.records[k] = rec
            }
        }
        // Blank lines take the level of the next non-blank line when it is deeper.
        var nextLevel: Int32 = 0
        for k in r.records.indices.reversed() {
            if r.records[k].kind == .blank {
                r.records[k].level = max(r.records[k].level, nextLevel)
            } else {
                nextLevel = r.records[k].level
            }
        }
        // The outline: a line's parent is the closest earlier line with a lower level.
        var stack: [Int32] = []
        for k in r.records.indices {
            let level = r.records[k].level
            while let top = stack.last, r.records[Int(top)].level >= level { stack.removeLast() }
            if let top = stack.last {
                let parent = r.records[Int(top)]
                r.records[k].parent = top
                r.records[k].depth = parent.depth + (level - parent.level)
            } else {
                r.records[k].parent = -1
                r.records[k].depth = 1
            }
            stack.append(Int32(k))
        }
    }

    /// Indentation as TaskPaper 3 reads it: runs of `unit` leading spaces are
    /// levels; in the remaining leading whitespace, tabs before the first
    /// space count and the rest is dropped. Returns (levels, body start, blank).
    @inline(__always)
    static func indentation(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ unit: Int?) -> (Int, Int, Bool) {
        var i = start
        var tabs = 0
        if let unit {
            var spaces = 0
            while i < end && p[i] == 0x20 { spaces += 1; i += 1 }
            tabs = spaces / unit
            i = start + tabs * unit
        }
        // Leading tabs.
        while i < end && p[i] == 0x09 { tabs += 1; i += 1 }
        // Whitespace run: with normalization, everything from the first space on is dropped.
        var j = i
        var sawSpace = false
        var firstNonTabKept: Int? = nil
        while j < end {
            let b = p[j]
            var len = 1
            if b < 0x80 {
                guard Bytes.isASCIIWhitespace(b) else { break }
                if b == 0x20 { sawSpace = true } else if b != 0x09, !sawSpace, firstNonTabKept == nil { firstNonTabKept = j }
                if b == 0x09, !sawSpace, firstNonTabKept == nil { tabs += 1 }
            } else {
                let (v, n) = Bytes.decode(p, j, end)
                guard Bytes.isJSWhitespace(v) else { break }
                len = n
                if !sawSpace, firstNonTabKept == nil { firstNonTabKept = j }
            }
            j += len
        }
        let blank = j == end
        guard unit != nil else {
            // No normalization: the body starts after the leading tabs.
            return (tabs, i + countTabs(p, i, end), blank)
        }
        if sawSpace {
            return (tabs, firstNonTabKept ?? j, blank)
        }
        return (tabs, firstNonTabKept ?? j, blank)
    }

    @inline(__always)
    static func countTabs(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var k = i
        while k < end && p[k] == 0x09 { k += 1 }
        return k - i
    }

    /// Where the run of tags at the end of the line starts (trailing whitespace allowed).
    static func trailingTagsStart(_ p: UnsafeBufferPointer<UInt8>, _ rec: LineRecord, _ tags: UnsafeMutableBufferPointer<TagRecord>) -> UInt32? {
        guard rec.tagCount > 0 else { return nil }
        let first = Int(rec.tagStart), last = first + Int(rec.tagCount) - 1
        var e = Int(tags[last].end)
        let end = Int(rec.contentEnd)
        while e < end {
            let (v, n) = Bytes.decode(UnsafeBufferPointer(start: p.baseAddress, count: p.count), e, end)
            guard Bytes.isJSWhitespace(v) else { return nil }
            e += n
        }
        var k = last
        while k > first && tags[k].fullStart == tags[k - 1].end { k -= 1 }
        return tags[k].fullStart
    }

    @inline(__always)
    static func kind(_ p: UnsafeBufferPointer<UInt8>, body: Int, textEnd: Int) -> LineKind {
        if body < textEnd && p[body] == 0x2D && body + 1 < textEnd {
            let (v, _) = Bytes.decode(p, body + 1, textEnd)
            if Bytes.isJSWhitespace(v) { return .task }
        }
        if textEnd > body && p[textEnd - 1] == 0x3A { return .project }
        return .note
    }
}
