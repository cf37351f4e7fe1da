import Foundation
import Processes
import TestSupport

/// txtodo against calcurse (`calcurse -t`) and taskwarrior (`task list`,
/// `task add`) on the same task names, timed in turn in the same run so the
/// ratios hold while the machine's speed drifts.
enum PeerBenchmark {
    struct Contender {
        var label: String
        var path: String
        var arguments: [String]
        var variables: [String: String] = [:]
        /// Runs before each timed run, untimed (e.g. to undo the last change).
        var reset: (() -> Void)?
    }

    static func run(binary: String, folder: String, generator: String) {
        let peers = ["PATH": "/usr/bin:/usr/local/bin:/bin"]
        let calcurse = Subprocess.find("calcurse", environment: peers)
        let task = Subprocess.find("task", environment: peers)
        if calcurse == nil { print("calcurse is not installed (apt-get install calcurse): its figures are skipped") }
        if task == nil { print("taskwarrior is not installed (apt-get install taskwarrior): its figures are skipped") }
        for n in [1000, 100_000] {
            guard let names = names(count: n, generator: generator) else {
                print("cannot run \(generator)")
                exit(1)
            }
            let file = "\(folder)/today-\(n).taskpaper"
            let pristine = Data(taskpaper(names).utf8)
            _ = FileManager.default.createFile(atPath: file, contents: pristine)
            let restore = { _ = FileManager.default.createFile(atPath: file, contents: pristine) }
            let calcurseFolder = "\(folder)/calcurse-\(n)"
            let taskRC = "\(folder)/task-\(n)/rc"
            if calcurse != nil { writeCalcurse(names, folder: calcurseFolder) }
            if task != nil { writeTaskwarrior(names, folder: "\(folder)/task-\(n)") }
            let big = n > 1000
            let runs = big ? 9 : 21
            print("-- \(n) tasks, all in Today (\(pristine.count / 1024) KiB), \(runs) runs each, in turn --")

            var list = [
                Contender(label: "txtodo list --file F", path: binary, arguments: ["list", "--file", file]),
                Contender(label: "txtodo --file F list", path: binary, arguments: ["--file", file, "list"]),
                Contender(
                    label: "TXTODO_FILE=F txtodo list", path: binary, arguments: ["list"], variables: ["TXTODO_FILE": file]),
            ]
            // calcurse takes about a minute to list 100,000 todos: only the small list.
            if let calcurse, !big {
                list.append(Contender(label: "calcurse -t", path: calcurse, arguments: ["-D", calcurseFolder, "-t"]))
            }
            if let task {
                list.append(Contender(label: "task list", path: task, arguments: ["list"], variables: ["TASKRC": taskRC]))
            }
            let listed = time(list, runs: runs)
            report(listed, against: ["calcurse -t", "task list"])

            var changes = [
                Contender(label: "txtodo add", path: binary, arguments: ["add", "--file", file, "Buy", "bread"], reset: restore),
                Contender(label: "txtodo done 1", path: binary, arguments: ["done", "1", "--file", file], reset: restore),
            ]
            if let task {
                changes.append(
                    Contender(label: "task add", path: task, arguments: ["add", "Buy", "bread"], variables: ["TASKRC": taskRC]))
            }
            let changed = time(changes, runs: runs)
            report(changed, against: ["task add"])
            restore()
            let peak = peakMemory(binary, ["list", "--file", file], folder: folder)
            let ratio = Double(peak) / Double(pristine.count)
            print(String(format: "peak memory of txtodo list: %.1f MiB, %.1f× the file", Double(peak) / 1_048_576, ratio))
            // How much of it the program is before any task: the same list of
            // an empty file (the static binary's pages it touches count).
            let emptyFile = "\(folder)/empty.taskpaper"
            _ = FileManager.default.createFile(atPath: emptyFile, contents: Data("Today:\n".utf8))
            let floor = peakMemory(binary, ["list", "--file", emptyFile], folder: folder)
            print(
                String(
                    format: "  of which %.1f MiB with an empty file; the file's own share %.2f× the file",
                    Double(floor) / 1_048_576, Double(peak - floor) / Double(pristine.count)))
            let slowestList = listed.filter { $0.0.contains("txtodo") }.map(\.median).max() ?? 0
            let add = changed.first { $0.0 == "txtodo add" }?.median ?? 0
            if big {
                goal("list, any form", slowestList * 1000, "ms", atMost: 100)
                goal("add", add * 1000, "ms", atMost: 150)
                goal("peak memory of list", ratio, "× the file", atMost: 4)
            } else {
                if let peer = listed.first(where: { $0.0 == "calcurse -t" }) {
                    goal("list, slowest form", slowestList / peer.median, "× calcurse -t", atMost: 1)
                }
                if let peer = changed.first(where: { $0.0 == "task add" }) {
                    goal("add", add / peer.median, "× task add", atMost: 0.5)
                }
            }
        }
    }

    static func goal(_ name: String, _ value: Double, _ unit: String, atMost limit: Double) {
        let verdict = value <= limit ? "met" : "missed"
        print("  goal: \(name) " + String(format: "%.2f", value) + "\(unit) (≤ \(limit)): \(verdict)")
    }

    /// Median and best of each contender, timed in turn. Each round takes
    /// them in a new order (shuffled, the same in every run of the bench),
    /// so none always runs right after the same other program: the first
    /// run after another program finds the processor's caches filled by it.
    static func time(_ contenders: [Contender], runs: Int) -> [(String, median: Double, best: Double)] {
        var times = Array(repeating: [Double](), count: contenders.count)
        let environments = contenders.map { Measure.environment(adding: $0.variables) }
        defer { environments.forEach(Measure.release) }
        var generator = SplitMix64(seed: 0x7478_746f_646f)
        for round in 0...runs {
            for k in contenders.indices.shuffled(using: &generator) {
                let c = contenders[k]
                c.reset?()
                let t0 = Measure.now()
                let ok = Measure.spawn(c.path, c.arguments, environment: environments[k])
                let t = Measure.now() - t0
                if !ok && round == 0 { print("note: \(c.label) exited with an error") }
                // The first round warms the caches and is not counted.
                if round > 0 { times[k].append(t) }
            }
        }
        return zip(contenders, times).map { c, t in
            let sorted = t.sorted()
            return (c.label, sorted[sorted.count / 2], sorted[0])
        }
    }

    static func report(_ rows: [(String, median: Double, best: Double)], against peers: [String]) {
        let present = rows.filter { peers.contains($0.0) }
        for row in rows {
            var line = String(
                format: "  %-28@ %9.2f ms median, %9.2f ms best", row.0 as NSString, row.median * 1000, row.best * 1000)
            if !peers.contains(row.0) {
                for peer in present {
                    line += String(format: "   %.2f× %@", row.median / peer.median, peer.0 as NSString)
                }
            }
            print(line)
        }
    }

    /// Peak resident memory of one run, in bytes, as /usr/bin/time reports it
    /// (a child spawned from this process would count this process's pages).
    static func peakMemory(_ binary: String, _ arguments: [String], folder: String) -> Int {
        let out = "\(folder)/peak-memory.txt"
        guard Measure.spawn("/usr/bin/time", ["-f", "%M", "-o", out, binary] + arguments),
            let text = try? String(contentsOfFile: out, encoding: .utf8),
            let kib = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return 0 }
        return kib * 1024
    }

    /// Task names from gen.py's task lines, without their tags.
    static func names(count: Int, generator: String) -> [String]? {
        guard let text = Measure.output("/usr/bin/env", ["python3", generator, String(count)]) else { return nil }
        return text.split(separator: "\n").compactMap { line -> String? in
            let body = line.drop { $0 == "\t" }
            guard body.hasPrefix("- ") else { return nil }
            let words = body.dropFirst(2).split(separator: " ").prefix { !$0.hasPrefix("@") }
            let name = words.joined(separator: " ")
            return name.isEmpty ? "task" : name
        }
    }

    /// All in Today, stamped with today; every fourth with a priority, every fifth done.
    static func taskpaper(_ names: [String]) -> String {
        var now = time_t(Foundation.time(nil))
        var local = tm()
        localtime_r(&now, &local)
        let today = String(format: "%04d-%02d-%02d", local.tm_year + 1900, local.tm_mon + 1, local.tm_mday)
        var text = "Today:\n"
        for (i, name) in names.enumerated() {
            text += "\t- \(name)" + (i % 4 == 0 ? " @priority(\(i % 3 + 1))" : "") + " @day(\(today))"
            text += (i % 5 == 0 ? " @done(\(today))" : "") + "\n"
        }
        return text
    }

    static func writeCalcurse(_ names: [String], folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let todo = names.map { "[0] \($0)\n" }.joined()
        _ = FileManager.default.createFile(atPath: folder + "/todo", contents: Data(todo.utf8))
    }

    /// taskwarrior 2.6's own data format: one pending task per line.
    static func writeTaskwarrior(_ names: [String], folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let rc = "data.location=\(folder)\nconfirmation=no\nverbose=nothing\nhooks=off\n"
        _ = FileManager.default.createFile(atPath: folder + "/rc", contents: Data(rc.utf8))
        let entry = Int(Date().timeIntervalSince1970)
        let lines = names.enumerated().map { i, name in
            let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "&dquot;")
            let uuid = String(format: "%08x-0000-4000-8000-%012x", i, i)
            return "[description:\"\(escaped)\" entry:\"\(entry)\" modified:\"\(entry)\" status:\"pending\" uuid:\"\(uuid)\"]\n"
        }
        _ = FileManager.default.createFile(atPath: folder + "/pending.data", contents: Data(lines.joined().utf8))
    }
}
