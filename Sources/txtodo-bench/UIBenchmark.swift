import Foundation
import TerminalUI
import TodoStore
import FileAccess
import TodoConfig

/// Speed of the interactive app, for `make bench`: the built binary in a
/// pseudo-terminal (80×24) on a file of 1,000 tasks.
/// - first paint: from starting the process to the last row of the first frame;
/// - key to repaint: from writing `x` to the first byte of the new frame,
///   which comes after the durable (fsynced) save and the render.
enum UIBenchmark {
    struct Figures: Sendable {
        var firstPaint: [Double]
        var keyToRepaint: [Double]
        /// `render` alone, in process, for the same list.
        var render: [Double]
    }

    /// Runs `runs` launches of `binary` in `folder` (created if needed) and
    /// prints medians and bests in milliseconds.
    @discardableResult
    static func run(binary: String, folder: String, runs: Int = 21, keys: Int = 42) -> Figures {
        mkdir(folder, 0o755)
        let path = folder + "/ui-1000.taskpaper"
        let day = "2026-11-22"
        var text = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n"
        for i in 1...997 { text += "\t- Task number \(i) @day(\(day))\(i % 3 == 0 ? " @priority(2)" : "")\n" }
        var figures = Figures(firstPaint: [], keyToRepaint: [], render: [])
        for _ in 0..<runs {
            writeFile(path, text)
            guard
                let session = PseudoTerminal(
                    binary: binary, arguments: ["--file", path],
                    environment: [
                        "TERM": "xterm-256color", "TXTODO_NOW": "\(day) 10:00:00",
                        "XDG_CONFIG_HOME": folder, "LANG": "C.UTF-8",
                    ])
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
        if let store = try? TodoStore(
            path: path, config: Config(),
            clock: LocalClock.system(
                rolloverMinutes: 0,
                environment: ["TXTODO_NOW": "\(day) 10:00:00"]))
        {
            let state = AppState(snapshot: Snapshot(store: store), size: Size(width: 80, height: 24))
            for _ in 0..<runs {
                let start = monotonic()
                _ = render(state, size: state.size)
                figures.render.append(monotonic() - start)
            }
        }
        report("first paint (80×24, 1,000 tasks)", figures.firstPaint, goal: 8)
        report("key → repaint incl. save", figures.keyToRepaint, goal: 6)
        report("render alone", figures.render, goal: nil)
        return figures
    }

    /// Milliseconds from starting the app on `file` to the last row of its
    /// first frame, in an 80×24 pseudo-terminal; nil when none came.
    static func firstPaint(binary: String, file: String, environment: [String: String]) -> Double? {
        guard let session = PseudoTerminal(binary: binary, arguments: ["--file", file], environment: environment) else {
            return nil
        }
        let start = monotonic()
        let painted = session.waitFor("quit")
        let elapsed = monotonic() - start
        session.drain(quietMilliseconds: 30)
        session.send("q")
        session.finish()
        return painted ? elapsed : nil
    }

    static func report(_ name: String, _ samples: [Double], goal: Double?) {
        guard !samples.isEmpty else { return print("\(name): no samples") }
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        let goalText = Measure.verdict(milliseconds: median, goal: goal)
        print("\(name): median \(format(median)) ms, best \(format(sorted[0])) ms over \(samples.count)\(goalText)")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    static func writeFile(_ path: String, _ text: String) {
        try? text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Monotonic milliseconds.
    static func monotonic() -> Double { Measure.now() * 1000 }
}
