import TodoCore
import TaskPaper

/// How a routine's day is drawn in its calendar: `█` done, `×` missed, `○`
/// due today and open, `·` not due; the same characters in every theme.
enum RoutineMarks {
    static func mark(_ day: RoutineDay) -> (String, Style) {
        switch day {
        case .done: ("█", .heat4)
        case .missed: ("×", .priorityHigh)
        case .open: ("○", .task)
        case .notDue: ("·", .heat0)
        }
    }

    static let legend: [(RoutineDay, String)] = [(.done, "done"), (.missed, "missed"), (.notDue, "not due")]
}

/// One routine's history: its streaks, a calendar of its days (from the
/// first day it made a task), the share of its due days done over the last
/// 30 days, and the selected day: what it was, and the routine's task then.
func drawRoutineHistory(_ canvas: inout Canvas, _ view: HistoryView, _ routine: Routine, _ layout: HistoryLayout) {
    let book = view.book
    let days = book.routines.days(of: routine.name)
    let since = days.made.min()
    let status = { (day: Day) in
        RoutineStreaks.status(of: day, schedule: routine.schedule, days: days, today: book.today)
    }
    let streaks = book.streaks(of: routine)
    let right = [
        "streak \(TerminalUI.days(streaks.current)) · best \(TerminalUI.days(streaks.best))",
        "streak \(streaks.current) · best \(streaks.best)", "\(streaks.current)/\(streaks.best)",
    ].first { DisplayWidth.of($0) + 12 <= canvas.width }
    var end = canvas.width
    if let right { end = canvas.putRight(right, row: 0, style: .progress) - DisplayWidth.of(right) - 1 }
    canvas.put(DisplayWidth.truncated("Routine: " + routine.name, to: max(1, end)), row: 0, column: 0, style: .header)
    drawDays(&canvas, view, layout) { day in
        guard let since, day >= since else { return nil }
        let (mark, style) = RoutineMarks.mark(status(day))
        return (mark, day == book.today ? .heatToday : style)
    }
    drawRoutineLegend(&canvas, row: layout.legendRow, share: share(since: since, today: book.today, status: status))
    drawRoutineDay(
        &canvas, view, routine, rows: layout.details,
        status: since.map { view.selected >= $0 } == true ? status(view.selected) : nil)
}

/// `8/9`: the due days of the last 30 before today that were done.
private func share(since: Day?, today: Day, status: (Day) -> RoutineDay) -> String {
    guard let since else { return "–" }
    var (done, due) = (0, 0)
    for back in 1...30 {
        let day = today.adding(days: -back)
        guard day >= since else { break }
        switch status(day) {
        case .done: (done, due) = (done + 1, due + 1)
        case .missed: due += 1
        case .open, .notDue: break
        }
    }
    return "\(done)/\(due)"
}

private func drawRoutineLegend(_ canvas: inout Canvas, row: Int, share: String) {
    var used = 0
    let rights = ["30 days: \(share) due days done", "30 days \(share)", share]
    if let text = rights.first(where: { DisplayWidth.of($0) + 12 <= canvas.width }) {
        used = DisplayWidth.of(text) + 1
        canvas.putRight(text, row: row, style: .hint)
    }
    var x = 0
    for (day, word) in RoutineMarks.legend {
        let (mark, style) = RoutineMarks.mark(day)
        guard x + 2 + word.count + used <= canvas.width else { break }
        x = canvas.put(mark, row: row, column: x, style: style) + 1
        x = canvas.put(word, row: row, column: x, style: .hint) + 2
    }
}

/// The selected day: what it was for the routine (nil: before its first
/// task), then the routine's task of that day as the record has it.
private func drawRoutineDay(
    _ canvas: inout Canvas, _ view: HistoryView, _ routine: Routine, rows: Range<Int>, status: RoutineDay?
) {
    guard let top = rows.first else { return }
    let day = view.selected
    let said =
        switch status {
        case .done: "done"
        case .missed: "missed"
        case .open: "open"
        case .notDue: "not due"
        case nil: "before its first task"
        }
    let header = "\(day.named)" + (day == view.book.today ? " (today)" : "") + " · " + said
    canvas.put(DisplayWidth.truncated(header, to: canvas.width), row: top, column: 0, style: .section)
    var lines: [(String, String, Style)] = view.book.tasks(on: day).filter { $0.isRoutine && $0.name == routine.name }
        .map { task in
            let tail = task.fate == .done ? "" : " (\(task.fate.rawValue))"
            return (task.fate.checkbox, task.nameAndTags + tail, task.fate == .done ? .done : .task)
        }
    if let problem = routine.problem { lines.append(("", problem, .error)) }
    for (offset, line) in lines.prefix(rows.count - 1).enumerated() {
        let row = top + 1 + offset
        canvas.put(line.0, row: row, column: 2, style: line.2)
        canvas.put(DisplayWidth.truncated(line.1, to: canvas.width - 7), row: row, column: 6, style: line.2)
    }
}
