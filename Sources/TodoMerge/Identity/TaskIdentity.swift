import TodoCore

/// Which tasks of the three versions are the same task, from content
/// only, never from a task's rank among tasks of its name. Each side is
/// matched to the base on its own:
/// 1. a name that is one task in the base and one on the side is that
///    task, in whatever section (a task delayed to Tomorrow is still
///    itself), when the files say so (`isEvidence`): else a deletion and
///    an addition;
/// 2. the tasks of any other name are matched as a group (`NameGroup`):
///    the whole task equal first, aligned in order; then by what they
///    share — note lines, then the section, then tags; tasks alike in
///    everything go in the section's order (`TwinOrder`);
/// 3. a base task the side no longer has is renamed only on strong
///    evidence (`Renames`); otherwise it was deleted and the new name added.
/// Then base tasks alike in everything are paired across the sides so that
/// two different changes are not joined on one (`Twins`), a task both
/// sides renamed alike is one rename (`SameRename`), and tasks both
/// sides added are one task only when they are equal (`AddedTwice`;
/// without a base, when they have the same name).
struct TaskIdentity {
    let base: Version?
    let ours: Version
    let theirs: Version
    /// Identities below this are the base's tasks, in its `tasks` order.
    let baseCount: Int
    /// Identity of each task of ours and theirs, in their `tasks` order.
    private(set) var oursIDs: [Int] = []
    private(set) var theirsIDs: [Int] = []
    /// Base tasks alike in everything whose copies were paired across the
    /// sides otherwise than each side read them: the order leaves them to
    /// be placed after the task their changed copy followed.
    private(set) var repaired: Set<Int> = []
    /// For every identity, the index of its copy in ours' and theirs' `tasks` (-1: none).
    private(set) var oursIndex: [Int] = []
    private(set) var theirsIndex: [Int] = []
    /// How many identities there are.
    private(set) var count: Int
    /// Names of base tasks alike in everything that both sides changed
    /// differently: which one each side meant cannot be told.
    private(set) var ambiguous: [String] = []

    /// `names`: how many names the versions' tasks have.
    /// `renames`: the renames each side is known to have made.
    init(base: Version?, ours: Version, theirs: Version, names: Int, renames: KnownRenames = KnownRenames()) {
        (self.base, self.ours, self.theirs) = (base, ours, theirs)
        baseCount = base?.tasks.count ?? 0
        count = baseCount
        var oursMatch = [Int](repeating: -1, count: ours.tasks.count)
        var theirsMatch = [Int](repeating: -1, count: theirs.tasks.count)
        if let base {
            let baseCounts = Self.nameCounts(base, names)
            let twins = Twins.sets(base, baseCounts: baseCounts)
            oursMatch = Self.match(base, ours, baseCounts: baseCounts, names: names, twins: twins, renames: renames.ours)
            theirsMatch = Self.match(
                base, theirs, baseCounts: baseCounts, names: names, twins: twins, renames: renames.theirs)
            let settled = Twins.settle(
                base, ours, theirs, sets: twins, oursMatch: &oursMatch, theirsMatch: &theirsMatch)
            (ambiguous, repaired) = (settled.ambiguous, Set(settled.repaired))
            SameRename.join(base, ours, theirs, oursMatch: &oursMatch, theirsMatch: &theirsMatch)
        }
        oursIDs = oursMatch
        for j in oursIDs.indices where oursIDs[j] < 0 {
            oursIDs[j] = count
            count += 1
        }
        theirsIDs = theirsMatch
        for (j, k) in AddedTwice.pairs(ours, oursMatch, theirs, theirsMatch, union: base == nil) { theirsIDs[j] = oursIDs[k] }
        for j in theirsIDs.indices where theirsIDs[j] < 0 {
            theirsIDs[j] = count
            count += 1
        }
        oursIndex = inverse(oursIDs, count: count)
        theirsIndex = inverse(theirsIDs, count: count)
    }

    /// Whether the task is one of the `repaired` whose copy in theirs is
    /// the one that says something (changed, or the only one).
    func isPlacedByTheirs(_ id: Int) -> Bool {
        guard let base, repaired.contains(id), theirsIndex[id] >= 0 else { return false }
        let j = oursIndex[id]
        return j < 0 || Version.same(ours, j, base, id)
    }

    /// Steps 1 to 3 for one side: the base task of each of its tasks (-1: new).
    private static func match(
        _ base: Version, _ side: Version, baseCounts: [Int32], names: Int, twins: [[Int]], renames: [String: String]
    ) -> [Int] {
        var match = [Int](repeating: -1, count: side.tasks.count)
        let sideCounts = nameCounts(side, names)
        // Groups by name number: `group[name]` indexes `groups` (-1: none).
        var group: [Int32] = []
        var groups: [NameGroup] = []
        for (j, task) in side.tasks.enumerated() where baseCounts[Int(task.name)] > 0 {
            let name = Int(task.name)
            if baseCounts[name] == 1 && sideCounts[name] == 1 {
                let i = base.lastTask(named: task.name)!
                if Self.isEvidence(base, i, side, j) { match[j] = i }
                continue
            }
            if group.isEmpty { group = [Int32](repeating: -1, count: names) }
            if group[name] < 0 {
                group[name] = Int32(groups.count)
                groups.append(NameGroup())
            }
            groups[Int(group[name])].side.append(j)
        }
        if !groups.isEmpty {
            for (i, task) in base.tasks.enumerated() where group[Int(task.name)] >= 0 {
                groups[Int(group[Int(task.name)])].base.append(i)
            }
            for g in groups {
                for (c, i) in g.match(base, side).enumerated() { match[g.side[c]] = i }
            }
        }
        TwinOrder.align(base, side, sets: twins, match: &match)
        KnownRenames.apply(renames, base: base, side: side, match: &match)
        Renames.find(base: base, side: side, match: &match)
        return match
    }

    /// Whether a side's task of a name that is one task in the base and one
    /// on the side is that task: the base task had no notes, or the side's
    /// kept one of them, or it stands in the same section with notes of its
    /// own (its notes rewritten). A task that lost every note, or moved with
    /// none of them kept, is a new task of the same name: reading it as the
    /// old one would drop the notes and land the other side's changes on it.
    private static func isEvidence(_ base: Version, _ i: Int, _ side: Version, _ j: Int) -> Bool {
        let body = base.body(of: base.tasks[i])
        // No notes, or the same (the lines' numbers are equal when their bytes are): most tasks.
        guard !body.isEmpty, !body.elementsEqual(side.body(of: side.tasks[j])) else { return true }
        let notes = base.noteLines(of: base.tasks[i])
        guard !notes.isEmpty else { return true }
        let own = side.noteLines(of: side.tasks[j])
        if TaskLikeness.commonCount(notes, own) > 0 { return true }
        return !own.isEmpty && base.tasks[i].section == side.tasks[j].section
    }

    /// How many tasks of each name number the version has.
    private static func nameCounts(_ version: Version, _ names: Int) -> [Int32] {
        var counts = [Int32](repeating: 0, count: names)
        for task in version.tasks { counts[Int(task.name)] += 1 }
        return counts
    }

    /// The identity's copy in each version.
    func copies(_ id: Int) -> (base: TaskCopy?, ours: TaskCopy?, theirs: TaskCopy?) {
        (
            id < baseCount ? TaskCopy(version: base!, index: id) : nil,
            oursIndex[id] >= 0 ? TaskCopy(version: ours, index: oursIndex[id]) : nil,
            theirsIndex[id] >= 0 ? TaskCopy(version: theirs, index: theirsIndex[id]) : nil
        )
    }

    /// The identities of a version's tasks in one section, in order (but
    /// the `repaired` ones).
    func sequence(_ version: Version, _ section: Section, ids: [Int]?) -> [Int] {
        let all = version.taskRange(section).map { ids?[$0] ?? $0 }
        return repaired.isEmpty ? all : all.filter { !repaired.contains($0) }
    }

    /// The version of a side number (`Version.side`).
    func version(_ side: Int) -> Version { side == 0 ? base! : side == 1 ? ours : theirs }

    /// The identities of a version's tasks (the base's are their indices).
    func ids(_ version: Version) -> [Int]? {
        version === ours ? oursIDs : version === theirs ? theirsIDs : nil
    }
}
