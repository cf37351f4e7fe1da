import TodoCore
import TaskPaper

/// The routines screen's state: where each routine stands (read with the
/// record, for the streaks), the selected routine, and the field open on
/// it, if any.
public struct RoutinesView: Equatable, Sendable {
    var standings: [RoutineStanding]
    /// The record's today: the next due days are written against its year.
    var today: Day
    var selected = 0
    var field: RoutineField?
    /// The routine to select once the screen is read again (the one a
    /// change was about).
    var focus: String?
    /// The page of the hint bar shown (`m` turns it when the keys do not
    /// all fit).
    var hintPage = 0

    /// Read again (the file changed, a change was saved): the open field
    /// stays, and so does the selected routine (or the one named `focus`).
    init(book: Logbook, routines: [Routine], keeping old: RoutinesView? = nil, focus: String? = nil) {
        standings = book.standings(of: routines)
        today = book.today
        field = old?.field
        hintPage = old?.hintPage ?? 0
        let name = focus ?? old?.focus ?? old?.selectedRoutine?.name
        selected = standings.firstIndex { $0.routine.name == name } ?? min(old?.selected ?? 0, max(0, standings.count - 1))
    }

    var selectedRoutine: Routine? { standings.indices.contains(selected) ? standings[selected].routine : nil }
}

/// A text field of the routines screen, and what its text is for.
struct RoutineField: Equatable, Sendable {
    enum Purpose: Equatable, Sendable {
        /// A new routine's name, then its days.
        case name
        case days(name: String)
        case rename(TaskRef)
        case reschedule(TaskRef)
        case note(TaskRef)
    }

    var purpose: Purpose
    var editor: LineEditor

    var prompt: String {
        switch purpose {
        case .name: "Routine: "
        case .days, .reschedule: "Every: "
        case .rename: "Rename: "
        case .note: "Note: "
        }
    }

    var memory: FieldMemory.Kind {
        switch purpose {
        case .name: .task
        case .rename: .rename
        case .days, .reschedule: .days
        case .note: .note
        }
    }

    /// What the status line says while the field is open.
    var help: String {
        switch purpose {
        case .name, .rename, .note: "Enter saves, Esc cancels"
        case .days, .reschedule: "weekday, mon, thu, 1st, 15, last, month, 2 weeks, dec 25…; Enter saves, Esc cancels"
        }
    }
}

/// A key on the routines screen: its field first, when one is open; else
/// its key table (`KeyTable.routineScreen`).
func routinesKey(_ key: Key, _ view: inout RoutinesView, _ state: inout AppState) -> Effect? {
    defer { if case .routines = state.mode { state.mode = .routines(view) } }
    if var field = view.field {
        let outcome = field.editor.handle(key)
        view.field = field
        switch outcome {
        case .editing:
            return nil
        case .cancelled:
            state.fieldMemory.keep(field.editor, field.memory, accepted: nil)
            view.field = nil
            state.status = nil
            return nil
        case .accepted(let text):
            state.fieldMemory.keep(field.editor, field.memory, accepted: text)
            return accept(field, text, &view, &state)
        }
    }
    state.status = nil
    guard let command = KeyTable.routineScreen.command(for: key) else {
        state.status = Status("\(key.label) does nothing here: a adds a routine, q goes back", isError: true)
        return nil
    }
    switch command {
    case .moveUp: view.selected = max(0, view.selected - 1)
    case .moveDown: view.selected = min(max(0, view.standings.count - 1), view.selected + 1)
    case .add(.routines): open(.name, "", &view, &state)
    case .undo: return .undo
    case .moreHints:
        if HintBar.pages(width: state.size.width, hints: KeyTable.routineScreen.hints).count > 1 {
            view.hintPage += 1
        } else {
            state.status = Status("Every key of this screen is in the bar")
        }
    case .back:
        state.mode = .browse
        return nil
    default:
        guard let routine = view.selectedRoutine else {
            state.status = Status("No routine yet: a adds one", isError: true)
            return nil
        }
        switch command {
        case .rename: open(.rename(routine.ref), routine.task.nameAndTags, &view, &state)
        case .reschedule: open(.reschedule(routine.ref), routine.schedule?.description ?? routine.every ?? "", &view, &state)
        case .delete: return .commit(.delete(routine.ref))
        case .setPriority(let level): return .commit(.setPriority(routine.ref, level))
        case .cyclePriority: return .commit(.cyclePriority(routine.ref))
        case .addNote: open(.note(routine.ref), "", &view, &state)
        case .history: return .loadRecord(.routineHistory(routine.name))
        default: break
        }
    }
    return nil
}

private func open(_ purpose: RoutineField.Purpose, _ text: String, _ view: inout RoutinesView, _ state: inout AppState) {
    let field = RoutineField(purpose: purpose, editor: LineEditor())
    view.field = RoutineField(purpose: purpose, editor: state.fieldMemory.field(field.memory, text))
    state.status = Status(field.help)
}

/// The field's text accepted: a new routine's name asks for its days next;
/// the rest is saved (a refusal opens the field again with the text).
private func accept(_ field: RoutineField, _ text: String, _ view: inout RoutinesView, _ state: inout AppState) -> Effect? {
    if case .name = field.purpose {
        guard text.contains(where: { !$0.isWhitespace }) else {
            state.status = Status(TodoError.emptyName.description, isError: true)
            return nil
        }
        open(.days(name: text), "day", &view, &state)
        return nil
    }
    state.fieldBeingSaved = .routines(view)
    view.field = nil
    state.status = nil
    switch field.purpose {
    case .name: return nil
    case .days(let name): return .commit(.addRoutine(name, every: text, priority: 1))
    case .rename(let ref): return .commit(.rename(ref, text))
    case .reschedule(let ref): return .commit(.setSchedule(ref, text))
    case .note(let ref): return .commit(.addNote(ref, text))
    }
}

/// Pasted text goes into the open field; with none it is ignored.
func routinesPaste(_ text: String, _ view: RoutinesView, _ state: inout AppState) {
    guard var field = view.field else {
        state.status = Status("Pasted text is ignored here: press a (or e, s, n) first to paste into a field", isError: true)
        return
    }
    field.editor.paste(text)
    var view = view
    view.field = field
    state.mode = .routines(view)
}

/// A change saved from the routines screen: the routine it was about is
/// selected once the screen is read again.
func keepRoutineFocus(_ focus: TaskRef?, _ state: inout AppState) {
    guard case .routines(var view) = state.mode, let focus, focus.section == .routines else { return }
    view.focus = focus.name
    state.mode = .routines(view)
}
