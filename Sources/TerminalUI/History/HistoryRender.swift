import TodoCore
import TaskPaper

/// The shade of a day: nothing done, then the quarters of the record's days
/// with something done, by how much (as contribution calendars do), so a
/// light and a heavy user both see their own range. Characters of
/// increasing weight carry it on every terminal; the theme adds colour where
/// there is some.
enum Heat {
    static let marks: [String] = ["·", "░", "▒", "▓", "█"]
    static let styles: [Style] = [.heat0, .heat1, .heat2, .heat3, .heat4]

    /// The counts that end the first three quarters of the days with
    /// something done (empty for a record without any).
    static func scale(_ book: Logbook) -> [Int] {
        let counts = book.summaries.map { $0.count(.done) }.filter { $0 > 0 }.sorted()
        guard !counts.isEmpty else { return [] }
        return [1, 2, 3].map { counts[(counts.count * $0 - 1) / 4] }
    }

    /// 0 for nothing done, else 1 plus the number of quarter ends below `done`.
    static func level(_ done: Int, scale: [Int]) -> Int {
        done <= 0 ? 0 : 1 + scale.count { done > $0 }
    }
}

private let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/// The history screen: streaks and shares, a calendar of tasks done per day
/// (a week a column, Monday on top, today the last day drawn, underlined
/// and pointed at with `<`, the selected day in reverse video), and the
/// selected day's tasks below it.
func drawHistory(_ canvas: inout Canvas, _ view: HistoryView, status: Status? = nil) {
    defer {
        // What a key did or why it was refused, over the hints, until the next key.
        if let status {
            canvas.put(
                String(repeating: " ", count: canvas.width), row: canvas.height - 1, column: 0, style: .plain)
            canvas.put(
                DisplayWidth.truncated(status.text, to: canvas.width), row: canvas.height - 1, column: 0,
                style: status.isError ? .error : .message)
        }
    }
    if let top = view.page { return DayPage.draw(&canvas, view, top: top) }
    let layout = HistoryLayout(Size(width: canvas.width, height: canvas.height))
    if let routine = view.routine {
        drawRoutineHistory(&canvas, view, routine, layout)
    } else {
        drawTitle(&canvas, view.book)
        drawDays(&canvas, view, layout) { day in
            // A day before the record begins stays blank (nothing is known of it).
            if let first = view.book.firstDay, day < first { return nil }
            let level = Heat.level(view.book.doneCount(on: day), scale: view.scale)
            return (Heat.marks[level], day == view.book.today ? .heatToday : Heat.styles[level])
        }
        drawLegend(&canvas, view.book, row: layout.legendRow)
        drawDay(&canvas, view, rows: layout.details)
    }
    let tab = view.routines.isEmpty ? "" : "  Tab routines"
    // Enter opens the day's list, or on a routine's view the routine's page.
    let enter = view.routine == nil ? "Enter list" : "Enter page"
    // On a routine's view, x marks the selected (missed) day done.
    let mark = view.routine == nil ? "" : "  x done"
    let hints =
        layout.isStrip
        ? [
            "←→ day  \(enter)\(mark)  g today\(tab)  q back", "←→ day  \(enter)  g today\(tab)  q back",
            "←→ day  \(enter)  q back", "←→ Enter q back", "q back",
        ]
        : [
            "←→ week  ↑↓ day  \(enter)\(mark)  g today\(tab)  q back", "←→ week  ↑↓ day  \(enter)  g today\(tab)  q back",
            "←→ week  ↑↓ day  \(enter)  g today  q back",
            "←→ week  ↑↓ day  \(enter)  q back", "←→ week ↑↓ day Enter q", "hjkl Enter q", "q back",
        ]
    canvas.put(firstFitting(hints, canvas.width), row: layout.bottomRow, column: 0, style: .hint)
}

/// The calendar, or the one line of days of a small screen: each day as
/// `cell` draws it (nil: blank), today pointed at, the selected day in
/// reverse video.
func drawDays(_ canvas: inout Canvas, _ view: HistoryView, _ layout: HistoryLayout, cell: (Day) -> (String, Style)?) {
    if layout.isStrip {
        drawStrip(&canvas, view, layout, cell: cell)
    } else {
        drawCalendar(&canvas, view, layout, cell: cell)
    }
}

func firstFitting(_ texts: [String], _ width: Int) -> String {
    texts.first { DisplayWidth.of($0) <= width } ?? DisplayWidth.truncated(texts.last ?? "", to: width)
}

func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }

private func drawTitle(_ canvas: inout Canvas, _ book: Logbook) {
    let s = book.streaks
    let right = [
        "streak \(days(s.current)) · longest \(days(s.longest))", "streak \(s.current) · longest \(s.longest)",
        "streak \(s.current)/\(s.longest)",
    ].first { DisplayWidth.of($0) + 8 <= canvas.width }
    if let right { canvas.putRight(right, row: 0, style: .progress) }
    canvas.put("History", row: 0, column: 0, style: .header)
}

private func drawLegend(_ canvas: inout Canvas, _ book: Logbook, row: Int) {
    let percent = { (n: Int) in book.share(ofLast: n).percent.map { "\($0)%" } ?? "–" }
    let (week, month) = (percent(7), percent(30))
    let right = ["done 7 days \(week) · 30 days \(month)", "7d \(week) · 30d \(month)", "7d \(week)"]
    let left = ["less \(Heat.marks.joined()) more", Heat.marks.joined()]
    var used = 0
    if let text = right.first(where: { DisplayWidth.of($0) + 6 <= canvas.width }) {
        used = DisplayWidth.of(text) + 1
        canvas.putRight(text, row: row, style: .hint)
    }
    guard let legend = left.first(where: { DisplayWidth.of($0) + used <= canvas.width }) else { return }
    var x = 0
    for part in legend.split(separator: " ", omittingEmptySubsequences: false) {
        if part.count == Heat.marks.count {
            for (level, mark) in Heat.marks.enumerated() {
                x = canvas.put(mark, row: row, column: x, style: Heat.styles[level])
            }
        } else {
            x = canvas.put(String(part), row: row, column: x, style: .hint)
        }
        x += 1
    }
}

/// Monday of the day's week.
private func weekStart(_ day: Day) -> Day { day.adding(days: -((day.weekday + 6) % 7)) }

private func drawCalendar(
    _ canvas: inout Canvas, _ view: HistoryView, _ layout: HistoryLayout, cell: (Day) -> (String, Style)?
) {
    let weeks = layout.columns
    let lastWeek = weekStart(view.book.today)
    var first = lastWeek.adding(days: -7 * (weeks - 1))
    if view.selected < first { first = weekStart(view.selected) }
    for (row, name) in [(0, "Mon"), (2, "Wed"), (4, "Fri")] {
        canvas.put(name, row: layout.calendarTop + row, column: 0, style: .hint)
    }
    var monthEnd = 0
    for week in 0..<weeks {
        let start = first.adding(days: 7 * week)
        let x = HistoryLayout.labelWidth + 2 * week
        if layout.hasMonths, let firstOfMonth = (0..<7).map({ start.adding(days: $0) }).first(where: { $0.day == 1 }),
            x >= monthEnd
        {
            monthEnd = canvas.put(monthNames[firstOfMonth.month - 1], row: 1, column: x, style: .hint) + 1
        }
        for row in 0..<7 {
            let day = start.adding(days: row)
            guard day <= view.book.today else { break }
            drawCell(&canvas, view, day, row: layout.calendarTop + row, column: x, cell: cell)
            if day == view.book.today { canvas.put("<", row: layout.calendarTop + row, column: x + 1, style: .heatToday) }
        }
    }
}

private func drawStrip(
    _ canvas: inout Canvas, _ view: HistoryView, _ layout: HistoryLayout, cell: (Day) -> (String, Style)?
) {
    let count = layout.columns
    var first = view.book.today.adding(days: -(count - 1))
    if view.selected < first { first = view.selected }
    for x in 0..<count {
        let day = first.adding(days: x)
        guard day <= view.book.today else { break }
        drawCell(&canvas, view, day, row: layout.calendarTop, column: x, cell: cell)
    }
}

private func drawCell(
    _ canvas: inout Canvas, _ view: HistoryView, _ day: Day, row: Int, column: Int, cell: (Day) -> (String, Style)?
) {
    if day == view.selected { canvas.select(row: row, column: column) }
    guard let (mark, style) = cell(day) else { return }
    canvas.put(mark, row: row, column: column, style: style)
}

/// The selected day: its counts, then its tasks as `log` prints them; what
/// does not fit is on the day's page (Enter).
private func drawDay(_ canvas: inout Canvas, _ view: HistoryView, rows: Range<Int>) {
    guard let top = rows.first else { return }
    let tasks = view.book.tasks(on: view.selected)
    canvas.put(DisplayWidth.truncated(DayPage.dayHeader(view), to: canvas.width), row: top, column: 0, style: .section)
    let room = rows.count - 1
    for (offset, task) in tasks.prefix(room).enumerated() {
        let row = top + 1 + offset
        if offset == room - 1, tasks.count > room {
            canvas.put("… \(tasks.count - room + 1) more: Enter", row: row, column: 2, style: .hint)
            break
        }
        let box = task.fate.checkbox
        let style: Style = task.fate == .done ? .done : task.fate == .deleted ? .note : .task
        canvas.put(box, row: row, column: 2, style: style)
        let tail = task.fate == .unfinished || task.fate == .deleted ? " (\(task.fate.rawValue))" : ""
        let x = canvas.put(
            DisplayWidth.truncated(task.nameAndTags, to: canvas.width - 7 - tail.count), row: row, column: 6, style: style)
        if !tail.isEmpty { canvas.put(tail, row: row, column: x, style: .note) }
    }
}
