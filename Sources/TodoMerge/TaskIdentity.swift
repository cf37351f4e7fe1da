import TodoCore

/// Which tasks of the three versions are the same task: the same name (and
/// occurrence among tasks of that name) in the same section; then, for the
/// tasks left, the same name in another section — a task moved to Tomorrow
/// is still itself. A task whose base counterpart is gone on that side is a
/// rename of it when it sits at the same position of the same section with
/// the same tags and body.
struct TaskIdentity {
    /// For every identity, its copy in each version (base, ours, theirs).
    var copies: [(base: TaskCopy?, ours: TaskCopy?, theirs: TaskCopy?)] = []
    /// Identity of each task of ours and theirs, in their `tasks` order.
    var oursIDs: [Int] = []
    var theirsIDs: [Int] = []
    var baseCount = 0

    private struct RenameKey: Hashable {
        var section: Section
        var position: Int
        var rest: [UInt8]
        var body: [Int]
    }

    init(base: Version?, ours: Version, theirs: Version) {
        let baseTasks = base?.tasks ?? []
        baseCount = baseTasks.count
        copies = baseTasks.indices.map { (TaskCopy(version: base!, index: $0), nil, nil) }
        var baseIndex: [TaskKey: Int] = [:]
        baseIndex.reserveCapacity(baseTasks.count)
        for (i, task) in baseTasks.enumerated() { baseIndex[task.key] = i }
        oursIDs = identify(ours, base: base, baseIndex: baseIndex, newByKey: [:])
        var oursNew: [TaskKey: Int] = [:]
        for (j, id) in oursIDs.enumerated() where id >= baseCount { oursNew[ours.tasks[j].key] = id }
        theirsIDs = identify(theirs, base: base, baseIndex: baseIndex, newByKey: oursNew)
        for (j, id) in oursIDs.enumerated() { copies[id].ours = TaskCopy(version: ours, index: j) }
        for (j, id) in theirsIDs.enumerated() { copies[id].theirs = TaskCopy(version: theirs, index: j) }
    }

    private mutating func identify(
        _ side: Version, base: Version?, baseIndex: [TaskKey: Int], newByKey: [TaskKey: Int]
    ) -> [Int] {
        var ids = side.tasks.map { baseIndex[$0.key] ?? -1 }
        var used = Set(ids.filter { $0 >= 0 })
        if let base, ids.contains(-1) {
            // Moved to another section: the first task of that name left in file order.
            var byName: [HashedBytes: [Int]] = [:]
            for (i, task) in base.tasks.enumerated().reversed() where !used.contains(i) {
                byName[task.name, default: []].append(i)
            }
            for j in ids.indices where ids[j] < 0 {
                if let i = byName[side.tasks[j].name]?.popLast() {
                    ids[j] = i
                    used.insert(i)
                }
            }
        }
        if let base, ids.contains(-1) {
            var gone: [RenameKey: [Int]] = [:]
            for (i, task) in base.tasks.enumerated() where !used.contains(i) {
                gone[renameKey(task, in: base), default: []].append(i)
            }
            for j in ids.indices where ids[j] < 0 {
                let key = renameKey(side.tasks[j], in: side)
                if let i = gone[key]?.first {
                    gone[key]!.removeFirst()
                    ids[j] = i
                    used.insert(i)
                }
            }
        }
        for j in ids.indices where ids[j] < 0 {
            if let id = newByKey[side.tasks[j].key], !used.contains(id) {
                ids[j] = id
            } else {
                ids[j] = copies.count
                copies.append((nil, nil, nil))
            }
            used.insert(ids[j])
        }
        return ids
    }

    private func renameKey(_ task: Version.TaskPart, in version: Version) -> RenameKey {
        RenameKey(
            section: task.section, position: task.position, rest: Array(version.lineWithoutName(task)), body: task.body)
    }

    /// A version's tasks as one sequence for ordering: each section's number
    /// followed by its tasks' identities (offset past the section numbers).
    func sequence(_ version: Version, ids: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(ids.count + 3)
        var j = 0
        for section in Section.allCases {
            out.append(section.order)
            while j < version.tasks.count && version.tasks[j].section == section {
                out.append(ids[j] + LineTable.firstLine)
                j += 1
            }
        }
        return out
    }
}
