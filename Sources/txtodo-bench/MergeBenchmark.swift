import Foundation
import TodoMerge
import TodoCore
import TaskPaper

/// A three-way merge of two versions of a 100,000-task file, each changing
/// 1,000 tasks of its own (checked, noted, renamed, reprioritised, deleted,
/// added) and one line of the user's text.
enum MergeBenchmark {
    /// The file's lines; `change` rewrites the task `i` of a side (nil: untouched).
    static func file(tasks: Int, change: (Int) -> [String]?) -> [UInt8] {
        var lines = ["Floating:", "\t- Learn Japanese @priority(3)", "Today:"]
        for i in 0..<tasks {
            if i == tasks * 6 / 10 { lines.append("Tomorrow:") }
            let day = i < tasks * 6 / 10 ? "2026-11-22" : "2026-11-23"
            let base = ["\t- Task \(i) buy milk café 日本語 @day(\(day))"] + (i % 7 == 0 ? ["\t\tnote of task \(i)"] : [])
            lines += change(i) ?? base
        }
        lines += ["", "Garden:"] + (0..<1000).map { "\t- plant \($0)" }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func edit(_ i: Int, side: String) -> [String]? {
        let day = "@day(2026-11-22)"
        switch i % 6 {
        case 0: return ["\t- Task \(i) buy milk café 日本語 \(day) @done(2026-11-22)"]
        case 1: return ["\t- Task \(i) buy milk café 日本語 \(day)", "\t\t\(side) note"]
        case 2: return ["\t- Task \(i) renamed by \(side) \(day)"]
        case 3: return ["\t- Task \(i) buy milk café 日本語 \(day) @priority(2)"]
        case 4: return []
        default: return ["\t- Task \(i) buy milk café 日本語 \(day)", "\t- New task \(i) from \(side) \(day)"]
        }
    }

    static func run(tasks: Int = 100_000, changed: Int = 1_000) {
        let baseline = Measure.currentRSS()
        let step = tasks / (2 * changed)
        // Ours changes tasks 0, 2·step, 4·step…; theirs the ones in between (all in Today).
        let pick = { (i: Int, offset: Int) in i % (2 * step) == offset && i / (2 * step) < changed }
        let base = Document(bytes: file(tasks: tasks) { _ in nil })
        let ours = Document(bytes: file(tasks: tasks) { pick($0, 0) ? edit($0 / (2 * step), side: "ours") : nil })
        let theirs = Document(bytes: file(tasks: tasks) { pick($0, step) ? edit($0 / (2 * step), side: "theirs") : nil })
        let input = base.bytes.count + ours.bytes.count + theirs.bytes.count
        let loaded = Measure.peakRSS()
        var result = merge(base: base, ours: ours, theirs: theirs)
        let peak = Measure.peakRSS() - max(loaded, baseline)
        let (median, best) = Measure.timings(runs: 7) { result = merge(base: base, ours: ours, theirs: theirs) }
        print(
            String(
                format: "merge      %8.1f ms median, %.1f ms best of 7  (%d tasks, %d changed on each side, %.1f MB in all)",
                median * 1000, best * 1000, tasks, changed, Double(input) / 1e6)
                + Measure.verdict(milliseconds: median * 1000, goal: 100))
        print(
            String(
                format: "peak memory %.1f MB above the three loaded documents = %.2f× the input",
                Double(max(peak, 0)) / 1e6, Double(max(peak, 0)) / Double(input)))
        let reading = Measure.median(runs: 7) { for doc in [base, ours, theirs] { _ = TodoList(document: doc) } }
        print(String(format: "of which    %8.1f ms median is TodoCore finding the three versions' task lines", reading * 1000))
        print(
            "result     \(result.bytes.count) bytes, \(result.report.changes.count) changes reported, clean: \(result.report.isClean)"
        )
    }
}
