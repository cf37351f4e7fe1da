import Foundation

/// A new day that expires 100,000 tasks at once, for `make bench`: the
/// first `txtodo list` of the day takes them all out of the todo file and
/// files them in the archive under their three days (wall time of the whole
/// process, the write of both files included). Goal: within a second.
/// Timed once beside an empty archive and once beside a five-year one.
enum ExpiryBenchmark {
    static let today = "2026-11-22"
    static let days = ["2026-11-19", "2026-11-20", "2026-11-21"]

    /// Today's list of yesterday and the two days before: eight tasks in ten
    /// from yesterday; a third done, one in seven of priority 2, a note on one
    /// in five, a subtask on one in eleven; then a few of today's and
    /// tomorrow's, which stay.
    static func list(tasks: Int) -> String {
        let words = ["buy milk", "call mum", "write report", "café naïve", "日本語 タスク", "🚀 launch", "pay rent"]
        var text = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n"
        for k in 0..<tasks {
            let day = k % 10 < 8 ? days[2] : days[k % 2]
            let done = k % 3 == 0 ? " @done(\(day))" : ""
            let priority = k % 7 == 0 ? " @priority(2)" : ""
            text += "\t- Expiring \(k + 1) \(words[k % words.count])\(priority) @day(\(day))\(done)\n"
            if k % 5 == 0 { text += "\t\tA note that says a little more about it.\n" }
            if k % 11 == 0 { text += "\t\t- a step of it @day(\(day))\n" }
        }
        text += "\t- Buy oat milk @day(\(today))\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n"
        return text
    }

    static func run(binary: String, folder: String, tasks: Int = 100_000, runs: Int = 5) {
        let dir = folder + "/expiry"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let todo = dir + "/todo.taskpaper", archivePath = dir + "/todo.archive.taskpaper"
        let state = dir + "/state"
        let text = list(tasks: tasks)
        let environment = ["TXTODO_NOW": "\(today) 10:00:00", "XDG_CONFIG_HOME": dir, "XDG_STATE_HOME": state]
        let env = Measure.environment(adding: environment)
        defer { Measure.release(env) }
        let fiveYears = HistoryBenchmark.archive().text
        for (name, archived) in [("an empty archive", ""), ("a five-year archive", fiveYears)] {
            // Written a minute ago: the file is quiet, so the rules' write is made at once.
            let setUp = {
                try? FileManager.default.removeItem(atPath: state)
                UIBenchmark.writeFile(todo, text)
                UIBenchmark.writeFile(archivePath, archived)
                var times = [timeval(tv_sec: time(nil) - 60, tv_usec: 0), timeval(tv_sec: time(nil) - 60, tv_usec: 0)]
                utimes(todo, &times)
            }
            let t = Measure.timings(runs: runs, setUp: setUp) {
                Measure.spawn(binary, ["list", "--file", todo], environment: env)
            }
            let moved = check(todo: todo, archive: archivePath, before: archived, tasks: tasks)
            print(
                String(
                    format: "new day expiring %d tasks, beside %@: %.0f ms median, %.0f ms best of %d%@",
                    tasks, name, t.median * 1000, t.best * 1000, runs, moved ? "" : " (NOT ALL ARCHIVED)")
                    + Measure.verdict(milliseconds: t.median * 1000, goal: 1000))
        }
    }

    /// Whether the last run left only today's and tomorrow's tasks in the
    /// file and put every expired one in the archive.
    private static func check(todo: String, archive: String, before: String, tasks: Int) -> Bool {
        func count(_ path: String) -> Int {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { $0.hasPrefix("\t- Expiring ") }.count
        }
        return count(todo) == 0 && count(archive) == tasks
    }
}
