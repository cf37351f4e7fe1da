import Glibc
import TodoStore

/// The interactive app's entry point, called by `txtodo` with no subcommand.
public enum TerminalApp {
    /// Runs the full-screen app on the file at `filePath` and returns the
    /// process exit status: 0 on quit, 2 when stdin or stdout is not a
    /// terminal, 1 when the file cannot be opened, 128+N after signal N.
    public static func run(filePath: String, environment: [String: String]) -> Int32 {
        guard isatty(0) == 1, isatty(1) == 1 else {
            printError("txtodo: the interactive app needs a terminal; use `txtodo list` to print the tasks")
            return 2
        }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb", TerminalScreen.knows(term: term) else {
            printError("txtodo: TERM=\(environment["TERM"] ?? "") is not a terminal txtodo can draw on; set TERM (e.g. xterm-256color) or use `txtodo list`")
            return 2
        }
        let store: TodoStore
        do {
            let config = try Config.load(environment: environment)
            let clock = LocalClock.system(rolloverMinutes: config.rolloverMinutes, environment: environment)
            store = try TodoStore(path: filePath, config: config, clock: clock)
        } catch {
            printError("txtodo: \(error)")
            return 1
        }
        let screen = TerminalScreen(environment: environment)
        var loop = AppLoop(store: store, screen: screen, environment: environment)
        let status = loop.run()
        screen.stop()
        return status
    }

    static func printError(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
