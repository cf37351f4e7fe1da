import ArgumentParser
import TodoStore
import TodoCore
import FileAccess
import TodoConfig
import TodoVersions

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

    /// Loads the file with the daily rules applied and saves what waits
    /// (see `TodoStore.settle()`); warnings go to stderr.
    func openStore(reportingWarnings: Bool = true) throws -> TodoStore {
        try Self.openStore(file: file, reportingWarnings: reportingWarnings)
    }

    /// `changing`: for a command that changes the file, which holds the
    /// folder lock from here to its one write, keeps what it read as the
    /// last content seen only if it writes nothing (it calls `keepSeen()`
    /// when done), and leaves out the warning that the file could not be
    /// updated (its own change then fails with one line). Otherwise what
    /// waits is saved here. A command's change is flushed to the undo
    /// history before it is reported. `later`: how Later is read (see
    /// `LaterReading`).
    static func openStore(
        file: String?, reportingWarnings: Bool = true, changing: Bool = false, later: LaterReading = .whole
    ) throws -> TodoStore {
        let environment = Console.environment()
        let store = try failing {
            let store = try self.store(
                path: FileLocation.todoPath(flag: file, environment: environment), environment: environment,
                changing: changing, later: later)
            if !changing { try store.settle() }
            return store
        }
        store.keepsChangesDurably = true
        // Kept for the review's notice, which only a process of its own
        // says: commands run in-process (in a `Console.scope`, several at
        // once on other threads) must not share this one static reference.
        if Console.scope == nil { ReviewNotice.store = store }
        if reportingWarnings {
            let logged = store.logWarnings
            (store.merges + store.warnings.filter { (!changing || $0 != store.unsaved) && !logged.contains($0) })
                .forEach(Console.err)
            logged.forEach { Console.err("txtodo: " + $0) }
        }
        return store
    }

    /// The store on `path` with the configured clock: every command and the
    /// app open it here. `changing`: see `openStore`.
    static func store(
        path: String, environment: [String: String], changing: Bool = false, later: LaterReading = .whole
    ) throws -> TodoStore {
        let config = try Config.load(environment: environment)
        let clock = try LocalClock.system(rolloverMinutes: config.rolloverMinutes, environment: environment)
        return try TodoStore(
            path: path, config: config, clock: clock, state: StateFolder(environment: environment), defersSeen: changing,
            holdingLock: changing, later: later)
    }
}

/// A command that changes the file: opens the store, lets `decide` pick the
/// actions (or refuse) and what to say of each outcome, commits them as one
/// change (the store keeps each for undo), prints a line for each and syncs
/// when `sync = git-always`. The folder lock is held from the read to the
/// write (not through the sync). What the command read is kept as seen only
/// when it writes nothing.
@discardableResult
func changing(
    file: String?, _ decide: (TodoStore) throws -> ([Action], say: (Outcome, TodoStore) -> String)
) throws -> TodoStore {
    let store = try GlobalOptions.openStore(file: file, changing: true)
    let told = store.logWarnings
    let batch = try finishing(store) {
        let (actions, say) = try decide(store)
        let batch = try failing { try store.commit(actions) }
        return batch.steps.sorted(by: { $0.index < $1.index }).map { say($0.outcome, store) }
    }
    batch.forEach(Console.out)
    store.logWarnings.filter { !told.contains($0) }.forEach { Console.err("txtodo: " + $0) }
    GlobalOptions.syncIfAlways(store)
    return store
}

/// Runs a command's work on a store opened for a change, then records what
/// it read if it wrote nothing and lets go of the folder lock, whatever
/// happened.
func finishing<T>(_ store: TodoStore, _ work: () throws -> T) throws -> T {
    defer {
        store.keepSeen()
        store.close()
    }
    return try work()
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
