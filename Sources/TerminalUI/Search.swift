import TodoCore

/// `/`: a search field; as it is typed only the tasks whose name or notes
/// match stay in the list. Enter keeps the filter, Esc clears it; while a
/// filter is on, `n` and `N` go to the next and previous match and Esc in
/// the list clears it.
func startSearch(_ state: inout AppState) {
    state.mode = .searching(state.fieldMemory.field(.search, state.search?.text ?? ""))
}

func searchKey(_ key: Key, _ editor: LineEditor, _ state: inout AppState) {
    var editor = editor
    switch editor.handle(key) {
    case .editing:
        state.mode = .searching(editor)
        filter(&state, SearchQuery(editor.text))
    case .accepted(let text):
        state.fieldMemory.keep(editor, .search, accepted: text)
        state.mode = .browse
        filter(&state, SearchQuery(text))
    case .cancelled:
        state.fieldMemory.keep(editor, .search, accepted: nil)
        state.mode = .browse
        filter(&state, nil)
    }
}

/// Text pasted into the search field.
func searchPaste(_ text: String, _ editor: LineEditor, _ state: inout AppState) {
    var editor = editor
    editor.paste(text)
    state.mode = .searching(editor)
    filter(&state, SearchQuery(editor.text))
}

/// The keys a filter gives the list: n, N and Esc. True when the key was one.
func filteredListKey(_ key: Key, _ state: inout AppState) -> Bool {
    guard let query = state.search else { return false }
    switch key {
    case .character("n"): jumpToMatch(query, forward: true, &state)
    case .character("N"): jumpToMatch(query, forward: false, &state)
    case .escape:
        filter(&state, nil)
        state.status = Status("Filter cleared")
    default: return false
    }
    return true
}

/// The status line while the search field is open.
func searchStatus(_ state: AppState) -> Status {
    guard let query = state.search else { return Status("Type to filter; Enter keeps the filter, Esc clears it") }
    let count = state.searchFilter?.count ?? matchingTasks(query, state.snapshot)
    let found = count == 0 ? "No task matches" : count == 1 ? "1 task matches" : "\(count) tasks match"
    return Status("\(found); Enter keeps the filter, Esc clears it", isError: count == 0)
}

func matchingTasks(_ query: SearchQuery, _ snapshot: Snapshot) -> Int {
    Section.listed.reduce(0) { $0 + snapshot.tasks($1).filter { $0.matches(query) }.count }
}

private func filter(_ state: inout AppState, _ query: SearchQuery?) {
    state.search = query
    // One pass, nothing copied: the list may hold every task.
    let lines = state.lines
    if let selection = state.selection, lines.contains(where: { $0.focus == selection }) { return }
    if let selection = state.selection, lines.contains(where: { $0.focus == Focus(ref: selection.ref) }) {
        state.selection = Focus(ref: selection.ref)
    } else {
        state.selection = lines.lazy.compactMap(\.focus).first
    }
}

/// The next (or previous) row that holds a match, coming round at the end.
private func jumpToMatch(_ query: SearchQuery, forward: Bool, _ state: inout AppState) {
    let lines = state.lines
    let matching: [Focus] = lines.compactMap { line in
        switch line {
        case .task(let task) where query.matches(task.nameAndTags) || !state.expanded.contains(task.ref) && task.matches(query):
            Focus(ref: task.ref)
        case .note(let task, let index) where query.matches(task.notes[index]):
            Focus(ref: task.ref, note: index)
        default: nil
        }
    }
    guard !matching.isEmpty else {
        state.status = Status("No task matches “\(query.text)”", isError: true)
        return
    }
    let focuses = lines.compactMap(\.focus)
    let current = state.selection.flatMap { focuses.firstIndex(of: $0) } ?? -1
    let positions = matching.map { focuses.firstIndex(of: $0)! }
    let next =
        forward
        ? positions.first { $0 > current } ?? positions[0]
        : positions.last { $0 < current } ?? positions[positions.count - 1]
    state.selection = focuses[next]
}
