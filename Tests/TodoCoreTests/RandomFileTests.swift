import Testing
import TestSupport
@testable import TodoCore

/// Any file at all: reading, the daily rules and every action either work or
/// refuse with a message, and never touch lines outside txtodo's sections.
struct RandomFileTests {
    static let pieces = [
        "Today:", "today:  ", "Tomorrow:", "Floating:", "Garden:", "\u{FEFF}Today:", "\t", "\t\t", "  ", "    ",
        "- ", "-", "Buy milk", "日本語", "👨‍👩‍👧", " @day(2026-11-21)", " @day(2026-11-22)", " @day(2026-02-30)",
        " @day(bad)", " @done", " @done(2026-11-20)", " @done(2026-11-22 14:03)", " @delayed", " @priority(3)",
        " @priority(9)", " @x(a\\)b)", "note text", ":", "\n", "\n", "\n", "\u{2028}",
    ]

    /// A file in one line-ending style (LF, CRLF or CR). A lone CR followed
    /// by an LF reads as one CRLF, so files mixing the two are left out here.
    static func text(_ g: inout SplitMix64) -> String {
        let ending = ["\n", "\r\n", "\r"].randomElement(using: &g)!
        return (0..<Int.random(in: 0...60, using: &g)).map { _ in
            let piece = pieces.randomElement(using: &g)!
            return piece == "\n" ? ending : piece
        }.joined()
    }

    static func actions(for list: TodoList, _ g: inout SplitMix64) -> [Action] {
        var out: [Action] = [
            .add(.today, "New", priority: 2), .add(.floating, "Float", priority: 1),
            .add(.tomorrow, "Later", priority: 3), .add(.today, "  ", priority: 1),
        ]
        for task in list.numbered {
            let ref = task.ref
            out += [
                .toggleDone(ref), .setDone(ref, true), .delay(ref), .rename(ref, "Renamed 日本"),
                .setPriority(ref, Int.random(in: 0...4, using: &g)), .cyclePriority(ref),
                .addNote(ref, "a note"), .editNote(ref, index: 0, "edited"), .deleteNote(ref, index: 0),
                .delete(ref),
            ]
        }
        return out
    }

    /// Lines of `doc` that are not in `original` (which must be a subsequence of
    /// it, compared line by line with terminators); nil when one is missing.
    static func extraLines(_ doc: Document, beyond original: Document) -> [String]? {
        let mine = doc.lineIndices.map { doc.string(doc.range($0)) }
        let theirs = original.lineIndices.map { original.string(original.range($0)) }
        var extra: [String] = []
        var k = 0
        for line in mine {
            if k < theirs.count && line == theirs[k] { k += 1 } else { extra.append(line.trimmingWhitespace().description) }
        }
        return k == theirs.count ? extra : nil
    }

    static let today = Day("2026-11-22")!

    /// 400 random files, each rolled over, with up to six random actions for it.
    static func eachFile(seed: UInt64, _ body: (_ original: Document, _ rolled: Document, _ actions: [Action]) -> Void) {
        var g = SplitMix64(seed: seed)
        for _ in 0..<400 {
            let doc = Document(Self.text(&g))
            let rolled = rollOver(doc, today: today).document
            body(doc, rolled, Array(actions(for: TodoList(document: rolled), &g).shuffled(using: &g).prefix(6)))
        }
    }

    @Test func anyFileSurvivesRulesAndActions() {
        let today = Self.today
        Self.eachFile(seed: 2026_11_22) { _, rolled, actions in
            #expect(rollOver(rolled, today: today).changed == false, "roll-over is idempotent")
            for action in actions {
                guard let outcome = try? apply(action, to: rolled, today: today) else { continue }
                // Undo loses nothing: every original line comes back, in order.
                // The only lines it may leave are a section header the action
                // created and its blank line, when lines of the file that were
                // indented at the top now read as that header's content.
                if !outcome.change.isEmpty, let back = try? undo(outcome.change, in: outcome.document, today: today) {
                    let extra = Self.extraLines(back.document, beyond: rolled)
                    #expect(
                        extra != nil,
                        """
                        \(action): an original line is missing after undo
                        before: \(String(decoding: rolled.bytes, as: UTF8.self).debugDescription)
                        undone: \(String(decoding: back.document.bytes, as: UTF8.self).debugDescription)
                        """)
                    #expect(
                        (extra ?? []).allSatisfy { $0.isEmpty || ["Today:", "Tomorrow:", "Floating:"].contains($0) },
                        "\(action): \(extra ?? [])")
                }
            }
        }
    }
}
