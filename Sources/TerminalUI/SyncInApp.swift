import Processes
import TodoStore

/// `S` in the app: `txtodo sync` runs as a child process while keys keep
/// working; its last line comes back as an event.
struct BackgroundSync {
    private var child: Subprocess.Child?

    var isRunning: Bool { child != nil }

    /// `txtodo sync` on the file, by this same executable; nil when it cannot be found.
    static func command(path: String) -> [String]? {
        OwnExecutable.path.map { [$0, "sync", "--file", path] }
    }

    /// Starts `txtodo sync` on the file; an event at once when it cannot start.
    mutating func start(path: String, environment: [String: String]) -> Event? {
        guard child == nil else { return nil }
        guard let command = Self.command(path: path),
            let started = Subprocess.Child(command, environment: environment)
        else { return .synced("Sync could not start", failed: true) }
        child = started
        return nil
    }

    /// The event of a finished sync, once; nil while it runs or when none was started.
    mutating func finished(waiting: Bool = false) -> Event? {
        guard let running = child else { return nil }
        var result = running.poll()
        while waiting && result == nil {
            _ = Subprocess.pause(milliseconds: 50)
            result = running.poll()
        }
        guard let (status, output) = result else { return nil }
        child = nil
        return Self.event(status: status, output: output)
    }

    /// `txtodo sync: pulled 1 change, pushed 0` → `Synced: pulled 1 change, pushed 0`.
    static func event(status: Int32, output: String) -> Event {
        let last = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        var line = last
        for prefix in ["txtodo sync: ", "txtodo: sync: ", "txtodo: "] where line.hasPrefix(prefix) {
            line = String(line.dropFirst(prefix.count))
            break
        }
        if status == 0 { return .synced("Synced: " + line, failed: false) }
        return .synced("Sync: " + (line.isEmpty ? "ended with status \(status)" : line), failed: true)
    }
}

/// The key asks for a sync; the status line says it runs until it ends.
func startSync(_ state: inout AppState) -> Effect? {
    guard !state.syncing else {
        state.status = Status("A sync is already running")
        return nil
    }
    state.syncing = true
    return .sync
}

func finishSync(_ state: inout AppState, _ line: String, failed: Bool) {
    state.syncing = false
    state.status = Status(line, isError: failed)
}
