import TodoCore
import TaskPaper

extension MergeReport {
    /// What a merge changed in one side's version, counted task by task
    /// with the merge's own identities: a task renamed is one task renamed
    /// (not one deleted and one added), and tasks of one name count each.
    public struct Tally: Sendable, Equatable {
        public var added = 0
        public var deleted = 0
        public var checked = 0
        public var unchecked = 0
        public var moved = 0
        public var renamed = 0
        public var priority = 0
        public var notes = 0
        public var tags = 0

        public init() {}

        /// The side's copy of one task against what the merge made of it.
        mutating func count(_ copy: TaskCopy?, _ merged: [MergedTask], versions: (Int) -> Version) {
            guard let copy else {
                added += merged.count
                return
            }
            guard let first = merged.first else {
                deleted += 1
                return
            }
            added += merged.count - 1
            if case .copied(let side, let line) = first.line, side == copy.version.side, line == copy.part.line,
                first.section == copy.section, first.body.elementsEqual(copy.body)
            {
                return
            }
            let (was, now) = (TaskFacts(copy), TaskFacts(first, versions: versions))
            if was.name != now.name { renamed += 1 }
            if was.done != now.done { now.done ? (checked += 1) : (unchecked += 1) }
            if was.section != now.section { moved += 1 }
            if was.priority != now.priority { priority += 1 }
            if was.ownTags != now.ownTags { tags += 1 }
            if !was.body.elementsEqual(now.body) { notes += 1 }
        }
    }

    /// What the merge changed in `side`'s version.
    public func tally(_ side: Side) -> Tally { side == .ours ? toOurs : toTheirs }
}

/// What the tally compares of a task.
private struct TaskFacts {
    var section: Section
    var name: String
    var done: Bool
    var priority: Int
    var ownTags: [[String?]]
    var body: ArraySlice<Int>

    init(_ copy: TaskCopy) { self.init(copy.doc, copy.part.line, copy.section, copy.body) }

    init(_ task: MergedTask, versions: (Int) -> Version) {
        switch task.line {
        case .copied(let side, let line): self.init(versions(side).doc, line, task.section, task.body)
        case .written(let bytes): self.init(Document(bytes: bytes), 0, task.section, task.body)
        }
    }

    private init(_ doc: Document, _ line: Int, _ section: Section, _ body: ArraySlice<Int>) {
        (self.section, self.body) = (section, body)
        name = doc.displayText(line)
        done = doc.hasTag("done", on: line)
        priority = TagRules.priority(TagState(doc.tag("priority", on: line)))
        ownTags = doc.tagOccurrences(line).filter { !TodoCore.ownTags.contains($0.name) }.map { [$0.name, $0.value] }
    }
}
