import TodoStore
import TodoCore

/// `txtodo log`: plain text, newest day first.
///
///     Sun 2026-11-22 · 1 done, 1 open
///         [x] Reply to Sam !
///         [ ] Buy oat milk !! (open)
///     Sat 2026-11-21 · 1 done, 1 unfinished, 1 deleted
///         [x] Paid rent !!!
///       1 [ ] Call Sam ! (unfinished)
///         [-] Old idea ! (deleted)
///         [ ] Stand-up notes ! (routine, unfinished)
///
///     Streak 2 days (longest 5)
enum LogText {
    static func render(_ view: LogView) -> String {
        guard !view.days.isEmpty else { return "Nothing in the record for these days." }
        let widest = view.days.lazy.flatMap { day in day.tasks.indices.compactMap { view.number(day, $0) } }.max() ?? 0
        let width = widest == 0 ? 0 : String(widest).count + 1
        var out: [String] = []
        for day in view.days {
            out.append(header(day))
            for (k, task) in day.tasks.enumerated() {
                let label = view.number(day, k).map(String.init) ?? ""
                let pad = String(repeating: " ", count: 2 + width - label.count - (label.isEmpty ? 0 : 1))
                out.append(pad + label + (label.isEmpty ? "" : " ") + row(task))
                let indent = String(repeating: " ", count: 2 + width + 4)
                out += task.notes.map { indent + $0 }
            }
        }
        let streaks = view.streaks
        out.append("")
        out.append("Streak \(days(streaks.current)) (longest \(days(streaks.longest)))")
        return out.joined(separator: "\n")
    }

    /// `Sat 2026-11-21 · 1 done, 1 unfinished, 1 deleted`
    static func header(_ day: LogDay) -> String {
        let counts = Fate.allCases.compactMap { fate in
            day.count(fate) == 0 ? nil : "\(day.count(fate)) \(fate.rawValue)"
        }
        return "\(day.day.weekdayName) \(day.day) · " + counts.joined(separator: ", ")
    }

    static func row(_ task: PastTask) -> String {
        let box = task.fate.checkbox
        let marks = priorityMark(task.priority)
        let said = (task.isRoutine ? ["routine"] : []) + (task.fate == .done ? [] : [task.fate.rawValue])
        return "\(box) \(task.nameAndTags)" + (marks.isEmpty ? "" : " " + marks)
            + (said.isEmpty ? "" : " (\(said.joined(separator: ", ")))")
    }

    static func days(_ n: Int) -> String { n == 1 ? "1 day" : "\(n) days" }
}
