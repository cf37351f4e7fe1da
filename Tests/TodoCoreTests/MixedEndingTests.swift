import Testing
import TestSupport
@testable import TodoCore
import TaskPaper

/// Files that mix CR and LF endings: a CR-ended line next to a blank LF line
/// must never be joined into one CRLF, which would take the blank line away.
struct MixedEndingTests {
    @Test func aNoteBeforeABlankLFLineKeepsIt() throws {
        let input = "A:\rB:\rC:\rFloating:\r- b\n\nGarden:\r"
        let (_, out) = try run(.addNote(ref(.floating, "b"), "hello"), on: input)
        #expect(out == "A:\rB:\rC:\rFloating:\r- b\n\thello\r\n\nGarden:\r")
        #expect(blanks(out) == 1)
    }

    @Test func removingTheLineBetweenKeepsTheBlankLine() throws {
        let input = "Floating:\r- a\n\nGarden:\n\t- g\n"
        let (_, out) = try run(.delete(ref(.floating, "a")), on: input)
        #expect(out == "Floating:\r\n\nGarden:\n\t- g\n")
        let delayed = try run(.delay(ref(.today, "a")), on: "Today:\r- a\n\nGarden:\n\t- g\n").1
        #expect(delayed == "Today:\r\nTomorrow:\n\t- a @day(2026-11-22) @delayed\n\nGarden:\n\t- g\n")
        let rolled = rollOver(Document("Today:\r- a @day(2026-11-20)\n\nGarden:\n"), today: nov21)
        #expect(text(rolled.document) == "Today:\r\n\nGarden:\n")
    }

    func blanks(_ s: String) -> Int {
        let d = Document(s)
        return d.lineIndices.filter { d.kind($0) == .blank }.count
    }

    /// A file with lines ending at random in LF, CRLF or CR.
    static func mixed(_ g: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...40, using: &g)).map { _ in
            let piece = RandomFileTests.pieces.randomElement(using: &g)!
            return piece == "\n" ? ["\n", "\r\n", "\r"].randomElement(using: &g)! : piece
        }.joined()
    }

    /// No action adds or drops a blank line it was not about: the file has as
    /// many as before, plus the one written after a new section, minus those
    /// inside a deleted task.
    @Test func anEditNeverJoinsTwoLines() {
        var g = SplitMix64(seed: 2026_11_24)
        let today = RandomFileTests.today
        for _ in 0..<400 {
            let rolled = rollOver(Document(Self.mixed(&g)), today: today).document
            let before = blanks(text(rolled))
            for action in RandomFileTests.actions(for: TodoList(document: rolled), &g) {
                guard let outcome = try? apply(action, to: rolled, today: today) else { continue }
                let change = outcome.change
                var expected = before + (change.addedSeparator ? 1 : 0)
                if case .delete = action { expected -= change.before?.lines.filter(\.isBlank).count ?? 0 }
                #expect(
                    blanks(text(outcome.document)) == expected,
                    "\(action): \(text(rolled).debugDescription) → \(text(outcome.document).debugDescription)")
            }
        }
    }
}
