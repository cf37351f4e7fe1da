import Testing
import TestSupport
@testable import TodoCore
import TaskPaper

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

    /// A file of txtodo's sections with tasks typed by hand: alike
    /// names, `@day` or none, `@done` with a date, bare or none, notes.
    static func handTyped(_ g: inout SplitMix64) -> String {
        var lines: [String] = []
        for section in Section.allCases.shuffled(using: &g) {
            lines.append(section.title + ":")
            for _ in 0..<Int.random(in: 0...4, using: &g) {
                var line = "\t- " + ["Walk", "Read", "Call", "日本語"].randomElement(using: &g)!
                let day = today.adding(days: Int.random(in: -2...2, using: &g))
                // A scheduled Later task is due only after the days rolled to
                // here: its arrival is a move, written the day it happens, not
                // a stamp that may wait in memory.
                let scheduled = today.adding(days: Int.random(in: 4...6, using: &g))
                if section != .floating && Bool.random(using: &g) {
                    line += " @day(\(section == .later ? scheduled : day))"
                }
                line += [" @done", " @done(\(day))", "", ""].randomElement(using: &g)!
                lines.append(line)
                if Int.random(in: 0..<4, using: &g) == 0 { lines.append("\t\ta note") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func counted(_ tasks: [ArchivedTask]) -> [ArchivedTask: Int] {
        tasks.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// Stamps remembered are stamps written: rolling a file over on a later
    /// day with the stamps its first read gave is rolling over what that
    /// read would have saved; with the clock set back, no stamp given
    /// changes.
    @Test func rememberedStampsActAsWrittenOnes() {
        var g = SplitMix64(seed: 2026_11_23)
        for _ in 0..<400 {
            let doc = Document(Self.handTyped(&g))
            let first = rollOver(doc, today: Self.today)
            let later = Self.today.adding(days: Int.random(in: 0...3, using: &g))
            let remembered = rollOver(doc, today: later, firstSight: first.firstSight)
            let written = rollOver(first.document, today: later)
            let shown = String(decoding: doc.bytes, as: UTF8.self).debugDescription
            #expect(
                remembered.document.bytes == written.document.bytes
                    && Self.counted(remembered.expired) == Self.counted(first.expired + written.expired),
                "\(shown) on \(later)")
            let earlier = rollOver(
                doc, today: Self.today.adding(days: -Int.random(in: 1...3, using: &g)), firstSight: first.firstSight)
            for (key, stamps) in earlier.firstSight.stamps {
                #expect(first.firstSight.stamps[key] == stamps, "\(shown): \(key)")
            }
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
