import Glibc
import Processes
import TodoStore

/// The interactive app's entry point. The executable checks the terminal,
/// opens the store and hands it over.
public enum TerminalApp {
    /// Why the app cannot draw here (one line), or nil: stdin and stdout
    /// must be terminals and TERM one that curses can drive.
    public static func unusableTerminal(environment: [String: String]) -> String? {
        guard isatty(0) == 1, isatty(1) == 1 else {
            return "txtodo: the interactive app needs a terminal; use `txtodo list` to print the tasks"
        }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb", TerminalScreen.knows(term: term) else {
            return
                "txtodo: TERM=\(environment["TERM"] ?? "") is not a terminal txtodo can draw on; set TERM (e.g. xterm-256color) or use `txtodo list`"
        }
        return nil
    }

    /// Runs the full-screen app on `store` with `keys` and returns the
    /// process exit status: 0 on quit, 128+N after signal N. The caller has
    /// checked the terminal (`unusableTerminal`). With `sync = git` the app
    /// syncs on start and once more after quitting.
    public static func run(store: TodoStore, keys: KeyTable, environment: [String: String]) -> Int32 {
        let screen = TerminalScreen(environment: environment, mouse: store.config.mouse)
        var loop = AppLoop(store: store, screen: screen, environment: environment, keys: keys)
        loop.syncsOnStart = store.config.sync != .off
        let status = loop.run()
        screen.stop()
        if status == 0 && store.config.sync != .off { syncOnQuit(store.path, environment: environment) }
        return status
    }

    /// `sync = git`: one last sync after the screen is restored; its line
    /// stays on the terminal.
    static func syncOnQuit(_ path: String, environment: [String: String]) {
        guard let command = BackgroundSync.command(path: path) else { return }
        _ = Subprocess.run(command, environment: environment)
    }
}
