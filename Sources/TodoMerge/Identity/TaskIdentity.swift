import TodoCore

/// Which tasks of the three versions are the same task, from content
/// only, never from a task's rank among tasks of its name:
/// 1. a name that is one task in the base and at most one on each side is
///    that task (in whatever section: a task delayed to Tomorrow is still
///    itself);
/// 2. the tasks of any other name are matched as a group (`NameGroup`):
///    the whole task equal, then the same name in the same section, then
///    anywhere, by how much of the task is alike;
/// 3. a base task a side no longer has is renamed only on strong evidence
///    (`Renames`); otherwise it was deleted and the new name added;
/// 4. tasks both sides added are one task when they have the same name.
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
    /// Names whose tasks were too alike to tell which one a side changed or
    /// deleted: every task that may have been meant is kept.
    private(set) var ambiguous: [String] = []

    /// `names`: how many names the versions' tasks have.
    init(base: Version?, ours: Version, theirs: Version, names: Int) {
        (self.base, self.ours, self.theirs) = (base, ours, theirs)
        baseCount = base?.tasks.count ?? 0
        count = baseCount
        var oursMatch = [Int](repeating: -1, count: ours.tasks.count)
        var theirsMatch = [Int](repeating: -1, count: theirs.tasks.count)
        if let base {
            ambiguous = Self.matchBase(base, ours, theirs, names: names, &oursMatch, &theirsMatch)
            Renames.find(base: base, side: ours, match: &oursMatch)
            Renames.find(base: base, side: theirs, match: &theirsMatch)
        }
        oursIDs = oursMatch
        for j in oursIDs.indices where oursIDs[j] < 0 {
            oursIDs[j] = count
            count += 1
        }
        theirsIDs = theirsMatch
        for (j, k) in Self.matchAdded(ours, oursMatch, theirs, theirsMatch) { theirsIDs[j] = k < 0 ? -1 : oursIDs[k] }
        for j in theirsIDs.indices where theirsIDs[j] < 0 {
            theirsIDs[j] = count
            count += 1
        }
        oursIndex = Self.inverse(oursIDs, count: count)
        theirsIndex = Self.inverse(theirsIDs, count: count)
    }

    /// Steps 1 and 2: fills each side's base task per task; returns the
    /// names whose matching was ambiguous.
    private static func matchBase(
        _ base: Version, _ ours: Version, _ theirs: Version, names: Int, _ oursMatch: inout [Int],
        _ theirsMatch: inout [Int]
    ) -> [String] {
        let counts = (b: nameCounts(base, names), o: nameCounts(ours, names), t: nameCounts(theirs, names))
        let single = { (n: Int) in counts.b[n] == 1 && counts.o[n] <= 1 && counts.t[n] <= 1 }
        // Groups by name number: `group[name]` indexes `groups` (-1: none).
        var group = [Int32](repeating: -1, count: names)
        var groups: [NameGroup] = []
        let groupOf = { (name: Int32) -> Int in
            if group[Int(name)] < 0 {
                group[Int(name)] = Int32(groups.count)
                groups.append(NameGroup())
            }
            return Int(group[Int(name)])
        }
        for (j, task) in ours.tasks.enumerated() where counts.b[Int(task.name)] > 0 {
            if single(Int(task.name)) {
                oursMatch[j] = base.lastTask(named: task.name)!
            } else {
                groups[groupOf(task.name)].ours.append(j)
            }
        }
        for (j, task) in theirs.tasks.enumerated() where counts.b[Int(task.name)] > 0 {
            if single(Int(task.name)) {
                theirsMatch[j] = base.lastTask(named: task.name)!
            } else {
                groups[groupOf(task.name)].theirs.append(j)
            }
        }
        // A rename with nothing else changed is taken first: a task of the
        // old name must not take its place.
        let newName = { (side: Version) in { (j: Int) in counts.b[Int(side.tasks[j].name)] == 0 } }
        Renames.find(base: base, side: ours, match: &oursMatch, unchangedOnly: true, newName: newName(ours))
        Renames.find(base: base, side: theirs, match: &theirsMatch, unchangedOnly: true, newName: newName(theirs))
        guard !groups.isEmpty else { return [] }
        // A group's base task matched already was renamed (nothing else
        // matches tasks of those names yet).
        let matchedBy = { (match: [Int]) in
            var by = [Int](repeating: -1, count: base.tasks.count)
            for (j, i) in match.enumerated() where i >= 0 { by[i] = j }
            return by
        }
        let (oursRenamed, theirsRenamed) = (matchedBy(oursMatch), matchedBy(theirsMatch))
        for (i, task) in base.tasks.enumerated() where group[Int(task.name)] >= 0 {
            let g = Int(group[Int(task.name)])
            let m = groups[g].base.count
            groups[g].base.append(i)
            if oursRenamed[i] >= 0 { groups[g].oursTaken[m] = oursRenamed[i] }
            if theirsRenamed[i] >= 0 { groups[g].theirsTaken[m] = theirsRenamed[i] }
        }
        var ambiguous: [String] = []
        for group in groups {
            let found = group.assign(base, ours, theirs)
            for (c, j) in group.ours.enumerated() { oursMatch[j] = found.ours[c] }
            for (c, j) in group.theirs.enumerated() { theirsMatch[j] = found.theirs[c] }
            if found.ambiguous { ambiguous.append(base.name(of: base.tasks[group.base[0]])) }
        }
        return ambiguous
    }

    /// How many tasks of each name number the version has.
    private static func nameCounts(_ version: Version, _ names: Int) -> [Int32] {
        var counts = [Int32](repeating: 0, count: names)
        for task in version.tasks { counts[Int(task.name)] += 1 }
        return counts
    }

    /// Step 4: pairs of a task only ours added and one only theirs added
    /// with the same name (ours' index for each of theirs'; -1: none).
    private static func matchAdded(_ ours: Version, _ oursMatch: [Int], _ theirs: Version, _ theirsMatch: [Int])
        -> [(Int, Int)]
    {
        var added: [Int32: NameGroup] = [:]
        for (j, task) in ours.tasks.enumerated() where oursMatch[j] < 0 { added[task.name, default: NameGroup()].ours.append(j) }
        for (j, task) in theirs.tasks.enumerated() where theirsMatch[j] < 0 && added[task.name] != nil {
            added[task.name]!.theirs.append(j)
        }
        var out: [(Int, Int)] = []
        for group in added.values where !group.theirs.isEmpty {
            // Ours' added tasks stand as the base of the pairing.
            let option = NameGroup.options(ours, group.ours, theirs, group.theirs)[0]
            for (c, j) in group.theirs.enumerated() { out.append((j, option[c] < 0 ? -1 : group.ours[option[c]])) }
        }
        return out
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
