import TodoCore
import TaskPaper
import FileAccess

/// The version a conflict copy and the file both come from, found in the
/// version logs as `git merge-base` finds one. When either version is in
/// no log yet and the copy is young, the log that records it may still be
/// on its way (a sync tool carries files in any order): the copy waits if
/// another machine keeps a log here, or if this machine keeps one and the
/// version in the file's place is in no log (a sync tool put it there, and
/// a machine meeting this one for the first time may have no log here yet).
/// Once the wait is over, a version still in no log (an edit by hand that a
/// sync tool carried before txtodo saw it) is taken to descend from the
/// logged version nearest to it (see `NearestVersion`); only when none is
/// near is the merge a union. (A copy made where no machine keeps a log,
/// say by a phone's editor, has none: it is merged at once as a union, or
/// once the wait is over when it took the file's place.)
enum CopyBase {
    /// What the merge is measured against and whose changes it brings.
    struct Sides {
        /// The machine that made the other side's version (not this one).
        var otherMachine: String?
        /// The copy is the version this machine had (a sync tool put the
        /// other machine's version in the file's place).
        var hadTheirs = false
    }

    enum Found {
        /// Merge against `base` (nil: a union).
        case merge(base: Document?, Sides)
        /// Look again in so many seconds.
        case wait(seconds: Int)
    }

    /// How long a copy waits for the logs that place its versions.
    static let youngSeconds: Int64 = 60

    /// `age`: seconds since the copy appeared here.
    static func find(ours: [UInt8], theirs: [UInt8], keeper: VersionKeeper?, age: Int64, today: Day) -> Found {
        guard let keeper else { return .merge(base: nil, Sides()) }
        let (o, t) = (keeper.hash(ours), ContentHash.of(theirs))
        let graph = keeper.folder.graph()
        let head = keeper.head()
        var sides = Sides(hadTheirs: head == t && t != o)
        if let maker = graph.maker(of: sides.hadTheirs ? o : t), maker.machine != keeper.machine.id {
            sides.otherMachine = maker.name
        }
        if o == t { return .merge(base: Document(bytes: ours), sides) }
        guard graph.isKnown(o), graph.isKnown(t) else {
            let replacedHere = !graph.isKnown(o) && head != nil
            if (replacedHere || keeper.folder.othersKeepLogs(than: keeper.machine.id)) && abs(age) < youngSeconds {
                return .wait(seconds: Int(youngSeconds - max(0, age)))
            }
            // Past the wait, a version no log has (an edit by hand a sync
            // tool carried first) descends from the logged version nearest
            // to it; a union only when none is near.
            guard let nearO = graph.isKnown(o) ? o : NearestVersion.find(ours, in: graph),
                let nearT = graph.isKnown(t) ? t : NearestVersion.find(theirs, in: graph)
            else { return .merge(base: nil, sides) }
            return .merge(base: VirtualBase.of(nearO, nearT, graph: graph, today: today), sides)
        }
        return .merge(base: VirtualBase.of(o, t, graph: graph, today: today), sides)
    }
}
