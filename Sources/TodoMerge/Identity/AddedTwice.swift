import TodoCore

/// Tasks both sides added are one task only when they are equal: the same
/// section, line and notes, or the same but for what txtodo stamps on its
/// own on each machine (the days of `@day` and `@done`). Two tasks of one
/// name that differ otherwise — other notes, another section, other tags —
/// stay two: keeping both loses nothing, joining them could make a task
/// nobody wrote. A routine's task of one day is that routine's, however
/// each side changed it since it was made. Without a base (a union), every task is new on both sides,
/// and most were there before the versions parted: tasks of one name are
/// then one task, matched by what they share.
enum AddedTwice {
    /// The stamps: tags whose value each machine writes for itself.
    static let stamps: Swift.Set<String> = ["day", "done"]

    /// Pairs of a task theirs added and the task ours added that it is
    /// (theirs' index, ours' index).
    static func pairs(_ ours: Version, _ oursMatch: [Int], _ theirs: Version, _ theirsMatch: [Int], union: Bool)
        -> [(Int, Int)]
    {
        var added: [Int32: [Int]] = [:]
        for (j, task) in ours.tasks.enumerated() where oursMatch[j] < 0 { added[task.name, default: []].append(j) }
        guard !added.isEmpty else { return [] }
        if union { return byName(added, ours, theirs) }
        var out: [(Int, Int)] = []
        var pending: [Int] = []
        for (j, task) in theirs.tasks.enumerated() where theirsMatch[j] < 0 {
            guard let left = added[task.name] else { continue }
            if let k = left.firstIndex(where: { Version.same(ours, $0, theirs, j) }) {
                out.append((j, left[k]))
                added[task.name]!.remove(at: k)
            } else {
                pending.append(j)
            }
        }
        for j in pending {
            let name = theirs.tasks[j].name
            let routine = isRoutineTask(theirs, j)
            guard
                let k = added[name]?.firstIndex(where: { k in
                    routine ? isRoutineTask(ours, k) : sameButStamps(ours, k, theirs, j)
                })
            else { continue }
            out.append((j, added[name]![k]))
            added[name]!.remove(at: k)
        }
        return out
    }

    /// Ours' tasks of each name matched with theirs as a group.
    private static func byName(_ added: [Int32: [Int]], _ ours: Version, _ theirs: Version) -> [(Int, Int)] {
        var groups: [Int32: [Int]] = [:]
        for (j, task) in theirs.tasks.enumerated() where added[task.name] != nil {
            groups[task.name, default: []].append(j)
        }
        var out: [(Int, Int)] = []
        for (name, copies) in groups {
            // Ours' tasks stand as the base of the matching: the equal ones
            // first, in order, then the rest by what they share.
            let group = NameGroup(base: added[name]!, side: copies)
            for (c, m) in group.match(ours, theirs).enumerated() where m >= 0 { out.append((copies[c], m)) }
        }
        return out
    }

    /// A task a routine made (its name number holds its day).
    private static func isRoutineTask(_ v: Version, _ i: Int) -> Bool { v.doc.hasTag("routine", on: v.tasks[i].line) }

    /// The same section, name, notes and tags, where the stamps may have
    /// other values (but are on both or on neither).
    static func sameButStamps(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Bool {
        let (x, y) = (a.tasks[i], b.tasks[j])
        guard x.section == y.section, a.body(of: x).elementsEqual(b.body(of: y)) else { return false }
        guard a.doc.displayText(x.line) == b.doc.displayText(y.line) else { return false }
        let (p, q) = (a.doc.tagOccurrences(x.line), b.doc.tagOccurrences(y.line))
        return p.count == q.count
            && zip(p, q).allSatisfy { s, t in s.name == t.name && (s.value == t.value || stamps.contains(s.name)) }
    }
}
