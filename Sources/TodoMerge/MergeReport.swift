import TodoCore

/// What a merge did, for people and for tests.
public struct MergeReport: Sendable, Equatable {
    public enum Side: String, Sendable, Equatable {
        case ours, theirs
    }

    public enum Change: Sendable, Equatable {
        case added, deleted, checked, unchecked, delayed, notes
        /// The user's own tags (any but `@day`, `@done`, `@delayed`, `@priority`).
        case tags
        case renamed(from: String)
        case moved(to: Section)
        case priority(Int)
    }

    /// One change one side made to one task (named as that side names it).
    public struct TaskChange: Sendable, Equatable {
        public var side: Side
        public var task: String
        public var change: Change

        public init(side: Side, task: String, change: Change) {
            self.side = side
            self.task = task
            self.change = change
        }
    }

    /// A tag both sides changed: `kept` and `dropped` as written (nil: no
    /// such tag); for a tag written more than once, whose values merged one
    /// by one, `kept` is what the line has now and `dropped` nil.
    public struct TagChange: Sendable, Equatable {
        public var task: String
        public var tag: String
        public var kept: String?
        public var dropped: String?

        public init(task: String, tag: String, kept: String?, dropped: String?) {
            (self.task, self.tag, self.kept, self.dropped) = (task, tag, kept, dropped)
        }
    }

    public var changes: [TaskChange] = []
    /// Tags changed differently on both sides: one value kept, one dropped.
    public var tagConflicts: [TagChange] = []
    /// Tags written more than once that both sides changed: merged value by value.
    public var tagsCombined: [TagChange] = []
    /// Deleted on one side and changed on the other: kept, with the change.
    public var keptDespiteDeletion: [String] = []
    /// Where the merge went against one side's change, and why.
    public var decided: [MergeDecision] = []
    /// Notes changed differently on both sides: both versions kept, ours first.
    public var notesKeptBoth: [String] = []
    /// Renamed differently on both sides: kept under both names.
    public var renamedBoth: [String] = []
    /// Names with several tasks alike in everything that both sides changed
    /// or deleted differently: which one each side meant cannot be told, so
    /// no two changes were joined on one task and no task another side
    /// changed was deleted.
    public var ambiguous: [String] = []
    /// What the merge changed in ours' version and in theirs', task by task.
    public var toOurs = Tally()
    public var toTheirs = Tally()
    /// Places in the user's own text where both versions were kept, ours first.
    public var conflicts = 0
    /// Floating tasks in the result (more than three can come out of a merge).
    public var floatingCount = 0
    /// Floating tasks ours had: the report speaks of too many only when
    /// this merge made them so.
    public var floatingBefore = 0

    /// No line of the user's own text had to be kept in two versions.
    public var isClean: Bool { conflicts == 0 }

    /// One line per fact, for people.
    public var summary: [String] {
        var out = changes.map { "\($0.side.rawValue): \(Self.describe($0.change)) “\($0.task)”" }
        out += keptDespiteDeletion.map { "kept “\($0)”: deleted on one side, changed on the other" }
        out += notesKeptBoth.map { "notes of “\($0)” changed on both sides: both kept" }
        out += tagConflictLines
        out += tagsCombined.map {
            "@\($0.tag) of “\($0.task)” changed on both sides: each value merged (\($0.kept ?? "none left"))"
        }
        out += renamedBoth.map { "“\($0)” renamed differently on both sides: both names kept" }
        out += ambiguous.map {
            "tasks named “\($0)” too alike to tell which one each side changed or deleted: every change kept, each on its own task"
        }
        if conflicts > 0 { out.append("\(conflicts) place(s) of your own text changed on both sides: both versions kept") }
        if floatingCount > floatingLimit && floatingBefore <= floatingLimit {
            out.append("\(floatingCount) floating tasks now (more than \(floatingLimit)): all kept")
        }
        return out
    }

    /// Each tag both sides changed differently, the value kept and the one
    /// dropped, in the one wording every merge's report uses (`txtodo merge`
    /// and `txtodo sync`, a merged conflict copy's line).
    public var tagConflictLines: [String] {
        tagConflicts.map {
            "@\($0.tag) of “\($0.task)” changed differently on both sides: kept \($0.kept ?? "no @\($0.tag)"), dropped \($0.dropped ?? "no @\($0.tag)")"
        }
    }

    private static func describe(_ change: Change) -> String { words(change).before }

    /// A change in words: as it goes before the task's name in the summary
    /// (`changed the notes of`), and on its own (`noted`).
    static func words(_ change: Change) -> (before: String, alone: String) {
        switch change {
        case .added, .deleted, .checked, .unchecked, .delayed:
            let word = "\(change)"
            return (word, word)
        case .notes: return ("changed the notes of", "noted")
        case .tags: return ("changed the tags of", "tagged")
        case .renamed(let from): return ("renamed “\(from)” to", "renamed from “\(from)”")
        case .moved(let section): return ("moved to \(section.title)", "moved to \(section.title)")
        case .priority(let p): return ("set priority \(p) on", "given priority \(p)")
        }
    }
}
