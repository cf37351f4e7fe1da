import Foundation
import TerminalUI
import TodoStore
import TodoCore
import TaskPaper
import FileAccess
import TodoConfig

/// The record at scale, for `make bench`: five years of daily use (about
/// 20,000 archived tasks) behind a small todo file.
/// - `txtodo log` (the default window, and a year as JSON): wall time of
///   the whole process;
/// - opening the history screen: reading the archive into the record and
///   drawing the screen at 80×24, in process (what the app does on `L`);
/// - `txtodo rm` beside that archive and beside an empty one: archiving
///   appends in place, so what the large archive adds is reading it.
enum HistoryBenchmark {
    static let today = Day("2026-11-22")!
    static let now = "2026-11-22 10:00:00"

    /// A deterministic archive: on nine days in ten, 4 to 20 tasks; 70 % done,
    /// 20 % expired unfinished, 10 % deleted; a note on one task in five.
    static func archive(years: Int = 5) -> (text: String, tasks: Int) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var text = ""
        var tasks = 0
        for back in stride(from: 365 * years + years / 4, through: 1, by: -1) {
            guard next(10) != 0 else { continue }
            let day = today.adding(days: -back)
            text += "\(day):\n"
            for k in 0..<(4 + next(17)) {
                let roll = next(10)
                let tag = roll < 7 ? " @done(\(day))" : roll < 9 ? "" : " @deleted(\(day))"
                let priority = next(3) == 0 ? " @priority(\(1 + next(3)))" : ""
                text += "\t- Task \(k + 1) of \(day) for the project\(priority) @day(\(day))\(tag)\n"
                if next(5) == 0 { text += "\t\tA note that says a little more about it.\n" }
                tasks += 1
            }
        }
        return (text, tasks)
    }

    static func run(binary: String, folder: String) {
        let dir = folder + "/history"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let todo = dir + "/todo.taskpaper"
        let (text, tasks) = archive()
        let archivePath = dir + "/todo.archive.taskpaper"
        UIBenchmark.writeFile(archivePath, text)
        let list = "Today:\n\t- Buy oat milk @day(\(today))\n\t- Reply to Sam @day(\(today)) @done(\(today))\n"
        UIBenchmark.writeFile(todo, list)
        print("archive: \(tasks) tasks over five years, \(text.utf8.count / 1024) KiB")
        setenv("TXTODO_NOW", now, 1)
        setenv("XDG_CONFIG_HOME", dir, 1)
        setenv("XDG_STATE_HOME", dir, 1)
        for arguments in [["log"], ["log", "--json", "--days", "365"]] {
            let argv = arguments + ["--file", todo]
            Measure.spawn(binary, argv)
            let t = Measure.timings(runs: 21) { Measure.spawn(binary, argv) }
            report("txtodo \(arguments.joined(separator: " "))", t, goal: arguments == ["log"] ? 30 : nil)
        }
        if let clock = try? LocalClock.system(rolloverMinutes: 0, environment: ["TXTODO_NOW": now]),
            let store = try? TodoStore(path: todo, config: Config(), clock: clock)
        {
            let size = Size(width: 80, height: 24)
            let t = Measure.timings(runs: 21) {
                _ = try? historyScreen(of: store, size: size)
            }
            report("history screen: read the record and draw it, 80×24", t, goal: 30)
        }
        for (name, archived) in [("a five-year archive", text), ("an empty archive", "")] {
            let t = Measure.timings(
                runs: 11,
                setUp: {
                    UIBenchmark.writeFile(todo, list)
                    UIBenchmark.writeFile(archivePath, archived)
                }
            ) { Measure.spawn(binary, ["rm", "1", "--file", todo]) }
            report("txtodo rm beside \(name)", t, goal: nil)
        }
        UIBenchmark.writeFile(archivePath, text)
    }

    private static func report(_ name: String, _ t: (median: Double, best: Double), goal: Double?) {
        let verdict = Measure.verdict(milliseconds: t.median * 1000, goal: goal)
        print(String(format: "%@: %.2f ms median, %.2f ms best", name, t.median * 1000, t.best * 1000) + verdict)
    }
}
