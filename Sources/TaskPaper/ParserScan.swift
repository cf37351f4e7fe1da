// The parser's first step: line bounds and terminators, UTF-8 validity,
// tags and leading whitespace, eight bytes at a time where it can.

extension Parser {
    /// Pass 1 over whole lines `from..<to` (offsets stay absolute).
    /// `plainLines: false` reads every line byte by byte (the tests compare).
    static func scan(_ p: UnsafeBufferPointer<UInt8>, from: Int, to n: Int, plainLines: Bool = true) -> ScannedChunk {
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
        // Whether the line at `lineStart` is being read byte by byte.
        var slowLine = !plainLines
        while true {
            if !slowLine, let base {
                let line = plainLine(base, lineStart, n, tagStart: tags.count)
                guard let record = line.record else {
                    // Go on byte by byte where the plain line stopped being one.
                    slowLine = true
                    i = line.next
                    if i < n && p[i] == 0x40 { firstAt = i }
                    continue
                }
                records.append(record)
                if record.bodyStart != record.start { c.tabIndented += 1 }
                if record.ending == .lf { c.endings.lf += 1 } else { c.endings.crlf += 1 }
                lineStart = line.next
                i = lineStart
                if i >= n { break }
                continue
            }
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
            slowLine = !plainLines
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
}
