import Foundation

/// The idle app, for `make bench`: how often it wakes while nothing
/// happens (context switches of all its threads over 10 s; goal 0 per
/// second), and how soon a hand edit (a new file renamed over the old one,
/// as editors save) is on the screen (goal ≤ 100 ms); then what another
/// file in the folder written again and again costs the app (CPU time per
/// change, from the scheduler's count: it wakes, but only looks at the disk
/// once a second).
enum IdleBenchmark {
    static func run(binary: String, folder: String, idleSeconds: UInt32 = 10, edits: Int = 15) {
        mkdir(folder, 0o755)
        let path = folder + "/idle.taskpaper"
        let day = "2026-11-22"
        let text = "Today:\n\t- Water plants @day(\(day))\n"
        UIBenchmark.writeFile(path, text)
        guard
            let session = PseudoTerminal(
                binary: binary, arguments: ["--file", path],
                environment: [
                    "TERM": "xterm-256color", "TXTODO_NOW": "\(day) 10:00:00", "XDG_CONFIG_HOME": folder,
                    "LANG": "C.UTF-8",
                ])
        else { return print("could not start \(binary) in a pseudo-terminal") }
        defer {
            session.send("q")
            session.finish()
        }
        guard session.waitFor("quit") else { return print("no first frame within 5 s") }
        session.drain(quietMilliseconds: 200)
        let before = switches(session.pid)
        sleep(idleSeconds)
        let woke = Double(switches(session.pid) - before) / Double(idleSeconds)
        print("idle wake-ups: \(woke) per second over \(idleSeconds) s  (goal 0: \(woke == 0 ? "met" : "missed"))")

        var latencies: [Double] = []
        for edit in 0..<edits {
            let name = "Edited by hand \(edit)"
            UIBenchmark.writeFile(path + ".new", text + "\t- \(name) @day(\(day))\n")
            session.send("")
            let start = UIBenchmark.monotonic()
            rename(path + ".new", path)
            // The first byte of the new frame (curses may send only the changed cells).
            guard session.waitFor("") else { break }
            latencies.append(UIBenchmark.monotonic() - start)
            session.drain(quietMilliseconds: 50)
        }
        UIBenchmark.report("hand edit → screen", latencies, goal: 100)

        let others = 300
        session.drain(quietMilliseconds: 200)
        let cpu = cpuNanoseconds(session.pid)
        for change in 0..<others {
            UIBenchmark.writeFile(folder + "/notes.md.new", "note \(change)\n")
            rename(folder + "/notes.md.new", folder + "/notes.md")
            usleep(10_000)
        }
        session.drain(quietMilliseconds: 200)
        let spent = Double(cpuNanoseconds(session.pid) - cpu) / Double(others) / 1_000
        print("another file in the folder saved \(others) times: \(String(format: "%.1f", spent)) µs of the app's CPU a save")
        unlink(folder + "/notes.md")
    }

    /// CPU time of every thread of `pid` so far (the scheduler's count:
    /// the first field of each thread's `schedstat`).
    private static func cpuNanoseconds(_ pid: pid_t) -> Int {
        perThread(pid, "schedstat").reduce(0) { $0 + (Int($1.split(separator: " ").first ?? "") ?? 0) }
    }

    /// Voluntary and involuntary context switches of every thread of `pid`.
    private static func switches(_ pid: pid_t) -> Int {
        perThread(pid, "status").reduce(0) { total, status in
            total
                + status.split(separator: "\n").filter { $0.contains("ctxt_switches:") }
                .compactMap { Int($0.split(separator: "\t").last ?? "") }.reduce(0, +)
        }
    }

    /// The file `name` of each thread of `pid` under /proc.
    private static func perThread(_ pid: pid_t, _ name: String) -> [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.map { (try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/\(name)", encoding: .utf8)) ?? "" }
    }
}
