// Finds tags in a line the way TaskPaper 3's tag expression does:
// `(^|\s+)@name(\(value\))?` followed by whitespace or the end of the line,
// where the value may hold `\(` and `\)` and no other parentheses.

enum TagScanner {
    /// Appends every tag occurrence in `start..<end` to `out`, in order.
    /// `start` is the first byte of the line; a tag may begin there. No `@`
    /// comes before `from`.
    static func scan(_ p: UnsafeBufferPointer<UInt8>, start: Int, from: Int? = nil, end: Int, into out: inout [TagRecord]) {
        var i = from ?? start
        var previousEnd = start
        while i < end {
            // Find the next '@'.
            guard let at = firstAt(p, from: i, end: end) else { return }
            if at == start || Bytes.whitespaceEnds(before: at, p, lower: previousEnd) != nil {
                if let tag = match(p, at: at, end: end) {
                    out.append(tag)
                    previousEnd = Int(tag.end)
                    i = previousEnd
                    continue
                }
            }
            i = at + 1
        }
    }

    @inline(__always)
    static func hasByte(_ x: UInt64, _ b: UInt8) -> Bool {
        let y = x ^ (0x0101_0101_0101_0101 &* UInt64(b))
        return (y &- 0x0101_0101_0101_0101) & ~y & 0x8080_8080_8080_8080 != 0
    }

    @inline(__always)
    static func firstAt(_ p: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int? {
        var i = from
        if let base = UnsafeRawPointer(p.baseAddress) {
            while i + 8 <= end {
                let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let y = x ^ 0x4040_4040_4040_4040
                let hit = (y &- 0x0101_0101_0101_0101) & ~y & 0x8080_8080_8080_8080
                if hit != 0 { return i + hit.trailingZeroBitCount / 8 }
                i += 8
            }
        }
        while i < end {
            if p[i] == 0x40 { return i }
            i += 1
        }
        return nil
    }

    /// ASCII tag-name characters as a 128-bit set: `-`, `.`, digits, letters, `_`.
    static var nameBitsLow: UInt64 { 0x03FF_6000_0000_0000 }
    static var nameBitsHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }

    @inline(__always)
    static func isASCIINameByte(_ b: UInt8) -> Bool {
        b < 64 ? (nameBitsLow >> UInt64(b)) & 1 != 0 : (nameBitsHigh >> UInt64(b & 63)) & 1 != 0
    }

    /// Whether a tag may end before `i`: whitespace or the end of the line follows.
    @inline(__always)
    static func boundary(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        if i >= end { return true }
        let b = p[i]
        if b < 0x80 { return Bytes.isASCIIWhitespace(b) }
        let (v, _) = Bytes.decode(p, i, end)
        return Bytes.isJSWhitespace(v)
    }

    static func match(_ p: UnsafeBufferPointer<UInt8>, at: Int, end: Int) -> TagRecord? {
        // The name: greedy, remembering where a shorter name could end (the
        // few scalars that are both name characters and whitespace).
        var e = at + 1
        var shorterEnd: Int? = nil
        while e < end {
            let b = p[e]
            if b < 0x80 {
                if isASCIINameByte(b) { e += 1; continue }
                break
            }
            let (v, n) = Bytes.decode(p, e, end)
            guard Bytes.isTagNameScalar(v) else { break }
            if Bytes.isJSWhitespace(v) { shorterEnd = e }
            e += n
        }
        if e < end && p[e] == 0x28 {
            if let close = valueClose(p, open: e, end: end) {
                return record(at, nameEnd: e, valueStart: e + 1, valueEnd: close)
            }
        } else if boundary(p, e, end) {
            return record(at, nameEnd: e, valueStart: nil, valueEnd: 0)
        }
        // Give back name characters up to the last one that is also whitespace.
        if let shorterEnd {
            return record(at, nameEnd: shorterEnd, valueStart: nil, valueEnd: 0)
        }
        return nil
    }

    @inline(__always)
    static func record(_ at: Int, nameEnd: Int, valueStart: Int?, valueEnd: Int) -> TagRecord {
        TagRecord(
            at: UInt32(truncatingIfNeeded: at),
            nameEnd: UInt32(truncatingIfNeeded: nameEnd),
            valueStart: valueStart.map { UInt32(truncatingIfNeeded: $0) } ?? .max,
            valueEnd: UInt32(truncatingIfNeeded: valueEnd))
    }

    /// Start of the whitespace before the `@` at `at` (the `@` itself when
    /// none): no lower than `lower`, the end of the line's previous tag or,
    /// for its first tag, the start of its body (tags never reach into the
    /// indentation).
    static func leadingStart(_ p: UnsafeBufferPointer<UInt8>, at: Int, lower: Int) -> Int {
        var start = at
        while start > lower, p[start - 1] == 0x20 || p[start - 1] == 0x09 { start -= 1 }
        while let n = Bytes.whitespaceEnds(before: start, p, lower: lower) { start -= n }
        return start
    }

    /// The `)` that closes a value opened at `open`, choosing as a regular
    /// expression with backtracking would: the last possible close first.
    static func valueClose(_ p: UnsafeBufferPointer<UInt8>, open: Int, end: Int) -> Int? {
        var i = open + 1
        // Skip eight bytes at a time while none is `(`, `)` or `\`.
        if let base = UnsafeRawPointer(p.baseAddress) {
            while i + 8 <= end {
                let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                if hasByte(x, 0x28) || hasByte(x, 0x29) || hasByte(x, 0x5C) { break }
                i += 8
            }
        }
        while i < end {
            let b = p[i]
            if b == 0x5C, i + 1 < end, p[i + 1] == 0x28 || p[i + 1] == 0x29 {
                i += 2
                continue
            }
            if b == 0x28 { break }
            if b == 0x29 {
                if boundary(p, i + 1, end) { return i }
                break
            }
            i += 1
        }
        // Backtracking: an escaped `)` may close the value after all, the last one first.
        // (A `\` before a parenthesis always starts an escape, so `\)` marks one.)
        var c = min(i, end - 1)
        while c > open + 1 {
            if p[c] == 0x29 && p[c - 1] == 0x5C && boundary(p, c + 1, end) { return c }
            c -= 1
        }
        return nil
    }
}
