import Synchronization
import TaskPaper

/// txtodo's reading of a document: its sections and their tasks.
///
/// Only where the tasks sit is found up front; the tasks themselves (names
/// as strings, notes, subtasks) are read the first time they are asked for,
/// once for every copy of the list. Listing, numbering and the daily rules
/// read the few facts they need from the document's bytes instead.
public struct TodoList: Sendable {
    public let document: Document
    /// How the tasks of one rank follow each other in display order.
    public private(set) var order: ListOrder
    let layout: Layout
    private let read: ReadTasks
    /// How many tasks Later holds in the file when the list was read with
    /// Later folded (see `LaterFold`): its lines are not in `document`.
    var laterFolded = 0

    public init(document: Document, order: ListOrder = .file) {
        self.document = document
        self.order = order
        layout = Layout(document)
        read = ReadTasks()
    }

    /// The same list displayed in `order` (the tasks read so far are shared).
    public func ordered(by order: ListOrder) -> TodoList {
        var list = self
        list.order = order
        return list
    }

    /// The section's tasks in file order.
    public func tasks(in section: Section) -> [TodoTask] {
        read.tasks(in: section) { section in
            let lines = taskLines(in: section)
            let ranges = lines.map { document.displayTextRange($0) }
            let names = ranges.map { document.string($0) }
            let occurrences = NameOccurrences.count(ranges, in: document.bytes, names: names)
            return lines.indices.map { i in
                document.task(
                    at: lines[i], ref: TaskRef(section: section, name: names[i], occurrence: occurrences[i]))
            }
        }
    }

    /// The lines of the section's tasks, in file order (the lines of `tasks(in:)`).
    public func taskLines(in section: Section) -> [Int] { layout[section]?.tasks ?? [] }

    /// How many tasks the section holds.
    public func count(in section: Section) -> Int {
        (layout[section]?.tasks.count ?? 0) + (section == .later ? laterFolded : 0)
    }

    /// Whether Later's lines were left out of `document` (see `LaterFold`):
    /// its tasks are counted, not read.
    public var isLaterFolded: Bool { laterFolded > 0 }

    /// The section's tasks in display order: open before done, then priority
    /// 3 → 1, then file order (`order` `.file`) or name, case aside, then
    /// file order (`.name`); in Later, the scheduled tasks by day first.
    public func displayed(_ section: Section) -> [TodoTask] {
        let tasks = tasks(in: section)
        return displayOrder(section).map { tasks[$0] }
    }

    /// Display order as indices into `tasks(in: section)`, read from the
    /// document: no task is built.
    public func displayOrder(_ section: Section) -> [Int] {
        guard section == .later else { return DisplayOrder.order(of: taskLines(in: section), in: document, by: order) }
        return displayedTasks(section).map(\.index)
    }

    /// The section's tasks in display order as `list` prints them: each
    /// one's index into `taskLines(in:)` and `tasks(in:)`, and what its row
    /// shows, read from the document (no task is built).
    public func displayedTasks(_ section: Section) -> [DisplayedTask] {
        let sorted = DisplayOrder.sorted(taskLines(in: section), document, by: order)
        return section == .later ? DisplayOrder.byDay(sorted, taskLines(in: section), document) : sorted
    }

    /// Floating, Today, Tomorrow and Later, each in display order: task number N is index N-1.
    public var numbered: [TodoTask] { Section.listed.flatMap { displayed($0) } }

    /// The number `list` shows for the task (1 = the first of Floating), found
    /// without sorting every section.
    public func number(of ref: TaskRef) -> Int? {
        var before = 0
        for section in Section.listed {
            if section == ref.section {
                guard let i = index(of: ref) else { return nil }
                if section == .later { return displayOrder(section).firstIndex(of: i).map { before + $0 + 1 } }
                return before + DisplayOrder.rank(of: i, in: taskLines(in: section), document, by: order) + 1
            }
            before += count(in: section)
        }
        return nil
    }

    public func task(_ ref: TaskRef) -> TodoTask? {
        guard let i = index(of: ref) else { return nil }
        let line = taskLines(in: ref.section)[i]
        // The name as the file spells it, which may differ from `ref`'s in
        // its Unicode form; the occurrence is the same, counted either way.
        let name = document.displayText(line)
        return document.task(at: line, ref: TaskRef(section: ref.section, name: name, occurrence: ref.occurrence))
    }

    /// Line index of the section's header, if the file has the section.
    public func headerLine(_ section: Section) -> Int? { layout[section]?.header }

    /// The task whose line is `line`, in whichever section holds it.
    func task(atLine line: Int) -> TodoTask? {
        for section in Section.allCases {
            if let t = readTask(atLine: line, in: section) { return t }
        }
        return nil
    }

    /// Index of the task among its section's tasks in file order.
    func position(of task: TodoTask) -> Int {
        lineIndex(task.line, in: task.section) ?? 0
    }
}

/// The tasks of each section, read once when first asked for and shared by
/// every copy of the list.
private final class ReadTasks: Sendable {
    private let sections = Mutex<[[TodoTask]?]>([nil, nil, nil, nil, nil])

    func tasks(in section: Section, reading: (Section) -> [TodoTask]) -> [TodoTask] {
        if let done = sections.withLock({ $0[section.order] }) { return done }
        let tasks = reading(section)
        return sections.withLock { sections in
            if let first = sections[section.order] { return first }
            sections[section.order] = tasks
            return tasks
        }
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
            isRoutine: hasTag(RoutineTag.routine, on: line),
            notes: noteLines(of: line).map { string(bodyRange($0)) },
            subtasks: subtaskLines(of: line).map { k in
                Subtask(name: displayText(k), isDone: hasTag("done", on: k), depth: level(k) - level(line))
            },
            tags: userTags(on: line),
            line: line)
    }

    /// The task's subtasks: the task lines of its subtree, at any depth, in order.
    public func subtaskLines(of line: Int) -> [Int] {
        ((line + 1)..<subtreeEnd(line)).filter { kind($0) == .task }
    }

    /// The task's notes: the non-task, non-blank lines of its subtree, in order.
    public func noteLines(of line: Int) -> [Int] {
        ((line + 1)..<subtreeEnd(line)).filter { kind($0) == .note || kind($0) == .project }
    }

    /// `@priority(1)` … `@priority(3)`, read from the bytes.
    func priorityValue(on line: Int) -> Int? {
        guard let r = tagValueRange("priority", on: line), r.count == 1 else { return nil }
        let b = bytes[r.lowerBound]
        return (0x31...0x33).contains(b) ? Int(b - 0x30) : nil
    }

    /// A task's priority as `TodoTask.priority` reads it: 1…3, 1 when absent or unreadable.
    public func taskPriority(on line: Int) -> Int { priorityValue(on: line) ?? 1 }

    /// The day a tag's value starts on, read from the bytes; a value with an
    /// escape, or with more than ASCII after its first ten bytes, is read as
    /// a string (where the ten first characters may differ from ten bytes).
    func dayValue(_ name: String, on line: Int) -> Day? {
        guard let r = tagValueRange(name, on: line) else { return nil }
        let read: Day?? = bytes.withUnsafeBufferPointer { p in
            if r.count > 10 && p[r.lowerBound + 10] >= 0x80 { return nil }
            for k in r where p[k] == 0x5C { return nil }
            return .some(Self.day(p, r.lowerBound, min(r.count, 10)))
        }
        if let read { return read }
        return tag(name, on: line)?.value.flatMap(Self.day)
    }

    /// `Day(utf8:)` on `count` bytes from `start`, read in place.
    static func day(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Day? {
        guard count == 10, p[start + 4] == 0x2D, p[start + 7] == 0x2D else { return nil }
        func number(_ digits: Range<Int>) -> Int? {
            var value = 0
            for k in digits {
                let digit = p[start + k] &- 0x30
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return Day(year: year, month: month, day: day)
    }

    /// The day a date value starts on (`2026-11-21`, `2026-11-21 14:03`, …).
    static func day(_ value: String) -> Day? {
        Day(value.prefix(10))
    }
}
