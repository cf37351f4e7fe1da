import Testing

@testable import TerminalUI

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
}
