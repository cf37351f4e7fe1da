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
            var seen: [String: Int] = [:]
            return span.tasks.map { line in
                let name = document.displayText(line)
                let occurrence = seen[name, default: 0]
                seen[name] = occurrence + 1
                return document.task(at: line, ref: TaskRef(section: section, name: name, occurrence: occurrence))
            }
        }
    }

    /// The section's tasks in file order.
    public func tasks(in section: Section) -> [TodoTask] { sections[section.order] }

    /// The section's tasks in display order: open before done, then priority
    /// 3 → 1, then name (case-insensitive), then file order.
    public func displayed(_ section: Section) -> [TodoTask] {
        let tasks = tasks(in: section)
        let names = tasks.map { $0.name.lowercased() }
        let order = tasks.indices.sorted { i, j in
            let (a, b) = (tasks[i], tasks[j])
            if a.isDone != b.isDone { return !a.isDone }
            if a.priority != b.priority { return a.priority > b.priority }
            if names[i] != names[j] { return names[i] < names[j] }
            return a.line < b.line
        }
        return order.map { tasks[$0] }
    }

    /// Floating, Today and Tomorrow, each in display order: task number N is index N-1.
    public var numbered: [TodoTask] { Section.allCases.flatMap { displayed($0) } }

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
        let done = tag("done", on: line)
        return TodoTask(
            ref: ref,
            priority: tag("priority", on: line).flatMap { $0.value }.flatMap(Self.priority) ?? 1,
            day: tag("day", on: line).flatMap { $0.value }.flatMap(Self.day),
            isDone: done != nil,
            doneDay: done.flatMap { $0.value }.flatMap(Self.day),
            isDelayed: hasTag("delayed", on: line),
            notes: noteLines(of: line).map { string(bodyRange($0)) },
            line: line)
    }

    /// The task's notes: the non-task, non-blank lines of its subtree, in order.
    func noteLines(of line: Int) -> [Int] {
        ((line + 1)..<subtreeEnd(line)).filter { kind($0) == .note || kind($0) == .project }
    }

    static func priority(_ value: String) -> Int? {
        switch value {
        case "1": return 1
        case "2": return 2
        case "3": return 3
        default: return nil
        }
    }

    /// The day a date value starts on (`2026-11-21`, `2026-11-21 14:03`, …).
    static func day(_ value: String) -> Day? {
        Day(value.prefix(10))
    }
}
