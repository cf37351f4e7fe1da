import Glibc
import Processes
import TodoStore
import TodoCore

/// The run loop: waits for a key, an outside change of the file (inotify)
/// or the next roll-over instant, feeds `update`, carries out its effects
/// through the store, and repaints. An idle app makes no periodic
/// wake-ups: the only timer is the next roll-over (and, while the daily
/// rules wait for a quiet file, a short one). Where the folder cannot be
/// watched it looks at the file's stamp twice a second instead: a stat
/// call, whatever the number of tasks.
struct AppLoop {
    let store: TodoStore
    let screen: any Screen
    let environment: [String: String]
    var state: AppState
    private let watch: FileWatcher
    /// Monotonic milliseconds of the last look at the disk.
    private var lastRefresh: Int64 = 0
    /// The archive as it was when the record was last read.
    private var recordRead: ArchiveLook?
    /// `sync = git`: sync when the app starts.
    var syncsOnStart = false
    var background = BackgroundSync()
    /// Changes that wait for another process to let go of the folder lock.
    var waiting = WaitingChanges()

    init(store: TodoStore, screen: any Screen, environment: [String: String], keys: KeyTable = .standard) {
        self.store = store
        self.screen = screen
        self.environment = environment
        watch = store.watcher()
        // What waits is saved before the first frame: copies merged, and the
        // rules of a new day if the file is quiet (else at a later look).
        let unsettled = Result { try store.settle() }
        var state = AppState(snapshot: Snapshot(store: store), size: screen.size)
        state.keys = keys
        state.folderMissing = Self.folderMissing(store)
        _ = update(&state, .watching(polling: watch.isPolling))
        _ = update(&state, .resized(screen.size))
        // What merging did is said first; the day's review is then offered
        // at the next launch (an offer made is remembered, so it must show).
        state.status = Self.mergeStatus(store) ?? ReviewPrompt.offer(store, environment: environment)
        if case .failure(let error) = unsettled { _ = update(&state, .failed(AppWording.text(error, keys: keys))) }
        self.state = state
    }

    mutating func run() -> Int32 {
        if syncsOnStart {
            unfoldLater()
            if let effect = startSync(&state) { _ = perform(effect) }
        }
        paint()
        while true {
            if SignalWatch.pending != 0 { return signalled() }
            let input = screen.read(waiting: waitLimit(), orUntilReadable: watch.descriptors)
            // Before the first key, or whatever else woke the loop first.
            unfoldLater()
            if SignalWatch.pending != 0 { return signalled() }
            switch input {
            case .key(let key):
                if send(.key(key)) == .stop { return 0 }
            case .mouse(let event):
                if send(.mouse(event)) == .stop { return 0 }
            case .paste(let text):
                _ = update(&state, .paste(text))
            case .resize:
                _ = update(&state, .resized(screen.size))
            case .idle:
                break
            }
            // Curses may have taken a resize while reading a key and kept its
            // report for a later read: the frame follows the window's size.
            if screen.size != state.size { _ = update(&state, .resized(screen.size)) }
            var othersOnly = false
            if input == .idle {
                othersOnly = watch.drain() == .others
                if watch.isPolling != state.checksByPolling || state.folderMissing != Self.folderMissing(store) {
                    state.folderMissing = Self.folderMissing(store)
                    _ = update(&state, .watching(polling: watch.isPolling))
                    othersOnly = false
                }
            }
            let synced = syncEnded()
            let made = !waiting.isEmpty && makeWaiting()
            // Look at the disk at least once a second, also while keys stream
            // in or other files in the folder keep changing; not for each
            // change of another file.
            let due = MonotonicClock.milliseconds() - lastRefresh >= 1000
            if othersOnly && !due && !synced && !made { continue }
            if input == .idle || due {
                if !refresh() && input == .idle && !synced && !made { continue }
            }
            paint()
        }
    }

    /// The status to end with on a signal, what waits for the lock saved
    /// first if the lock is free (else it is lost: the app does not wait).
    private mutating func signalled() -> Int32 {
        if !waiting.isEmpty { _ = makeWaiting() }
        return 128 + SignalWatch.pending
    }

    /// How long the wait for input may last: to the next roll-over (a
    /// little after, so the new day has begun), or to the next look at a
    /// conflict copy that waits for its history; until the file has been
    /// quiet long enough while the daily rules wait to be saved; shorter
    /// while the folder cannot be watched.
    private func waitLimit() -> Int32 {
        if background.isRunning || !waiting.isEmpty { return 100 }
        if watch.isPolling { return 500 }
        if store.isWaitingToSave { return Int32(min(store.quietInMilliseconds, 1000) + 20) }
        let seconds = min(store.secondsUntilNextDay, store.copyLookIn ?? Int.max, 2 * 86_400)
        return Int32(seconds) * 1000 + 20
    }

    enum Next { case go, stop }

    /// Whether the file's folder is still to be made (it cannot be watched before).
    private static func folderMissing(_ store: TodoStore) -> Bool {
        let folder = store.path.lastIndex(of: "/").map { String(store.path[..<$0]) } ?? "."
        return access(folder.isEmpty ? "/" : folder, F_OK) != 0
    }

    /// Hands `event` to `update` and carries out what it asks for, and what
    /// that leads to.
    mutating func send(_ event: Event) -> Next {
        guard let effect = update(&state, event) else { return .go }
        return perform(effect)
    }

    private mutating func perform(_ effect: Effect) -> Next {
        switch effect {
        case .commit, .markLate, .undo, .redo:
            return change(effect)
        case .openEditor:
            let path = store.path
            do {
                try store.makeFolder()
            } catch {
                _ = update(&state, .failed(AppWording.text(error, keys: state.keys)))
                return .go
            }
            var status: Int32 = 0
            screen.suspended { status = ExternalEditor.open(path, environment: environment) }
            SignalWatch.forgetInterrupt()
            _ = refresh()
            if status != 0 { _ = update(&state, .failed(ExternalEditor.failure(status, environment: environment))) }
        case .redraw:
            resync()
            screen.redraw()
        case .suspend:
            screen.suspendProcess()
            _ = update(&state, .resized(screen.size))
        case .reload:
            resync()
        case .sync:
            if let event = background.start(path: store.path, environment: environment) { _ = update(&state, event) }
        case .openLink(let url):
            openLink(url)
        case .loadRecord(let screen):
            recordRead = store.archiveLook
            if screen == .review {
                state.reviewFrom = ReviewMemory(todoPath: store.path, environment: environment).open(today: store.today)
            }
            do {
                _ = update(&state, .recordLoaded(try store.logbook(), screen))
            } catch {
                _ = update(&state, .failed(AppWording.text(error, keys: state.keys)))
            }
        case .quit:
            // A sync still running ends first: its commit must not be cut off.
            if background.isRunning {
                state.status = Status("Waiting for the sync to end…")
                paint()
                _ = syncEnded(waiting: true)
            }
            return mayQuit() ? .stop : .go
        }
        return .go
    }

    /// Takes a finished background sync's result, after reloading what it merged.
    private mutating func syncEnded(waiting: Bool = false) -> Bool {
        guard let event = background.finished(waiting: waiting) else { return false }
        _ = refresh()
        _ = update(&state, event)
        return true
    }

    /// Runs a store call under the folder lock and turns its outcome or
    /// error into an event; nil, nothing done, while another process holds
    /// the lock.
    mutating func report(nothing: Event?, _ call: (TodoStore) throws -> Outcome?) -> Next? {
        defer { lastRefresh = MonotonicClock.milliseconds() }
        do {
            guard let done = try store.ifLockFree({ try call(store) }) else { return nil }
            if let outcome = done {
                return send(.loaded(shown(), focus: outcome.focus, message: outcome.message))
            }
            return nothing.map { send($0) } ?? .go
        } catch {
            return send(.refused(AppWording.text(error, keys: state.keys)))
        }
    }

    /// The first frame drawn with Later read folded (its count and first
    /// task), the file is read whole once the loop wakes (a key, a change
    /// on disk, a timer), before it handles anything: the same bytes,
    /// so the same tasks everywhere else, the same selection and the same
    /// frame, and every key finds every task. Where Later's lines were not
    /// read at first and the file changed since, it is a change on disk.
    private mutating func unfoldLater() {
        guard store.isLaterFolded else { return }
        do {
            if try store.unfoldLater() {
                if let effect = update(&state, .reloaded(shown(), because: .fileChanged)) { _ = perform(effect) }
            } else {
                state.snapshot = shown()
            }
        } catch {
            _ = update(&state, .failed(AppWording.text(error, keys: state.keys)))
        }
    }

    /// Shows what is on disk now, even when the store already took it in
    /// (a refused action reads the file) and so reports no change.
    private mutating func resync() {
        do {
            _ = try store.refresh()
            _ = update(&state, .loaded(shown(), focus: nil, message: nil))
        } catch {
            _ = update(&state, .failed(AppWording.text(error, keys: state.keys)))
        }
    }

    /// Reloads when the file or the day changed; true when the list changed
    /// (or what merging conflict copies says, with the list the same: a
    /// copy left to wait for its history).
    private mutating func refresh() -> Bool {
        lastRefresh = MonotonicClock.milliseconds()
        do {
            let dayBefore = store.today
            let saidBefore = store.merges
            guard try store.refresh() else {
                if let merged = Self.mergeStatus(store), store.merges != saidBefore {
                    state.status = merged
                    return true
                }
                return archiveChangedUnderTheRecord()
            }
            let reason: Reload =
                store.today != dayBefore
                ? .newDay(store.lastTurn ?? DayTurn(), review: ReviewPrompt.offer(store, environment: environment))
                : .fileChanged
            if let effect = update(&state, .reloaded(shown(), because: reason)) { _ = perform(effect) }
            // What merging a sync-conflict copy did says more than "file changed".
            if let merged = Self.mergeStatus(store) { state.status = merged }
        } catch {
            _ = update(&state, .failed(AppWording.text(error, keys: state.keys)))
        }
        return true
    }

    /// While the history screen is open, a change to the archive alone (a
    /// sync, another machine's day, an edit by hand) reads the record again.
    private mutating func archiveChangedUnderTheRecord() -> Bool {
        guard case .history = state.mode, store.archiveLook != recordRead else { return false }
        _ = perform(.loadRecord(.history))
        return true
    }

    /// What merging sync-conflict copies did at the store's last look, as
    /// the status line; nil when nothing was merged.
    private static func mergeStatus(_ store: TodoStore) -> Status? {
        store.merges.isEmpty ? nil : Status(store.merges.joined(separator: "; "))
    }

    func paint() {
        screen.draw(render(state, size: screen.size))
    }

}
