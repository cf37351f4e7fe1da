/// txtodo's reading of a document: the three sections and their tasks.
public struct TodoList: Sendable {
    public let document: Document
    let layout: Layout
    private let sections: [[TodoTask]]

    public init(document: Document) {
        self.document = document
        let layout = Layout(document)
        self.layout = layout
        sections = Section.allCases.map { section in
            guard let span = layout[section] else { return [] }
            let ranges = span.tasks.map { document.displayTextRange($0) }
            let names = ranges.map { document.string($0) }
            let occurrences = NameOccurrences.count(ranges, in: document.bytes, names: names)
            return span.tasks.indices.map { i in
                document.task(
                    at: span.tasks[i], ref: TaskRef(section: section, name: names[i], occurrence: occurrences[i]))
            }
        }
    }

    /// The section's tasks in file order.
    public func tasks(in section: Section) -> [TodoTask] { sections[section.order] }

    /// The section's tasks in display order: open before done, then priority
    /// 3 → 1, then name (case-insensitive), then file order.
    public func displayed(_ section: Section) -> [TodoTask] {
        let tasks = tasks(in: section)
        return displayOrder(section).map { tasks[$0] }
    }

    /// Display order as indices into `tasks(in: section)`: no task is copied.
    public func displayOrder(_ section: Section) -> [Int] { DisplayOrder.order(of: tasks(in: section)) }

    /// Floating, Today and Tomorrow, each in display order: task number N is index N-1.
    public var numbered: [TodoTask] { Section.allCases.flatMap { displayed($0) } }

    /// The number `list` shows for the task (1 = the first of Floating), found
    /// without sorting every section.
    public func number(of ref: TaskRef) -> Int? {
        var before = 0
        for section in Section.allCases {
            let tasks = tasks(in: section)
            if section == ref.section {
                guard let i = tasks.firstIndex(where: { $0.ref.occurrence == ref.occurrence && $0.ref == ref }) else {
                    return nil
                }
                return before + DisplayOrder.rank(of: i, in: tasks) + 1
            }
            before += tasks.count
        }
        return nil
    }

    public func task(_ ref: TaskRef) -> TodoTask? {
        tasks(in: ref.section).first { $0.ref == ref }
    }

    /// Line index of the section's header, if the file has the section.
    public func headerLine(_ section: Section) -> Int? { layout[section]?.header }

    /// The task whose line is `line`, in whichever section holds it.
    func task(atLine line: Int) -> TodoTask? {
        for section in Section.allCases {
            if let t = tasks(in: section).first(where: { $0.line == line }) { return t }
        }
        return nil
    }

    /// Index of the task among its section's tasks in file order.
    func position(of task: TodoTask) -> Int {
        tasks(in: task.section).firstIndex { $0.line == task.line } ?? 0
    }
}

extension Document {
    /// Reads the task on `line`.
    func task(at line: Int, ref: TaskRef) -> TodoTask {
        TodoTask(
            ref: ref,
            priority: priorityValue(on: line) ?? 1,
            day: dayValue("day", on: line),
            isDone: hasTag("done", on: line),
            doneDay: dayValue("done", on: line),
            isDelayed: hasTag("delayed", on: line),
            notes: noteLines(of: line).map { string(bodyRange($0)) },
            subtasks: subtaskLines(of: line).map { k in
                Subtask(name: displayText(k), isDone: hasTag("done", on: k), depth: level(k) - level(line))
            },
            line: line)
    }

    /// The task's subtasks: the task lines of its subtree, at any depth, in order.
    func subtaskLines(of line: Int) -> [Int] {
        ((line + 1)..<subtreeEnd(line)).filter { kind($0) == .task }
    }

    /// The task's notes: the non-task, non-blank lines of its subtree, in order.
    func noteLines(of line: Int) -> [Int] {
        ((line + 1)..<subtreeEnd(line)).filter { kind($0) == .note || kind($0) == .project }
    }

    /// `@priority(1)` … `@priority(3)`, read from the bytes.
    func priorityValue(on line: Int) -> Int? {
        guard let r = tagValueRange("priority", on: line), r.count == 1 else { return nil }
        let b = bytes[r.lowerBound]
        return (0x31...0x33).contains(b) ? Int(b - 0x30) : nil
    }

    /// The day a tag's value starts on, read from the bytes; a value with an
    /// escape, or with more than ASCII after its first ten bytes, is read as
    /// a string (where the ten first characters may differ from ten bytes).
    func dayValue(_ name: String, on line: Int) -> Day? {
        guard let r = tagValueRange(name, on: line) else { return nil }
        if (r.count > 10 && bytes[r.lowerBound + 10] >= 0x80) || bytes[r].contains(0x5C) {
            return tag(name, on: line)?.value.flatMap(Self.day)
        }
        return Day(utf8: bytes[r.lowerBound..<min(r.upperBound, r.lowerBound + 10)])
    }

    /// The day a date value starts on (`2026-11-21`, `2026-11-21 14:03`, …).
    static func day(_ value: String) -> Day? {
        Day(value.prefix(10))
    }
}
