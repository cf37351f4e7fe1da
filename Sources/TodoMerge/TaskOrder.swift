import TodoCore

/// Where the merged tasks go: each section's tasks in the order the two
/// sides' orders merge to (diff3 on the sequences of task identities). A
/// task that order leaves out or puts in another section — kept despite a
/// deletion, or checked here while delayed there — goes after the task it
/// followed in a version that has it in its merged section.
struct TaskOrder {
    let identity: TaskIdentity
    let tasks: MergedTasks
    /// Whether sequences of distinct identities are matched in one pass.
    let distinct: Bool

    /// Each section's identities in the order their tasks are written.
    func sections() -> [Section: [Int]] {
        let order = SequenceDiff.merge(
            base: identity.base.map { identity.sequence($0, ids: nil) },
            ours: identity.sequence(identity.ours, ids: identity.oursIDs),
            theirs: identity.sequence(identity.theirs, ids: identity.theirsIDs), distinct: distinct)
        var placed = [[Int]](repeating: [], count: Section.allCases.count)
        var placedIn = [Section?](repeating: nil, count: tasks.count)
        var current = Section.floating
        for element in order.elements {
            guard element >= LineTable.firstLine else {
                current = Section.allCases[element]
                continue
            }
            let id = element - LineTable.firstLine
            guard placedIn[id] == nil, tasks.section(id) == current else { continue }
            placed[current.order].append(id)
            placedIn[id] = current
        }
        var after: [Int: [Int]] = [:]
        var atStart: [Section: [Int]] = [:]
        for id in 0..<tasks.count where placedIn[id] == nil {
            guard let section = tasks.section(id) else { continue }
            if let anchor = anchor(of: id, in: section, placed: placedIn) {
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
    /// theirs, else the base.
    private func anchor(of id: Int, in section: Section, placed: [Section?]) -> Int? {
        let copies = identity.copies(id)
        for case let copy? in [copies.ours, copies.theirs, copies.base] where copy.section == section {
            let ids = identity.ids(copy.version)
            var k = copy.index - 1
            while k >= 0 && copy.version.tasks[k].section == section {
                let other = ids?[k] ?? k
                if placed[other] == section { return other }
                k -= 1
            }
            return nil
        }
        return nil
    }
}
