import ArgumentParser
import TodoStore

/// `--file PATH`, accepted by every command, and the store it opens.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).", valueName: "path"))
    var file: String?

    var environment: [String: String] { Console.environment() }

    var path: String { Self.path(file: file) }

    static func path(file: String?) -> String { FileLocation.todoPath(flag: file, environment: Console.environment()) }

    /// Loads the file with the daily rules applied; warnings go to stderr.
    func openStore(reportingWarnings: Bool = true) throws -> TodoStore {
        try Self.openStore(file: file, reportingWarnings: reportingWarnings)
    }

    static func openStore(file: String?, reportingWarnings: Bool = true) throws -> TodoStore {
        let environment = Console.environment()
        let store = try failing {
            let config = try Config.load(environment: environment)
            let clock = LocalClock.system(rolloverMinutes: config.rolloverMinutes, environment: environment)
            return try TodoStore(path: FileLocation.todoPath(flag: file, environment: environment), config: config, clock: clock)
        }
        if reportingWarnings { store.warnings.forEach(Console.err) }
        return store
    }
}

/// Runs `body`; a store or rule error becomes one `txtodo: …` line on stderr and exit status 1.
func failing<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as StoreError {
        Console.err("txtodo: \(error)")
        throw ExitCode.failure
    } catch let error as TodoError {
        Console.err("txtodo: \(error)")
        throw ExitCode.failure
    }
}
