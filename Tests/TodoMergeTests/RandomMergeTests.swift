import Testing
import TestSupport
import TodoMerge
import TaskPaper
import TodoCore

/// Seeded random files and random changes on two sides of one base: the
/// merge keeps every task either side added, is exact when one side or both
/// made the same change, and always writes a file that reads back cleanly.
struct RandomMergeTests {
    static let today = Day("2026-11-22")!
    static let names = ["Buy milk", "Call Sam", "Pay rent", "Read SICP", "日本語", "Walk", "Buy milk", "Fix bike"]
    static let tags = ["", " @priority(2)", " @priority(3)", " @done(2026-11-22)", " @delayed", " @x(y)"]
    static let userLines = ["Garden:", "\t- water roses", "\t- prune apple", "a note of mine", "", "Books:", "\t- Dune @read"]

    static func base(_ g: inout SplitMix64) -> String {
        let ending = ["\n", "\r\n"].randomElement(using: &g)!
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &g) { lines.append(userLines.randomElement(using: &g)!) }
        for (title, day) in [("Floating:", ""), ("Today:", " @day(2026-11-22)"), ("Tomorrow:", " @day(2026-11-23)")]
        where Bool.random(using: &g) || title == "Today:" {
            lines.append(title)
            for _ in 0..<Int.random(in: 0...4, using: &g) {
                lines.append("\t- " + names.randomElement(using: &g)! + day + tags.randomElement(using: &g)!)
                if Int.random(in: 0..<3, using: &g) == 0 { lines.append("\t\tnote " + String(Int.random(in: 0..<5, using: &g))) }
            }
        }
        for _ in 0..<Int.random(in: 0...5, using: &g) { lines.append(userLines.randomElement(using: &g)!) }
        let text = lines.joined(separator: ending)
        return Bool.random(using: &g) ? text + ending : text
    }

    /// One side's changes: actions through TodoCore, and edits of the user's own lines.
    static func change(_ doc: Document, side: String, _ g: inout SplitMix64) -> Document {
        var doc = doc
        for step in 0..<Int.random(in: 0...6, using: &g) {
            let list = TodoList(document: doc)
            let tasks = list.numbered
            var actions: [Action] = [
                .add(.today, "\(side) task \(step)", priority: 1), .add(.tomorrow, "\(side) later \(step)", priority: 2),
                .add(.floating, "\(side) float \(step)", priority: 3),
            ]
            if let task = tasks.randomElement(using: &g) {
                let ref = task.ref
                actions += [
                    .toggleDone(ref), .delay(ref), .rename(ref, "\(side) renamed \(step)"), .setPriority(ref, 3),
                    .addNote(ref, "\(side) note"), .editNote(ref, index: 0, "\(side) edit"), .deleteNote(ref, index: 0),
                    .delete(ref), .delete(ref),
                ]
            }
            if let outcome = try? apply(actions.randomElement(using: &g)!, to: doc, today: today) {
                doc = outcome.document
            }
        }
        if Bool.random(using: &g), doc.lineCount > 0 {
            // An edit of a line of the user's own (or any line: a hand edit).
            let k = Int.random(in: 0..<doc.lineCount, using: &g)
            if TodoList(document: doc).numbered.allSatisfy({ $0.line != k }) {
                let edit = LineSlice(indent: [], body: Array("\(side) wrote this".utf8), ending: .lf, level: 1, isBlank: false)
                doc = doc.replacing(lines: k..<(k + 1), with: [edit])
            }
        }
        return doc
    }

    static func taskNames(_ doc: Document) -> Set<String> {
        let list = TodoList(document: doc)
        return Set(Section.allCases.flatMap { list.tasks(in: $0).map(\.name) })
    }

    /// How many tasks of each name the three sections hold.
    static func taskCounts(_ doc: Document) -> [String: Int] {
        let list = TodoList(document: doc)
        return Section.allCases.flatMap { list.tasks(in: $0) }.reduce(into: [:]) { $0[$1.name, default: 0] += 1 }
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func randomMergesKeepEveryAddedTaskAndReadBack() {
        var g = SplitMix64(seed: 2026_11_23)
        var bothChanged = 0, conflicts = 0
        for _ in 0..<400 {
            let base = Document(Self.base(&g))
            let ours = Self.change(base, side: "ours", &g), theirs = Self.change(base, side: "theirs", &g)
            let result = merge(base: base, ours: ours, theirs: theirs)
            let merged = result.document
            if ours.bytes != base.bytes && theirs.bytes != base.bytes && ours.bytes != theirs.bytes { bothChanged += 1 }
            if !result.report.isClean { conflicts += 1 }
            let baseNames = Self.taskNames(base)
            let added = Self.taskNames(ours).union(Self.taskNames(theirs)).subtracting(baseNames)
            let context =
                "base \(base.bytes.count) bytes:\n\(Self.text(base.bytes))\n-- ours:\n\(Self.text(ours.bytes))\n-- theirs:\n\(Self.text(theirs.bytes))\n-- merged:\n\(Self.text(result.bytes))"
            #expect(added.isSubset(of: Self.taskNames(merged)), "\(added.subtracting(Self.taskNames(merged)))\n\(context)")
            // Which tasks survive does not depend on which side is ours — as long
            // as both sides keep the sections' headers (a header removed by hand
            // turns its tasks into the user's text, which merges line by line).
            let lists = [base, ours, theirs].map { TodoList(document: $0) }
            let headersKept = Section.allCases.allSatisfy { s in
                lists[0].headerLine(s) == nil || (lists[1].headerLine(s) != nil && lists[2].headerLine(s) != nil)
            }
            if headersKept {
                let swapped = merge(base: base, ours: theirs, theirs: ours).document
                #expect(Self.taskCounts(swapped) == Self.taskCounts(merged), "swapped\n\(context)")
            }
            // Without a base, a union: every task of either side.
            let union = Self.taskNames(merge(base: nil, ours: ours, theirs: theirs).document)
            #expect(Self.taskNames(ours).union(Self.taskNames(theirs)).isSubset(of: union), "no base\n\(context)")
            // A side that changed nothing takes the other's bytes exactly.
            #expect(merge(base: base, ours: ours, theirs: base).bytes == ours.bytes, "theirs unchanged\n\(context)")
            #expect(merge(base: base, ours: base, theirs: theirs).bytes == theirs.bytes, "ours unchanged\n\(context)")
            let known = Set((base.diagnostics() + ours.diagnostics() + theirs.diagnostics()).map { "\($0.kind)" })
            #expect(merged.diagnostics().allSatisfy { known.contains("\($0.kind)") }, "\(context)")
            let markers = ["<<<<<<<", "=======", ">>>>>>>"]
            #expect(merged.lineIndices.allSatisfy { k in !markers.contains { merged.content(k).hasPrefix($0) } })
        }
        // The generator reaches the interesting cases.
        #expect(bothChanged > 200 && conflicts > 5, "\(bothChanged) merges with two changes, \(conflicts) with conflicts")
    }

    @Test func oneSidedAndIdenticalChangesAreExact() {
        var g = SplitMix64(seed: 2026_11_24)
        for _ in 0..<400 {
            let base = Document(Self.base(&g))
            let x = Self.change(base, side: "x", &g)
            let context = "base:\n\(Self.text(base.bytes))\n-- x:\n\(Self.text(x.bytes))"
            #expect(merge(base: base, ours: x, theirs: x).bytes == x.bytes, "merge(b, x, x)\n\(context)")
            #expect(merge(base: base, ours: base, theirs: x).bytes == x.bytes, "merge(b, b, x)\n\(context)")
            #expect(merge(base: base, ours: x, theirs: base).bytes == x.bytes, "merge(b, x, b)\n\(context)")
            #expect(merge(base: nil, ours: x, theirs: x).bytes == x.bytes, "merge(nil, x, x)\n\(context)")
        }
    }
}

/// Versions too different for the edit search stay exact where one side did
/// not change, and keep both versions where both did.
struct LargeDifferenceTests {
    static func text(_ prefix: String, lines: Int) -> String {
        "Today:\n\t- A @day(2026-11-22)\nGarden:\n" + (0..<lines).map { "\t- \(prefix) \($0)\n" }.joined()
    }

    @Test func whollyRewrittenTextMergesExactly() {
        let base = Document(Self.text("seed", lines: 4000)), x = Document(Self.text("plant", lines: 4000))
        #expect(merge(base: base, ours: base, theirs: x).bytes == x.bytes)
        #expect(merge(base: base, ours: x, theirs: base).bytes == x.bytes)
        let y = Document(Self.text("tree", lines: 4000))
        let both = merge(base: base, ours: x, theirs: y)
        #expect(both.report.conflicts == 1)
        #expect(both.document.lineCount == 3 + 8000)
    }
}
