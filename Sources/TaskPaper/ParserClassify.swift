// The parser's second and third steps: each line's indentation level,
// body and kind (TaskPaper 3's rules), the file's style, and the outline
// (levels of blank lines, depths and parents).

extension Parser {
    static func style(endingCounts: (Int, Int, Int), tabIndented: Int, spaceIndented: Int, spacesPerTab: Int?) -> TextStyle {
        var ending = LineEnding.lf
        if endingCounts.1 > endingCounts.0 && endingCounts.1 >= endingCounts.2 {
            ending = .crlf
        } else if endingCounts.2 > endingCounts.0 && endingCounts.2 > endingCounts.1 {
            ending = .cr
        }
        let indent: TextStyle.Indent
        if spaceIndented > tabIndented, let n = spacesPerTab { indent = .spaces(n) } else { indent = .tab }
        return TextStyle(indent: indent, lineEnding: ending)
    }

    /// Pass 2 for one chunk: indentation, body and kind of every line the
    /// scan did not finish (a plain line comes with depth 0).
    static func classify(_ p: UnsafeBufferPointer<UInt8>, _ c: inout ScannedChunk, _ unit: Int?) {
        let chunkEnd = c.end
        c.tags.withUnsafeMutableBufferPointer { tags in
            c.records.withUnsafeMutableBufferPointer { records in
                for k in records.indices where records[k].depth != 0 {
                    let next = k + 1 < records.count ? Int(records[k + 1].start) : chunkEnd
                    let start = Int(records[k].start), end = next - records[k].ending.length
                    let (tabs, body, blank) = indentation(p, start, end, unit)
                    records[k].level = Int32(tabs + 1)
                    records[k].bodyStart = UInt32(truncatingIfNeeded: body)
                    if blank {
                        records[k].kind = .blank
                        continue
                    }
                    var textEnd = end
                    if records[k].tagCount > 0 {
                        let t0 = Int(records[k].tagStart), tn = Int(records[k].tagCount)
                        textEnd = trailingTagsStart(p, t0, tn, end, body: body, tags) ?? end
                    }
                    records[k].textEnd = UInt32(truncatingIfNeeded: textEnd)
                    records[k].kind = kind(p, body: body, textEnd: textEnd)
                }
            }
        }
    }

    /// Pass 3: blank lines take the level of the next non-blank line when it
    /// is deeper; a line's parent is the closest earlier line with a lower level.
    static func outline(_ recordsArray: inout [LineRecord]) {
        recordsArray.withUnsafeMutableBufferPointer { records in
            var nextLevel: Int32 = 0
            for k in records.indices.reversed() {
                if records[k].kind == .blank {
                    records[k].level = max(records[k].level, nextLevel)
                } else {
                    nextLevel = records[k].level
                }
            }
            // The open lines before line k are k - 1 and its ancestors:
            // the parent is found walking up that chain.
            for k in records.indices {
                let level = records[k].level
                var top = Int32(k) - 1
                while top >= 0 && records[Int(top)].level >= level { top = records[Int(top)].parent }
                records[k].parent = top
                records[k].depth = top < 0 ? 1 : records[Int(top)].depth + (level - records[Int(top)].level)
            }
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
        // The rest of the leading whitespace. With normalization, everything
        // from its first space on is dropped, and the body starts at the
        // first other character kept (a no-break space, say) or after the run.
        var j = i
        var sawSpace = false
        var firstKept: Int? = nil
        while j < end {
            let b = p[j]
            var len = 1
            if b < 0x80 {
                guard Bytes.isASCIIWhitespace(b) else { break }
            } else {
                let (v, n) = Bytes.decode(p, j, end)
                guard Bytes.isJSWhitespace(v) else { break }
                len = n
            }
            if b == 0x20 { sawSpace = true } else if !sawSpace && firstKept == nil { firstKept = j }
            j += len
        }
        let blank = j == end
        // Without normalization the body starts right after the leading tabs.
        return (tabs, unit == nil ? i : firstKept ?? j, blank)
    }

    /// Where the run of tags at the end of the line starts (trailing whitespace allowed).
    @inline(__always)
    static func trailingTagsStart(
        _ p: UnsafeBufferPointer<UInt8>, _ first: Int, _ count: Int, _ end: Int, body: Int,
        _ tags: UnsafeMutableBufferPointer<TagRecord>
    ) -> Int? {
        let last = first + count - 1
        var e = Int(tags[last].end)
        while e < end {
            let (v, n) = Bytes.decode(p, e, end)
            guard Bytes.isJSWhitespace(v) else { return nil }
            e += n
        }
        func leadingStart(_ k: Int) -> Int {
            TagScanner.leadingStart(p, at: Int(tags[k].at), lower: k > first ? Int(tags[k - 1].end) : body)
        }
        var k = last
        while k > first && leadingStart(k) == Int(tags[k - 1].end) { k -= 1 }
        return leadingStart(k)
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
