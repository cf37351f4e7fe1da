import TodoCore
import TaskPaper

/// The review of the unfinished tasks of every day since it was last
/// opened: newest day first, each day under its own header; each task can
/// be put on today's list again (Enter or a); nothing comes back without
/// that choice. Its second page, Later, lists what arrived from Later
/// today and the backlog, from which Enter brings a task to Today.
public struct ReviewView: Equatable, Sendable {
    public var today: Day
    /// Newest day first, each day's tasks in the list's order.
    public var tasks: [PastTask]
    public var selected = 0
    /// The Later page; nil when Later has nothing to show.
    var later: ReviewLater?
    /// Whether the Later page is shown.
    var onLater = false

    public init(today: Day, tasks: [PastTask]) {
        self.today = today
        self.tasks = tasks
    }

    /// The tasks that wait (not back on Today) and the Later page; nil
    /// when neither has anything to show. It opens on the unfinished
    /// tasks, or on Later when none waits.
    init?(_ waiting: ReviewWaiting, later: ReviewLater? = nil) {
        let tasks = waiting.waitingNumbers.map { waiting.tasks[$0 - 1] }
        let later = later.flatMap { $0.isEmpty ? nil : $0 }
        if tasks.isEmpty && later == nil { return nil }
        self.init(today: waiting.today, tasks: tasks)
        self.later = later
        onLater = tasks.isEmpty
    }

    /// `Unfinished from Sat–Mon`, or `Later` on the second page.
    var title: String {
        if onLater { return "Later" }
        return "Unfinished from " + ReviewWaiting.span(of: tasks.map(\.day), today: today)
    }

    /// The screen's rows: each day's header, then its tasks (by index).
    var rows: [Row] {
        var rows: [Row] = []
        for (k, task) in tasks.enumerated() {
            if k == 0 || tasks[k - 1].day != task.day { rows.append(.day(task.day)) }
            rows.append(.task(k))
        }
        return rows
    }

    enum Row: Equatable { case day(Day), task(Int) }

    enum Reply: Equatable { case stay, close, takeBack(PastTask), bring(TodoTask), unknown }

    mutating func handle(_ key: Key) -> Reply {
        switch KeyTable.reviewScreen.command(for: key) {
        case .moveUp: step(-1)
        case .moveDown: step(1)
        case .otherPage where hasTwoPages: onLater.toggle()
        case .toToday where onLater:
            if let task = later?.bring(today: today) { return .bring(task) }
        case .toToday:
            guard !tasks.isEmpty else { return .stay }
            let task = tasks.remove(at: selected)
            selected = min(selected, max(0, tasks.count - 1))
            if tasks.isEmpty, later != nil { onLater = true }
            return .takeBack(task)
        case .back: return .close
        default: return .unknown
        }
        return .stay
    }

    private mutating func step(_ by: Int) {
        if onLater {
            later?.move(by: by)
        } else {
            selected = max(0, min(tasks.count - 1, selected + by))
        }
    }

    /// Whether both pages are there to switch between: Later has something
    /// to show and some unfinished task waits.
    var hasTwoPages: Bool { later != nil && !tasks.isEmpty }

    /// Whether nothing is left to choose on either page.
    var isDone: Bool { tasks.isEmpty && (later?.backlog.isEmpty ?? true) }
}

/// The review screen: the days, each under its header (`Mon 2026-11-23`),
/// their unfinished tasks drawn as the list draws tasks, with the same
/// marks in the same places (the selected one in reverse video, with `>`),
/// or the Later page; the last message, the keys.
func drawReview(_ canvas: inout Canvas, _ view: ReviewView, status: Status?) {
    let end = canvas.put(view.title, row: 0, column: 0, style: .header)
    if view.hasTwoPages {
        let page = view.onLater ? "2/2" : "1/2"
        if end + 1 + DisplayWidth.of(page) <= canvas.width { canvas.putRight(page, row: 0, style: .hint) }
    }
    if let later = view.later, view.onLater {
        drawReviewLater(&canvas, later)
    } else {
        drawUnfinished(&canvas, view)
    }
    canvas.putStatus(status)
    drawHints(&canvas, KeyTable.reviewHints(view), row: canvas.height - 1)
}

private func drawUnfinished(_ canvas: inout Canvas, _ view: ReviewView) {
    for (row, line) in reviewWindow(view.rows, selected: .task(view.selected), canvas) {
        switch line {
        case .day(let day):
            canvas.put("\(day.weekdayName) \(day)", row: row, column: 0, style: .header)
        case .task(let k):
            let task = view.tasks[k]
            let shown = TodoTask(
                ref: TaskRef(section: .today, name: task.name), priority: task.priority, isDelayed: task.isDelayed,
                isRoutine: task.isRoutine, notes: task.notes, subtasks: task.subtasks, tags: task.tags)
            drawTask(shown, &canvas, row: row, notesShown: false)
            if k == view.selected { canvas.markSelected(row: row) }
        }
    }
}

/// The rows of a review page that fit between its title and the status
/// line, scrolled so `selected` shows, each with its screen row.
func reviewWindow<Row: Equatable>(_ rows: [Row], selected: Row, _ canvas: Canvas) -> [(Int, Row)] {
    let height = max(0, canvas.height - 3)
    let selectedRow = rows.firstIndex(of: selected) ?? 0
    let top = max(0, min(selectedRow - height + 1, rows.count - height))
    return rows.dropFirst(top).prefix(height).enumerated().map { (1 + $0.offset, $0.element) }
}
