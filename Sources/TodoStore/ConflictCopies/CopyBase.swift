import TodoCore
import TaskPaper

/// The version a conflict copy and the file both come from, found in the
/// version logs as `git merge-base` finds one. When either version is in
/// no log yet, the copy is young and another machine keeps a log here, that
/// machine's latest records may still be on their way (a sync tool carries
/// files in any order): the copy waits. Without a provable common version
/// the merge is a union. (A copy made where no other machine keeps a log,
/// say by a phone's editor, never has one: it is merged at once.)
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
    static func find(ours: [UInt8], theirs: [UInt8], keeper: VersionKeeper?, age: Int64) -> Found {
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
            if keeper.folder.othersKeepLogs(than: keeper.machine.id) && abs(age) < youngSeconds {
                return .wait(seconds: Int(youngSeconds - max(0, age)))
            }
            return .merge(base: nil, sides)
        }
        let base = graph.mergeBase(o, t).flatMap { graph.content(of: $0) }
        return .merge(base: base.map { Document(bytes: $0) }, sides)
    }
}
