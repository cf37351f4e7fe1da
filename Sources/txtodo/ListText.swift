import TodoStore

/// `txtodo list`: plain text, no escape codes.
///
///     Floating 1/3
///       1 [ ] Learn Japanese !!!
///     Today 2026-11-22 · 1/3 done
///       2 [ ] Buy oat milk !!
///             Semi-skimmed if they are out.
///       3 [x] Reply to Sam !
///     Tomorrow
///       4 [ ] Pay rent ! (delayed)
enum ListText {
    static func render(_ store: TodoStore) -> String {
        let numbered = store.list.numbered
        let width = String(max(numbered.count, 1)).count
        var lines: [String] = []
        var number = 0
        for section in Section.allCases {
            let tasks = numbered.filter { $0.section == section }
            lines.append(header(section, tasks: tasks, today: store.today))
            if tasks.isEmpty { lines.append("  (none)") }
            for task in tasks {
                number += 1
                let label = String(repeating: " ", count: width - String(number).count) + String(number)
                lines.append("  \(label) \(row(task))")
                let indent = String(repeating: " ", count: 2 + width + 5)
                lines += task.notes.map { indent + plain($0) }
            }
        }
        return lines.joined(separator: "\n")
    }

    static func header(_ section: Section, tasks: [TodoTask], today: Day) -> String {
        switch section {
        case .floating: return "Floating \(tasks.count)/3"
        case .today: return "Today \(today) · \(tasks.filter(\.isDone).count)/\(tasks.count) done"
        case .tomorrow: return "Tomorrow"
        }
    }

    static func row(_ task: TodoTask) -> String {
        (task.isDone ? "[x] " : "[ ] ") + plain(task.name) + " " + String(repeating: "!", count: task.priority)
            + (task.isDelayed ? " (delayed)" : "")
    }

    /// Control characters (tabs, escapes) shown as spaces, so the output
    /// never moves the cursor or colours the terminal.
    static func plain(_ text: String) -> String {
        // Fast path on bytes: C0 controls, DEL, and 0xC2 (the lead byte of C1 controls).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }
}
