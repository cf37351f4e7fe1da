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
        // Built as bytes: a list of thousands of tasks prints in well under a millisecond.
        var out: [UInt8] = []
        out.reserveCapacity(numbered.count * 48 + 64)
        var number = 0
        for section in Section.allCases {
            let tasks = numbered.filter { $0.section == section }
            if section != .floating { out.append(0x0A) }
            out += header(section, tasks: tasks, today: store.today).utf8
            if tasks.isEmpty { out += "\n  (none)".utf8 }
            for task in tasks {
                number += 1
                let label = String(number)
                out += "\n  ".utf8
                out += repeatElement(0x20, count: width - label.utf8.count)
                out += label.utf8
                out.append(0x20)
                out += row(task).utf8
                for note in task.notes {
                    out.append(0x0A)
                    out += repeatElement(0x20, count: 2 + width + 5)
                    out += plain(note).utf8
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func header(_ section: Section, tasks: [TodoTask], today: Day) -> String {
        switch section {
        case .floating: return "Floating \(tasks.count)/3"
        case .today: return "Today \(today) · \(tasks.filter(\.isDone).count)/\(tasks.count) done"
        case .tomorrow: return "Tomorrow"
        }
    }

    static func row(_ task: TodoTask) -> String {
        var text = task.isDone ? "[x] " : "[ ] "
        text += plain(task.name)
        text += " "
        text += String(repeating: "!", count: task.priority)
        if task.isDelayed { text += " (delayed)" }
        return text
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
