import Testing
@testable import TerminalUI

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
        #expect(DisplayWidth.sanitized("a\tb\u{7}c") == "a b\u{FFFD}c")
        #expect(DisplayWidth.of(DisplayWidth.sanitized("a\tb")) == 3)
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
