import TodoCore

// Where the selection goes: moved by keys, kept on the same task (or note)
// when new content comes, and kept on screen.

func move(_ state: inout AppState, by delta: Int) {
    let focuses = state.lines.compactMap(\.focus)
    guard !focuses.isEmpty else { return }
    let current = state.selection.flatMap { focuses.firstIndex(of: $0) } ?? 0
    let step = max(-focuses.count, min(focuses.count, delta))
    let target = max(0, min(focuses.count - 1, current + step))
    state.selection = focuses[target]
}

/// Takes new content, keeping the selection on the same task (or note), else
/// on the same row.
func reload(_ state: inout AppState, _ snapshot: Snapshot, focus: TaskRef?) {
    let oldFocuses = state.lines.compactMap(\.focus)
    let oldIndex = state.selection.flatMap { oldFocuses.firstIndex(of: $0) }
    state.snapshot = snapshot
    let refs = Set(Section.listed.flatMap { snapshot.tasks($0).map(\.ref) })
    // Set only when a task whose notes were shown is gone: each set builds the lines again.
    let kept = state.expanded.intersection(refs)
    if kept != state.expanded { state.expanded = kept }
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

func keepSelectionVisible(_ state: inout AppState) {
    let lines = state.lines
    let selected = state.selection.flatMap { focus in lines.firstIndex { $0.focus == focus } }
    let height = ScreenLayout(state).bodyHeight
    state.scroll = AppState.scrolled(state.scroll, selected: selected, height: height, lineCount: lines.count)
    // On the first task, show everything above it when it fits.
    if let selected, selected < height, lines[..<selected].allSatisfy({ $0.focus == nil }) { state.scroll = 0 }
}
