// The parser's fast path for the commonest line of all: tabs, then plain
// ASCII text without a tag, ended by LF or CRLF ("\t- Read Dune\n"). Such a
// line is read whole here, eight bytes at a time, and leaves the scan with
// its final indentation, body, kind and no tags; any other line (spaces in
// its indentation, a tab inside its text, an `@`, a byte above 0x7F, a rarer
// line break, the last few bytes of the file) is left to the byte-by-byte
// scan, from the first byte that makes it so.

/// A plain line read whole and where the next line starts; or, for a line
/// that is not plain, nil and the first byte the fast scan did not pass
/// (the bytes before it hold no line break, `@` or byte above 0x7F).
struct PlainLine {
    var record: LineRecord?
    var next: Int
}

extension Parser {
    /// The line starting at `start`, read whole if it is plain.
    /// `tagStart` is the number of tags before it.
    @inline(__always)
    static func plainLine(_ base: UnsafeRawPointer, _ start: Int, _ n: Int, tagStart: Int) -> PlainLine {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var body = start
        while body < n && bytes[body] == 0x09 { body += 1 }
        var i = body
        while true {
            guard i + 8 <= n else { return PlainLine(record: nil, next: i) }
            let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let stops = plainStops(x)
            if stops != 0 {
                i += stops.trailingZeroBitCount >> 3
                break
            }
            i += 8
        }
        let ending: LineEnding
        let next: Int
        switch bytes[i] {
        case 0x0A: ending = .lf; next = i + 1
        case 0x0D where i + 1 < n && bytes[i + 1] == 0x0A: ending = .crlf; next = i + 2
        default: return PlainLine(record: nil, next: i)
        }
        let kind: LineKind
        if body == i {
            kind = .blank
        } else {
            let first = bytes[body]
            // A space would make the indentation TaskPaper 3's space measure.
            if first == 0x20 { return PlainLine(record: nil, next: i) }
            if first == 0x2D && body + 1 < i && Bytes.isASCIIWhitespace(bytes[body + 1]) {
                kind = .task
            } else if bytes[i - 1] == 0x3A {
                kind = .project
            } else {
                kind = .note
            }
        }
        // Depth 0 tells the classifying pass the line is done; the outline
        // gives every line its depth.
        let record = LineRecord(
            start: UInt32(truncatingIfNeeded: start), bodyStart: UInt32(truncatingIfNeeded: body),
            textEnd: UInt32(truncatingIfNeeded: i), tagStart: UInt32(truncatingIfNeeded: tagStart), tagCount: 0,
            ending: ending, kind: kind, level: Int32(truncatingIfNeeded: body - start + 1), depth: 0, parent: -1)
        return PlainLine(record: record, next: next)
    }

    /// High bits marking the bytes of `x` that end a plain line or make it
    /// not plain: those below 0x0E (LF, CR, a tab inside the text among
    /// them), `@` and those above 0x7F; the lowest marked byte is exact.
    @inline(__always)
    static func plainStops(_ x: UInt64) -> UInt64 {
        let at = x ^ 0x4040_4040_4040_4040
        let low = (x &- 0x0E0E_0E0E_0E0E_0E0E) & ~x
        return (low | x | (at &- 0x0101_0101_0101_0101) & ~at) & 0x8080_8080_8080_8080
    }
}
