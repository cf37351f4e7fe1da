import Testing
@testable import TodoCore
import TaskPaper

let nov21 = Day(year: 2026, month: 11, day: 21)!

/// The document's lines as written, terminators included.
func lines(_ text: String) -> [String] {
    let d = Document(text)
    return d.lineIndices.map { d.string(d.range($0)) }
}

/// What differs between two texts, line by line: the run of lines taken out
/// and the run put in, after the common first and last lines.
struct LineDiff: Equatable, CustomStringConvertible {
    var removed: [String]
    var added: [String]
    var description: String { "-\(removed) +\(added)" }

    init(removed: [String], added: [String]) {
        self.removed = removed
        self.added = added
    }

    init(_ before: String, _ after: String) {
        let (a, b) = (lines(before), lines(after))
        var p = 0
        while p < a.count && p < b.count && a[p] == b[p] { p += 1 }
        var s = 0
        while s < a.count - p && s < b.count - p && a[a.count - 1 - s] == b[b.count - 1 - s] { s += 1 }
        removed = Array(a[p..<(a.count - s)])
        added = Array(b[p..<(b.count - s)])
    }
}

/// Indices of the lines that differ between two texts with the same number of lines.
func changedLines(_ before: String, _ after: String) -> [Int] {
    let (a, b) = (lines(before), lines(after))
    guard a.count == b.count else { return Array(0..<max(a.count, b.count)) }
    return a.indices.filter { a[$0] != b[$0] }
}

func text(_ d: Document) -> String { String(decoding: d.bytes, as: UTF8.self) }

/// Applies an action to a text and returns the outcome and the new text.
func run(_ action: Action, on input: String, today: Day = nov21) throws -> (Outcome, String) {
    let outcome = try apply(action, to: Document(input), today: today)
    return (outcome, text(outcome.document))
}

/// Applies, then undoes, then redoes an action; checks that undo gives back
/// the exact input bytes and redo the exact output bytes.
@discardableResult
func roundTrip(
    _ action: Action, on input: String, today: Day = nov21,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
    let done = try apply(action, to: Document(input), today: today)
    let undone = try undo(done.change, in: done.document, today: today)
    #expect(text(undone.document) == input, "undo", sourceLocation: sourceLocation)
    let redone = try redo(done.change, in: undone.document, today: today)
    #expect(redone.document.bytes == done.document.bytes, "redo", sourceLocation: sourceLocation)
    return text(done.document)
}

func ref(_ section: Section, _ name: String, _ occurrence: Int = 0) -> TaskRef {
    TaskRef(section: section, name: name, occurrence: occurrence)
}
