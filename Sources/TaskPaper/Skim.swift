import CBytes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Reading the lines under a top-level line without parsing them: a few
// facts read straight from the bytes, for a caller that shows those lines
// folded and parses them only when it needs them. Every line is judged as
// the parser would judge it, or the skim gives up (nil): what it cannot be
// sure of is left to the parser.

/// The lines under one top-level line, skimmed.
public struct SkimmedChildren: Sendable, Equatable {
    /// Their bytes: from the byte after the top-level line's line break to
    /// the end of the last of them that is not blank (blank lines after it
    /// are left out).
    public var range: Range<Int>
    /// How many lines directly under the top-level line are tasks with a name.
    public var namedTasks: Int
    /// The offset of every `@` in `range`, in order.
    public var ats: [Int]
    /// The tasks with a name directly under the top-level line that have an
    /// `@` on their own line, and the first of those tasks whatever its
    /// line, each with the lines under it: their bytes, in order.
    public var marked: [ByteSpan] = []
}

/// Bytes from `start` to before `end`. (Not a `Range<Int>`: the first
/// array of those a process makes has the runtime look through every
/// conformance in the binary, a cost a quick `list` notices.)
public struct ByteSpan: Sendable, Equatable {
    public var start: Int
    public var end: Int
}

public enum Skim {
    /// The offset just after the line break of the first line that says
    /// `title` (ASCII, case aside) from its first byte to an LF or a CRLF;
    /// nil when no line does.
    public static func line(saying title: String, in p: UnsafeBufferPointer<UInt8>) -> Int? {
        let key = Array(title.utf8).map { $0 | 0x20 }
        let n = p.count
        var s = 0
        while s + key.count < n {
            var k = 0
            while k < key.count && p[s + k] | 0x20 == key[k] { k += 1 }
            if k == key.count {
                let e = s + k
                if p[e] == 0x0A { return e + 1 }
                if p[e] == 0x0D && e + 1 < n && p[e + 1] == 0x0A { return e + 2 }
            }
            guard let next = memchr(p.baseAddress! + s, 0x0A, n - s) else { return nil }
            s = UnsafeRawPointer(next).assumingMemoryBound(to: UInt8.self) - p.baseAddress! + 1
        }
        return nil
    }

    /// True for `- ` and a printable ASCII name that does not start with
    /// `@`, at `body`, the case of nearly every task; nil for any other,
    /// for `namedTask` to judge.
    @inline(__always)
    static func plainTask(_ base: UnsafePointer<UInt8>, _ body: Int, _ end: Int) -> Bool? {
        guard body &+ 2 < end, base[body &+ 1] == 0x20 else { return nil }
        let name = base[body &+ 2]
        return name > 0x20 && name < 0x80 && name != 0x40 ? true : nil
    }

    /// The length of the valid character at `i` (a byte above 0x7F) that
    /// does not end a line (U+2029 and U+2B7F do); nil otherwise.
    @inline(__always)
    static func character(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let len = Parser.validLength(p, i, p.count)
        guard len > 0 else { return nil }
        if len == 3 && p[i] == 0xE2 && (p[i + 1] == 0x80 && p[i + 2] == 0xA9 || p[i + 1] == 0xAD && p[i + 2] == 0xBF) {
            return nil
        }
        return len
    }

    /// Whether the text at `i` starts with whitespace (JavaScript's `\s`).
    @inline(__always)
    static func startsWithSpace(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        let b = p[i]
        if b < 0x80 { return Bytes.isASCIIWhitespace(b) }
        return Bytes.isJSWhitespace(Bytes.decode(p, i, end).0)
    }

    /// Whether the line whose body is `body..<end` is a task with a name;
    /// nil when only the parser can tell.
    @inline(__always)
    static func namedTask(_ p: UnsafeBufferPointer<UInt8>, _ body: Int, _ end: Int) -> Bool? {
        guard p[body] == 0x2D, body + 1 < end else { return false }
        let b = p[body + 1]
        let gap: Int
        if b == 0x20 || b == 0x09 {
            gap = 1
        } else if b >= 0x80 {
            let (v, n) = Bytes.decode(p, body + 1, end)
            guard Bytes.isJSWhitespace(v) else { return false }
            gap = n
        } else {
            return false
        }
        let name = body + 1 + gap
        guard name < end, p[name] != 0x40, !startsWithSpace(p, name, end) else { return nil }
        return true
    }
}
