import Foundation

/// Whether a big Later backlog slows a launch, for `make bench`: the same
/// 1,000 tasks without and with a `Later:` section of 5,000 backlog tasks
/// (and a few scheduled ones), timed in turn: the app's first paint at
/// 80×24, where Later is folded to one line, and `txtodo list --today`,
/// which does not show it (goal for both: with Later within 5% of
/// without). Once a file has settled, both read it without Later's
/// lines, from what the last read of them kept (see `LaterMemory`); the
/// same on files touched before each run read them every time, as after a
/// change, shown for scale. `txtodo list`, which prints every Later task,
/// is timed too: it prints six times the lines, so its ratio is the cost
/// of printing them, shown for scale.
enum LaterBenchmark {
    static let day = "2026-11-23"

    static func run(binary: String, folder: String, runs: Int = InTurn.rounds) {
        let pair = InTurn.Pair(
            folder: folder, day: day, none: "later-none.taskpaper", with: "later-5000.taskpaper", more: later(5000))
        let env = Measure.environment(adding: pair.environment)
        defer { Measure.release(env) }
        let list = { (arguments: [String]) in pair.command(binary, arguments, env: env, runs: runs) }
        // Files settle two seconds after their last change.
        pair.settle()
        compare("app first paint, 80×24, Later folded", pair.firstPaint(binary, runs: runs))
        compare("txtodo list --today, 1,000 tasks", list(["list", "--today"]))
        compare(
            "app first paint, the files touched before each run",
            pair.firstPaint(binary, runs: runs, touched: true), goal: nil)
        compare(
            "txtodo list --today, the files touched before each run",
            pair.command(binary, ["list", "--today"], env: env, runs: runs, touched: true), goal: nil)
        compare("txtodo list, Later printed too", list(["list"]), goal: nil)
    }

    /// 5,000 backlog tasks (every seventh with a priority, every eleventh
    /// with a note) after ten scheduled ones.
    static func later(_ count: Int) -> String {
        var text = "Later:\n"
        for k in 1...10 { text += "\t- Scheduled \(k) @day(2026-12-\(String(format: "%02d", k)))\n" }
        for k in 1...count {
            text += "\t- Someday task \(k)" + (k % 7 == 0 ? " @priority(2)" : "") + "\n"
            if k % 11 == 0 { text += "\t\tA note for task \(k).\n" }
        }
        return text
    }

    private static func compare(_ name: String, _ samples: [[Double]], goal: Double? = 1.05) {
        InTurn.compare(name, samples, without: "without Later", with: "with 5,000 in Later", goal: goal)
    }
}
