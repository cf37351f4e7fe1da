import TodoCore
import TaskPaper

/// Why the list changed without a key press.
enum Reload: Equatable, Sendable {
    /// The day turned: what its rules did, and the review of the last day
    /// when it is offered (as at a launch).
    case newDay(DayTurn, review: Status?)
    case fileChanged

    /// What the status line says of it, on `day` (the day shown now):
    /// `New day Sun 2026-11-22: 3 archived (1 done, 2 unfinished), 1 moved
    /// from Tomorrow. 2 unfinished from Sat: r to review`.
    func status(on day: Day) -> Status {
        switch self {
        case .newDay(let turn, let review):
            Status("New day \(day.weekdayName) \(day): \(turn.summary)." + (review.map { " " + $0.text } ?? ""))
        case .fileChanged:
            Status("File changed on disk; reloaded.")
        }
    }
}
