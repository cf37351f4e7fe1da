import TodoStore

/// `txtodo list`: plain text, no escape codes (`Console` makes every name printable).
///
///     Floating 1/3
///       1 [ ] Learn Japanese !!!
///     Today 2026-11-22 · 1/3 done
///       2 [ ] Buy oat milk !!
///             [ ] compare brands
///             Semi-skimmed if they are out.
///       3 [x] Reply to Sam !
///     Tomorrow
///       4 [ ] Pay rent ! (delayed)
enum ListText {
    /// The whole listing as UTF-8 bytes, without the final line break.
    static func render(_ store: TodoStore) -> [UInt8] {
        let sections = Section.allCases.map { (store.list.tasks(in: $0), store.list.displayOrder($0)) }
        let count = sections.reduce(0) { $0 + $1.0.count }
        let width = String(max(count, 1)).utf8.count
        // Built as bytes: a list of thousands of tasks prints in well under a millisecond.
        var out: [UInt8] = []
        out.reserveCapacity(count * 48 + 64)
        var number = 0
        for (section, (tasks, order)) in zip(Section.allCases, sections) {
            if section != .floating { out.append(0x0A) }
            out += header(section, tasks: tasks, today: store.today).utf8
            if tasks.isEmpty { out += "\n  (none)".utf8 }
            for task in order.lazy.map({ tasks[$0] }) {
                number += 1
                out += "\n  ".utf8
                appendNumber(number, width: width, to: &out)
                out.append(0x20)
                row(task, into: &out)
                for subtask in task.subtasks {
                    out.append(0x0A)
                    out += repeatElement(0x20, count: 2 + width + 3 + 2 * subtask.depth)
                    out += (subtask.isDone ? "[x] " : "[ ] ").utf8
                    out += subtask.name.utf8
                }
                for note in task.notes {
                    out.append(0x0A)
                    out += repeatElement(0x20, count: 2 + width + 5)
                    out += note.utf8
                }
            }
        }
        return out
    }

    /// The number right-aligned in `width` columns, written as digits without a string.
    static func appendNumber(_ number: Int, width: Int, to out: inout [UInt8]) {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        out += repeatElement(0x20, count: max(width - digits, 0))
        let end = out.count + digits
        out += repeatElement(0x30, count: digits)
        var value = number
        for k in stride(from: end - 1, through: end - digits, by: -1) {
            out[k] = UInt8(0x30 + value % 10)
            value /= 10
        }
    }

    static func header(_ section: Section, tasks: [TodoTask], today: Day) -> String {
        switch section {
        case .floating: return "Floating \(tasks.count)/3"
        case .today:
            let progress = dailyProgress(tasks)
            return "Today \(today) · \(progress.done)/\(progress.total) done"
        case .tomorrow: return "Tomorrow"
        }
    }

    static func row(_ task: TodoTask, into out: inout [UInt8]) {
        out += (task.isDone ? "[x] " : "[ ] ").utf8
        out += task.name.utf8
        out.append(0x20)
        out += repeatElement(0x21, count: max(task.priority, 0))
        if task.isDelayed { out += " (delayed)".utf8 }
    }
}
