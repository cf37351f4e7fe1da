import Printable

extension DisplayWidth {
    /// The text, sanitized, broken into lines of at most `width` columns: at
    /// spaces when it can, inside a word longer than a line when it must.
    static func wrapped(_ raw: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in PrintableText.sanitized(raw).split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = of(word)
            if used > 0, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if used > 0 { lines.append(line) }
            (line, used) = ("", 0)
            for character in word {
                let w = of(character)
                if used + w > width, used > 0 {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                line.append(character)
                used += w
            }
        }
        if used > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
