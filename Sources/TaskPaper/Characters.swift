// Byte-level character classes, matching the regular expressions TaskPaper 3
// uses (JavaScript `\s`, the tag-name class) without decoding whole strings.

enum Bytes {
    /// JavaScript `\s` among ASCII: tab, LF, VT, FF, CR, space.
    static func isASCIIWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || (b >= 0x09 && b <= 0x0D)
    }

    /// Whether `scalar` is JavaScript `\s`.
    static func isJSWhitespace(_ v: UInt32) -> Bool {
        switch v {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// A character allowed in a tag name (TaskPaper 3's XML-name-like class;
    /// start and continuation characters may appear in any order).
    static func isTagNameScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0x2D, 0x2E, 0x30...0x39: return true
        case 0..<0x80: return false
        case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF,
            0x200C...0x200D, 0x203F...0x2040, 0x2070...0x218F, 0x2C00...0x2FEF,
            0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD:
            return true
        default:
            return false
        }
    }

    /// Decodes one scalar starting at `i` (no bounds past `end`). Returns the
    /// scalar and its length; an invalid sequence decodes as one byte with a
    /// value no class accepts.
    static func decode(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (UInt32, Int) {
        let b0 = p[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 >= 0xC2 && b0 < 0xE0, i + 1 < end, p[i + 1] & 0xC0 == 0x80 {
            return (UInt32(b0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F), 2)
        }
        if b0 >= 0xE0 && b0 < 0xF0, i + 2 < end, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 {
            let v = UInt32(b0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
            if v >= 0x800 && !(0xD800...0xDFFF).contains(v) { return (v, 3) }
        }
        if b0 >= 0xF0 && b0 < 0xF5, i + 3 < end, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80,
            p[i + 3] & 0xC0 == 0x80
        {
            let v =
                UInt32(b0 & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12
                | UInt32(p[i + 2] & 0x3F) << 6 | UInt32(p[i + 3] & 0x3F)
            if v >= 0x10000 && v <= 0x10FFFF { return (v, 4) }
        }
        return (0xFFFF_FFFF, 1)
    }

    /// Whether the character that ends just before `i` (and starts at or after
    /// `lower`) is JavaScript whitespace.
    static func whitespaceEnds(before i: Int, _ p: UnsafeBufferPointer<UInt8>, lower: Int) -> Int? {
        guard i > lower else { return nil }
        let b = p[i - 1]
        if b < 0x80 { return isASCIIWhitespace(b) ? 1 : nil }
        // Multi-byte: whitespace scalars are 2 or 3 bytes long.
        if i - 2 >= lower, p[i - 2] == 0xC2, b == 0xA0 { return 2 }
        if i - 3 >= lower {
            let (v, n) = decode(p, i - 3, i)
            if n == 3, isJSWhitespace(v) { return 3 }
        }
        return nil
    }
}
