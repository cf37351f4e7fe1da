import Glibc
import TodoCore
import TodoStore

/// Changes of the file asked for while another process (`txtodo sync`, a
/// command) holds the folder lock: kept in the order asked, and made on
/// the loop's timer as soon as the lock is free. The app never waits on it.
struct WaitingChanges {
    var effects: [Effect] = []
    /// Quit was asked while changes waited and the lock stayed held: the
    /// next quit leaves without them.
    var quitRefused = false

    var isEmpty: Bool { effects.isEmpty }

    /// What the status line says while they wait.
    func status(syncRunning: Bool) -> Status {
        let what = effects.count == 1 ? "your change waits" : "your \(effects.count) changes wait"
        return Status(syncRunning ? "Waiting for txtodo sync… \(what)" : "File locked by another txtodo — \(what)")
    }

    /// What the status line says when quitting could not save them.
    var notSaved: Status {
        let what = effects.count == 1 ? "your change is" : "your \(effects.count) changes are"
        return Status("File still locked by another txtodo — \(what) not saved; quit again to leave without", isError: true)
    }
}

extension AppLoop {
    /// A change of the file: made now, or, while the lock is held elsewhere
    /// (or changes wait already), kept to be made after those.
    mutating func change(_ effect: Effect) -> Next {
        // The tasks it names carry what they were when shown, so that a file
        // changed since (now or while it waits) is never acted on at the wrong task.
        var effect = effect
        if case .commit(let action) = effect { effect = .commit(shownList.seen(action)) }
        if waiting.isEmpty, let next = make(effect) { return next }
        waiting.effects.append(effect)
        // Shown as it will be once made (see `WaitingPreview`).
        if let preview = previewed() {
            _ = send(.loaded(Snapshot(store: store, showing: preview.list), focus: preview.focus, message: nil))
        }
        state.status = waiting.status(syncRunning: background.isRunning)
        return .go
    }

    /// Makes the changes that wait, in order, while the lock is free; true
    /// when one was made (the screen shows it).
    mutating func makeWaiting() -> Bool {
        var made = false
        while let first = waiting.effects.first {
            // Out of the queue while it is made: what the screen shows then
            // is the file with it, and the others made on that.
            waiting.effects.removeFirst()
            guard make(first) != nil else {
                waiting.effects.insert(first, at: 0)
                if state.status == nil { state.status = waiting.status(syncRunning: background.isRunning) }
                return made
            }
            made = true
        }
        waiting.quitRefused = false
        return made
    }

    /// Whether the app may end: what waits is saved first, the lock given
    /// a moment to come free; if it does not, the first quit says so and
    /// stays, the second leaves without those changes.
    mutating func mayQuit() -> Bool {
        guard !waiting.isEmpty, !waiting.quitRefused else { return true }
        state.status = Status("Saving what waits…")
        paint()
        for _ in 0..<30 {
            _ = makeWaiting()
            if waiting.isEmpty { return true }
            usleep(100_000)
        }
        waiting.quitRefused = true
        state.status = waiting.notSaved
        return false
    }

    /// One change under the folder lock taken without waiting; nil (nothing
    /// done) while another process holds it.
    private mutating func make(_ effect: Effect) -> Next? {
        switch effect {
        case .commit(let action): report(nothing: nil) { try $0.commit(action) }
        case .markLate(let name, let day): report(nothing: nil) { try $0.commitLateDay(name, day: day) }
        case .undo: report(nothing: .nothingToUndo) { try $0.undo() }
        case .redo: report(nothing: .nothingToRedo) { try $0.redo() }
        default: .go
        }
    }
}
