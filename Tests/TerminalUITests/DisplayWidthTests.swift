import Testing
@testable import TerminalUI
import Printable

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.of("Buy oat milk") == 12)
    }

    @Test func cjkAndEmojiAreTwoColumns() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301} au lait") == 12)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    /// ZWJ sequences and flags are one picture: two columns, as tmux draws them.
    @Test func emojiSequencesAreOnePictureOfTwoColumns() {
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
    }

    /// U+FE0F does not widen a one-column base, agreeing with the C library.
    @Test func emojiPresentationSelectorKeepsTheBaseWidth() {
        #expect(DisplayWidth.of("❤️") == 1)
    }

    @Test func controlsAndTabsAreSanitized() {
        #expect(PrintableText.sanitized("a\tb\u{7}c") == "a b\u{FFFD}c")
        #expect(DisplayWidth.of(PrintableText.sanitized("a\tb")) == 3)
    }

    /// C1 controls, DEL and bidi overrides and isolates are shown as U+FFFD too;
    /// look-alikes next to them (·, “”, U+00A0, U+2029) are left alone.
    @Test func c1DelAndBidiControlsAreSanitized() {
        #expect(PrintableText.sanitized("\u{9B}2J\u{7F}\u{85}") == "�2J��")
        #expect(PrintableText.sanitized("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}x") == "�����x")
        #expect(PrintableText.sanitized("\u{2066}\u{2067}\u{2068}\u{2069}") == "����")
        #expect(PrintableText.sanitized("a · “b” \u{A0}\u{2029}\u{2065}\u{206A}") == "a · “b” \u{A0}\u{2029}\u{2065}\u{206A}")
        #expect(PrintableText.sanitized("a\nb") == "a�b")
        #expect(PrintableText.sanitized("a\nb\u{1B}", keepingLineBreaks: true) == "a\nb�")
    }

    /// A name with controls draws as it prints: one U+FFFD per control.
    @Test func canvasDrawsTheSameReplacement() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.put("a\u{1B}[2J\u{202E}b", row: 0, column: 0, style: .plain)
        #expect(canvas.text == "a�[2J�b")
    }

    @Test func truncationEndsWithAnEllipsisWithinTheLimit() {
        #expect(DisplayWidth.truncated("Buy oat milk", to: 20) == "Buy oat milk")
        #expect(DisplayWidth.truncated("Buy oat milk", to: 8) == "Buy oat…")
        // A wide character that would cross the limit is left out whole.
        #expect(DisplayWidth.truncated("日本語テキスト", to: 6) == "日本…")
        #expect(DisplayWidth.of(DisplayWidth.truncated("日本語テキスト", to: 6)) == 5)
        #expect(DisplayWidth.truncated("abc", to: 0) == "")
        #expect(DisplayWidth.truncated("a\tb\tc", to: 4) == "a b…")
    }

    @Test func canvasKeepsWideCharactersInTwoCells() {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.put("日本語", row: 0, column: 1, style: .task)
        #expect(end == 6)
        #expect(canvas.text == " 日本")
        #expect(canvas.cell(row: 0, column: 2).text == "")
        #expect(canvas.cell(row: 0, column: 5).text == " ")
    }
}
