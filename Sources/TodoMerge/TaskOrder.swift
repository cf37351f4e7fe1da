import TodoCore

/// Where the merged tasks go: each section's tasks in the order the two
/// sides' orders merge to (diff3 on the sequences of task identities). A
/// task that order leaves out or puts in another section — kept despite a
/// deletion, or checked here while delayed there — goes after the task it
/// followed in a version that has it in its merged section.
struct TaskOrder {
    let identity: TaskIdentity
    let base: Version?
    let ours: Version
    let theirs: Version

    func sections(_ merged: [[MergedTask]]) -> [Section: [MergedTask]] {
        var tasks = merged
        let order = SequenceDiff.merge(
            base: base.map { identity.sequence($0, ids: Array(0..<identity.baseCount)) },
            ours: identity.sequence(ours, ids: identity.oursIDs),
            theirs: identity.sequence(theirs, ids: identity.theirsIDs))
        var placed: [Section: [(id: Int, tasks: [MergedTask])]] = [:]
        var placedIDs = [Section?](repeating: nil, count: tasks.count)
        var current = Section.floating
        for element in order.elements {
            guard element >= LineTable.firstLine else {
                current = Section.allCases[element]
                continue
            }
            let id = element - LineTable.firstLine
            guard let first = tasks[id].first, first.section == current else { continue }
            placed[current, default: []].append((id, tasks[id]))
            placedIDs[id] = current
            tasks[id] = []
        }
        var after: [Int: [MergedTask]] = [:]
        var atStart: [Section: [MergedTask]] = [:]
        for (id, group) in tasks.enumerated() where !group.isEmpty {
            let section = group[0].section
            if let anchor = anchor(of: id, in: section, placed: placedIDs) {
                after[anchor, default: []] += group
            } else {
                atStart[section, default: []] += group
            }
        }
        var out: [Section: [MergedTask]] = [:]
        for section in Section.allCases {
            var list = atStart[section] ?? []
            for entry in placed[section] ?? [] { list += entry.tasks + (after[entry.id] ?? []) }
            if !list.isEmpty { out[section] = list }
        }
        return out
    }

    /// The placed task that the task followed in its section, in ours, else
    /// theirs, else the base.
    private func anchor(of id: Int, in section: Section, placed: [Section?]) -> Int? {
        let copies = identity.copies[id]
        let sources = [
            (copies.ours, identity.oursIDs), (copies.theirs, identity.theirsIDs),
            (copies.base, Array(0..<identity.baseCount)),
        ]
        for case (let copy?, let ids) in sources where copy.section == section {
            var k = copy.index - 1
            while k >= 0 && copy.version.tasks[k].section == section {
                if placed[ids[k]] == section { return ids[k] }
                k -= 1
            }
            return nil
        }
        return nil
    }
}
