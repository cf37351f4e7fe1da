// The parser's fast path for the commonest line of all: tabs, then plain
// ASCII text without a tag, ended by LF or CRLF ("\t- Read Dune\n"). Such a
// line is read whole here, eight bytes at a time, and leaves the scan with
// its final indentation, body, kind and no tags; any other line (spaces in
// its indentation, an `@`, a byte above 0x7F, a rarer line break, the last
// few bytes of the file) is left to the byte-by-byte scan.

/// A plain line, read whole, and where the next line starts.
struct PlainLine {
    var record: LineRecord
    var next: Int
}

extension Parser {
    /// The plain line starting at `start`, or nil when it is not one.
    /// `tagStart` is the number of tags before it.
    @inline(__always)
    static func plainLine(_ base: UnsafeRawPointer, _ start: Int, _ n: Int, tagStart: Int) -> PlainLine? {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var body = start
        while body < n && bytes[body] == 0x09 { body += 1 }
        var i = body
        while true {
            guard i + 8 <= n else { return nil }
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
        default: return nil
        }
        let kind: LineKind
        if body == i {
            kind = .blank
        } else {
            let first = bytes[body]
            // A space would make the indentation TaskPaper 3's space measure.
            if first == 0x20 { return nil }
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
    /// not plain: LF, VT, FF, CR, `@` and bytes above 0x7F. Exact in every
    /// byte (no borrow crosses bytes).
    @inline(__always)
    static func plainStops(_ x: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low = x & 0x7F7F_7F7F_7F7F_7F7F
        // 0x0A...0x0D: at least 0x0A and below 0x0E.
        let atLeast0A = low &+ 0x7676_7676_7676_7676
        let below0E = ~(low &+ 0x7272_7272_7272_7272)
        let y = low ^ 0x4040_4040_4040_4040
        let isAt = ~((y &+ 0x7F7F_7F7F_7F7F_7F7F) | y)
        return (x | (atLeast0A & below0E) | isAt) & high
    }
}
