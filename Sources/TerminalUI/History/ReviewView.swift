import TodoCore
import TaskPaper

/// The review of the unfinished tasks of every day since it was last
/// opened: newest day first, each day under its own header; each task can
/// be put on today's list again (Enter or a); nothing comes back without
/// that choice.
public struct ReviewView: Equatable, Sendable {
    public var today: Day
    /// Newest day first, each day's tasks in the list's order.
    public var tasks: [PastTask]
    public var selected = 0

    public init(today: Day, tasks: [PastTask]) {
        self.today = today
        self.tasks = tasks
    }

    /// The tasks that wait (not back on Today); nil when none does.
    public init?(_ waiting: ReviewWaiting) {
        let tasks = waiting.waitingNumbers.map { waiting.tasks[$0 - 1] }
        if tasks.isEmpty { return nil }
        self.init(today: waiting.today, tasks: tasks)
    }

    /// `Unfinished from Sat–Mon`
    var title: String { "Unfinished from " + ReviewWaiting.span(of: tasks.map(\.day), today: today) }

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

    enum Reply: Equatable { case stay, close, takeBack(PastTask), unknown }

    mutating func handle(_ key: Key) -> Reply {
        switch key {
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): selected = min(tasks.count - 1, selected + 1)
        case .enter, .character("a"):
            let task = tasks.remove(at: selected)
            selected = min(selected, max(0, tasks.count - 1))
            return .takeBack(task)
        case .character("q"), .character("r"), .escape: return .close
        default: return .unknown
        }
        return .stay
    }
}

/// The review screen: the days, each under its header (`Mon 2026-11-23`),
/// their unfinished tasks drawn as the list draws tasks, with the same
/// marks in the same places (the selected one in reverse video, with `>`),
/// the last message, the keys.
func drawReview(_ canvas: inout Canvas, _ view: ReviewView, status: Status?) {
    canvas.put(view.title, row: 0, column: 0, style: .header)
    let rows = view.rows
    let height = max(0, canvas.height - 3)
    let selectedRow = rows.firstIndex(of: .task(view.selected)) ?? 0
    let top = max(0, min(selectedRow - height + 1, rows.count - height))
    for (offset, line) in rows.dropFirst(top).prefix(height).enumerated() {
        let row = 1 + offset
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
    canvas.putStatus(status)
    let hints = ["Enter/a take back to today  j k move  q close", "Enter take back  q close", "q close"]
    let hint = hints.first { DisplayWidth.of($0) <= canvas.width } ?? ""
    canvas.put(hint, row: canvas.height - 1, column: 0, style: .hint)
}
