import TaskPaper

/// A tag on a task line: absent, or present with or without a value.
enum TagState: Equatable {
    case absent
    case present(String?)

    init(_ tag: Tag?) { self = tag.map { .present($0.value) } ?? .absent }

    var value: String? {
        if case .present(let v) = self { return v }
        return nil
    }
    var isPresent: Bool { self != .absent }
}

/// How a tag changed differently on both sides is settled: the same answer
/// whichever side is called ours, except for tags txtodo does not know.
enum TagRules {
    static func resolve(_ name: String, ours: TagState, theirs: TagState) -> TagState {
        switch name {
        case "priority":
            // The higher priority wins (no tag, or an unreadable one, is 1).
            return priority(theirs) > priority(ours) ? theirs : ours
        case "done":
            // Checked beats unchecked; of two days the earlier, a day beats none.
            guard ours.isPresent, theirs.isPresent else { return ours.isPresent ? ours : theirs }
            guard let o = ours.value, let t = theirs.value else { return ours.value == nil ? theirs : ours }
            return t < o ? theirs : ours
        case "day", "made":
            // The later day: the task was put off on one side; a routine
            // made a later day's task (a day's task made on both sides is
            // then made once).
            guard ours.isPresent, theirs.isPresent else { return ours.isPresent ? ours : theirs }
            return (theirs.value ?? "") > (ours.value ?? "") ? theirs : ours
        case "delayed":
            return ours.isPresent ? ours : theirs
        default:
            return ours
        }
    }

    static func priority(_ state: TagState) -> Int {
        switch state.value {
        case "2": return 2
        case "3": return 3
        default: return 1
        }
    }
}

/// The three-way rule for one value: a change on one side applies, the same
/// change on both applies once, and `conflict` settles two different changes
/// (and any difference when there is no base).
func merge3<T: Equatable>(base: T?, ours: T, theirs: T, conflict: (T, T) -> T) -> T {
    if ours == theirs { return ours }
    if let base {
        if ours == base { return theirs }
        if theirs == base { return ours }
    }
    return conflict(ours, theirs)
}
