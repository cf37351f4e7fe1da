import Testing
import TestSupport
@testable import TodoCore
import TaskPaper

/// Later folded (its lines skimmed, not parsed) reads every other section,
/// every count and the daily rules exactly as the whole file does, or
/// declines and the whole file is read.
struct LaterFoldTests {
    static let today = Day("2026-11-23")!

    /// What a folded read gives where it is taken: the list of `cut` with
    /// the rules applied and Later counted; nil where the whole file is read.
    static func folded(_ bytes: [UInt8]) -> (fold: LaterFold, rolled: RollOverResult, list: TodoList)? {
        guard let fold = LaterFold.fold(bytes, today: today) else { return nil }
        let read = Document(bytes: fold.cut)
        let rolled = rollOver(read, today: today)
        guard let list = fold.list(rolled, read: read) else { return nil }
        return (fold, rolled, list)
    }

    /// A task as a listing shows it, wherever its line is.
    static func shown(_ tasks: [TodoTask]) -> [TodoTask] {
        tasks.map { task in
            var task = task
            task.line = 0
            return task
        }
    }

    /// A task as the folded Later line shows it: not which of its twins it is.
    static func unnumbered(_ task: TodoTask) -> TodoTask {
        var task = task
        task.ref = TaskRef(section: task.section, name: task.name, occurrence: 0)
        return task
    }

    /// Nil, or the same as the whole file: the rules change nothing, give
    /// the same first-sight stamps, and every section reads the same.
    static func expectSame(_ bytes: [UInt8], _ label: String) -> Bool {
        guard let (fold, rolled, list) = folded(bytes) else { return false }
        let whole = rollOver(Document(bytes: bytes), today: today)
        let comment = Comment(rawValue: label)
        #expect(!whole.appliedNewDay && whole.arrivedNames.isEmpty && whole.expired.isEmpty, comment)
        #expect(whole.firstSight == rolled.firstSight, comment)
        #expect(list.isLaterFolded == (fold.count > 0), comment)
        for section in Section.allCases {
            #expect(list.count(in: section) == whole.list.count(in: section), "\(section) \(label)")
        }
        #expect(list.taskCount == whole.list.taskCount, comment)
        // The folded line's task: the same but for its line and its twins.
        let first = fold.first(in: bytes).map { shown([$0])[0] }
        let wholeFirst = whole.list.firstInLater().map { shown([$0])[0] }
        #expect(first?.ref.name == wholeFirst?.ref.name, comment)
        #expect(first.map(unnumbered) == wholeFirst.map(unnumbered), comment)
        for section in [Section.floating, .today, .tomorrow, .routines] {
            #expect(shown(list.displayed(section)) == shown(whole.list.displayed(section)), "\(section) \(label)")
        }
        return true
    }

    static let names = ["Pay rent", "日本語", "Call", "x", "Über", "a: b", "-", "@", "\u{A0}odd", "tab\there"]
    static let tags = [
        "", "", "", " @priority(3)", " @day(2026-12-01)", " @day(2026-11-23)", " @day(2026-11-01)", " @day(bad)",
        " @done", " @done(2026-11-22)", " @Done", " @days(3)", " @dayx", " @store(aldi)", " x@done", " @day(2026-12-01\\))",
    ]
    static let safeTags = ["", "", " @priority(2)", " @day(2026-12-24)", " @store(aldi)"]
    static let odd = [
        "\t- ", "\t-", "\t- @later", "\t-\u{A0}name", "\t\u{A0}- name", "  - spaced", "\t  - mixed", "\t\t", "\t ", "",
        "\t-\tname", "\tNote:", "\t\tsub: @done", "\t- a\u{2029}b", "\t- cr\rhere", "\t\u{C}", "- flat", "later:",
    ]

    /// A task, note, project, blank or odd line under Later (or anywhere).
    static func line(_ g: inout SplitMix64, oddOnes: Bool) -> String {
        let depth = String(repeating: "\t", count: Int.random(in: 1...3, using: &g))
        switch Int.random(in: 0..<(oddOnes ? 10 : 8), using: &g) {
        case 0..<4:
            // Mostly tags the rules leave alone in Later, so that it folds often.
            let tag = Int.random(in: 0..<4, using: &g) == 0 ? tags.randomElement(using: &g)! : safeTags.randomElement(using: &g)!
            return depth + "- " + names.randomElement(using: &g)! + tag
        case 4: return depth + "A note " + names.randomElement(using: &g)!
        case 5: return depth + "Project:"
        case 6: return depth + "- " + names.randomElement(using: &g)!
        case 7: return ["", "\t", "\t\t"].randomElement(using: &g)!
        default: return odd.randomElement(using: &g)!
        }
    }

    /// Sections in any order (Later anywhere, in any case, sometimes twice),
    /// with a user's project among them, in LF or CRLF, with or without a
    /// last line break.
    static func file(_ g: inout SplitMix64) -> String {
        var headers = ["Floating:", "Today:", "Tomorrow:", "Routines:", "Garden:", "Later:"]
        if Bool.random(using: &g) {
            headers.append(["LATER:", "later:", "Later: @x", "\u{FEFF}Later:", "Later:  ", "Later:"].randomElement(using: &g)!)
        }
        var lines: [String] = []
        for header in headers.shuffled(using: &g) where Int.random(in: 0..<6, using: &g) > 0 {
            lines.append(header)
            let oddOnes = Int.random(in: 0..<3, using: &g) == 0
            for _ in 0..<Int.random(in: 0...8, using: &g) { lines.append(line(&g, oddOnes: oddOnes)) }
        }
        let ending = Bool.random(using: &g) ? "\n" : "\r\n"
        return lines.joined(separator: ending) + (Bool.random(using: &g) ? ending : "")
    }

    @Test func foldedReadsAsTheWholeFile() {
        var g = SplitMix64(seed: 0x1A7E_F01D)
        var taken = 0
        for _ in 0..<3000 {
            let text = Self.file(&g)
            if Self.expectSame(Array(text.utf8), text.debugDescription) { taken += 1 }
        }
        // The fold is taken often enough for the comparison to mean something.
        #expect(taken > 600)
    }

    @Test(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
    func corpusFilesWithABacklogReadAsWhole() {
        let backlog = "Later:\n\t- Renew passport @day(2026-12-01)\n\t- Read Dune\n\t\tA note.\n\t- Call Sam @priority(2)\n"
        var taken = 0
        for file in SharedCorpus.realFiles() {
            // Each file as it is, and with a Later backlog after it and before it.
            _ = Self.expectSame(file.bytes, file.name)
            if Self.expectSame(file.bytes + Array(("\n" + backlog).utf8), file.name + " + Later") { taken += 1 }
            if Self.expectSame(Array(backlog.utf8) + file.bytes, "Later + " + file.name) { taken += 1 }
        }
        #expect(taken > 0)
    }

    @Test func theBenchmarksBacklogIsFoldedAndCounted() throws {
        var text = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n\t- Task @day(2026-11-23)\nLater:\n"
        for k in 1...10 { text += "\t- Scheduled \(k) @day(2026-12-\(k < 10 ? "0" : "")\(k))\n" }
        for k in 1...500 { text += "\t- Someday task \(k)" + (k % 7 == 0 ? " @priority(2)" : "") + "\n" }
        let (fold, _, list) = try #require(Self.folded(Array(text.utf8)))
        #expect(fold.count == 510 && list.count(in: .later) == 510 && list.taskCount == 512)
        #expect(Self.expectSame(Array(text.utf8), "benchmark"))
    }

    /// What the rules act on in Later today reads the whole file.
    @Test(arguments: ["@done", "@done(2026-11-20)", "@day(2026-11-23)", "@day(2026-11-01)", "@day(soon)", "@day"])
    func laterTheRulesActOnIsNotFolded(tag: String) {
        let text = { (tag: String) in "Today:\n\t- Task @day(2026-11-23)\nLater:\n\t- Backlog\n\t- Now" + tag + "\n" }
        #expect(LaterFold.fold(Array(text(" " + tag).utf8), today: Self.today) == nil)
        #expect(LaterFold.fold(Array(text("").utf8), today: Self.today) != nil)
    }
}
