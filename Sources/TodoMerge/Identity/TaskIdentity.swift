import TodoCore

/// Which tasks of the three versions are the same task: the same name (and
/// occurrence among tasks of that name) in the same section; then, for the
/// tasks left, the same name in another section — a task moved to Tomorrow
/// is still itself. A task whose base counterpart is gone on that side is a
/// rename of it when it sits at the same position of the same section with
/// the same tags and body.
struct TaskIdentity {
    let base: Version?
    let ours: Version
    let theirs: Version
    /// Identities below this are the base's tasks, in its `tasks` order.
    let baseCount: Int
    /// Identity of each task of ours and theirs, in their `tasks` order.
    private(set) var oursIDs: [Int] = []
    private(set) var theirsIDs: [Int] = []
    /// For every identity, the index of its copy in ours' and theirs' `tasks` (-1: none).
    private(set) var oursIndex: [Int] = []
    private(set) var theirsIndex: [Int] = []
    /// How many identities there are.
    private(set) var count: Int

    private struct RenameKey: Hashable {
        var section: Section
        var position: Int
        var rest: [UInt8]
        var body: [Int]
    }

    /// `names`: how many names the versions' tasks have.
    init(base: Version?, ours: Version, theirs: Version, names: Int) {
        (self.base, self.ours, self.theirs) = (base, ours, theirs)
        baseCount = base?.tasks.count ?? 0
        count = baseCount
        let baseIndex = BaseIndex(base, names: names)
        oursIDs = identify(ours, baseIndex: baseIndex, newByKey: [:])
        var oursNew: [TaskKey: Int] = [:]
        for (j, id) in oursIDs.enumerated() where id >= baseCount { oursNew[ours.tasks[j].key] = id }
        theirsIDs = identify(theirs, baseIndex: baseIndex, newByKey: oursNew)
        oursIndex = Self.inverse(oursIDs, count: count)
        theirsIndex = Self.inverse(theirsIDs, count: count)
    }

    private static func inverse(_ ids: [Int], count: Int) -> [Int] {
        var index = [Int](repeating: -1, count: count)
        for (j, id) in ids.enumerated() { index[id] = j }
        return index
    }

    /// The identity's copy in each version.
    func copies(_ id: Int) -> (base: TaskCopy?, ours: TaskCopy?, theirs: TaskCopy?) {
        (
            id < baseCount ? TaskCopy(version: base!, index: id) : nil,
            oursIndex[id] >= 0 ? TaskCopy(version: ours, index: oursIndex[id]) : nil,
            theirsIndex[id] >= 0 ? TaskCopy(version: theirs, index: theirsIndex[id]) : nil
        )
    }

    private mutating func identify(_ side: Version, baseIndex: BaseIndex, newByKey: [TaskKey: Int]) -> [Int] {
        var ids = side.tasks.map { baseIndex[$0] }
        // Identities this side's tasks have taken.
        var used = [Bool](repeating: false, count: count)
        for id in ids where id >= 0 { used[id] = true }
        if let base, ids.contains(-1) {
            // Moved to another section: the first task of that name left in file order.
            var byName: [Int32: [Int]] = [:]
            for (i, task) in base.tasks.enumerated().reversed() where !used[i] {
                byName[task.name, default: []].append(i)
            }
            for j in ids.indices where ids[j] < 0 {
                if let i = byName[side.tasks[j].name]?.popLast() {
                    ids[j] = i
                    used[i] = true
                }
            }
        }
        if let base, ids.contains(-1) {
            var gone: [RenameKey: [Int]] = [:]
            for (i, task) in base.tasks.enumerated() where !used[i] {
                gone[renameKey(task, in: base), default: []].append(i)
            }
            for j in ids.indices where ids[j] < 0 {
                let key = renameKey(side.tasks[j], in: side)
                if let i = gone[key]?.first {
                    gone[key]!.removeFirst()
                    ids[j] = i
                    used[i] = true
                }
            }
        }
        for j in ids.indices where ids[j] < 0 {
            if let id = newByKey[side.tasks[j].key], !used[id] {
                ids[j] = id
            } else {
                ids[j] = count
                count += 1
                used.append(false)
            }
            used[ids[j]] = true
        }
        return ids
    }

    private func renameKey(_ task: Version.TaskPart, in version: Version) -> RenameKey {
        RenameKey(
            section: task.section, position: task.position, rest: version.lineWithoutName(task),
            body: Array(version.body(of: task)))
    }

    /// A version's tasks as one sequence for ordering: each section's number
    /// followed by its tasks' identities (offset past the section numbers).
    func sequence(_ version: Version, ids: [Int]?) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(version.tasks.count + 3)
        var j = 0
        for section in Section.allCases {
            out.append(section.order)
            while j < version.tasks.count && version.tasks[j].section == section {
                out.append((ids?[j] ?? j) + LineTable.firstLine)
                j += 1
            }
        }
        return out
    }

    /// The identities of a version's tasks (the base's are their indices).
    func ids(_ version: Version) -> [Int]? {
        version === ours ? oursIDs : version === theirs ? theirsIDs : nil
    }
}

/// The base's tasks found by key without hashing: the base's tasks sorted
/// by section and name (and so by occurrence), and where each pair starts.
private struct BaseIndex {
    private var starts: [Int32]
    private var sorted: [Int32]

    init(_ base: Version?, names: Int) {
        let slots = names * 3
        starts = [Int32](repeating: 0, count: slots + 1)
        guard let base else {
            sorted = []
            return
        }
        for task in base.tasks { starts[Self.slot(task) + 1] += 1 }
        for k in 0..<slots { starts[k + 1] += starts[k] }
        var next = starts
        sorted = [Int32](repeating: 0, count: base.tasks.count)
        for (i, task) in base.tasks.enumerated() {
            let s = Self.slot(task)
            sorted[Int(next[s])] = Int32(i)
            next[s] += 1
        }
    }

    private static func slot(_ task: Version.TaskPart) -> Int { Int(task.name) * 3 + task.section.order }

    /// The base task with the task's key, or -1.
    subscript(task: Version.TaskPart) -> Int {
        let s = Self.slot(task)
        guard s + 1 < starts.count else { return -1 }
        let at = Int(starts[s]) + task.occurrence
        return at < Int(starts[s + 1]) ? Int(sorted[at]) : -1
    }
}
