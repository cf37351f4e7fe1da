/// A cheap, conservative test on UTF-8 bytes: every scalar is one that is
/// already in Unicode normal form C on its own and never combines with its
/// neighbours (ASCII, Latin-1 and Latin Extended, Cyrillic, kana, CJK
/// ideographs, Hangul syllables, pictographs). Two such texts are equal as
/// Swift strings (canonical equivalence) exactly when their bytes are equal,
/// and order as Swift strings exactly as their bytes do; so names that pass
/// are compared and hashed as bytes, and only the others pay for Unicode
/// normalization.
enum PlainText {
    static func isPlain(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let b0 = UInt32(p[i])
            if b0 < 0x80 {
                i += 1
                continue
            }
            let length = b0 > 0xF4 ? 0 : b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC2 ? 2 : 0
            guard length > 0, i + length <= end else { return false }
            var scalar = b0 & (0x7F >> UInt32(length))
            for k in 1..<length {
                let b = UInt32(p[i + k])
                guard b & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | (b & 0x3F)
            }
            // An overlong form decodes below its length's range.
            guard scalar >= (length == 4 ? 0x10000 : length == 3 ? 0x800 : 0x80), isStandalone(scalar) else { return false }
            i += length
        }
        return true
    }

    /// Scalars that are normalized, start no composition and have combining class 0.
    static func isStandalone(_ s: UInt32) -> Bool {
        switch s {
        case 0x80..<0x300, 0x400...0x4FF: return true
        case 0x3040...0x3098, 0x309B...0x30FF: return true
        case 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        case 0x1F300...0x1FAFF: return true
        default: return false
        }
    }
}
