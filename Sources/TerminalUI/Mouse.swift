import TodoCore

/// The mouse in the list (when `mouse = on`): the wheel scrolls by moving
/// the selection three rows, as three presses of ↓ or ↑ would (the selected
/// row never leaves the screen), a click selects a row, a click on a
/// task's checkbox checks or unchecks it. In the help screen the wheel
/// scrolls; in fields and the link chooser the mouse does nothing.
func mouse(_ event: MouseEvent, _ state: inout AppState) -> Effect? {
    guard !state.size.isTooSmall else { return nil }
    switch (state.mode, event.action) {
    case (.help(let top), .wheelUp): state.mode = .help(max(0, top - 3))
    case (.help(let top), .wheelDown):
        state.mode = .help(min(HelpScreen.lastTop(state), top + 3))
    case (.browse, .wheelUp): move(&state, by: -3)
    case (.browse, .wheelDown): move(&state, by: 3)
    case (.browse, .press(0)): return click(event, &state)
    default: break
    }
    return nil
}

private func click(_ event: MouseEvent, _ state: inout AppState) -> Effect? {
    let layout = ScreenLayout(state)
    let lines = state.lines
    let top = AppState.scrolled(state.scroll, selected: nil, height: layout.bodyHeight, lineCount: lines.count)
    let offset = event.row - layout.bodyTop
    guard (0..<layout.bodyHeight).contains(offset), top + offset < lines.count, let focus = lines[top + offset].focus else {
        return nil
    }
    state.status = nil
    state.selection = focus
    // The checkbox `[ ]` is drawn in columns 2 to 4 of a task row.
    guard case .task(let task) = lines[top + offset], (2...4).contains(event.column) else { return nil }
    state.keptPlace = KeptPlace.checking(task.ref, in: state.snapshot)
    return .commit(.toggleDone(task.ref))
}
