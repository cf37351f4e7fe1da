import TodoCore

/// The routines screen: one row a routine — today's box (`[x]` done,
/// `[ ]` due and open, `[-]` due but its task no longer on today's list,
/// nothing when not due), its name and tags, its days, its current and best
/// streak and its priority — and under a routine that has no schedule, the
/// line that says why. Then the last message, and the open field or the keys.
func drawRoutines(_ canvas: inout Canvas, _ view: RoutinesView, status: Status?) {
    drawRoutinesProgress(&canvas, view.standings.map(\.today))
    canvas.put("Routines", row: 0, column: 0, style: .header)
    let rows = RoutineRows(view)
    let height = max(0, canvas.height - 3)
    if view.standings.isEmpty {
        canvas.put(
            DisplayWidth.truncated("No routines yet: a adds one (its days are asked next)", to: canvas.width - 2), row: 1,
            column: 2, style: .empty)
    }
    let top = AppState.scrolled(0, selected: rows.first(of: view.selected), height: height, lineCount: rows.lines.count)
    for (offset, line) in rows.lines.dropFirst(top).prefix(height).enumerated() {
        let row = 1 + offset
        let standing = view.standings[line.routine]
        if line.isProblem {
            let problem = standing.routine.problem ?? ""
            canvas.put(DisplayWidth.truncated(problem, to: canvas.width - 7), row: row, column: 6, style: .error)
            continue
        }
        drawRoutine(standing, &canvas, row: row, thisYear: view.today.year)
        if line.routine == view.selected { canvas.markSelected(row: row) }
    }
    canvas.putStatus(status)
    if let field = view.field {
        drawPrompt(&canvas, field.prompt, field.editor, row: canvas.height - 1)
    } else {
        let pages = HintBar.pages(width: canvas.width, hints: KeyTable.routineScreen.hints)
        drawHints(&canvas, pages[view.hintPage % pages.count], row: canvas.height - 1)
    }
}

/// `1/2 done today`: of the routines whose task is on today's list, those
/// checked; then how many tasks left the list (they cannot be done today).
private func drawRoutinesProgress(_ canvas: inout Canvas, _ days: [RoutineDay]) {
    let listed = days.filter { $0 == .done || $0 == .open }
    let gone = days.count { $0 == .notListed || $0 == .missed }
    let progress = "\(listed.count { $0 == .done })/\(listed.count) done today"
    let longer = progress + ", \(gone) not on the list"
    let text =
        listed.isEmpty && gone == 0
        ? "none due today" : gone > 0 && DisplayWidth.of(longer) + 10 <= canvas.width ? longer : progress
    canvas.putRight(text, row: 0, style: .progress)
}

/// The lines of the screen: each routine, and the problem of each that has
/// no schedule.
private struct RoutineRows {
    var lines: [(routine: Int, isProblem: Bool)] = []

    init(_ view: RoutinesView) {
        for (k, standing) in view.standings.enumerated() {
            lines.append((k, false))
            if standing.routine.schedule == nil { lines.append((k, true)) }
        }
    }

    func first(of routine: Int) -> Int? { lines.firstIndex { $0.routine == routine } }
}

/// A routine's row; its details (days, next due day, streaks) shorten to
/// fit: `weekday · next Tue 11-24 · streak 3 · best 3`, then `… · 3/3`,
/// then without the next day, then the streaks alone.
private func drawRoutine(_ standing: RoutineStanding, _ canvas: inout Canvas, row: Int, thisYear: Int) {
    let routine = standing.routine
    switch standing.today {
    case .done: canvas.put("[x]", row: row, column: 2, style: .done)
    case .open: canvas.put("[ ]", row: row, column: 2, style: .task)
    case .missed, .notListed: canvas.put("[-]", row: row, column: 2, style: .note)
    case .notDue: break
    }
    let level = min(3, max(1, routine.task.priority))
    let marks = priorityMark(level)
    let streaks = standing.streaks
    let next = standing.next.map { $0.short(thisYear: thisYear) } ?? "–"
    let details: [String] =
        if let schedule = routine.schedule {
            [
                "\(schedule) · next \(next) · streak \(streaks.current) · best \(streaks.best)",
                "\(schedule) · next \(next) · \(streaks.current)/\(streaks.best)",
                "\(schedule) · \(streaks.current)/\(streaks.best)",
                "\(streaks.current)/\(streaks.best)",
            ]
        } else {
            ["no schedule", "–"]
        }
    // The name keeps at least ten columns; the details take what is left.
    let room = canvas.width - 6 - 4 - 2
    let detail = details.first { DisplayWidth.of($0) + 10 <= room } ?? ""
    let x = canvas.width - 1 - 3 - 1 - DisplayWidth.of(detail)
    canvas.put(detail, row: row, column: x, style: routine.schedule == nil ? .error : .note)
    canvas.put(marks, row: row, column: canvas.width - 1 - level, style: Style.priority(level))
    canvas.put(
        DisplayWidth.truncated(routine.task.nameAndTags, to: max(1, x - 7)), row: row, column: 6,
        style: standing.today == .done ? .done : .task)
}
