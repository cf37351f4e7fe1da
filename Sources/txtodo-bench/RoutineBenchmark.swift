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

    static func run(binary: String, folder: String, runs: Int = InTurn.rounds) {
        let pair = InTurn.Pair(
            folder: folder, day: day, none: "routines-none.taskpaper", with: "routines-50.taskpaper",
            more: routines(made: day))
        let env = Measure.environment(adding: pair.environment)
        defer { Measure.release(env) }
        compare("txtodo list, 1,000 tasks", pair.command(binary, ["list"], env: env, runs: runs))
        compare("app first paint, 80×24", pair.firstPaint(binary, runs: runs))
        firstOfTheDay(binary: binary, base: InTurn.thousandTasks(on: day), file: pair.files[1], env: env, runs: 11)
    }

    private static func compare(_ name: String, _ samples: [[Double]]) {
        InTurn.compare(name, samples, without: "without routines", with: "with 50")
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
