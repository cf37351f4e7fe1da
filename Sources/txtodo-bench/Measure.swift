import Foundation
import TodoStore

enum Measure {
    /// Monotonic seconds.
    static func now() -> Double { MonotonicClock.seconds() }

    /// Median of `runs` timings of `body`, in seconds.
    static func median(runs: Int, _ body: () -> Void) -> Double {
        timings(runs: runs, body).median
    }

    /// Median and best of `runs` timings of `body`, in seconds; `setUp`
    /// runs before each, untimed.
    static func timings(runs: Int, setUp: () -> Void = {}, _ body: () -> Void) -> (median: Double, best: Double) {
        var times: [Double] = []
        for _ in 0..<runs {
            setUp()
            let t0 = now()
            body()
            times.append(now() - t0)
        }
        times.sort()
        return (times[times.count / 2], times[0])
    }

    /// Peak resident set size of this process so far, in bytes (VmHWM).
    static func peakRSS() -> Int { statusBytes("VmHWM:") }

    /// Current resident set size, in bytes (VmRSS).
    static func currentRSS() -> Int { statusBytes("VmRSS:") }

    /// A kB field of /proc/self/status, in bytes.
    private static func statusBytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        return 0
    }

    /// The file's bytes, read straight into one array.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        let size = Int(st.st_size)
        var ok = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buf, count in
            var done = 0
            while done < size {
                let r = Foundation.read(fd, buf.baseAddress! + done, size - done)
                if r <= 0 { ok = r == 0; break }
                done += r
            }
            count = done
        }
        return ok ? bytes : nil
    }

    /// `  (goal ≤ N ms: met)` for a median in milliseconds, or missed; "" without a goal.
    static func verdict(milliseconds median: Double, goal: Double?) -> String {
        goal.map { "  (goal ≤ \(Int($0)) ms: \(median <= $0 ? "met" : "missed"))" } ?? ""
    }

    /// Runs a program with no input and output discarded and waits for it
    /// (posix_spawn: no Foundation process machinery in the measured time),
    /// in this process's environment or in `environment` (see
    /// `environment(adding:)`, made before the timing starts). True on exit 0.
    @discardableResult
    static func spawn(
        _ path: String, _ arguments: [String], environment: [UnsafeMutablePointer<CChar>?]? = nil
    ) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let started =
            environment.map { envp in
                envp.withUnsafeBufferPointer { posix_spawn(&pid, path, &actions, nil, argv, $0.baseAddress) }
            }
            ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard started == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }

    /// This process's environment with `variables` added, for `spawn`; nil
    /// when there is nothing to add. Free it with `release`.
    static func environment(adding variables: [String: String]) -> [UnsafeMutablePointer<CChar>?]? {
        guard !variables.isEmpty else { return nil }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(variables) { $1 }
        return environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    }

    static func release(_ environment: [UnsafeMutablePointer<CChar>?]?) { environment?.forEach { free($0) } }

    /// Runs a program and returns its standard output.
    static func output(_ path: String, _ arguments: [String]) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
