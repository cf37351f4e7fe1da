import Testing
import TestSupport
@testable import TaskPaper

/// Edits change only the lines they are about and follow the file's style.
struct EditTests {
    static func lines(_ d: Document) -> [String] { d.lineIndices.map { d.string(d.range($0)) } }

    @Test func settingATagSplicesOneLine() {
        let doc = Document("Today:  \r\n\t- Buy milk   \r\n\t- Other\tthing @x\r\n")
        let out = doc.settingTag("done", value: "2026-11-21", on: 1)
        #expect(Self.lines(out) == ["Today:  \r\n", "\t- Buy milk @done(2026-11-21)   \r\n", "\t- Other\tthing @x\r\n"])
        let again = out.settingTag("done", value: "2026-11-22", on: 1)
        #expect(again.content(1) == "\t- Buy milk @done(2026-11-22)   ")
        #expect(out.tag("done", on: 1)?.value == "2026-11-21")
    }

    @Test func removingATagTakesItsLeadingSpace() {
        let doc = Document("\t- a @done(2026-11-21) @priority(2)\n")
        #expect(doc.removingTag("done", from: 0).content(0) == "\t- a @priority(2)")
        #expect(doc.removingTag("priority", from: 0).content(0) == "\t- a @done(2026-11-21)")
        #expect(doc.removingTag("missing", from: 0).bytes == doc.bytes)
        #expect(Document("@x rest\n").removingTag("x", from: 0).content(0) == "rest")
    }

    @Test func valuesAreEscaped() {
        let doc = Document("- a\n").settingTag("note", value: "(x)", on: 0)
        #expect(doc.content(0) == "- a @note(\\(x\\))")
        #expect(doc.tag("note", on: 0)?.value == "(x)")
    }

    @Test func insertedLinesFollowTheFileStyle() {
        let spaces = Document("Today:\r\n  - a\r\n    note\r\n")
        #expect(spaces.style == TextStyle(indent: .spaces(2), lineEnding: .crlf))
        let out = spaces.replacing(lines: 3..<3, with: [spaces.newLine("- b", level: 2), spaces.newLine("n", level: 3)])
        #expect(Self.lines(out) == ["Today:\r\n", "  - a\r\n", "    note\r\n", "  - b\r\n", "    n\r\n"])
        #expect(out.kind(3) == .task && out.parent(3) == 0 && out.parent(4) == 3)
    }

    @Test func appendingToAFileWithoutFinalNewlineKeepsThatHabit() {
        let doc = Document("Today:\n\t- a")
        let out = doc.replacing(lines: doc.lineCount..<doc.lineCount, with: [doc.newLine("- b", level: 2)])
        #expect(out.string(0..<out.bytes.count) == "Today:\n\t- a\n\t- b")
    }

    @Test func insertingAtTheTopKeepsTheByteOrderMarkFirst() {
        let doc = Document("\u{FEFF}Garden:\n")
        let out = doc.replacing(lines: 0..<0, with: [doc.newLine("Today:", level: 1)])
        #expect(out.bytes == Array("\u{FEFF}Today:\nGarden:\n".utf8))
    }

    @Test func removingASubtreeKeepsTheRest() {
        let doc = Document("Today:\n\t- a\n\t\tnote\n\t\t- sub\n\t- b\nGarden:\n")
        #expect(doc.subtreeEnd(1) == 4)
        let out = doc.replacing(lines: 1..<doc.subtreeEnd(1), with: [])
        #expect(Self.lines(out) == ["Today:\n", "\t- b\n", "Garden:\n"])
    }

    @Test func movingASubtreeReindentsOnlyWhenNeeded() {
        let doc = Document("Today:\n\t- a\n\t\tnote\nTomorrow:\n\t- b\nGarden:\n\t- g\n")
        // Out of Today and to the end of Tomorrow's tasks, in one pass: same level, same bytes.
        let subtree = doc.lines(1..<doc.subtreeEnd(1))
        let at = doc.appendIndex(under: 3)
        let moved = doc.replacing([LineEdit(lines: 1..<3, with: []), LineEdit(lines: at..<at, with: subtree)])
        #expect(Self.lines(moved) == ["Today:\n", "Tomorrow:\n", "\t- b\n", "\t- a\n", "\t\tnote\n", "Garden:\n", "\t- g\n"])
        let end = doc.appendIndex(under: nil)
        let top = doc.replacing([
            LineEdit(lines: 1..<3, with: []), LineEdit(lines: end..<end, with: doc.reindented(subtree, by: -1)),
        ])
        #expect(Self.lines(top).suffix(2) == ["- a\n", "\tnote\n"])
    }

    @Test func bodyCanBeReplacedKeepingIndentationAndEnding() {
        let doc = Document("Today:\r\n\t- old text @x\r\nGarden:\r\n")
        var line = doc.line(1)
        line.body = Array("- new text".utf8)
        let out = doc.replacing(lines: 1..<2, with: [line])
        #expect(Self.lines(out) == ["Today:\r\n", "\t- new text\r\n", "Garden:\r\n"])
    }

    @Test func displayTextCanBeReplaced() {
        let doc = Document("\t- Buy milk @day(2026-11-21)\nToday: @x\n")
        #expect(doc.displayText(0) == "Buy milk")
        #expect(doc.displayText(1) == "Today")
        let out = doc.replacingDisplayText(of: 0, with: "Buy oat milk")
        #expect(out.content(0) == "\t- Buy oat milk @day(2026-11-21)")
        #expect(out.content(1) == doc.content(1))
        // A name that itself starts with a dash is found after the task's own dash.
        let dashes = Document("- - - @x\n").replacingDisplayText(of: 0, with: "NEW")
        #expect(dashes.content(0) == "- NEW @x" && dashes.kind(0) == .task)
    }

    /// A random sequence of edits changes exactly the lines it names.
    @Test func randomEditsTouchOnlyTheirLines() {
        var g = SplitMix64(seed: 7)
        for _ in 0..<400 {
            var doc = Document(Fragments.text(&g, pieces: Int.random(in: 1...30, using: &g)) + "\n")
            for _ in 0..<5 where doc.lineCount > 0 {
                let before = Self.lines(doc)
                let k = Int.random(in: 0..<doc.lineCount, using: &g)
                switch Int.random(in: 0..<4, using: &g) {
                case 0:
                    doc = doc.settingTag("done", value: "2026-11-21", on: k)
                    let after = Self.lines(doc)
                    #expect(after.count == before.count)
                    for i in before.indices where i != k { #expect(after[i] == before[i]) }
                    #expect(doc.tag("done", on: k) != nil)
                case 1:
                    doc = doc.removingTag("done", from: k)
                    let after = Self.lines(doc)
                    #expect(after.count == before.count)
                    for i in before.indices where i != k { #expect(after[i] == before[i]) }
                case 2:
                    let end = doc.subtreeEnd(k)
                    let contents = doc.lineIndices.map(doc.content)
                    var expected = Array(contents[..<k] + contents[end...])
                    if k == 0, doc.hasBOM {
                        // The byte-order mark stays first.
                        if expected.isEmpty { expected = [""] }
                        expected[0] = "\u{FEFF}" + expected[0]
                    }
                    doc = doc.replacing(lines: k..<end, with: [])
                    // Line by line: a lone CR meeting a blank LF line becomes CRLF, so no line is lost.
                    #expect(doc.lineIndices.map(doc.content) == expected)
                default:
                    let new = doc.newLine("- inserted", level: 2)
                    let expected = String(decoding: new.content + new.ending.bytes, as: UTF8.self)
                    let bom = k == 0 && doc.hasBOM
                    doc = doc.replacing(lines: k..<k, with: [new])
                    if bom {
                        // The byte-order mark stays first.
                        #expect(Self.lines(doc).joined() == "\u{FEFF}" + expected + String(before.joined().dropFirst()))
                    } else {
                        #expect(Self.lines(doc).joined() == (Array(before[..<k]) + [expected] + Array(before[k...])).joined())
                    }
                }
            }
        }
    }
}
