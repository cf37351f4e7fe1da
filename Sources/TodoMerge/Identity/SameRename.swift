import TodoCore

/// A task both sides renamed alike: a base task neither side still has, and
/// a task of one new name that each side added in its section (with one of
/// its notes, when it had notes). Both machines made the same change, so
/// it is one rename, whatever the names share (`Call Sam` → `Phone Sam`),
/// and the other changes of each side (a check) are made on it. Of several
/// base tasks that could be the one, the nearest in order.
///
/// So is a rename one side read (`Renames`) and the other could not (a line
/// moved by hand beside it) or read as a rename to a new task of another
/// alike name: the other side's new task of that name, in that section, is
/// the task.
enum SameRename {
    static func join(_ base: Version, _ ours: Version, _ theirs: Version, oursMatch: inout [Int], theirsMatch: inout [Int]) {
        readOnOneSide(base, ours, theirs, sideMatch: &oursMatch, otherMatch: theirsMatch)
        readOnOneSide(base, theirs, ours, sideMatch: &theirsMatch, otherMatch: oursMatch)
        let (oursBy, theirsBy) = (inverse(oursMatch, count: base.tasks.count), inverse(theirsMatch, count: base.tasks.count))
        let gone = base.tasks.indices.filter { oursBy[$0] < 0 && theirsBy[$0] < 0 }
        guard !gone.isEmpty else { return }
        var added: [Int32: [Int]] = [:]
        for (j, task) in ours.tasks.enumerated() where oursMatch[j] < 0 { added[task.name, default: []].append(j) }
        guard !added.isEmpty else { return }
        var taken = Set<Int>()
        // A name the base has is no new name: both sides adding a task of it is no rename.
        for (k, task) in theirs.tasks.enumerated() where theirsMatch[k] < 0 && base.lastTask(named: task.name) == nil {
            guard let mine = added[task.name] else { continue }
            for j in mine where oursMatch[j] < 0 && ours.tasks[j].section == task.section {
                let fits = gone.filter { i in
                    !taken.contains(i) && base.tasks[i].section == task.section
                        && keepsNotes(base, i, ours, j) && keepsNotes(base, i, theirs, k)
                }
                let place = ours.tasks[j].position + task.position
                guard
                    let i = fits.min(by: { abs(2 * base.tasks[$0].position - place) < abs(2 * base.tasks[$1].position - place) })
                else { continue }
                (oursMatch[j], theirsMatch[k]) = (i, i)
                taken.insert(i)
                break
            }
        }
    }

    /// A base task `side` no longer has, renamed on `other`: `side`'s new
    /// task of the new name in the same section is that task.
    private static func readOnOneSide(
        _ base: Version, _ side: Version, _ other: Version, sideMatch: inout [Int], otherMatch: [Int]
    ) {
        var added: [Int32: [Int]] = [:]
        for (j, task) in side.tasks.enumerated() where sideMatch[j] < 0 { added[task.name, default: []].append(j) }
        guard !added.isEmpty else { return }
        let sideBy = inverse(sideMatch, count: base.tasks.count)
        for (k, i) in otherMatch.enumerated() where i >= 0 {
            let renamed = other.tasks[k]
            // Gone from this side, or read as renamed to another name (a new
            // task of an alike name nearer its place): the same rename wins.
            let mineNow = sideBy[i]
            guard mineNow < 0 || (side.tasks[mineNow].name != base.tasks[i].name && side.tasks[mineNow].name != renamed.name),
                base.lastTask(named: renamed.name) == nil, let mine = added[renamed.name]
            else { continue }
            let j = mine.first { j in
                sideMatch[j] < 0 && side.tasks[j].section == renamed.section && keepsNotes(base, i, side, j)
            }
            guard let j else { continue }
            if mineNow >= 0 { sideMatch[mineNow] = -1 }
            sideMatch[j] = i
        }
    }

    /// The base task had no notes, or the side's task kept one.
    private static func keepsNotes(_ base: Version, _ i: Int, _ side: Version, _ j: Int) -> Bool {
        let notes = base.noteLines(of: base.tasks[i])
        return notes.isEmpty || TaskLikeness.commonCount(notes, side.noteLines(of: side.tasks[j])) > 0
    }
}
