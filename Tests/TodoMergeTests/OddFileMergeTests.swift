import Testing
import TestSupport
import TodoMerge
import TaskPaper
import TodoCore

/// Files as people leave them: odd headers, flat tasks, spaces, byte-order
/// marks, CR and CRLF endings, missing final newlines. The merge never
/// crashes and stays exact where only one side changed.
struct OddFileMergeTests {
    static let pieces = [
        "Today:", "TODAY:  ", "tomorrow:", "Floating:", "Notes:", "\u{FEFF}", "\t", "  ", "- ", "-", "Walk", "日本",
        " @day(2026-11-22)", " @day(2026-02-30)", " @done", " @done(2026-11-21 14:03)", " @delayed", " @priority(2)",
        " @a(b\\)c)", "text", ":", "\n", "\n", "\n", "\u{2029}",
    ]

    static func file(_ g: inout SplitMix64) -> Document {
        let ending = ["\n", "\r\n", "\r"].randomElement(using: &g)!
        let text = (0..<Int.random(in: 0...50, using: &g)).map { _ in
            let piece = pieces.randomElement(using: &g)!
            return piece == "\n" ? ending : piece
        }.joined()
        return Document(text)
    }

    /// A hand edit: a line replaced, removed or added, or a TodoCore action.
    static func edited(_ doc: Document, _ g: inout SplitMix64) -> Document {
        let list = TodoList(document: doc)
        if let task = list.numbered.randomElement(using: &g), Bool.random(using: &g) {
            let actions: [Action] = [.toggleDone(task.ref), .delay(task.ref), .addNote(task.ref, "n"), .delete(task.ref)]
            if let outcome = try? apply(actions.randomElement(using: &g)!, to: doc, today: Day("2026-11-22")!) {
                return outcome.document
            }
        }
        let k = Int.random(in: 0...doc.lineCount, using: &g)
        let replaced = k < doc.lineCount && Bool.random(using: &g) ? k..<(k + 1) : k..<k
        let edit = LineSlice(indent: [0x09], body: Array("- edit \(k)".utf8), ending: .lf, level: 2, isBlank: false)
        return doc.replacing(lines: replaced, with: [edit])
    }

    @Test func oddFilesMergeExactlyWhereOneSideChanged() {
        var g = SplitMix64(seed: 2026_11_25)
        for _ in 0..<500 {
            let base = Self.file(&g)
            let x = Self.edited(base, &g), y = Self.edited(base, &g)
            let show = { (d: Document) in String(decoding: d.bytes, as: UTF8.self).debugDescription }
            #expect(merge(base: base, ours: base, theirs: x).bytes == x.bytes, "base \(show(base)) x \(show(x))")
            #expect(merge(base: base, ours: x, theirs: base).bytes == x.bytes, "base \(show(base)) x \(show(x))")
            #expect(merge(base: base, ours: x, theirs: x).bytes == x.bytes, "base \(show(base)) x \(show(x))")
            let both = merge(base: base, ours: x, theirs: y).document
            let known = Set((base.diagnostics() + x.diagnostics() + y.diagnostics()).map { "\($0.kind)" })
            #expect(both.diagnostics().allSatisfy { known.contains("\($0.kind)") }, "\(show(both.bytes.isEmpty ? base : both))")
        }
    }
}
