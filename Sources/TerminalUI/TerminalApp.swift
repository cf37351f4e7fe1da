import TodoStore

/// The interactive app's entry point, called by `txtodo` with no subcommand.
public enum TerminalApp {
    /// Runs the full-screen app on the file at `filePath` and returns the
    /// process exit status (2 when stdin or stdout is not a terminal).
    public static func run(filePath: String, environment: [String: String]) -> Int32 {
        print("txtodo: the interactive app is not built yet; use `txtodo list`")
        return 2
    }
}
