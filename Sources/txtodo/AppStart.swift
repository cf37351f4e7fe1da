import TerminalUI
import TodoStore

extension TerminalApp {
    /// Opens the app on the file at `filePath`: the terminal is checked
    /// first (exit 2), then the store is opened and the config's keys laid
    /// over the defaults (exit 1 when either fails), and both are handed to
    /// the app.
    static func run(filePath: String, environment: [String: String]) -> Int32 {
        if let problem = unusableTerminal(environment: environment) {
            Console.err(problem)
            return 2
        }
        let store: TodoStore
        let keys: KeyTable
        do {
            // Later is read folded for the first frame (see `AppLoop.run`).
            store = try GlobalOptions.store(path: filePath, environment: environment, later: .folded)
            // The app reads the file whenever it changes, also while another
            // program is still writing it: only whole reads are versions.
            store.recordsOnlyQuietReads = true
            keys = try KeyTable.standard.rebound(by: store.config.keys)
        } catch {
            Console.err("txtodo: \(error)")
            return 1
        }
        return run(store: store, keys: keys, environment: environment)
    }
}
