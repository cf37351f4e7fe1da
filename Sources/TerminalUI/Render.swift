import TodoCore

/// Draws the state into a canvas of the given size. Pure.
///
/// A task row is `> [x] name … ↷ !!`: `>` marks the selected row (also drawn
/// in reverse video), `[ ]`/`[x]` the checkbox, then the name (cut with `…`),
/// and right-aligned marks: `+N` when N notes are hidden, `↷` when the task
/// has used its one delay, `↻` when a routine made it, and `!!` or `!!!`
/// for priority 2 or 3 (the default, 1, has no mark).
public func render(_ state: AppState, size: Size) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    if size.isTooSmall {
        drawTooSmall(&canvas)
        return canvas
    }
    if drawRecordScreen(state, &canvas) { return canvas }
    if case .help(let top) = state.mode {
        drawHelp(&canvas, top: top, path: state.snapshot.path, keys: state.keys, note: HelpScreen.watchNote(state))
        return canvas
    }
    var sized = state
    sized.size = size
    let layout = ScreenLayout(sized)
    drawHeader(&canvas, state.snapshot, filter: state.search?.text)
    drawBody(&canvas, sized, layout)
    if let row = layout.statusRow, let status = layout.status {
        for (offset, line) in layout.statusText(status.text).enumerated() {
            canvas.put(line, row: row + offset, column: 0, style: status.isError ? .error : .message)
        }
    }
    if case .choosingLink(let choice) = state.mode {
        drawChooser(&canvas, choice, bottom: layout.bottomRow)
    }
    if case .editing(let purpose, let editor) = state.mode {
        let prompt = purpose.prompt(typed: editor.text, today: state.snapshot.today, width: canvas.width)
        drawPrompt(&canvas, prompt, editor, row: layout.bottomRow)
    } else if case .searching(let editor) = state.mode {
        drawPrompt(&canvas, "/", editor, row: layout.bottomRow)
    } else {
        HintBar.draw(&canvas, row: layout.bottomRow, page: state.hintPage, keys: state.keys)
    }
    return canvas
}

private func drawHeader(_ canvas: inout Canvas, _ snapshot: Snapshot, filter: String?) {
    let progress = snapshot.progress
    let date = "\(snapshot.today.weekdayName) \(snapshot.today)"
    let count = "\(progress.done)/\(progress.total)"
    let right = canvas.width >= DisplayWidth.of(date) + count.count + 7 ? count + " done" : count
    canvas.putRight(right, row: 0, style: .progress)
    let end = canvas.put(date, row: 0, column: 0, style: .header, limit: canvas.width - right.count - 1)
    if let filter {
        let room = canvas.width - right.count - 1 - end - 2
        canvas.put(DisplayWidth.truncated("filter: " + filter, to: room), row: 0, column: end + 2, style: .match)
    }
}

private func drawBody(_ canvas: inout Canvas, _ state: AppState, _ layout: ScreenLayout) {
    let lines = state.lines
    let top = AppState.scrolled(state.scroll, selected: nil, height: layout.bodyHeight, lineCount: lines.count)
    for offset in 0..<layout.bodyHeight {
        let index = top + offset
        guard index < lines.count else { break }
        let row = layout.bodyTop + offset
        draw(lines[index], &canvas, row: row, state: state)
        if let focus = lines[index].focus, focus == state.selection {
            canvas.put(">", row: row, column: 0, style: .plain)
            canvas.select(row: row)
        }
    }
}

private func draw(_ line: BodyLine, _ canvas: inout Canvas, row: Int, state: AppState) {
    switch line {
    case .section(let section):
        var title = section.title
        if section == .floating { title += " \(state.snapshot.floating.count)/\(floatingLimit)" }
        canvas.put(title, row: row, column: 0, style: .section)
    case .fold(let next):
        // Indented like a task: the selection's mark goes before it.
        canvas.put(laterFold(state.snapshot, next: next), row: row, column: 2, style: .section, limit: canvas.width - 3)
    case .empty(let section):
        let hint =
            state.search != nil
            ? "no match"
            : section == .floating ? "nothing here: f adds" : section == .today ? "nothing here: a adds" : "nothing here: t adds"
        canvas.put(hint, row: row, column: 2, style: .empty)
    case .task(let task):
        let shown = drawTask(task, &canvas, row: row, notesShown: state.expanded.contains(task.ref))
        highlight(shown, row: row, column: 6, &canvas, search: state.search)
    case .note(let task, let index):
        let shown = DisplayWidth.truncated(task.notes[index], to: canvas.width - 7)
        canvas.put(shown, row: row, column: 6, style: .note)
        highlight(shown, row: row, column: 6, &canvas, search: state.search)
    case .subtask(let task, let index):
        let subtask = task.subtasks[index]
        let column = 4 + 2 * subtask.depth
        let text = (subtask.isDone ? "[x] " : "[ ] ") + subtask.name
        let shown = DisplayWidth.truncated(text, to: canvas.width - column - 1)
        canvas.put(shown, row: row, column: column, style: subtask.isDone ? .done : .note)
        highlight(shown, row: row, column: column, &canvas, search: nil)
    }
}

/// Draws the task's row; returns its name as drawn (cut to fit). The
/// review draws its rows with it too, so both show the same marks in the
/// same places.
@discardableResult
func drawTask(_ task: TodoTask, _ canvas: inout Canvas, row: Int, notesShown: Bool) -> String {
    let style: Style = task.isDone ? .done : .task
    canvas.put(task.isDone ? "[x]" : "[ ]", row: row, column: 2, style: style)
    let marks = marks(task, notesShown: notesShown)
    let marksWidth = marks.map { DisplayWidth.of($0.0) }.reduce(0, +) + max(0, marks.count - 1)
    // The name's room: the row less the checkbox and the marks, whose
    // priority keeps a three-column field (and a space before it) so names
    // line up.
    let priorityWidth = DisplayWidth.of(priorityMark(task.priority))
    let reserved = marksWidth - priorityWidth + (priorityWidth == 0 && !marks.isEmpty ? 1 : 0) + 3
    let shown = DisplayWidth.truncated(task.nameAndTags, to: canvas.width - 6 - reserved - 2)
    canvas.put(shown, row: row, column: 6, style: style)
    dimTags(task, shown: shown, row: row, column: 6, &canvas)
    var x = canvas.width - 1 - marksWidth
    for (text, markStyle) in marks {
        x = canvas.put(text, row: row, column: x, style: markStyle) + 1
    }
    return shown
}

private func marks(_ task: TodoTask, notesShown: Bool) -> [(String, Style)] {
    var marks: [(String, Style)] = []
    // A scheduled Later task's day: `Fri 2026-12-04`.
    if task.section == .later, let day = task.day { marks.append((day.named, .marker)) }
    if !task.notes.isEmpty, !notesShown { marks.append(("+\(task.notes.count)", .marker)) }
    if task.isDelayed { marks.append(("↷", .marker)) }
    if task.isRoutine { marks.append(("↻", .marker)) }
    let level = min(3, max(1, task.priority))
    if level > 1 { marks.append((priorityMark(level), task.isDone ? .done : Style.priority(level))) }
    return marks
}

func drawPrompt(_ canvas: inout Canvas, _ prompt: String, _ editor: LineEditor, row: Int) {
    let promptEnd = canvas.put(prompt, row: row, column: 0, style: .prompt, limit: canvas.width / 2)
    let field = editor.view(width: canvas.width - promptEnd)
    canvas.put(field.text, row: row, column: promptEnd, style: .plain)
    canvas.cursor = (row, promptEnd + field.cursorColumn)
}

private func drawTooSmall(_ canvas: inout Canvas) {
    let lines = ["Terminal too small", "need \(Size.minimum.width)×\(Size.minimum.height)", "q quits"]
    for (row, line) in lines.enumerated() {
        canvas.put(DisplayWidth.truncated(line, to: canvas.width), row: row, column: 0, style: .tooSmall)
    }
}
