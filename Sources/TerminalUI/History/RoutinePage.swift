import TodoCore
import Printable
import Processes
import TaskPaper

/// A routine's page (Enter on its view of the history screen), scrolled as
/// the day's page is: its whole name, its days or why it has none, its
/// streaks, the legend of the marks and the share of due days done, the
/// selected day with the routine's task then, and its weeks, newest first
/// (a row a week, Monday to Sunday). Whatever its calendar has no room for
/// at a small size can be read here.
enum RoutinePage {
    static func lines(_ view: HistoryView, _ routine: Routine, width: Int) -> [DayPage.Line] {
        let history = RoutineHistory(routine, book: view.book)
        var out: [DayPage.Line] = []
        func add(_ text: String, _ style: Style, column: Int = 0, box: String? = nil) {
            for (k, part) in DisplayWidth.wrapped(text, width: max(1, width - column)).enumerated() {
                out.append(DayPage.Line(text: part, column: column, style: style, box: k == 0 ? box : nil))
            }
        }
        add("Routine: " + routine.task.nameAndTags, .header)
        add(routine.schedule.map { "every \($0)" } ?? routine.problem ?? "", routine.schedule == nil ? .error : .note)
        add(history.streakTexts[0], .progress)
        out += legend(width: width)
        add("30 days: \(history.share) due days done", .hint)
        out.append(DayPage.Line(text: "", column: 0, style: .plain))
        add(history.dayHeader(view.selected), .section)
        for line in history.dayLines(view.selected) where line.style != .error {
            add(line.text, line.style, column: 6, box: line.box)
        }
        guard let since = history.since else { return out }
        out.append(DayPage.Line(text: "", column: 0, style: .plain))
        out.append(DayPage.Line(text: "week of     M T W T F S S", column: 0, style: .hint))
        var monday = view.book.today.adding(days: -((view.book.today.weekday + 6) % 7))
        while monday.adding(days: 6) >= since {
            out.append(week(from: monday, history))
            monday = monday.adding(days: -7)
        }
        return out
    }

    /// The marks with their words, as many a line as fit.
    private static func legend(width: Int) -> [DayPage.Line] {
        var lines: [DayPage.Line] = []
        var spans: [DayPage.Span] = []
        var used = 0
        for (day, word) in RoutineMarks.legend {
            let (mark, style) = RoutineMarks.mark(day)
            let item = 2 + DisplayWidth.of(word)
            if !spans.isEmpty, used + 2 + item > width {
                lines.append(DayPage.Line(spans: spans))
                (spans, used) = ([], 0)
            }
            if !spans.isEmpty {
                spans.append(DayPage.Span(text: "  ", style: .hint))
                used += 2
            }
            spans += [DayPage.Span(text: mark, style: style), DayPage.Span(text: " " + word, style: .hint)]
            used += item
        }
        return lines + [DayPage.Line(spans: spans)]
    }

    /// `2026-11-16  █ █ × █ █ · ·`: a week's days from Monday (blank before
    /// the routine's first task and after today).
    private static func week(from monday: Day, _ history: RoutineHistory) -> DayPage.Line {
        var spans = [DayPage.Span(text: "\(monday)  ", style: .hint)]
        for offset in 0..<7 {
            let day = monday.adding(days: offset)
            let (mark, style) = day <= history.book.today ? history.cell(day) ?? (" ", .plain) : (" ", .plain)
            if offset > 0 { spans.append(DayPage.Span(text: " ", style: .plain)) }
            spans.append(DayPage.Span(text: mark, style: style))
        }
        return DayPage.Line(spans: spans)
    }
}
