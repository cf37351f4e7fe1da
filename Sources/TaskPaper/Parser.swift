// Builds the line table of a document:
// 1. scan: line bounds and terminators, UTF-8 validity, tags, leading whitespace;
// 2. classify: TaskPaper 3 indentation levels, bodies and kinds (per line);
// 3. outline: levels of blank lines, depths and parents (in order).
// Large files are scanned and classified in two halves at once.

#if canImport(Dispatch)
    import Dispatch
#endif

struct ParseResult: Sendable {
    var records: [LineRecord] = []
    var tags: [TagRecord] = []
    var firstInvalidUTF8: Int? = nil
    var spacesPerTab: Int? = nil
    var style = TextStyle()
}

/// What scanning one run of whole lines finds.
struct ScannedChunk: Sendable {
    var records: [LineRecord] = []
    var tags: [TagRecord] = []
    var spacesPerTab = Int.max
    var endings = (lf: 0, crlf: 0, cr: 0)
    var tabIndented = 0
    var spaceIndented = 0
    var firstInvalid: Int? = nil
    /// The byte after the run's last line.
    var end = 0
}

enum Parser {
    /// Files at least this large are split in two halves for scanning.
    static let parallelThreshold = 1 << 20

    static func parse(_ p: UnsafeBufferPointer<UInt8>, splitFrom threshold: Int = parallelThreshold) -> ParseResult {
        let n = p.count
        var bounds = [0, n]
        if n >= threshold, let mid = splitPoint(p) { bounds = [0, mid, n] }
        let count = bounds.count - 1
        let chunks = UnsafeMutableBufferPointer<ScannedChunk>.allocate(capacity: count)
        chunks.initialize(repeating: ScannedChunk())
        defer { chunks.deinitialize(); chunks.deallocate() }
        forEachChunk(count) { k in chunks[k] = scan(p, from: bounds[k], to: bounds[k + 1]) }

        var r = ParseResult()
        var spacesPerTab = Int.max
        var endings = (0, 0, 0), tabIndented = 0, spaceIndented = 0
        for c in chunks {
            spacesPerTab = min(spacesPerTab, c.spacesPerTab)
            endings.0 += c.endings.lf; endings.1 += c.endings.crlf; endings.2 += c.endings.cr
            tabIndented += c.tabIndented; spaceIndented += c.spaceIndented
            if r.firstInvalidUTF8 == nil { r.firstInvalidUTF8 = c.firstInvalid }
        }
        // TaskPaper 3 only normalizes spaces when the text has more than one line.
        let lineCount = chunks.reduce(0) { $0 + $1.records.count }
        let last = chunks.last { !$0.records.isEmpty }?.records.last
        let tp3LineCount = lineCount + (last?.ending == LineEnding.none ? 0 : 1)
        if tp3LineCount > 1 && spacesPerTab != .max { r.spacesPerTab = spacesPerTab }
        r.style = style(
            endingCounts: endings, tabIndented: tabIndented, spaceIndented: spaceIndented,
            spacesPerTab: r.spacesPerTab)
        let unit = r.spacesPerTab
        forEachChunk(count) { k in classify(p, &chunks[k], unit) }

        swap(&r.records, &chunks[0].records)
        swap(&r.tags, &chunks[0].tags)
        for k in 1..<count {
            let shift = UInt32(truncatingIfNeeded: r.tags.count)
            r.records.append(
                contentsOf: chunks[k].records.lazy.map {
                    var x = $0; x.tagStart += shift; return x
                })
            r.tags.append(contentsOf: chunks[k].tags)
        }
        outline(&r.records)
        return r
    }

    /// The byte after the first LF at or after the middle (nil if none).
    static func splitPoint(_ p: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = p.count / 2
        while i < p.count && p[i] != 0x0A { i += 1 }
        return i + 1 < p.count ? i + 1 : nil
    }

    /// Runs `body` for each chunk, on separate threads where the platform
    /// has them. Each call only reads the bytes and writes its own slot.
    static func forEachChunk(_ count: Int, _ body: (Int) -> Void) {
        #if canImport(Dispatch)
            if count > 1 {
                withoutActuallyEscaping(body) { body in
                    nonisolated(unsafe) let work = body
                    DispatchQueue.concurrentPerform(iterations: count) { work($0) }
                }
                return
            }
        #endif
        for k in 0..<count { body(k) }
    }

    /// Pass 1 over whole lines `from..<to` (offsets stay absolute).
    static func scan(_ p: UnsafeBufferPointer<UInt8>, from: Int, to n: Int) -> ScannedChunk {
        var c = ScannedChunk()
        c.end = n
        var records: [LineRecord] = []
        var tags: [TagRecord] = []
        // Generous reservations cost nothing until touched.
        records.reserveCapacity((n - from) / 16 + 16)
        tags.reserveCapacity((n - from) / 16 + 16)
        var spacesPerTab = Int.max
        var lineStart = from
        var firstAt = Int.max  // the first `@` seen since the line started
        var firstInvalid: Int? = nil
        var i = from
        let base = UnsafeRawPointer(p.baseAddress)
        while true {
            // Fast scan to the next byte that may end a line or start a
            // multi-byte character, eight bytes at a time.
            scan: while i < n {
                if i + 8 <= n, let base {
                    // Jump straight to the first byte below 0x0E or above 0x7F.
                    let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let ats = Self.atBytes(x)
                    if ats != 0 && firstAt == .max { firstAt = i + ats.trailingZeroBitCount >> 3 }
                    let stops = Self.stopBytes(x)
                    if stops == 0 { i += 8; continue scan }
                    i += stops.trailingZeroBitCount >> 3
                } else if p[i] == 0x40 && firstAt == .max {
                    firstAt = i
                }
                let b = p[i]
                if b >= 0x80 {
                    // Multi-byte characters are validated here; only E2 may start a line break.
                    if b == 0xE2 { break scan }
                    let len = Self.validLength(p, i, n)
                    if len == 0 && firstInvalid == nil { firstInvalid = i }
                    i += max(len, 1)
                    continue scan
                }
                if b == 0x0A || b == 0x0D || b == 0x0C { break scan }
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
                    let len = Self.validLength(p, i, n)
                    if len == 0 {
                        if firstInvalid == nil { firstInvalid = i }
                        i += 1
                        continue
                    }
                    if len == 3 && b == 0xE2 {
                        if p[i + 1] == 0x80 && p[i + 2] == 0xA9 {
                            ending = .paragraphSeparator; contentEnd = i; next = i + 3
                        } else if p[i + 1] == 0xAD && p[i + 2] == 0xBF {
                            ending = .u2B7F; contentEnd = i; next = i + 3
                        } else {
                            i += 3; continue
                        }
                    } else {
                        i += len
                        continue
                    }
                }
            } else if lineStart == n {
                break  // no unterminated last line
            }
            switch ending {
            case .lf: c.endings.lf += 1
            case .crlf: c.endings.crlf += 1
            case .cr: c.endings.cr += 1
            default: break
            }
            // Leading whitespace: TaskPaper 3's spaces-per-tab measure.
            if lineStart < contentEnd {
                let first = p[lineStart]
                if first == 0x09 { c.tabIndented += 1 } else if first == 0x20 { c.spaceIndented += 1 }
                if first == 0x20 || first == 0x09 {
                    var count = 0
                    var j = lineStart
                    while j < contentEnd {
                        let c = p[j]
                        if c == 0x20 {
                            count += 1
                        } else if c == 0x09 {
                            if count > 0 { spacesPerTab = min(spacesPerTab, count) }
                            count = 0
                        } else {
                            break
                        }
                        j += 1
                    }
                    if count > 0 { spacesPerTab = min(spacesPerTab, count) }
                }
            }
            let tagStart = tags.count
            // An `@` seen past the end of the line belongs to the next one.
            if firstAt < contentEnd {
                TagScanner.scan(p, start: lineStart, from: firstAt, end: contentEnd, into: &tags)
                if tags.count - tagStart > Int(UInt16.max) { tags.removeLast(tags.count - tagStart - Int(UInt16.max)) }
            }
            records.append(
                LineRecord(
                    start: UInt32(truncatingIfNeeded: lineStart),
                    bodyStart: UInt32(truncatingIfNeeded: lineStart), textEnd: UInt32(truncatingIfNeeded: contentEnd),
                    tagStart: UInt32(truncatingIfNeeded: tagStart), tagCount: UInt16(truncatingIfNeeded: tags.count - tagStart),
                    ending: ending, kind: .note, level: 1, depth: 1, parent: -1))
            firstAt = .max
            lineStart = next
            i = next
            if i >= n { break }
        }
        c.records = records
        c.tags = tags
        c.spacesPerTab = spacesPerTab
        c.firstInvalid = firstInvalid
        return c
    }

    /// High bits marking the `@` bytes of `x`; the lowest marked byte is exact.
    @inline(__always)
    static func atBytes(_ x: UInt64) -> UInt64 {
        let y = x ^ 0x4040_4040_4040_4040
        return (y &- 0x0101_0101_0101_0101) & ~y & 0x8080_8080_8080_8080
    }

    /// High bits marking bytes of `x` below 0x0E (LF, FF, CR among them) or
    /// above 0x7F; the lowest marked byte is always exact.
    @inline(__always)
    static func stopBytes(_ x: UInt64) -> UInt64 {
        ((x &- 0x0E0E_0E0E_0E0E_0E0E) & ~x | x) & 0x8080_8080_8080_8080
    }

    /// Length of the valid UTF-8 sequence starting with a non-ASCII byte at `i`, or 0.
    @inline(__always)
    static func validLength(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        let b0 = p[i]
        if b0 < 0xC2 { return 0 }
        if b0 < 0xE0 {
            return i + 1 < n && p[i + 1] & 0xC0 == 0x80 ? 2 : 0
        }
        if b0 < 0xF0 {
            guard i + 2 < n else { return 0 }
            let b1 = p[i + 1], b2 = p[i + 2]
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return 0 }
            if b0 == 0xE0 && b1 < 0xA0 { return 0 }  // overlong
            if b0 == 0xED && b1 >= 0xA0 { return 0 }  // surrogate
            return 3
        }
        if b0 < 0xF5 {
            guard i + 3 < n else { return 0 }
            let b1 = p[i + 1]
            guard b1 & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else { return 0 }
            if b0 == 0xF0 && b1 < 0x90 { return 0 }
            if b0 == 0xF4 && b1 >= 0x90 { return 0 }
            return 4
        }
        return 0
    }

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

    /// Pass 2 for one chunk: indentation, body and kind of every line.
    static func classify(_ p: UnsafeBufferPointer<UInt8>, _ c: inout ScannedChunk, _ unit: Int?) {
        let chunkEnd = c.end
        c.tags.withUnsafeMutableBufferPointer { tags in
            c.records.withUnsafeMutableBufferPointer { records in
                for k in records.indices {
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
            var stack: [Int32] = []
            stack.reserveCapacity(64)
            for k in records.indices {
                let level = records[k].level
                while let top = stack.last, records[Int(top)].level >= level { stack.removeLast() }
                if let top = stack.last {
                    records[k].parent = top
                    records[k].depth = records[Int(top)].depth + (level - records[Int(top)].level)
                } else {
                    records[k].parent = -1
                    records[k].depth = 1
                }
                stack.append(Int32(k))
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
