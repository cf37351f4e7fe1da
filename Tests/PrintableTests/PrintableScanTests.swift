import Testing

@testable import Printable

/// The scan for unsafe characters reads eight bytes at a time; every
/// character it must find is found at every position of a long line.
@Suite struct PrintableScanTests {
    static let unsafe = ["\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2067}", "\t", "\r", "\n"]

    @Test(arguments: unsafe)
    func everyUnsafeCharacterIsFoundAtEveryOffset(_ character: String) {
        let clean = "Buy oat milk, café 日本 🚀 and more plain text ~}|"
        #expect(PrintableText.isPrintable(Array(clean.utf8)))
        for k in 0...clean.count {
            var text = clean
            text.insert(contentsOf: character, at: text.index(text.startIndex, offsetBy: k))
            let printable = PrintableText.isPrintable(Array(text.utf8), keepingLineBreaks: true)
            #expect(printable == (character == "\n"), "\(k)")
            #expect(PrintableText.sanitized(text) != text, "\(k)")
        }
    }

    /// Safe characters whose bytes start like unsafe ones (C2 …, E2 …) do not
    /// hide an unsafe one next to them, at any offset.
    @Test func theScanAgreesWithTheScalarsOnMixedText() {
        let pieces = [
            "a", "~", "\u{A0}", "\u{BF}", "\u{80}", "\u{9F}", "€", "\u{2029}", "\u{202F}", "\u{2065}",
            "\u{206A}", "\u{202A}", "\u{2069}", "é", "日本", "🚀", "\u{1B}", "\u{7F}", "\n", "\t", "0123456789",
        ]
        var state: UInt64 = 7
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let expected = text.unicodeScalars.allSatisfy { $0 == "\n" || !PrintableText.isUnsafe($0) }
            #expect(PrintableText.isPrintable(Array(text.utf8), keepingLineBreaks: true) == expected, "\(text.debugDescription)")
        }
    }
}
