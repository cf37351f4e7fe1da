import Printable

/// Terminal column widths, measured per grapheme cluster (what a person sees as
/// one character), without asking the C library so the rules are the same in
/// every locale and in tests.
///
/// Rules:
/// - combining marks, format characters (ZWJ, ZWNJ, variation selectors) and
///   Hangul medial/final jamo take no column of their own;
/// - East Asian wide and fullwidth characters and emoji take two columns;
/// - a grapheme is as wide as its widest scalar, capped at two: a ZWJ emoji
///   sequence (👨‍👩‍👧), a flag or a keycap is one two-column picture, as tmux
///   and current terminals draw it. `TerminalScreen` sends a ZWJ sequence's
///   first picture only, so curses and the terminal agree on two columns;
/// - U+FE0F (emoji presentation selector) does not widen its base, as in the
///   C library's `wcwidth`, which curses uses: ❤️ is one column.
/// Control characters never reach the screen: `PrintableText` replaces them.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        var widest = 0
        for scalar in character.unicodeScalars { widest = max(widest, width(of: scalar)) }
        return min(widest, 2)
    }

    static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// 0, 1 or 2 columns for one scalar.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The text, sanitized, cut to at most `limit` columns; when something is
    /// cut the last visible column is `…`.
    static func truncated(_ raw: String, to limit: Int) -> String {
        guard limit > 0 else { return "" }
        let text = PrintableText.sanitized(raw)
        if of(text) <= limit { return text }
        var kept = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > limit - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }
}
