import ArgumentParser
import TodoStore
import TodoCore

/// `--file PATH`, accepted by every command, and the store it opens.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The todo file (default: $TXTODO_FILE, else $XDG_DATA_HOME/txtodo/todo.taskpaper).", valueName: "path"),
        completion: .file()
    )
    var file: String?

    var environment: [String: String] { Console.environment() }

    var path: String { Self.path(file: file) }

    static func path(file: String?) -> String { FileLocation.todoPath(flag: file, environment: Console.environment()) }

    /// Loads the file with the daily rules applied; warnings go to stderr.
    /// A command that changes the file leaves out the warning that it could
    /// not be updated: its own change then fails with one line.
    func openStore(reportingWarnings: Bool = true) throws -> TodoStore {
        try Self.openStore(file: file, reportingWarnings: reportingWarnings, changing: true)
    }

    /// `defersSeen`: the command keeps what it read as the last content seen
    /// only if it writes nothing (it calls `keepSeen()` when done). A
    /// command's change is flushed to the undo history before it is reported.
    static func openStore(
        file: String?, reportingWarnings: Bool = true, changing: Bool = false, defersSeen: Bool = false
    ) throws -> TodoStore {
        let environment = Console.environment()
        let store = try failing {
            try self.store(
                path: FileLocation.todoPath(flag: file, environment: environment), environment: environment,
                defersSeen: defersSeen)
        }
        store.keepsChangesDurably = true
        if reportingWarnings {
            (store.merges + store.warnings.filter { !changing || $0 != store.unsaved }).forEach(Console.err)
        }
        return store
    }

    /// The store on `path` with the configured clock: every command and the app open it here.
    static func store(path: String, environment: [String: String], defersSeen: Bool = false) throws -> TodoStore {
        let config = try Config.load(environment: environment)
        let clock = LocalClock.system(rolloverMinutes: config.rolloverMinutes, environment: environment)
        return try TodoStore(
            path: path, config: config, clock: clock, state: StateFolder(environment: environment), defersSeen: defersSeen)
    }
}

/// A command that changes the file: opens the store, lets `decide` pick the
/// actions (or refuse) and what to say of each outcome, commits them as one
/// change (the store keeps each for undo), prints a line for each and syncs
/// when `sync = git-always`. What the command read is kept as seen only when
/// it writes nothing.
@discardableResult
func changing(
    file: String?, _ decide: (TodoStore) throws -> ([Action], say: (Outcome, TodoStore) -> String)
) throws -> TodoStore {
    let store = try GlobalOptions.openStore(file: file, changing: true, defersSeen: true)
    defer { store.keepSeen() }
    let (actions, say) = try decide(store)
    let batch = try failing { try store.commit(actions) }
    for step in batch.steps.sorted(by: { $0.index < $1.index }) { Console.out(say(step.outcome, store)) }
    GlobalOptions.syncIfAlways(store)
    return store
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
