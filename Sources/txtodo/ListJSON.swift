import TodoStore

/// `txtodo list --json`, version 1 (stable; new fields may be added, none removed):
///
///     {"version":1,"today":"2026-11-22","file":"/home/me/.local/share/txtodo/todo.taskpaper",
///      "tasks":[{"number":1,"section":"floating","name":"Learn Japanese","priority":3,
///                "done":false,"doneDay":null,"day":null,"delayed":false,"notes":[]}]}
///
/// `number` is what `done N` and the other commands take; `section` is
/// floating, today or tomorrow; days are "YYYY-MM-DD" or null.
enum ListJSON {
    static func render(_ store: TodoStore) -> String {
        let tasks = store.list.numbered.enumerated().map { index, task in
            "{\"number\":\(index + 1),\"section\":\(string(task.section.rawValue)),\"name\":\(string(task.name))"
                + ",\"priority\":\(task.priority),\"done\":\(task.isDone),\"doneDay\":\(day(task.doneDay))"
                + ",\"day\":\(day(task.day)),\"delayed\":\(task.isDelayed)"
                + ",\"notes\":[\(task.notes.map(string).joined(separator: ","))]}"
        }
        return "{\"version\":1,\"today\":\(string(store.today.description)),\"file\":\(string(store.path))"
            + ",\"tasks\":[\(tasks.joined(separator: ","))]}"
    }

    static func day(_ day: Day?) -> String { day.map { string($0.description) } ?? "null" }

    /// A JSON string literal (RFC 8259 escapes; everything else as UTF-8).
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
