import TodoStore
import TodoCore

/// `txtodo log --json`, version 1 (stable; new fields may be added, none removed):
///
///     {"version":1,"today":"2026-11-22","file":"/home/me/todo.taskpaper",
///      "streak":{"current":2,"longest":5},
///      "days":[{"day":"2026-11-21","done":1,"unfinished":1,"deleted":0,"open":0,
///               "tasks":[{"name":"Call Sam","outcome":"unfinished","number":1,"priority":1,
///                         "daily":true,"doneDay":null,"deletedDay":null,"notes":[],"subtasks":[],
///                         "tags":[],"routine":false}]}]}
///
/// Days come newest first, and only days with tasks; `outcome` is done,
/// open (today's, not checked yet), unfinished or deleted; `number` is what
/// `add --back` takes (null unless unfinished); `routine` is true for a
/// task a routine made.
enum LogJSON {
    static func render(_ view: LogView, file: String) -> String {
        let days = view.days.map { day in
            let tasks = day.tasks.indices.map { task(day.tasks[$0], number: view.number(day, $0)) }
            return "{\"day\":\(ListJSON.string(day.day.description)),\"done\":\(day.count(.done))"
                + ",\"unfinished\":\(day.count(.unfinished)),\"deleted\":\(day.count(.deleted))"
                + ",\"open\":\(day.count(.open)),\"tasks\":[\(tasks.joined(separator: ","))]}"
        }
        return "{\"version\":1,\"today\":\(ListJSON.string(view.today.description)),\"file\":\(ListJSON.string(file))"
            + ",\"streak\":{\"current\":\(view.streaks.current),\"longest\":\(view.streaks.longest)}"
            + ",\"days\":[\(days.joined(separator: ","))]}"
    }

    static func task(_ task: PastTask, number: Int?) -> String {
        "{\"name\":\(ListJSON.string(task.name)),\"outcome\":\(ListJSON.string(task.fate.rawValue))"
            + ",\"number\":\(number.map(String.init) ?? "null"),\"priority\":\(task.priority),\"daily\":\(task.isDaily)"
            + ",\"doneDay\":\(ListJSON.day(task.doneDay)),\"deletedDay\":\(ListJSON.day(task.deletedDay))"
            + ",\"notes\":[\(task.notes.map(ListJSON.string).joined(separator: ","))]"
            + ",\"subtasks\":[\(task.subtasks.map(ListJSON.subtask).joined(separator: ","))]"
            + ",\"tags\":[\(task.tags.map(ListJSON.string).joined(separator: ","))],\"routine\":\(task.isRoutine)}"
    }
}
