import TodoCore
import TaskPaper

/// The review's second page, Later: the tasks that arrived from Later today
/// (rule 5) and the backlog, from which Enter brings a task to Today, so
/// the day is planned from one screen.
struct ReviewLater: Equatable, Sendable {
    /// On Today, come from Later today: by rule 5, or brought from this page.
    var arrived: [TodoTask]
    /// Later's tasks without a day, in the list's order.
    var backlog: [TodoTask]
    /// The selected backlog task.
    var selected = 0

    init(_ snapshot: Snapshot) {
        arrived = snapshot.todayTasks.filter { snapshot.arrived.contains($0.name) }
        backlog = snapshot.later.filter { $0.day == nil }
    }

    var isEmpty: Bool { arrived.isEmpty && backlog.isEmpty }

    enum Row: Equatable { case heading(String), arrived(Int), backlog(Int), none(String) }

    /// What arrived under its heading, then the backlog under its own.
    var rows: [Row] {
        let arrivedRows = arrived.isEmpty ? [Row.none("nothing arrived from Later today")] : arrived.indices.map(Row.arrived)
        let backlogRows = backlog.isEmpty ? [Row.none("the backlog is empty")] : backlog.indices.map(Row.backlog)
        return [.heading("Arrived today")] + arrivedRows + [.heading("Backlog")] + backlogRows
    }

    mutating func move(by step: Int) {
        selected = max(0, min(backlog.count - 1, selected + step))
    }

    /// Takes the selected backlog task off the page's backlog and lists it
    /// as arrived; nil when the backlog is empty.
    mutating func bring(today: Day) -> TodoTask? {
        guard backlog.indices.contains(selected) else { return nil }
        let task = backlog.remove(at: selected)
        selected = min(selected, max(0, backlog.count - 1))
        var onToday = task
        onToday.ref = TaskRef(section: .today, name: task.name)
        onToday.day = today
        arrived.append(onToday)
        return task
    }
}

/// The Later page's rows under the title, scrolled to show the selection.
func drawReviewLater(_ canvas: inout Canvas, _ page: ReviewLater) {
    for (row, line) in reviewWindow(page.rows, selected: .backlog(page.selected), canvas) {
        switch line {
        case .heading(let text): canvas.put(text, row: row, column: 0, style: .header)
        case .none(let text): canvas.put(DisplayWidth.truncated(text, to: canvas.width - 3), row: row, column: 2, style: .empty)
        case .arrived(let k): _ = drawTask(page.arrived[k], &canvas, row: row, notesShown: false)
        case .backlog(let k):
            _ = drawTask(page.backlog[k], &canvas, row: row, notesShown: false)
            if k == page.selected { canvas.markSelected(row: row) }
        }
    }
}

extension KeyTable {
    /// The review's hint bar, from its key table: what Enter does on the
    /// page shown, the other page when there is one, closing.
    static func reviewHints(_ view: ReviewView) -> [HintBar.Hint] {
        var words: [(Command, String)] = [(.toToday, view.onLater ? "to today" : "take back")]
        if view.hasTwoPages { words.append((.otherPage, view.onLater ? "unfinished" : "later")) }
        words.append((.back, "close"))
        return words.compactMap { command, word in reviewScreen.label(of: command).map { ($0, word) } }
    }
}
