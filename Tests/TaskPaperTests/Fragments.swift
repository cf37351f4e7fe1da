import TestSupport

enum Fragments {
    /// Pieces that TaskPaper files (and broken ones) are made of.
    static let pieces: [String] = [
        "\t", "\t\t", "  ", "    ", " ", "- ", "-\t", "-", "Project:", "Today:", "note text", "Buy milk",
        "@done", "@done(2026-11-21)", " @priority(3)", " @day(2026-11-22)", "@a(b\\)c)", "@a(", ")", "(",
        "日本語", "😀", "👨‍👩‍👧", "e\u{301}", "\u{00A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{2B7F}",
        "\n", "\r\n", "\r", "\u{0C}", "\u{0B}", ":", " ", "mail a@b.com", "@", "\\",
    ]

    static func text<G: RandomNumberGenerator>(_ g: inout G, pieces count: Int) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    static func bytes<G: RandomNumberGenerator>(_ g: inout G, count: Int) -> [UInt8] {
        // Bias towards the bytes that matter to the scanner.
        let special: [UInt8] = [
            0x0A, 0x0D, 0x0C, 0x09, 0x20, 0x40, 0x28, 0x29, 0x5C, 0x2D, 0x3A, 0xE2, 0x80, 0xA9, 0xAD, 0xBF, 0xEF, 0xBB, 0xC2,
            0xA0, 0x00, 0xFF,
        ]
        return (0..<count).map { _ in
            Bool.random(using: &g) ? special.randomElement(using: &g)! : UInt8.random(in: 0...255, using: &g)
        }
    }
}
