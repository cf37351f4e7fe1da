import TodoCore

/// Something that happened: a key, a new terminal size, or what the store
/// answered.
public enum Event: Sendable {
    case key(Key)
    case resized(Size)
    /// New content: after a change (`focus` = where the acted-on task is now,
    /// `message` = what happened) or a reload from disk (both nil).
    case loaded(Snapshot, focus: TaskRef?, message: String?)
    /// A refusal or an error, one line.
    case failed(String)
}

/// What `update` asks the run loop to do.
public enum Effect: Sendable {
    case commit(Action)
    case undo, redo, openEditor, redraw, suspend, quit
}

/// The whole app logic: state and event in, new state and maybe an effect out.
public func update(_ state: inout AppState, _ event: Event) -> Effect? {
    let effect: Effect?
    switch event {
    case .key(let key):
        effect = handle(key, &state)
    case .resized(let size):
        state.size = size
        effect = nil
    case .loaded(let snapshot, let focus, let message):
        reload(&state, snapshot, focus: focus)
        if let message { state.status = Status(message) }
        effect = nil
    case .failed(let message):
        state.status = Status(message, isError: true)
        effect = nil
    }
    keepSelectionVisible(&state)
    return effect
}

private func handle(_ key: Key, _ state: inout AppState) -> Effect? {
    // Quit, suspend and redraw work in every mode (text being typed stays).
    switch KeyTable.command(for: key) {
    case .quit where key == .control("c"): return .quit
    case .suspend: return .suspend
    case .redraw: return .redraw
    default: break
    }
    // Too small to see anything: only q (quit) and Esc (stop typing) act.
    if state.size.isTooSmall {
        if key == .character("q") { return .quit }
        if key == .escape { state.mode = .browse }
        return nil
    }
    switch state.mode {
    case .help(let top):
        let page = max(1, state.size.height - 2)
        let last = max(0, HelpScreen.lines.count - (state.size.height - 1))
        switch key {
        case .down, .character("j"): state.mode = .help(min(last, top + 1))
        case .up, .character("k"): state.mode = .help(max(0, top - 1))
        case .pageDown, .character(" "): state.mode = .help(min(last, top + page))
        case .pageUp: state.mode = .help(max(0, top - page))
        default: state.mode = .browse
        }
        return nil
    case .editing(let purpose, var editor):
        switch editor.handle(key) {
        case .editing:
            state.mode = .editing(purpose, editor)
            return nil
        case .cancelled:
            state.mode = .browse
            return nil
        case .accepted(let text):
            state.mode = .browse
            return accept(purpose, text, &state)
        }
    case .browse:
        state.status = nil
        guard let command = KeyTable.command(for: key) else {
            state.status = Status("\(key.label) does nothing here: press ? for the keys", isError: true)
            return nil
        }
        return run(command, &state)
    }
}

private func accept(_ purpose: EditPurpose, _ text: String, _ state: inout AppState) -> Effect? {
    switch purpose {
    case .add(let section):
        return .commit(.add(section, text, priority: 1))
    case .rename(let ref):
        return .commit(.rename(ref, text))
    case .addNote(let ref):
        state.expanded.insert(ref)
        return .commit(.addNote(ref, text))
    case .editNote(let ref, let index):
        return .commit(.editNote(ref, index: index, text))
    }
}

private func run(_ command: Command, _ state: inout AppState) -> Effect? {
    switch command {
    case .moveUp: move(&state, by: -1)
    case .moveDown: move(&state, by: 1)
    case .moveTop: move(&state, by: -Int.max / 2)
    case .moveBottom: move(&state, by: Int.max / 2)
    case .pageUp: move(&state, by: -max(1, Layout(state).bodyHeight - 1))
    case .pageDown: move(&state, by: max(1, Layout(state).bodyHeight - 1))
    case .add(let section): state.mode = .editing(.add(section), LineEditor())
    case .help: state.mode = .help(0)
    case .undo: return .undo
    case .redo: return .redo
    case .openEditor: return .openEditor
    case .redraw: return .redraw
    case .suspend: return .suspend
    case .quit: return .quit
    default: return runOnSelection(command, &state)
    }
    return nil
}

/// Commands about the selected task (or note).
private func runOnSelection(_ command: Command, _ state: inout AppState) -> Effect? {
    guard let focus = state.selection, let task = state.task(focus.ref) else {
        state.status = Status("No task selected: press a to add one", isError: true)
        return nil
    }
    let ref = focus.ref
    switch command {
    case .toggleDone: return .commit(.toggleDone(ref))
    case .delay: return .commit(.delay(ref))
    case .cyclePriority: return .commit(.cyclePriority(ref))
    case .setPriority(let level): return .commit(.setPriority(ref, level))
    case .addNote: state.mode = .editing(.addNote(ref), LineEditor())
    case .rename:
        if let note = focus.note, note < task.notes.count {
            state.mode = .editing(.editNote(ref, note), LineEditor(task.notes[note]))
        } else {
            state.mode = .editing(.rename(ref), LineEditor(task.name))
        }
    case .delete:
        if let note = focus.note { return .commit(.deleteNote(ref, index: note)) }
        return .commit(.delete(ref))
    case .toggleNotes:
        if state.expanded.remove(ref) != nil {
            state.selection = Focus(ref: ref)
        } else if task.notes.isEmpty {
            state.status = Status("No notes yet: press n to add one")
        } else {
            state.expanded.insert(ref)
        }
    default: break
    }
    return nil
}

private func move(_ state: inout AppState, by delta: Int) {
    let focuses = state.lines.compactMap(\.focus)
    guard !focuses.isEmpty else { return }
    let current = state.selection.flatMap { focuses.firstIndex(of: $0) } ?? 0
    let step = max(-focuses.count, min(focuses.count, delta))
    let target = max(0, min(focuses.count - 1, current + step))
    state.selection = focuses[target]
}

/// Takes new content, keeping the selection on the same task (or note), else
/// on the same row.
private func reload(_ state: inout AppState, _ snapshot: Snapshot, focus: TaskRef?) {
    let oldFocuses = state.lines.compactMap(\.focus)
    let oldIndex = state.selection.flatMap { oldFocuses.firstIndex(of: $0) }
    state.snapshot = snapshot
    let refs = Set(Section.allCases.flatMap { snapshot.tasks($0).map(\.ref) })
    state.expanded = state.expanded.intersection(refs)
    let focuses = state.lines.compactMap(\.focus)
    var wanted = state.selection
    if let focus { wanted = Focus(ref: focus, note: wanted?.ref == focus ? wanted?.note : nil) }
    if let wanted, focuses.contains(wanted) {
        state.selection = wanted
    } else if let wanted, focuses.contains(Focus(ref: wanted.ref)) {
        state.selection = Focus(ref: wanted.ref)
    } else if focuses.isEmpty {
        state.selection = nil
    } else {
        state.selection = focuses[min(oldIndex ?? 0, focuses.count - 1)]
    }
}

private func keepSelectionVisible(_ state: inout AppState) {
    let lines = state.lines
    let selected = state.selection.flatMap { focus in lines.firstIndex { $0.focus == focus } }
    let height = Layout(state).bodyHeight
    state.scroll = AppState.scrolled(state.scroll, selected: selected, height: height, lineCount: lines.count)
    // On the first task, show everything above it when it fits.
    if let selected, selected < height, lines[..<selected].allSatisfy({ $0.focus == nil }) { state.scroll = 0 }
}

extension AppState {
    func task(_ ref: TaskRef) -> TodoTask? {
        snapshot.tasks(ref.section).first { $0.ref == ref }
    }
}
