import TodoCore
import TaskPaper

/// Midnight is not a change: before a merge the three versions are brought
/// to one day with the daily rules (`rollOver`), so what both machines'
/// rules did (Tomorrow's tasks moved to Today, a routine's task made, old
/// tasks expired) is in the base as well and reads as neither side's
/// change. Pure: nothing is archived here; the base's expired tasks are
/// simply not there, and the sides' are handed back for the caller to
/// archive.
struct SameDay {
    var base: Document?
    var ours: Document
    var theirs: Document
    /// Tasks the rules took out of ours or theirs that the base's rules did
    /// not take (each once).
    var expired: [ArchivedTask] = []

    init(base: Document?, ours: Document, theirs: Document, today: Day?) {
        (self.base, self.ours, self.theirs) = (base, ours, theirs)
        guard let today, !ArchiveMerge.isArchive(ours) || !ArchiveMerge.isArchive(theirs) else { return }
        let rolled = [base, ours, theirs].map { $0.map { rollOver($0, today: today) } }
        (self.base, self.ours, self.theirs) = (rolled[0]?.document, rolled[1]!.document, rolled[2]!.document)
        var known = Self.counts(rolled[0]?.expired ?? [])
        var sides = Self.counts(rolled[1]!.expired)
        for (task, n) in Self.counts(rolled[2]!.expired) { sides[task] = max(sides[task] ?? 0, n) }
        for task in rolled[1]!.expired + rolled[2]!.expired where (sides[task] ?? 0) > 0 {
            sides[task]! -= 1
            if (known[task] ?? 0) > 0 {
                known[task]! -= 1
            } else {
                expired.append(task)
            }
        }
    }

    private static func counts(_ tasks: [ArchivedTask]) -> [ArchivedTask: Int] {
        var out: [ArchivedTask: Int] = [:]
        for task in tasks { out[task, default: 0] += 1 }
        return out
    }
}
