import TerminalUI
import TodoStore
import TodoCore
import TaskPaper
import Printable

/// `txtodo list --json`, version 1 (stable; new fields may be added, none removed):
///
///     {"version":1,"today":"2026-11-22","file":"/home/me/.local/share/txtodo/todo.taskpaper",
///      "tasks":[{"number":1,"section":"floating","name":"Learn Japanese","priority":3,
///                "done":false,"doneDay":null,"day":null,"delayed":false,"notes":[],
///                "subtasks":[{"name":"Kana","done":true,"depth":1}],"tags":["@jlpt"],"routine":false}]}
///
/// `file` is always an absolute path, also for a relative `--file`;
/// `number` is what `done N` and the other commands take: the task's number
/// in the last listing (`txtodo list`), a task added since taking the next
/// free one, so a script never renumbers what a person sees (null: one of
/// tasks alike that were added or deleted by hand, until the next `list`);
/// the tasks come in display order; `section` is
/// floating, today or tomorrow; days are "YYYY-MM-DD" or null; `tags` are the
/// user's tags after the name, as written (the name is without them);
/// `routine` is true for a task a routine made.
enum ListJSON {
    /// `filter` leaves out the tasks it hides; the others keep their numbers.
    static func render(_ store: TodoStore, filter: TaskFilter? = nil) -> String {
        let numbered = store.list.numbered
        let numbers = ListingNumbers.numbers(of: numbered, in: store)
        let shown = zip(numbered, numbers).filter { filter?.matches($0.0, in: store.list.document) ?? true }
        let tasks = shown.map { task, number in
            "{\"number\":\(number.map(String.init) ?? "null"),\"section\":\(string(task.section.rawValue)),\"name\":\(string(task.name))"
                + ",\"priority\":\(task.priority),\"done\":\(task.isDone),\"doneDay\":\(day(task.doneDay))"
                + ",\"day\":\(day(task.day)),\"delayed\":\(task.isDelayed)"
                + ",\"notes\":[\(task.notes.map(string).joined(separator: ","))]"
                + ",\"subtasks\":[\(task.subtasks.map(subtask).joined(separator: ","))]"
                + ",\"tags\":[\(task.tags.map(string).joined(separator: ","))],\"routine\":\(task.isRoutine)}"
        }
        return "{\"version\":1,\"today\":\(string(store.today.description)),\"file\":\(string(Console.absolute(store.path)))"
            + ",\"tasks\":[\(tasks.joined(separator: ","))]}"
    }

    /// `{"name":"weed","done":false,"depth":1}`: depth 1 sits right under the task.
    static func subtask(_ s: Subtask) -> String {
        "{\"name\":\(string(s.name)),\"done\":\(s.isDone),\"depth\":\(s.depth)}"
    }

    static func day(_ day: Day?) -> String { day.map { string($0.description) } ?? "null" }

    /// A JSON string literal (RFC 8259 escapes; the other characters
    /// `PrintableText` would replace as `\uXXXX`, so the data stays exact;
    /// everything else as UTF-8).
    static func string(_ text: String) -> String {
        // Plain printable ASCII (most names) needs no escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where PrintableText.isUnsafe(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
