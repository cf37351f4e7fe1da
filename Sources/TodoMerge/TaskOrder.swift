import TodoCore

/// Where the merged tasks go: each section's tasks in the order the two
/// sides' orders of that section merge to (diff3 on the sequences of task
/// identities, section by section, so that two different changes at one
/// place never carry a task over a section's start; where both sides
/// reordered one stretch, the union of their two orders, ours first where
/// they differ — unless a side's own order puts one of the other's first —
/// so a task one side moved keeps its place among those the other side
/// kept). A task that order leaves out or puts in another
/// section — kept despite a deletion, or checked here while delayed there —
/// goes after the task it followed in a version that has it in its merged
/// section. So do tasks alike in everything whose copies were paired across
/// the sides otherwise than each side read them (`Twins`): each after the
/// task its changed copy followed, so the pairing moves no other task.
struct TaskOrder {
    let identity: TaskIdentity
    let tasks: MergedTasks
    /// Whether sequences of distinct identities are matched in one pass.
    let distinct: Bool

    /// Each section's identities in the order their tasks are written.
    func sections() -> [Section: [Int]] {
        var placed = [[Int]](repeating: [], count: Section.allCases.count)
        var placedIn = [Section?](repeating: nil, count: tasks.count)
        for section in Section.allCases {
            let ours = identity.sequence(identity.ours, section, ids: identity.oursIDs)
            let theirs = identity.sequence(identity.theirs, section, ids: identity.theirsIDs)
            // Where each task stands in each side's order, looked up only
            // where both sides put different tasks at one place.
            var at: [[Int: Int]]? = nil
            let order = SequenceDiff.merge(
                base: identity.base.map { identity.sequence($0, section, ids: nil) }, ours: ours, theirs: theirs,
                distinct: distinct
            ) { theirsTask, oursTask in
                if at == nil { at = [ours, theirs].map { Dictionary(zip($0, $0.indices), uniquingKeysWith: { x, _ in x }) } }
                // One of theirs that ours has too, before the one of ours there…
                if let p = at![0][theirsTask], let q = at![0][oursTask] { return p < q }
                // …or one of ours that theirs has too, after the one of theirs there.
                if let p = at![1][oursTask], let q = at![1][theirsTask] { return q < p }
                return false
            }
            for id in order.elements where placedIn[id] == nil && tasks.section(id) == section {
                placed[section.order].append(id)
                placedIn[id] = section
            }
        }
        var after: [Int: [Int]] = [:]
        var atStart: [Section: [Int]] = [:]
        var nearest: [ObjectIdentifier: [Int]] = [:]
        for id in 0..<tasks.count where placedIn[id] == nil {
            guard let section = tasks.section(id) else { continue }
            if let anchor = anchor(of: id, in: section, placed: placedIn, nearest: &nearest) {
                after[anchor, default: []].append(id)
            } else {
                atStart[section, default: []].append(id)
            }
        }
        var out: [Section: [Int]] = [:]
        for section in Section.allCases {
            var list = atStart[section] ?? []
            let entries = placed[section.order]
            list.reserveCapacity(list.count + entries.count + after.count)
            for id in entries {
                list.append(id)
                if let later = after[id] { list += later }
            }
            if !list.isEmpty { out[section] = list }
        }
        return out
    }

    /// The placed task that the task followed in its section, in ours, else
    /// theirs, else the base (theirs first for a task alike in everything
    /// whose copy there is the one that says something).
    private func anchor(of id: Int, in section: Section, placed: [Section?], nearest: inout [ObjectIdentifier: [Int]])
        -> Int?
    {
        let copies = identity.copies(id)
        let sides = identity.isPlacedByTheirs(id) ? [copies.theirs, copies.ours] : [copies.ours, copies.theirs]
        for case let copy? in sides + [copies.base] where copy.section == section {
            let key = ObjectIdentifier(copy.version)
            if nearest[key] == nil { nearest[key] = placedBefore(copy.version, placed: placed) }
            let found = copy.index > 0 ? nearest[key]![copy.index - 1] : -1
            return found >= 0 && copy.version.tasks[copy.index - 1].section == section ? found : nil
        }
        return nil
    }

    /// For each task of a version, the nearest placed task at or before it
    /// in its section, placed in that section (-1: none): one pass, so a long
    /// run of tasks left to place costs no walk back for each.
    private func placedBefore(_ version: Version, placed: [Section?]) -> [Int] {
        let ids = identity.ids(version)
        var out = [Int](repeating: -1, count: version.tasks.count)
        for k in version.tasks.indices {
            let section = version.tasks[k].section
            let other = ids?[k] ?? k
            if placed[other] == section {
                out[k] = other
            } else if k > 0 && version.tasks[k - 1].section == section {
                out[k] = out[k - 1]
            }
        }
        return out
    }
}
