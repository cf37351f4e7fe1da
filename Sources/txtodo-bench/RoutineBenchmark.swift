import Foundation

/// Whether 50 routines slow a launch, for `make bench`: the same 1,000
/// tasks with and without a `Routines:` project of 50 routines that made
/// today's tasks already (every launch of a day after its first), timed in
/// turn (`txtodo list`, and the app's first paint at 80×24). Goal: with
/// routines within 5% of without (the median of each round's ratio). Then the first
/// launch of a day, when the routines due that day make their tasks (an
/// automatic write), for scale.
enum RoutineBenchmark {
    static let day = "2026-11-23"

    static func run(binary: String, folder: String, runs: Int = 31) {
        mkdir(folder, 0o755)
        let plain = folder + "/routines-none.taskpaper"
        let with = folder + "/routines-50.taskpaper"
        let tasks = (1...1000).map { "\t- Task number \($0) @day(\(day))\($0 % 3 == 0 ? " @priority(2)" : "")\n" }
        let base = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n" + tasks.joined()
        UIBenchmark.writeFile(plain, base)
        UIBenchmark.writeFile(with, base + routines(made: day))
        let environment = [
            "TXTODO_NOW": "\(day) 10:00:00", "XDG_CONFIG_HOME": folder, "XDG_STATE_HOME": folder + "/state",
            "TERM": "xterm-256color", "LANG": "C.UTF-8",
        ]
        let env = Measure.environment(adding: environment)
        defer { Measure.release(env) }
        let files = [plain, with]
        compare(
            "txtodo list, 1,000 tasks",
            inTurn(runs) { k in
                let start = UIBenchmark.monotonic()
                Measure.spawn(binary, ["list", "--file", files[k]], environment: env)
                return UIBenchmark.monotonic() - start
            })
        compare(
            "app first paint, 80×24",
            inTurn(runs) { k in
                UIBenchmark.firstPaint(binary: binary, file: files[k], environment: environment)
            })
        firstOfTheDay(binary: binary, base: base, file: with, env: env, runs: 11)
    }

    /// `runs` timings of each of the two (`time(0)`, `time(1)`), in turn:
    /// each goes first on alternate rounds, so neither always follows the other.
    private static func inTurn(_ runs: Int, _ time: (Int) -> Double?) -> [[Double]] {
        var samples: [[Double]] = [[], []]
        for round in 0..<runs {
            for k in round % 2 == 0 ? [0, 1] : [1, 0] {
                guard let ms = time(k) else { return [[], []] }
                samples[k].append(ms)
            }
        }
        return samples
    }

    /// 50 routines of every kind of schedule; `made`: the day each last made its task.
    static func routines(made: String) -> String {
        let schedules = ["day", "weekday", "weekend", "mon, thu", "tue", "sat, sun", "fri", "wed, fri"]
        var text = "Routines:\n"
        for k in 0..<50 {
            text += "\t- Routine \(k) @every(\(schedules[k % schedules.count]))"
            text += k % 4 == 0 ? " @priority(2)" : ""
            text += " @made(\(made))\n"
            if k % 5 == 0 { text += "\t\tA note for routine \(k).\n" }
        }
        return text
    }

    /// The two medians, and the goal judged on the median of the rounds'
    /// ratios (each round times both back to back, so a busier minute of
    /// the machine weighs on both alike).
    private static func compare(_ name: String, _ samples: [[Double]]) {
        guard !samples[0].isEmpty, samples[0].count == samples[1].count else { return print("\(name): no samples") }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        let ratios = zip(samples[1], samples[0]).map { $0 / $1 }.sorted()
        let ratio = ratios[ratios.count / 2]
        print(
            String(
                format:
                    "%@: %.2f ms without routines, %.2f ms with 50 (medians of %d, in turn); with/without %.3f× (median of the rounds)  (goal ≤ 1.05×: %@)",
                name, medians[0], medians[1], samples[0].count, ratio, ratio <= 1.05 ? "met" : "missed"))
    }

    /// `list` on the first launch of a day (Monday): the routines due make
    /// their tasks, saved at once.
    private static func firstOfTheDay(binary: String, base: String, file: String, env: [UnsafeMutablePointer<CChar>?]?, runs: Int)
    {
        let yesterday = "2026-11-22"
        let made = UIBenchmark.writeFile
        // Written a minute ago: the file is quiet, so the rules' write is made at once.
        let setUp = {
            made(file, base + routines(made: yesterday))
            var times = [timeval(tv_sec: time(nil) - 60, tv_usec: 0), timeval(tv_sec: time(nil) - 60, tv_usec: 0)]
            utimes(file, &times)
        }
        let t = Measure.timings(runs: runs, setUp: setUp) {
            Measure.spawn(binary, ["list", "--file", file], environment: env)
        }
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let count = text.components(separatedBy: "@routine").count - 1
        print(
            String(
                format: "first launch of a day, %d routine tasks made and saved: %.2f ms median, %.2f ms best of %d",
                count, t.median * 1000, t.best * 1000, runs))
    }
}
