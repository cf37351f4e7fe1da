import Testing
import TestSupport
@testable import TodoMerge
import TaskPaper

/// The ways the merge saves time give exactly what the long way gives:
/// the same bytes and the same report, on random files of every kind.
struct ShortcutTests {
    static func expectSame(_ base: Document?, _ ours: Document, _ theirs: Document) {
        let fast = merge(base: base, ours: ours, theirs: theirs, shortcuts: true)
        let slow = merge(base: base, ours: ours, theirs: theirs, shortcuts: false)
        let text = { (d: Document?) in d.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "none" }
        #expect(fast.bytes == slow.bytes, "base:\n\(text(base))\n-- ours:\n\(text(ours))\n-- theirs:\n\(text(theirs))")
        #expect(fast.report == slow.report)
    }

    @Test func randomMergesAreTheSameEitherWay() {
        var g = SplitMix64(seed: 2026_11_26)
        for _ in 0..<300 {
            let base = Document(RandomMergeTests.base(&g))
            let ours = RandomMergeTests.change(base, side: "ours", &g)
            let theirs = RandomMergeTests.change(base, side: "theirs", &g)
            Self.expectSame(base, ours, theirs)
            Self.expectSame(nil, ours, theirs)
        }
        for _ in 0..<300 {
            let base = OddFileMergeTests.file(&g)
            Self.expectSame(base, OddFileMergeTests.edited(base, &g), OddFileMergeTests.edited(base, &g))
        }
    }

    static let names = ["A", "B", "Buy milk", "日本語", "A", "Walk", "x y"]
    static let tags = ["", " @priority(2)", " @done(2026-11-22)", " @delayed", " @x(y)"]

    /// A file of up to a few hundred tasks, with names that repeat.
    static func lines(_ g: inout SplitMix64, tasks: Int) -> [String] {
        var lines: [String] = Bool.random(using: &g) ? ["Garden:", "\t- rose", "a note", ""] : []
        for (title, day) in [("Floating:", ""), ("Today:", " @day(2026-11-22)"), ("Tomorrow:", " @day(2026-11-23)")]
        where Int.random(in: 0..<5, using: &g) > 0 {
            lines.append(title)
            for _ in 0..<Int.random(in: 0...tasks, using: &g) {
                let number = Bool.random(using: &g) ? " \(Int.random(in: 0..<tasks, using: &g))" : ""
                lines.append("\t- " + names.randomElement(using: &g)! + number + day + tags.randomElement(using: &g)!)
                if Int.random(in: 0..<4, using: &g) == 0 { lines.append("\t\tnote \(Int.random(in: 0..<4, using: &g))") }
                if Int.random(in: 0..<15, using: &g) == 0 { lines.append("") }
            }
        }
        return lines + (Bool.random(using: &g) ? ["Books:", "\t- Dune", "\t- Emma"] : [])
    }

    /// Lines removed, added, changed, moved and swapped.
    static func edited(_ lines: [String], _ g: inout SplitMix64, edits: Int) -> [String] {
        var lines = lines
        for _ in 0..<Int.random(in: 0...edits, using: &g) where !lines.isEmpty {
            let k = Int.random(in: 0..<lines.count, using: &g)
            switch Int.random(in: 0..<8, using: &g) {
            case 0: lines.remove(at: k)
            case 1: lines.insert("\t- New \(Int.random(in: 0..<5, using: &g)) @day(2026-11-22)", at: k)
            case 2 where lines[k].hasPrefix("\t- "): lines[k] += tags.randomElement(using: &g)!
            case 3 where lines[k].hasPrefix("\t- "): lines[k] = "\t- " + names.randomElement(using: &g)! + " @day(2026-11-22)"
            case 4:
                let line = lines.remove(at: k)
                lines.insert(line, at: Int.random(in: 0...lines.count, using: &g))
            case 5: lines.insert("\t\tnote \(Int.random(in: 0..<4, using: &g))", at: k)
            case 6: lines.insert("my text \(Int.random(in: 0..<3, using: &g))", at: k)
            default: lines.swapAt(k, Int.random(in: 0..<lines.count, using: &g))
            }
        }
        return lines
    }

    @Test func largerFilesMergeTheSameEitherWay() {
        var g = SplitMix64(seed: 2026_11_27)
        for round in 0..<200 {
            let big = round % 20 == 0
            let base = Self.lines(&g, tasks: big ? 600 : 60)
            let ours = Self.edited(base, &g, edits: big ? 120 : 12)
            let theirs = Self.edited(base, &g, edits: big ? 120 : 12)
            let ending = ["\n", "\r\n"].randomElement(using: &g)!
            let doc = { (lines: [String]) in Document(lines.joined(separator: ending) + ending) }
            Self.expectSame(doc(base), doc(ours), doc(theirs))
            Self.expectSame(nil, doc(ours), doc(theirs))
        }
    }
}

/// Sequences of distinct elements are matched in one pass exactly as the
/// shortest-edit search matches them, and the search keeps the matches of
/// the textbook search it replaced.
struct SequenceMatchTests {
    /// Distinct numbers, then some removed, added, moved and repeated.
    static func pair(_ g: inout SplitMix64, count: Int, edits: Int, repeats: Bool) -> ([Int], [Int]) {
        let a = Array(0..<count).map { $0 + 3 }
        var b = a
        var fresh = count + 3
        for _ in 0..<Int.random(in: 0...edits, using: &g) where !b.isEmpty {
            let k = Int.random(in: 0..<b.count, using: &g)
            switch Int.random(in: 0..<10, using: &g) {
            case 0..<4: b.remove(at: k)
            case 4..<8:
                b.insert(fresh, at: k)
                fresh += 1
            case 8:
                let x = b.remove(at: k)
                b.insert(x, at: Int.random(in: 0...b.count, using: &g))
            default: if repeats { b.insert(b[k], at: Int.random(in: 0...b.count, using: &g)) }
            }
        }
        return Bool.random(using: &g) ? (a, b) : (b, a)
    }

    @Test func distinctSequencesMatchInOnePassAsTheSearchDoes() {
        var g = SplitMix64(seed: 2026_11_28)
        for round in 0..<400 {
            let (a, b) = Self.pair(&g, count: Int.random(in: 0...300, using: &g), edits: 40, repeats: round % 4 == 0)
            #expect(SequenceDiff.matches(a, b, distinct: true) == SequenceDiff.matches(a, b, distinct: false), "\(a)\n\(b)")
        }
        // Beyond the edit limit nothing in the middle is matched, either way.
        let (a, b) = Self.pair(&g, count: 4000, edits: 8000, repeats: false)
        #expect(a.count + b.count - 2 * Set(a).intersection(b).count > SequenceDiff.editLimit)
        let fast = SequenceDiff.matches(a, b, distinct: true)
        #expect(fast == SequenceDiff.matches(a, b, distinct: false))
    }

    @Test func searchMatchesTheTextbookSearch() {
        var g = SplitMix64(seed: 2026_11_29)
        for _ in 0..<400 {
            let alphabet = Int.random(in: 1...12, using: &g)
            let a = (0..<Int.random(in: 0...120, using: &g)).map { _ in Int.random(in: 0..<alphabet, using: &g) }
            var b = a
            for _ in 0..<Int.random(in: 0...30, using: &g) {
                let k = Int.random(in: 0...b.count, using: &g)
                if Bool.random(using: &g) || k == b.count {
                    b.insert(Int.random(in: 0..<alphabet, using: &g), at: k)
                } else {
                    b.remove(at: k)
                }
            }
            #expect(SequenceDiff.matches(a, b, distinct: false) == Self.textbook(a, b), "\(a)\n\(b)")
        }
    }

    /// Myers' search keeping a copy of the whole row of furthest points
    /// before each step, with the same prefix and suffix trimming.
    static func textbook(_ a: [Int], _ b: [Int]) -> [Int] {
        var match = [Int](repeating: -1, count: a.count)
        var lo = 0
        while lo < a.count && lo < b.count && a[lo] == b[lo] {
            match[lo] = lo
            lo += 1
        }
        var endA = a.count, endB = b.count
        while endA > lo && endB > lo && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
            match[endA] = endB
        }
        let n = endA - lo, m = endB - lo
        guard n > 0 && m > 0 else { return match }
        let limit = min(n + m, SequenceDiff.editLimit), offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var rows: [[Int]] = []
        var found = -1
        search: for d in 0...limit {
            rows.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[lo + x] == b[lo + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = d
                    break search
                }
            }
        }
        guard found >= 0 else { return match }
        var x = n, y = m
        for d in stride(from: found, to: 0, by: -1) {
            let row = rows[d]
            let k = x - y
            let prevK = (k == -d || (k != d && row[k - 1 + d] < row[k + 1 + d])) ? k + 1 : k - 1
            let prevX = row[prevK + d], prevY = prevX - prevK
            while x > prevX && y > prevY {
                x -= 1
                y -= 1
                match[lo + x] = lo + y
            }
            (x, y) = (prevX, prevY)
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            match[lo + x] = lo + y
        }
        return match
    }
}
