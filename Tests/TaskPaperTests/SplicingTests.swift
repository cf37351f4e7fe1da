import Testing
@testable import TaskPaper

/// Whole lines replaced by lines from anywhere: each keeps its bytes, and
/// the file keeps its habits.
struct SplicingTests {
    static func text(_ d: Document) -> String { String(decoding: d.bytes, as: UTF8.self) }

    @Test func linesFromAnotherDocumentKeepTheirOwnEndings() {
        let theirs = Document("Today:\r\n\t- x\r\n\t- y\r")
        let out = Document("Today:\n\t- a\n\t- b\n").replacing(lines: 2..<3, with: theirs.lines(1..<3))
        #expect(Self.text(out) == "Today:\n\t- a\n\t- x\r\n\t- y\r")
        #expect(out.lineIndices.map(out.ending) == [.lf, .lf, .crlf, .cr])
    }

    @Test func aLineWithoutTerminatorTakesTheFileStyleWhenLinesFollow() {
        let last = Document("Garden:\n\t- z").lines(1..<2)
        #expect(last[0].ending == LineEnding.none)
        #expect(Self.text(Document("- a\r\n- b\r\n").replacing(lines: 0..<0, with: last)) == "\t- z\r\n- a\r\n- b\r\n")
        #expect(Self.text(Document("- a\n").replacing(lines: 1..<1, with: last)) == "- a\n\t- z\n")
        #expect(Document("Garden:\r\n\t- z").standaloneLines(1..<2)[0].ending == .crlf)
    }

    @Test func aMissingFinalNewlineStaysMissing() {
        let doc = Document("Today:\n\t- a")
        let brought = Document("- c\r\n").lines(0..<1)
        // The terminator the new last line brought moves up to the old last line.
        #expect(Self.text(doc.replacing(lines: 2..<2, with: brought)) == "Today:\n\t- a\r\n- c")
        #expect(Self.text(doc.replacing(lines: 1..<2, with: [])) == "Today:")
        #expect(Self.text(doc.replacing(lines: 1..<2, with: brought)) == "Today:\n- c")
    }

    @Test func theByteOrderMarkStaysFirst() {
        let doc = Document("\u{FEFF}Garden:\n\t- g\n")
        #expect(Self.text(doc.replacing(lines: 0..<1, with: [])) == "\u{FEFF}\t- g\n")
        #expect(Self.text(doc.replacing(lines: 0..<2, with: [])) == "\u{FEFF}")
        let top = doc.replacing(lines: 0..<0, with: [doc.newLine("Today:", level: 1)])
        #expect(Self.text(top) == "\u{FEFF}Today:\nGarden:\n\t- g\n")
        // The first line moved elsewhere leaves the mark at the top.
        let moved = doc.replacing([LineEdit(lines: 0..<1, with: []), LineEdit(lines: 2..<2, with: doc.lines(0..<1))])
        #expect(Self.text(moved) == "\u{FEFF}\t- g\nGarden:\n")
        // Edits inside the first line happen after the mark.
        #expect(Self.text(Document("\u{FEFF}").settingTag("done", value: nil, on: 0)) == "\u{FEFF}@done")
        #expect(Self.text(Document("\u{FEFF}- a\n").settingTag("x", value: "1", on: 0)) == "\u{FEFF}- a @x(1)\n")
    }

    @Test func aCRNeverMeetsAFollowingLF() {
        let cr = Document("- x\r").lines(0..<1)
        let blank = Document("\n- z\n").lines(0..<1)
        let out = Document("- q\n").replacing(lines: 0..<0, with: cr + blank)
        #expect(out.lineIndices.map(out.content) == ["- x", "", "- q"])
        #expect(Self.text(out) == "- x\r\n\n- q\n")
    }

    @Test func severalEditsInOnePassMatchOneAfterAnother() {
        let doc = Document("1\n2\n3\n4\n")
        let x = doc.newLine("x", level: 1), y = doc.newLine("y", level: 1)
        let once = doc.replacing([
            LineEdit(lines: 0..<1, with: []), LineEdit(lines: 2..<3, with: [x]), LineEdit(lines: 4..<4, with: [y]),
        ])
        let stepwise = doc.replacing(lines: 4..<4, with: [y]).replacing(lines: 2..<3, with: [x])
            .replacing(lines: 0..<1, with: [])
        #expect(Self.text(once) == "2\nx\n4\ny\n")
        #expect(once.bytes == stepwise.bytes)
        #expect(doc.replacing([]).bytes == doc.bytes)
    }

    @Test func reindentingFollowsTheFileStyleAndKeepsBlankLines() {
        let doc = Document("Today:\n  - a\n\n    note\n")
        let lines = doc.reindented(doc.lines(1..<4), by: 1)
        #expect(lines.map { String(decoding: $0.content, as: UTF8.self) } == ["    - a", "", "      note"])
        #expect(lines[0].level == 3 && lines[2].level == 4 && lines[1].level == doc.level(2))
    }
}
