import Glibc
import TodoStore

/// The run loop: reads keys (a read times out every half second), feeds
/// `update`, carries out its effects through the store, and repaints. While
/// no key comes it only asks the store whether the file or the day changed:
/// a stat call, whatever the number of tasks.
struct AppLoop {
    let store: TodoStore
    let screen: TerminalScreen
    let environment: [String: String]
    var state: AppState
    /// Monotonic milliseconds of the last look at the disk.
    private var lastRefresh: Int64 = 0

    init(store: TodoStore, screen: TerminalScreen, environment: [String: String]) {
        self.store = store
        self.screen = screen
        self.environment = environment
        var state = AppState(snapshot: Snapshot(store: store), size: screen.size)
        _ = update(&state, .resized(screen.size))
        self.state = state
    }

    mutating func run() -> Int32 {
        paint()
        while true {
            if SignalWatch.pending != 0 { return 128 + SignalWatch.pending }
            let input = screen.read()
            if SignalWatch.pending != 0 { return 128 + SignalWatch.pending }
            switch input {
            case .key(var key):
                // A line break inside pasted text becomes a space instead of
                // accepting the field and running the rest as commands.
                if key == .enter, case .editing = state.mode, screen.inputIsPending() { key = .character(" ") }
                if let effect = update(&state, .key(key)), perform(effect) == .stop { return 0 }
            case .resize:
                _ = update(&state, .resized(screen.size))
            case .idle:
                break
            }
            // Look at the disk at least once a second, also while keys stream in.
            if input == .idle || now() - lastRefresh >= 1000 {
                if !refresh() && input == .idle { continue }
            }
            paint()
        }
    }

    private enum Next { case go, stop }

    private mutating func perform(_ effect: Effect) -> Next {
        switch effect {
        case .commit(let action):
            report { try $0.commit(action) }
        case .undo:
            report(nothing: "Nothing to undo") { try $0.undo() }
        case .redo:
            report(nothing: "Nothing to redo") { try $0.redo() }
        case .openEditor:
            let path = store.path
            var status: Int32 = 0
            screen.suspended { status = ExternalEditor.open(path, environment: environment) }
            SignalWatch.forgetInterrupt()
            _ = refresh()
            if status != 0 { _ = update(&state, .failed(ExternalEditor.failure(status, environment: environment))) }
        case .redraw:
            screen.redraw()
        case .suspend:
            screen.suspendProcess()
            _ = update(&state, .resized(screen.size))
        case .quit:
            return .stop
        }
        return .go
    }

    /// Runs a store call and turns its outcome or error into an event.
    private mutating func report(nothing: String = "", _ call: (TodoStore) throws -> Outcome?) {
        do {
            if let outcome = try call(store) {
                _ = update(&state, .loaded(Snapshot(store: store), focus: outcome.focus, message: outcome.message))
            } else {
                _ = update(&state, .failed(nothing))
            }
        } catch {
            _ = update(&state, .failed(String(describing: error)))
        }
        lastRefresh = now()
    }

    /// Reloads when the file or the day changed; true when the list changed.
    private mutating func refresh() -> Bool {
        lastRefresh = now()
        do {
            let dayBefore = store.today
            guard try store.refresh() else { return false }
            // Say why the list changed under the person's eyes.
            let message = store.today != dayBefore
                ? "New day \(store.today): rules applied."
                : "File changed on disk; reloaded."
            _ = update(&state, .loaded(Snapshot(store: store), focus: nil, message: message))
        } catch {
            _ = update(&state, .failed(String(describing: error)))
        }
        return true
    }

    private func paint() {
        screen.draw(render(state, size: screen.size))
    }

    private func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
