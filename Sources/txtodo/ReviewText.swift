import TodoStore
import TodoCore

/// What `txtodo review` prints: the waiting tasks numbered, under their
/// days, newest day first.
///
///     Mon 2026-11-23
///       1 [ ] Call Sam !!
///             about the party
///       2 [ ] Water plants
///     Sat 2026-11-21
///       4 [ ] Pay rent
///
/// A task taken back keeps its number out of the listing, so the others
/// keep theirs.
enum ReviewText {
    static func render(_ waiting: ReviewWaiting) -> String {
        let days = waiting.days
        guard let widest = waiting.waitingNumbers.last else {
            return "Nothing to review: no task left unfinished since \(waiting.from.weekdayName) \(waiting.from)."
        }
        let width = String(widest).count
        var out: [String] = []
        for day in days {
            out.append("\(day.day.weekdayName) \(day.day)")
            for (number, task) in day.tasks {
                let label = String(number)
                let marks = priorityMark(task.priority)
                out.append(
                    String(repeating: " ", count: 2 + width - label.count) + label + " [ ] " + task.nameAndTags
                        + (marks.isEmpty ? "" : " " + marks))
                let indent = String(repeating: " ", count: 2 + width + 5)
                out += task.notes.map { indent + $0 }
            }
        }
        return out.joined(separator: "\n")
    }

    /// `txtodo review --json`, version 1 (stable; new fields may be added,
    /// none removed):
    ///
    ///     {"version":1,"today":"2026-11-24","file":"/home/me/todo.taskpaper",
    ///      "from":"2026-11-20","count":2,
    ///      "days":[{"day":"2026-11-23","weekday":"Mon",
    ///               "tasks":[{"number":1,"name":"Call Sam","priority":2,"notes":["about the party"],
    ///                         "subtasks":[],"tags":[]}]}]}
    static func json(_ waiting: ReviewWaiting, file: String) -> String {
        let days = waiting.days.map { day in
            let tasks = day.tasks.map { number, task in
                "{\"number\":\(number),\"name\":\(ListJSON.string(task.name)),\"priority\":\(task.priority)"
                    + ",\"notes\":[\(task.notes.map(ListJSON.string).joined(separator: ","))]"
                    + ",\"subtasks\":[\(task.subtasks.map(ListJSON.subtask).joined(separator: ","))]"
                    + ",\"tags\":[\(task.tags.map(ListJSON.string).joined(separator: ","))]}"
            }
            return "{\"day\":\(ListJSON.string(day.day.description)),\"weekday\":\(ListJSON.string(day.day.weekdayName))"
                + ",\"tasks\":[\(tasks.joined(separator: ","))]}"
        }
        return "{\"version\":1,\"today\":\(ListJSON.string(waiting.today.description)),\"file\":\(ListJSON.string(file))"
            + ",\"from\":\(ListJSON.string(waiting.from.description)),\"count\":\(waiting.count),\"days\":[\(days.joined(separator: ","))]}"
    }
}
