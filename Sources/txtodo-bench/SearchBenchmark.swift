import Foundation
import TerminalUI
import TodoStore
import FileAccess
import TodoConfig

/// Search in the app, for `make bench`: the built binary in a
/// pseudo-terminal on a file of 20,000 tasks; `/`, then a query typed key
/// by key (each key narrows the matches), timed from writing the key to
/// the first byte of the new frame; and the same keys in process (the
/// filter and the frame, without the terminal).
enum SearchBenchmark {
    static let query = "number 1234"

    static func run(binary: String, folder: String, runs: Int = 5) {
        mkdir(folder, 0o755)
        let path = folder + "/search-20000.taskpaper"
        let day = "2026-11-22"
        var text = "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n"
        for i in 1...19_999 {
            text += "\t- Task number \(i) about café \(i % 7) @day(\(day))\(i % 3 == 0 ? " @priority(2)" : "")\n"
            if i % 10 == 0 { text += "\t\tnote \(i) for the Été plan\n" }
        }
        UIBenchmark.writeFile(path, text)
        var samples: [Double] = []
        for _ in 0..<runs {
            guard
                let session = PseudoTerminal(
                    binary: binary, arguments: ["--file", path],
                    environment: [
                        "TERM": "xterm-256color", "TXTODO_NOW": "\(day) 10:00:00",
                        "XDG_CONFIG_HOME": folder, "XDG_STATE_HOME": folder + "/state", "LANG": "C.UTF-8",
                    ])
            else { return print("could not start \(binary) in a pseudo-terminal") }
            guard session.waitFor("quit") else { return print("no first frame within 5 s") }
            session.drain(quietMilliseconds: 30)
            session.send("/")
            session.drain(quietMilliseconds: 30)
            for key in query {
                let sent = UIBenchmark.monotonic()
                session.send(String(key))
                guard session.waitFor("") else { break }
                samples.append(UIBenchmark.monotonic() - sent)
                session.drain(quietMilliseconds: 30)
            }
            session.send("\u{1B}")
            session.drain(quietMilliseconds: 30)
            session.send("q")
            session.finish()
        }
        UIBenchmark.report("search key → repaint (20,000 tasks)", samples, goal: 10)
        guard
            let store = try? TodoStore(
                path: path, config: Config(),
                clock: LocalClock.system(rolloverMinutes: 0, environment: ["TXTODO_NOW": "\(day) 10:00:00"]))
        else { return }
        var inProcess: [Double] = []
        for _ in 0..<runs {
            var typing = SearchTyping(Snapshot(store: store), size: Size(width: 80, height: 24))
            for key in query {
                let start = UIBenchmark.monotonic()
                typing.type(key)
                inProcess.append(UIBenchmark.monotonic() - start)
            }
        }
        UIBenchmark.report("search key, filter and frame alone", inProcess, goal: nil)
    }
}
