import TodoStore
import TodoCore
import TaskPaper

/// The screens that show the record (the archive): they open once it is read.
public enum RecordScreen: Sendable, Equatable {
    case history, review, routines
    /// The history screen showing one routine (from the routines screen).
    case routineHistory(String)
}

/// The record arrived: open the screen that asked for it.
func open(_ screen: RecordScreen, _ book: Logbook, _ state: inout AppState) {
    switch screen {
    case .history:
        // Read again while open (the file changed): the selected day and view stay.
        if case .history(let open) = state.mode {
            var reread = HistoryView(
                book: book, selected: open.selected, routines: state.snapshot.routines, showing: open.routine?.name,
                fromRoutines: open.fromRoutines)
            reread.page = open.page
            state.mode = .history(reread)
        } else {
            state.mode = .history(HistoryView(book: book, routines: state.snapshot.routines, showing: nil))
        }
    case .routineHistory(let name):
        state.mode = .history(
            HistoryView(book: book, routines: state.snapshot.routines, showing: name, fromRoutines: true))
    case .routines:
        switch state.mode {
        case .routines(let open):
            state.mode = .routines(RoutinesView(book: book, routines: state.snapshot.routines, keeping: open))
        case .history(let open):
            state.mode = .routines(RoutinesView(book: book, routines: state.snapshot.routines, focus: open.routine?.name))
        default:
            state.mode = .routines(RoutinesView(book: book, routines: state.snapshot.routines))
        }
    case .review:
        let from = state.reviewFrom ?? ReviewOpening.start(today: book.today, last: nil)
        let waiting = ReviewWaiting(book: book, from: from, today: state.snapshot.todayTasks)
        if let view = ReviewView(waiting, later: ReviewLater(state.snapshot)) {
            state.mode = .review(view)
        } else {
            state.status = Status("Nothing to review: no task left unfinished since \(from.weekdayName) \(from)")
        }
    }
}

/// A key on the review screen: Enter or a puts the selected task on
/// today's list (on the Later page: brings it from the backlog).
func review(_ key: Key, _ view: inout ReviewView, _ state: inout AppState) -> Effect? {
    let reply = view.handle(key)
    switch reply {
    case .stay: state.mode = .review(view)
    case .close: state.mode = .browse
    case .unknown:
        let tab = view.later == nil ? "" : "; Tab shows the other page"
        state.status = Status("Enter or a takes the task to today\(tab); q closes", isError: true)
    case .takeBack(let task):
        state.mode = view.isDone ? .browse : .review(view)
        return .commit(.takeBack(task))
    case .bring(let task):
        state.mode = view.isDone ? .browse : .review(view)
        return .commit(.move(task.ref, .today))
    }
    return nil
}

/// Draws the history or review screen when one is open; false otherwise.
func drawRecordScreen(_ state: AppState, _ canvas: inout Canvas) -> Bool {
    switch state.mode {
    case .history(let view): drawHistory(&canvas, view, status: state.status)
    case .review(let view): drawReview(&canvas, view, status: state.status)
    case .routines(let view): drawRoutines(&canvas, view, status: state.status)
    default: return false
    }
    return true
}

/// A key on the history screen.
func record(_ key: Key, _ view: inout HistoryView, _ state: inout AppState) -> Effect? {
    state.status = nil
    switch view.handle(key, size: state.size) {
    case .stay: state.mode = .history(view)
    case .close:
        if view.fromRoutines { return .loadRecord(.routines) }
        state.mode = .browse
    case .unknown: break
    case .undo: return .undo
    case .markLate(let name, let day): return .markLate(name, day)
    }
    return nil
}

/// The record screen to read again after the file changed, if one is open.
func recordToReadAgain(_ state: AppState) -> Effect? {
    switch state.mode {
    case .history: .loadRecord(.history)
    case .routines: .loadRecord(.routines)
    default: nil
    }
}

/// The history screen as `L` opens it on `store`'s record, drawn at `size`
/// (what `make bench` times: reading the record and drawing it).
public func historyScreen(of store: TodoStore, size: Size) throws -> Canvas {
    var state = AppState(snapshot: Snapshot(store: store), size: size)
    open(.history, try store.logbook(), &state)
    return render(state, size: size)
}
