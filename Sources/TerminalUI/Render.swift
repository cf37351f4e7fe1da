import TodoCore

/// Draws the state into a canvas of the given size. Pure.
///
/// A task row is `> [x] name … ↷ !!`: `>` marks the selected row (also drawn
/// in reverse video), `[ ]`/`[x]` the checkbox, then the name (cut with `…`),
/// and right-aligned marks: `+N` when N notes are hidden, `↷` when the task
/// has used its one delay, and `!`, `!!` or `!!!` for its priority.
public func render(_ state: AppState, size: Size) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    if size.isTooSmall {
        drawTooSmall(&canvas)
        return canvas
    }
    if case .help(let top) = state.mode {
        drawHelp(&canvas, top: top)
        return canvas
    }
    var sized = state
    sized.size = size
    let layout = Layout(sized)
    drawHeader(&canvas, state.snapshot)
    drawBody(&canvas, sized, layout)
    if let row = layout.statusRow, let status = sized.statusLine {
        canvas.put(DisplayWidth.truncated(status.text, to: size.width), row: row, column: 0,
                   style: status.isError ? .error : .message)
    }
    if case .editing(let purpose, let editor) = state.mode {
        drawPrompt(&canvas, purpose, editor, row: layout.bottomRow)
    } else {
        drawHints(&canvas, row: layout.bottomRow)
    }
    return canvas
}

private let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

private func drawHeader(_ canvas: inout Canvas, _ snapshot: Snapshot) {
    let progress = snapshot.progress
    let date = "\(weekdays[snapshot.today.weekday]) \(snapshot.today)"
    let count = "\(progress.done)/\(progress.total)"
    let right = canvas.width >= DisplayWidth.of(date) + count.count + 7 ? count + " done" : count
    canvas.putRight(right, row: 0, style: .progress)
    canvas.put(date, row: 0, column: 0, style: .header, limit: canvas.width - right.count - 1)
}

private func drawBody(_ canvas: inout Canvas, _ state: AppState, _ layout: Layout) {
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
    case .empty(let section):
        let hint = section == .floating ? "nothing here: f adds" : section == .today ? "nothing here: a adds" : "nothing here: t adds"
        canvas.put(hint, row: row, column: 2, style: .empty)
    case .task(let task):
        drawTask(task, &canvas, row: row, notesShown: state.expanded.contains(task.ref))
    case .note(let task, let index):
        canvas.put(DisplayWidth.truncated(task.notes[index], to: canvas.width - 7), row: row, column: 6, style: .note)
    }
}

private func drawTask(_ task: TodoTask, _ canvas: inout Canvas, row: Int, notesShown: Bool) {
    let style: Style = task.isDone ? .done : .task
    canvas.put(task.isDone ? "[x]" : "[ ]", row: row, column: 2, style: style)
    var marks: [(String, Style)] = []
    if !task.notes.isEmpty, !notesShown { marks.append(("+\(task.notes.count)", .marker)) }
    if task.isDelayed { marks.append(("↷", .marker)) }
    marks.append((String(repeating: "!", count: min(3, max(1, task.priority))), task.isDone ? .done : .priority))
    let marksWidth = marks.map { DisplayWidth.of($0.0) }.reduce(0, +) + marks.count - 1
    // Priority marks keep a three-column field so names line up.
    let rightWidth = marksWidth + (3 - min(3, max(1, task.priority)))
    let nameLimit = canvas.width - 6 - rightWidth - 2
    canvas.put(DisplayWidth.truncated(task.name, to: nameLimit), row: row, column: 6, style: style)
    var x = canvas.width - 1 - marksWidth
    for (text, markStyle) in marks {
        x = canvas.put(text, row: row, column: x, style: markStyle) + 1
    }
}

private func drawHints(_ canvas: inout Canvas, row: Int) {
    var x = 0
    for (key, word) in KeyTable.hints {
        let width = DisplayWidth.of(key) + 1 + DisplayWidth.of(word)
        if x + width > canvas.width { break }
        x = canvas.put(key, row: row, column: x, style: .hintKey)
        x = canvas.put(" " + word, row: row, column: x, style: .hint) + 2
    }
}

private func drawPrompt(_ canvas: inout Canvas, _ purpose: EditPurpose, _ editor: LineEditor, row: Int) {
    let promptEnd = canvas.put(purpose.prompt, row: row, column: 0, style: .prompt, limit: canvas.width / 2)
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
