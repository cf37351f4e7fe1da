/// The one sanitiser for text that reaches a terminal or a pipe: every
/// message the command line prints and every cell the app draws.
///
/// Names and notes come from a file anyone can edit, so they may hold bytes a
/// terminal obeys: escape sequences (colours, clearing the screen, setting the
/// title, writing the clipboard), a bell, or bidirectional overrides that make
/// text read in another order than it is stored. Each of these is shown as
/// U+FFFD (�), a visible mark that the name holds something that cannot be
/// shown: C0 controls, DEL, C1 controls (U+0080–U+009F), and the bidi
/// embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069. A tab
/// is shown as a space; a line break is kept only where the caller prints
/// several lines at once.
public enum PrintableText {
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    public static func sanitized(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var text = text
        let clean = text.withUTF8 { bytes in firstUnsafe(bytes, keepingLineBreaks) == nil }
        if clean { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                out.append(" ")
            } else if scalar == "\n" && keepingLineBreaks {
                out.append(scalar)
            } else if isUnsafe(scalar) {
                out.append(replacement)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether the UTF-8 of Swift strings (valid by construction) can be
    /// printed as it is: nothing in it that `sanitized` would replace.
    public static func isPrintable(_ bytes: [UInt8], keepingLineBreaks: Bool = false) -> Bool {
        bytes.withUnsafeBufferPointer { firstUnsafe($0, keepingLineBreaks) == nil }
    }

    /// Whether the scalar must not reach a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    /// Whether one of the eight bytes is below 0x20 or is 0x7F, C2 or E2
    /// (exact as a whole, not byte by byte).
    @inline(__always)
    static func mayStartUnsafe(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        let below20 = (w &- 0x20 &* ones) & ~w & high
        return below20 | hasZero(w ^ (0x7F &* ones)) | hasZero(w ^ (0xC2 &* ones)) | hasZero(w ^ (0xE2 &* ones)) != 0
    }

    /// The offset of the first byte that starts an unsafe scalar, found on the
    /// UTF-8 bytes so long clean output (a list of thousands of tasks) costs
    /// one pass and no allocation.
    private static func firstUnsafe(_ bytes: UnsafeBufferPointer<UInt8>, _ keepingLineBreaks: Bool) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            // Eight bytes at a time while none can start an unsafe scalar:
            // those start with a byte below 0x20, 0x7F, C2 or E2.
            if i + 8 <= n {
                let w = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
                if !Self.mayStartUnsafe(w) {
                    i += 8
                    continue
                }
            }
            let byte = bytes[i]
            if byte < 0x20 {
                if !(byte == 0x0A && keepingLineBreaks) { return i }
            } else if byte == 0x7F {
                return i
            } else if byte == 0xC2 {
                // U+0080–U+009F: C2 80 … C2 9F.
                if i + 1 < n, bytes[i + 1] < 0xA0 { return i }
            } else if byte == 0xE2, i + 2 < n {
                // U+202A–U+202E: E2 80 AA … AE; U+2066–U+2069: E2 81 A6 … A9.
                let (b1, b2) = (bytes[i + 1], bytes[i + 2])
                if (b1 == 0x80 && (0xAA...0xAE).contains(b2)) || (b1 == 0x81 && (0xA6...0xA9).contains(b2)) { return i }
            }
            i += 1
        }
        return nil
    }
}
