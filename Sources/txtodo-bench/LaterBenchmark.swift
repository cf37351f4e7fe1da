import Foundation

/// Whether a big Later backlog slows a launch, for `make bench`: the same
/// 1,000 tasks without and with a `Later:` section of 5,000 backlog tasks
/// (and a few scheduled ones), timed in turn: the app's first paint at
/// 80×24, where Later is folded to one line, and `txtodo list --today`,
/// which does not show it (goal for both: with Later within 5% of
/// without). `txtodo list`, which prints every Later task, is timed too:
/// it prints six times the lines, so its ratio is the cost of printing
/// them, shown for scale.
enum LaterBenchmark {
    static let day = "2026-11-23"

    static func run(binary: String, folder: String, runs: Int = 31) {
        mkdir(folder, 0o755)
        let plain = folder + "/later-none.taskpaper"
        let with = folder + "/later-5000.taskpaper"
        let base = InTurn.thousandTasks(on: day)
        UIBenchmark.writeFile(plain, base)
        UIBenchmark.writeFile(with, base + later(5000))
        let environment = InTurn.environment(on: day, folder: folder)
        let env = Measure.environment(adding: environment)
        defer { Measure.release(env) }
        let files = [plain, with]
        let list = { (arguments: [String]) in
            InTurn.time(runs) { k in
                let start = UIBenchmark.monotonic()
                Measure.spawn(binary, arguments + ["--file", files[k]], environment: env)
                return UIBenchmark.monotonic() - start
            }
        }
        compare(
            "app first paint, 80×24, Later folded",
            InTurn.time(runs) { k in
                UIBenchmark.firstPaint(binary: binary, file: files[k], environment: environment)
            })
        compare("txtodo list --today, 1,000 tasks", list(["list", "--today"]))
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
