import Glibc
import TodoStore

/// Speed of the interactive app, for `make bench`: the built binary in a
/// pseudo-terminal (80×24) on a file of 1,000 tasks.
/// - first paint: from starting the process to the last row of the first frame;
/// - key to repaint: from writing `x` to the first byte of the new frame,
///   which comes after the durable (fsynced) save and the render.
public enum UIBenchmark {
    public struct Figures: Sendable {
        public var firstPaint: [Double]
        public var keyToRepaint: [Double]
        /// `render` alone, in process, for the same list.
        public var render: [Double]
    }

    /// Runs `runs` launches of `binary` in `folder` (created if needed) and
    /// prints medians and bests in milliseconds.
    @discardableResult
    public static func run(binary: String, folder: String, runs: Int = 21, keys: Int = 42) -> Figures {
        mkdir(folder, 0o755)
        let path = folder + "/ui-1000.taskpaper"
        let day = "2026-11-22"
        var text = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n"
        for i in 1...997 { text += "\t- Task number \(i) @day(\(day))\(i % 3 == 0 ? " @priority(2)" : "")\n" }
        var figures = Figures(firstPaint: [], keyToRepaint: [], render: [])
        for _ in 0..<runs {
            writeFile(path, text)
            guard let session = PseudoTerminal(binary: binary, arguments: ["--file", path],
                                               environment: ["TERM": "xterm-256color", "TXTODO_NOW": "\(day) 10:00:00",
                                                             "XDG_CONFIG_HOME": folder, "LANG": "C.UTF-8"])
            else { print("could not start \(binary) in a pseudo-terminal"); return figures }
            let start = monotonic()
            guard session.waitFor("quit") else { print("no first frame within 5 s"); return figures }
            figures.firstPaint.append(monotonic() - start)
            session.drain(quietMilliseconds: 30)
            for _ in 0..<keys / runs + 1 {
                let sent = monotonic()
                session.send("x")
                // The change is saved and the frame rendered before curses
                // writes its first byte; the rest is one write. (Waiting for a
                // text is unreliable: curses may shift a line instead.)
                guard session.waitFor("") else { break }
                figures.keyToRepaint.append(monotonic() - sent)
                session.drain(quietMilliseconds: 30)
            }
            session.send("q")
            session.finish()
        }
        if let store = try? TodoStore(path: path, config: Config(), clock: LocalClock.system(rolloverMinutes: 0,
                                      environment: ["TXTODO_NOW": "\(day) 10:00:00"])) {
            let state = AppState(snapshot: Snapshot(store: store), size: Size(width: 80, height: 24))
            for _ in 0..<runs {
                let start = monotonic()
                _ = render(state, size: state.size)
                figures.render.append(monotonic() - start)
            }
        }
        report("first paint (80×24, 1,000 tasks)", figures.firstPaint, goal: 15)
        report("key → repaint incl. save", figures.keyToRepaint, goal: 16)
        report("render alone", figures.render, goal: nil)
        return figures
    }

    private static func report(_ name: String, _ samples: [Double], goal: Double?) {
        guard !samples.isEmpty else { return print("\(name): no samples") }
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let goalText = goal.map { String(median <= $0 ? "  (goal ≤ \(Int($0)) ms: met)" : "  (goal ≤ \(Int($0)) ms: missed)") } ?? ""
        print("\(name): median \(format(median)) ms, best \(format(sorted[0])) ms over \(samples.count)\(goalText)")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    private static func writeFile(_ path: String, _ text: String) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
    }

    static func monotonic() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}

/// A child process on a pseudo-terminal: write keys, read what it draws.
private final class PseudoTerminal {
    private let master: Int32
    private let pid: pid_t
    private var output: [UInt8] = []

    init?(binary: String, arguments: [String], environment: [String: String]) {
        // Linux pseudo-terminal multiplexer: unlock the pair, ask its number.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0,
              ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else { return nil }
        let name = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        defer { close(slave) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var child = pid_t()
        guard posix_spawn(&child, binary, &actions, nil, argv, env) == 0 else { return nil }
        pid = child
    }

    func send(_ text: String) {
        output.removeAll()
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until nothing arrives for `quietMilliseconds`.
    func drain(quietMilliseconds: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, quietMilliseconds) > 0 {
            if buffer.withUnsafeMutableBytes({ read(master, $0.baseAddress, $0.count) }) <= 0 { return }
        }
    }

    /// Reads until `text` has appeared in the output since the last `send`
    /// (any output for ""), or 5 s pass.
    func waitFor(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        let deadline = UIBenchmark.monotonic() + 5000
        var buffer = [UInt8](repeating: 0, count: 65536)
        while UIBenchmark.monotonic() < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { return false }
            output += buffer[0..<count]
            if contains(needle) { return true }
        }
        return false
    }

    private func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return !output.isEmpty }
        guard output.count >= needle.count else { return false }
        for start in 0...(output.count - needle.count) where output[start] == needle[0] {
            if Array(output[start..<start + needle.count]) == needle { return true }
        }
        return false
    }

    /// Waits for the child to end (it was sent `q`), draining its output.
    func finish() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var status: Int32 = 0
        let deadline = UIBenchmark.monotonic() + 5000
        while waitpid(pid, &status, WNOHANG) == 0 {
            if UIBenchmark.monotonic() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 10) > 0 {
                _ = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            }
        }
        close(master)
    }
}
