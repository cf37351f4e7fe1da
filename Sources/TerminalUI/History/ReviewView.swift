import TodoCore
import TaskPaper

/// The review of the last day's unfinished tasks: each can be put on today's
/// list again (Enter or a); nothing comes back without that choice.
public struct ReviewView: Equatable, Sendable {
    public var day: Day
    public var tasks: [PastTask]
    public var selected = 0

    public init(day: Day, tasks: [PastTask]) {
        self.day = day
        self.tasks = tasks
    }

    /// The last day's unfinished tasks that are not on Today already (each
    /// Today task stands for one unfinished task of its name), sorted as the
    /// list sorts its tasks.
    public init?(book: Logbook, today: [TodoTask]) {
        guard let last = book.lastDayUnfinished else { return nil }
        let left = last.tasks.notBack(on: today)
        if left.isEmpty { return nil }
        self.init(day: last.day, tasks: left.inListOrder)
    }

    /// `3 unfinished from Sun: r to review`
    public var offer: String {
        "\(tasks.count) unfinished from \(day.weekdayName): r to review"
    }

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

/// The review screen: the day, its unfinished tasks drawn as the list
/// draws tasks, with the same marks in the same places (the selected one
/// in reverse video, with `>`), the last message, the keys.
func drawReview(_ canvas: inout Canvas, _ view: ReviewView, status: Status?) {
    canvas.put("Unfinished from \(view.day.weekdayName) \(view.day)", row: 0, column: 0, style: .header)
    let rows = max(0, canvas.height - 3)
    let top = max(0, min(view.selected - rows + 1, view.tasks.count - rows))
    for (offset, task) in view.tasks.dropFirst(top).prefix(rows).enumerated() {
        let row = 1 + offset
        let shown = TodoTask(
            ref: TaskRef(section: .today, name: task.name), priority: task.priority, isDelayed: task.isDelayed,
            isRoutine: task.isRoutine, notes: task.notes, subtasks: task.subtasks, tags: task.tags)
        drawTask(shown, &canvas, row: row, notesShown: false)
        if top + offset == view.selected { canvas.markSelected(row: row) }
    }
    canvas.putStatus(status)
    let hints = ["Enter/a take back to today  j k move  q close", "Enter take back  q close", "q close"]
    let hint = hints.first { DisplayWidth.of($0) <= canvas.width } ?? ""
    canvas.put(hint, row: canvas.height - 1, column: 0, style: .hint)
}
