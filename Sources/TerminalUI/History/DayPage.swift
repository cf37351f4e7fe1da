import TodoCore
import TaskPaper

/// The selected day on a page of its own (Enter on the history screen):
/// its counts and every task, with names wrapped, then the streaks and the
/// shares, scrolled with ↑ ↓. Whatever the calendar screen has no room for
/// at a small size can be read here. On a routine's view, the routine's
/// page instead (see `RoutinePage`).
enum DayPage {
    /// One row of the page: its text, where it starts and how it looks, and
    /// the checkbox before a task's first line; or parts in styles of their own.
    struct Line: Equatable {
        var text: String
        var column: Int
        var style: Style
        var box: String? = nil
        var spans: [Span] = []

        init(text: String, column: Int, style: Style, box: String? = nil) {
            (self.text, self.column, self.style, self.box) = (text, column, style, box)
        }

        /// A line drawn in parts from the left edge.
        init(spans: [Span]) {
            self.init(text: spans.map(\.text).joined(), column: 0, style: .plain)
            self.spans = spans
        }
    }

    /// A part of a line and its style.
    struct Span: Equatable {
        var text: String
        var style: Style
    }

    static func lines(_ view: HistoryView, width: Int) -> [Line] {
        if let routine = view.routine { return RoutinePage.lines(view, routine, width: width) }
        let day = view.selected
        let tasks = view.book.tasks(on: day)
        var out = DisplayWidth.wrapped(dayHeader(view), width: width).map { Line(text: $0, column: 0, style: .section) }
        for task in tasks {
            let style: Style = task.fate == .done ? .done : task.fate == .deleted ? .note : .task
            let tail = task.fate == .unfinished || task.fate == .deleted ? " (\(task.fate.rawValue))" : ""
            for (k, part) in DisplayWidth.wrapped(task.name + tail, width: max(1, width - 6)).enumerated() {
                out.append(Line(text: part, column: 6, style: style, box: k == 0 ? task.fate.checkbox : nil))
            }
        }
        let s = view.book.streaks
        let percent = { (n: Int) in view.book.share(ofLast: n).percent.map { "\($0)%" } ?? "–" }
        out.append(Line(text: "", column: 0, style: .plain))
        for text in [
            "streak \(days(s.current))", "longest \(days(s.longest))", "done over 7 days: \(percent(7))",
            "done over 30 days: \(percent(30))",
        ] {
            out += DisplayWidth.wrapped(text, width: width).map { Line(text: $0, column: 0, style: .hint) }
        }
        return out
    }

    /// `Fri 2026-11-20 · 3 done, 1 deleted`, as the calendar screen heads the day.
    static func dayHeader(_ view: HistoryView) -> String {
        let day = view.selected
        let tasks = view.book.tasks(on: day)
        let counts = Fate.allCases.compactMap { fate in
            let n = tasks.count { $0.fate == fate }
            return n == 0 ? nil : "\(n) \(fate.rawValue)"
        }
        return "\(day.weekdayName) \(day)" + (day == view.book.today ? " (today)" : "") + " · "
            + (counts.isEmpty ? "nothing recorded" : counts.joined(separator: ", "))
    }

    /// How far the page can scroll at this size: its lines less the rows.
    static func lastTop(_ view: HistoryView, size: Size) -> Int {
        max(0, lines(view, width: size.width).count - (size.height - 1))
    }

    static func draw(_ canvas: inout Canvas, _ view: HistoryView, top: Int) {
        let rows = canvas.height - 1
        let all = lines(view, width: canvas.width)
        let first = min(top, max(0, all.count - rows))
        for (row, line) in all.dropFirst(first).prefix(rows).enumerated() {
            if let box = line.box { canvas.put(box, row: row, column: 2, style: line.style) }
            guard !line.spans.isEmpty else {
                canvas.put(line.text, row: row, column: line.column, style: line.style)
                continue
            }
            var x = line.column
            for span in line.spans { x = canvas.put(span.text, row: row, column: x, style: span.style) }
        }
        let mark = view.routine == nil ? "" : "  x done"
        let hints = ["↑↓ scroll  ←→ day\(mark)  Enter back", "↑↓ scroll  ←→ day  Enter back", "↑↓ ←→ Enter back", "Enter back"]
        canvas.put(
            hints.first { DisplayWidth.of($0) <= canvas.width } ?? "", row: canvas.height - 1, column: 0, style: .hint)
    }

    private static func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }
}
