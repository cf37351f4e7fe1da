import Testing
@testable import TerminalUI

/// The editor after `keys`, started on `start`.
private func edit(_ start: String, _ keys: [Key]) -> LineEditor {
    var editor = LineEditor(start)
    for key in keys { _ = editor.handle(key) }
    return editor
}

@Suite struct LineEditorTests {
    @Test func typingInsertsAtTheCursor() {
        let editor = edit("", "Buy milk".map { .character($0) } + [.left, .left, .left, .left] + "oat ".map { .character($0) })
        #expect(editor.text == "Buy oat milk")
        #expect(editor.cursor == 8)
    }

    @Test func cursorMovesByGrapheme() {
        var editor = edit("e\u{301}👨‍👩‍👧日", [.home, .right])
        #expect(editor.cursor == 1)
        _ = editor.handle(.right)
        _ = editor.handle(.backspace)
        #expect(editor.text == "e\u{301}日")
    }

    @Test func homeEndAndControlKeys() {
        #expect(edit("abc", [.home, .character("x")]).text == "xabc")
        #expect(edit("abc", [.control("a"), .control("e"), .character("x")]).text == "abcx")
        #expect(edit("abc", [.home, .delete]).text == "bc")
        #expect(edit("abc", [.home, .backspace]).text == "abc")
        #expect(edit("one two three", [.control("w")]).text == "one two ")
        #expect(edit("one two  ", [.control("w")]).text == "one ")
        #expect(edit("one two", [.left, .left, .control("u")]).text == "wo")
        #expect(edit("one two", [.left, .left, .control("k")]).text == "one t")
    }

    @Test func enterAcceptsAndEscapeCancels() {
        var editor = LineEditor("Pay rent")
        #expect(editor.handle(.enter) == .accepted("Pay rent"))
        #expect(editor.handle(.escape) == .cancelled)
        #expect(editor.handle(.character("x")) == .editing)
    }

    /// A pasted decomposed accent arrives as two keys and becomes one grapheme.
    @Test func pastedCombiningMarkJoinsThePreviousCharacter() {
        let editor = edit("", [.character("e"), .character("\u{301}"), .character("x")])
        #expect(editor.characters.count == 2)
        #expect(editor.text == "e\u{301}x")
        #expect(editor.cursor == 2)
    }

    @Test func fieldScrollsToKeepTheCursorVisible() {
        let editor = LineEditor("abcdefghij")
        #expect(editor.view(width: 20) == ("abcdefghij", 10))
        let scrolled = editor.view(width: 5)
        #expect(scrolled.text == "ghij")
        #expect(scrolled.cursorColumn == 4)
        let atStart = edit("abcdefghij", [.home])
        #expect(atStart.view(width: 5) == ("abcde", 0))
        let wide = LineEditor("日本語テキスト")
        #expect(wide.view(width: 7) == ("キスト", 6))
    }
}

@Suite struct LineEditorWordAndPasteTests {
    @Test func altKeysWorkOnWordsOfLettersAndDigits() {
        var editor = LineEditor("call mum, 3pm")
        _ = editor.handle(.alt("b"))
        #expect(editor.cursor == 10)
        _ = editor.handle(.altBackspace)
        #expect(editor.text == "call 3pm")
        _ = editor.handle(.home)
        _ = editor.handle(.alt("f"))
        #expect(editor.cursor == 4)
        _ = editor.handle(.alt("d"))
        #expect(editor.text == "call")
    }

    @Test func pastedLineBreaksAndTabsBecomeSpaces() {
        var editor = LineEditor("ab")
        _ = editor.handle(.left)
        editor.paste("one\r\ntwo\nthree\rfour\tfive\u{7}")
        #expect(editor.text == "aone two three four fiveb")
        #expect(editor.cursor == 24)
    }

    @Test func killAndYank() {
        #expect(edit("one two three", [.alt("b"), .control("k"), .home, .control("y")]).text == "threeone two ")
        #expect(edit("one two", [.control("u"), .control("y"), .control("y")]).text == "one twoone two")
        #expect(edit("one two", [.altBackspace, .home, .control("y")]).text == "twoone ")
        #expect(edit("one two", [.control("w"), .control("y")]).text == "one two")
        #expect(edit("one two", [.home, .alt("d"), .end, .control("y")]).text == " twoone")
        // An empty kill keeps the last one.
        #expect(edit("one", [.control("u"), .control("k"), .control("y")]).text == "one")
        #expect(edit("abc", [.home, .control("k")]).killed == "abc")
    }

    @Test func controlArrowsMoveByWord() {
        var editor = edit("buy oat milk", [.controlLeft])
        #expect(editor.cursor == 8)
        _ = editor.handle(.controlLeft)
        _ = editor.handle(.controlLeft)
        #expect(editor.cursor == 0)
        _ = editor.handle(.controlRight)
        #expect(editor.cursor == 3)
    }

    @Test func upAndDownRecallTheHistoryAndTheDraft() {
        var editor = LineEditor("dra", history: ["first", "second"])
        _ = editor.handle(.up)
        #expect(editor.text == "second" && editor.cursor == 6)
        _ = editor.handle(.up)
        _ = editor.handle(.up)
        #expect(editor.text == "first")
        _ = editor.handle(.down)
        #expect(editor.text == "second")
        _ = editor.handle(.down)
        #expect(editor.text == "dra")
        _ = editor.handle(.down)
        #expect(editor.text == "dra")
        var empty = LineEditor("x")
        _ = empty.handle(.up)
        #expect(empty.text == "x")
    }
}
