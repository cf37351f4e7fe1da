import TaskPaper

/// What `txtodo list` is asked to show: words, tags and sections, all of
/// which a task must satisfy. Pure.
///
/// - A word is found as the app's search finds it (case and accents aside)
///   in the task's name, its tags or one of its notes.
/// - `@name` is a tag written on the task's line, with any value or none;
///   `@name(value)` asks for that value. Names and values are compared case
///   and accents aside.
/// - Sections: the task is in one of them (none given: any section).
public struct TaskFilter: Equatable, Sendable {
    public struct TagWanted: Equatable, Sendable {
        public var name: FoldedText
        /// Nil: any value, or none.
        public var value: FoldedText?
    }

    public private(set) var words: [FoldedText] = []
    public private(set) var tags: [TagWanted] = []
    public let sections: Set<Section>

    /// `terms` as typed: the ones that start with `@` and a name are tags, the
    /// others words (a term with nothing to look for, such as a space, asks
    /// for nothing).
    public init(terms: [String], sections: Set<Section> = []) {
        self.sections = sections
        for term in terms {
            if let tag = Self.tag(term) {
                tags.append(tag)
            } else if let word = FoldedText(term) {
                words.append(word)
            }
        }
    }

    /// Whether it lets every task through.
    public var isEmpty: Bool { words.isEmpty && tags.isEmpty && sections.isEmpty }

    /// Whether the section can show tasks at all.
    public func shows(_ section: Section) -> Bool { sections.isEmpty || sections.contains(section) }

    /// Whether the task passes every part of the filter.
    public func matches(_ task: TodoTask, in doc: Document) -> Bool {
        shows(task.section) && matchesTags(line: task.line, in: doc) && words.allSatisfy { Self.task(task, holds: $0) }
    }

    /// For each of the section's tasks (as `tasks(in:)` orders them), whether
    /// it passes. Tasks are built only when there are words to look for.
    public func matching(_ section: Section, of list: TodoList) -> [Bool] {
        let lines = list.taskLines(in: section)
        guard shows(section) else { return Array(repeating: false, count: lines.count) }
        let tagged = lines.map { matchesTags(line: $0, in: list.document) }
        guard !words.isEmpty else { return tagged }
        let tasks = list.tasks(in: section)
        return tasks.indices.map { i in tagged[i] && words.allSatisfy { Self.task(tasks[i], holds: $0) } }
    }

    /// `TodoTask.matches(_:)`: in the name and tags, or in a note.
    static func task(_ task: TodoTask, holds word: FoldedText) -> Bool {
        word.isFound(in: task.nameAndTags) || task.notes.contains { word.isFound(in: $0) }
    }

    func matchesTags(line: Int, in doc: Document) -> Bool {
        guard !tags.isEmpty else { return true }
        let written = doc.tagOccurrences(line)
        return tags.allSatisfy { wanted in
            written.contains { tag in
                guard wanted.name.isAll(of: tag.name) else { return false }
                guard let value = wanted.value else { return true }
                return value.isAll(of: tag.value ?? "")
            }
        }
    }

    /// `@name` or `@name(value)`; nil for anything else.
    static func tag(_ term: String) -> TagWanted? {
        guard term.hasPrefix("@") else { return nil }
        var body = term.dropFirst()
        var value: FoldedText?
        if body.hasSuffix(")"), let open = body.firstIndex(of: "(") {
            value = FoldedText(String(body[body.index(after: open)..<body.index(before: body.endIndex)]))
            body = body[..<open]
        }
        guard !body.isEmpty, !body.contains(where: { $0.isWhitespace || $0 == "(" || $0 == ")" }),
            let name = FoldedText(String(body))
        else { return nil }
        return TagWanted(name: name, value: value)
    }
}
