import Foundation
import TodoMerge
import TaskPaper

/// Merges of files whose tasks share few names (100,000 tasks in 10 names,
/// most of them alike in everything): three-way, each side changing 1,000
/// tasks, and a union without a base.
enum NamesakeBenchmark {
    /// Task `i`'s lines; every seventh has a note of its own.
    static func task(_ i: Int, side: String?) -> [String] {
        let line = "\t- Chore \(i % 10) @day(2026-11-22)"
        let plain = [line] + (i % 7 == 0 ? ["\t\tnote \(i)"] : [])
        guard let side else { return plain }
        switch i % 4 {
        case 0: return [line + " @done(2026-11-22)"] + plain.dropFirst()
        case 1: return plain + ["\t\t\(side) note"]
        case 2: return []
        default: return plain + ["\t- Chore \(i % 10) @day(2026-11-22)", "\t\tadded by \(side)"]
        }
    }

    static func file(tasks: Int, changed: Set<Int>, side: String?) -> Document {
        var lines = ["Today:"]
        for i in 0..<tasks { lines += task(i, side: changed.contains(i) ? side : nil) }
        return Document(bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    static func run(tasks: Int = 100_000, changed: Int = 1_000) {
        let step = tasks / (2 * changed)
        let ours = Set(stride(from: 0, to: tasks, by: 2 * step).prefix(changed))
        let theirs = Set(ours.map { $0 + step })
        let base = file(tasks: tasks, changed: [], side: nil)
        let o = file(tasks: tasks, changed: ours, side: "ours")
        let t = file(tasks: tasks, changed: theirs, side: "theirs")
        for (name, b) in [("merge", Optional(base)), ("union", nil)] {
            var result = merge(base: b, ours: o, theirs: t)
            let timing = Measure.timings(runs: 3) { result = merge(base: b, ours: o, theirs: t) }
            print(
                String(
                    format: "%@ %8.1f ms median, %.1f ms best of 3  (%d tasks in 10 names, %d changed on each side%@)",
                    name.padding(toLength: 10, withPad: " ", startingAt: 0), timing.median * 1000, timing.best * 1000,
                    tasks, changed, b == nil ? ", no base" : "") + Measure.verdict(milliseconds: timing.median * 1000, goal: 1000)
            )
            _ = result
        }
    }
}
