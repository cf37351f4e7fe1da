import TodoCore
import TaskPaper

/// How a routine's day is drawn in its calendar: `█` done, `×` missed (today
/// too, once its task left today's list), `○` due today and open, `·` not
/// due; the same characters in every theme.
enum RoutineMarks {
    static func mark(_ day: RoutineDay) -> (String, Style) {
        switch day {
        case .done: ("█", .heat4)
        case .missed, .notListed: ("×", .priorityHigh)
        case .open: ("○", .task)
        case .notDue: ("·", .heat0)
        }
    }

    static let legend: [(RoutineDay, String)] = [(.done, "done"), (.missed, "missed"), (.notDue, "not due")]

    /// The legend's width on one line: `█ done  × missed  · not due`.
    static let legendWidth = legend.reduce(-2) { $0 + 2 + DisplayWidth.of($1.1) + 2 }
}

/// A routine's days in the record, as its calendar and its page show them.
struct RoutineHistory {
    let routine: Routine
    let book: Logbook
    let days: RoutineRecord.Days
    /// Its first day (see `Routine.firstDay`; nil: none yet): nothing before it counts.
    let since: Day?
    let streaks: RoutineStreaks

    init(_ routine: Routine, book: Logbook) {
        self.routine = routine
        self.book = book
        days = book.routines.days(of: routine.name)
        since = routine.firstDay(in: days)
        streaks = book.streaks(of: routine)
    }

    func status(_ day: Day) -> RoutineDay {
        RoutineStreaks.status(of: day, schedule: routine.schedule, days: days, today: book.today)
    }

    /// The mark of a day in its calendar (nil before its first day).
    func cell(_ day: Day) -> (String, Style)? {
        guard let since, day >= since else { return nil }
        let (mark, style) = RoutineMarks.mark(status(day))
        return (mark, day == book.today ? .heatToday : style)
    }

    /// Its streaks, longest wording first.
    var streakTexts: [String] {
        [
            "streak \(TerminalUI.days(streaks.current)) · best \(TerminalUI.days(streaks.best))",
            "streak \(streaks.current) · best \(streaks.best)", "\(streaks.current)/\(streaks.best)",
        ]
    }

    /// `8/9`: the due days of the last 30 before today that were done.
    var share: String {
        guard let since else { return "–" }
        var (done, due) = (0, 0)
        for back in 1...30 {
            let day = book.today.adding(days: -back)
            guard day >= since else { break }
            switch status(day) {
            case .done: (done, due) = (done + 1, due + 1)
            case .missed, .notListed: due += 1
            case .open, .notDue: break
            }
        }
        return "\(done)/\(due)"
    }

    /// `Mon 2026-11-16 · done`: what the day was for the routine.
    func dayHeader(_ day: Day) -> String {
        let said =
            switch since.map({ day >= $0 }) == true ? status(day) : nil {
            case .done: "done"
            case .missed: "missed"
            case .open: "open"
            case .notListed: "not on today's list"
            case .notDue: "not due"
            case nil: "before it started"
            }
        return "\(day.named)" + (day == book.today ? " (today)" : "") + " · " + said
    }

    /// The routine's task of that day as the record has it (box, text,
    /// style), then the line that says why it makes nothing, if it does.
    func dayLines(_ day: Day) -> [(box: String, text: String, style: Style)] {
        var lines: [(box: String, text: String, style: Style)] = book.tasks(on: day)
            .filter { $0.isRoutine && $0.name == routine.name }
            .map { task in
                let tail = task.fate == .done ? "" : " (\(task.fate.rawValue))"
                return (task.fate.checkbox, task.nameAndTags + tail, task.fate == .done ? .done : .task)
            }
        if let problem = routine.problem { lines.append(("", problem, .error)) }
        return lines
    }
}

/// One routine's history: its streaks, a calendar of its days (from the
/// first day it made a task), the share of its due days done over the last
/// 30 days, and the selected day: what it was, and the routine's task then.
/// The name keeps its room before the streaks; what does not fit is on the
/// routine's page (Enter).
func drawRoutineHistory(_ canvas: inout Canvas, _ view: HistoryView, _ routine: Routine, _ layout: HistoryLayout) {
    let history = RoutineHistory(routine, book: view.book)
    let title = "Routine: " + routine.name
    let texts = history.streakTexts
    let right =
        texts.first { DisplayWidth.of(title) + 1 + DisplayWidth.of($0) <= canvas.width }
        ?? texts.last.flatMap { DisplayWidth.of($0) + 12 <= canvas.width ? $0 : nil }
    var end = canvas.width
    if let right { end = canvas.putRight(right, row: 0, style: .progress) - DisplayWidth.of(right) - 1 }
    canvas.put(DisplayWidth.truncated(title, to: max(1, end)), row: 0, column: 0, style: .header)
    drawDays(&canvas, view, layout, cell: history.cell)
    drawRoutineLegend(&canvas, row: layout.legendRow, share: history.share)
    guard let top = layout.details.first else { return }
    let header = history.dayHeader(view.selected)
    canvas.put(DisplayWidth.truncated(header, to: canvas.width), row: top, column: 0, style: .section)
    for (offset, line) in history.dayLines(view.selected).prefix(layout.details.count - 1).enumerated() {
        let row = top + 1 + offset
        canvas.put(line.box, row: row, column: 2, style: line.style)
        canvas.put(DisplayWidth.truncated(line.text, to: canvas.width - 7), row: row, column: 6, style: line.style)
    }
}

/// The marks' legend, and the share of due days done when there is room
/// for both (the legend first).
private func drawRoutineLegend(_ canvas: inout Canvas, row: Int, share: String) {
    let rights = ["30 days: \(share) due days done", "30 days \(share)", share]
    if let text = rights.first(where: { RoutineMarks.legendWidth + 1 + DisplayWidth.of($0) <= canvas.width }) {
        canvas.putRight(text, row: row, style: .hint)
    }
    var x = 0
    for (day, word) in RoutineMarks.legend {
        let (mark, style) = RoutineMarks.mark(day)
        guard x + 2 + word.count <= canvas.width else { break }
        x = canvas.put(mark, row: row, column: x, style: style) + 1
        x = canvas.put(word, row: row, column: x, style: .hint) + 2
    }
}
