import TodoCore
import TaskPaper

/// Something that happened: a key, a new terminal size, or what the store
/// answered.
enum Event: Equatable, Sendable {
    case key(Key)
    /// Text the terminal marked as pasted: it never runs a command.
    case paste(String)
    /// A mouse report (only when the mouse is switched on).
    case mouse(MouseEvent)
    case resized(Size)
    /// New content: after a change (`focus` = where the acted-on task is now,
    /// `message` = what happened) or a reload from disk (both nil).
    case loaded(Snapshot, focus: TaskRef?, message: String?)
    /// The file changed on disk, or the day turned: the list as it is now.
    case reloaded(Snapshot, because: Reload)
    /// Whether outside edits are found by looking (the folder cannot be watched).
    case watching(polling: Bool)
    /// Undo or redo found nothing to do.
    case nothingToUndo, nothingToRedo
    /// The store refused an action (one line): the file may have changed
    /// under the app, so it asks to be shown as it is now.
    case refused(String)
    /// An error, one line.
    case failed(String)
    /// The record, read for the screen that asked for it.
    case recordLoaded(Logbook, RecordScreen)
    /// A background sync ended; its one line.
    case synced(String, failed: Bool)
}

/// What `update` asks the run loop to do.
enum Effect: Equatable, Sendable {
    case commit(Action)
    /// Mark the routine's missed day done after the fact (see `LateDay`).
    case markLate(String, Day)
    case undo, redo, openEditor, redraw, suspend, quit
    /// Read the record (the archive) and answer with `.recordLoaded`.
    case loadRecord(RecordScreen)
    /// Start `txtodo sync` in the background.
    case sync
    /// Open the address in the browser.
    case openLink(String)
    /// Read the file again and show it (after a refusal).
    case reload
}

/// The whole app logic: state and event in, new state and maybe an effect out.
func update(_ state: inout AppState, _ event: Event) -> Effect? {
    let effect: Effect?
    let kept = state.keptPlace
    state.keptPlace = nil
    let fieldBeingSaved = state.fieldBeingSaved
    state.fieldBeingSaved = nil
    switch event {
    case .key(let key):
        effect = handle(key, &state)
    case .paste(let text):
        paste(text, &state)
        effect = nil
    case .mouse(let event):
        effect = mouse(event, &state)
    case .resized(let size):
        state.size = size
        effect = nil
    case .loaded(let snapshot, var focus, let message):
        focus = kept?.selection(after: snapshot, focus: focus) ?? focus
        // A warning the change brought (its undo or version record could
        // not be written) is said with what it did, not hidden behind it.
        let fresh = snapshot.warnings.first { !state.snapshot.warnings.contains($0) }
        reload(&state, snapshot, focus: focus)
        if let message { state.status = fresh.map { Status(message + " " + $0, isError: true) } ?? Status(message) }
        keepRoutineFocus(focus, &state)
        effect = recordToReadAgain(state)
    case .reloaded(let snapshot, let reason):
        reload(&state, snapshot, focus: kept?.selection(after: snapshot, focus: nil))
        state.status = reason.status(on: snapshot.today)
        // An open history or routines screen is read again, so it shows what the change did.
        effect = recordToReadAgain(state)
    case .watching(let polling):
        state.checksByPolling = polling
        effect = nil
    case .nothingToUndo, .nothingToRedo:
        state.status = Status(event == .nothingToUndo ? "Nothing to undo" : "Nothing to redo", isError: true)
        effect = nil
    case .refused(let message), .failed(let message):
        state.status = Status(message, isError: true)
        // The text stays, to be corrected or cancelled.
        if let fieldBeingSaved { state.mode = fieldBeingSaved }
        if case .refused = event { effect = .reload } else { effect = nil }
    case .recordLoaded(let book, let screen):
        open(screen, book, &state)
        effect = nil
    case .synced(let line, let failed):
        finishSync(&state, line, failed: failed)
        effect = nil
    }
    keepSelectionVisible(&state)
    return effect
}

private func handle(_ key: Key, _ state: inout AppState) -> Effect? {
    // Ctrl-C is Esc in a field or the link chooser (what was typed is kept
    // for Ctrl-Y alike) and quits everywhere else; suspend and redraw work
    // in every mode (text being typed stays).
    if key == .control("c") {
        switch state.mode {
        case .editing, .choosingLink, .searching: return handle(.escape, &state)
        case .routines(let view) where view.field != nil: return handle(.escape, &state)
        default: return .quit
        }
    }
    switch state.keys.command(for: key) {
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
    case .history(var view):
        return record(key, &view, &state)
    case .review(var view):
        return review(key, &view, &state)
    case .routines(var view):
        return routinesKey(key, &view, &state)
    case .help(let top):
        let page = max(1, state.size.height - 2)
        let last = HelpScreen.lastTop(state)
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
            state.fieldMemory.keep(editor, FieldMemory.Kind(purpose), accepted: nil)
            state.mode = .browse
            return nil
        case .accepted(let text):
            state.fieldMemory.keep(editor, FieldMemory.Kind(purpose), accepted: text)
            state.fieldBeingSaved = .editing(purpose, editor)
            state.mode = .browse
            return accept(purpose, text, &state)
        }
    case .choosingLink(let choice):
        return chooseLink(key, choice, &state)
    case .searching(let editor):
        searchKey(key, editor, &state)
        return nil
    case .browse:
        state.status = nil
        if filteredListKey(key, &state) { return nil }
        // Esc has nothing to cancel in the list: it does nothing, quietly.
        if key == .escape { return nil }
        guard let command = state.keys.command(for: key) else {
            state.status = Status("\(key.label) does nothing here: press ? for the keys", isError: true)
            return nil
        }
        return run(command, &state)
    }
}

/// A paste goes into the open field, line breaks as spaces; in the list it
/// is ignored, so no pasted letter acts as a key.
private func paste(_ text: String, _ state: inout AppState) {
    if case .searching(let editor) = state.mode { return searchPaste(text, editor, &state) }
    if case .routines(let view) = state.mode { return routinesPaste(text, view, &state) }
    guard case .editing(let purpose, var editor) = state.mode else {
        state.status = Status("Pasted text is ignored here: press a (or e, n) first to paste into a field", isError: true)
        return
    }
    editor.paste(text)
    state.mode = .editing(purpose, editor)
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
    case .schedule(let ref):
        return scheduled(ref, text, &state)
    }
}

private func run(_ command: Command, _ state: inout AppState) -> Effect? {
    switch command {
    case .moveUp: move(&state, by: -1)
    case .moveDown: move(&state, by: 1)
    case .moveTop: move(&state, by: -Int.max / 2)
    case .moveBottom: move(&state, by: Int.max / 2)
    case .pageUp: move(&state, by: -max(1, ScreenLayout(state).bodyHeight - 1))
    case .pageDown: move(&state, by: max(1, ScreenLayout(state).bodyHeight - 1))
    case .add(.floating) where state.snapshot.floating.count >= floatingLimit:
        // Known before typing: say so now rather than after the text is typed.
        state.status = Status(TodoError.floatingFull(limit: floatingLimit).description, isError: true)
    case .add(let section): state.mode = .editing(.add(section), state.fieldMemory.field(.task))
    case .help: state.mode = .help(0)
    case .history: return .loadRecord(.history)
    case .review: return .loadRecord(.review)
    case .routines: return .loadRecord(.routines)
    case .search: startSearch(&state)
    case .moreHints:
        if HintBar.pages(width: state.size.width, keys: state.keys).count > 1 {
            state.hintPage += 1
        } else {
            // Keys without a hint (moving, 1 2 3, Enter…) are only in the help.
            let all = state.keys.bindings.allSatisfy { $0.hint != nil || $0.keys.isEmpty }
            state.status = Status(
                all ? "Every key is in the bar; ? lists them all" : "Every hint is in the bar; ? lists every key")
        }
    case .undo: return .undo
    case .redo: return .redo
    case .openEditor: return .openEditor
    case .redraw: return .redraw
    case .suspend: return .suspend
    case .quit: return .quit
    case .sync: return startSync(&state)
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
    case .toggleDone:
        state.keptPlace = KeptPlace.checking(ref, in: state.snapshot)
        return .commit(.toggleDone(ref))
    case .delay: return .commit(.delay(ref))
    case .openLink: return openLink(task, &state)
    case .cyclePriority: return .commit(.cyclePriority(ref))
    case .moveToSection(let down):
        let sections = Section.listed
        let index = sections.firstIndex(of: ref.section)! + (down ? 1 : -1)
        guard sections.indices.contains(index) else {
            let way = down ? "last section; < moves it up" : "first section; > moves it down"
            state.status = Status("“\(task.name)” is in \(ref.section.title), the \(way)", isError: true)
            return nil
        }
        return .commit(.move(ref, sections[index]))
    case .setPriority(let level): return .commit(.setPriority(ref, level))
    case .reorder(let way): return .commit(.reorder(ref, way))
    case .addNote: state.mode = .editing(.addNote(ref), state.fieldMemory.field(.note))
    case .rename:
        if let note = focus.note, note < task.notes.count {
            state.mode = .editing(.editNote(ref, note), state.fieldMemory.field(.note, task.notes[note]))
        } else {
            state.mode = .editing(.rename(ref), state.fieldMemory.field(.rename, task.nameAndTags))
        }
    case .delete:
        if let note = focus.note { return .commit(.deleteNote(ref, index: note)) }
        return .commit(.delete(ref))
    case .toLater: return .commit(.move(ref, .later))
    case .toToday: return .commit(.move(ref, .today))
    case .schedule: state.mode = .editing(.schedule(ref), state.fieldMemory.field(.day))
    case .toggleNotes where ref.section == .later && (!state.laterOpen || task.notes.isEmpty):
        // Enter on the folded line opens Later; on a task of it without notes, folds it.
        state.laterOpen.toggle()
        state.selection = Focus(ref: state.laterOpen ? ref : state.snapshot.later.first?.ref ?? ref)
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

extension AppState {
    func task(_ ref: TaskRef) -> TodoTask? {
        snapshot.tasks(ref.section).first { $0.ref == ref }
    }
}
