import TodoCore
import TodoMerge
import TaskPaper
import FileAccess

/// The version a conflict copy and the file both come from, found in the
/// version logs as `git merge-base` finds one. When either version is in
/// no log, the log that records it may still be on its way (a sync tool
/// carries files in any order): the copy waits while another machine's log
/// is behind that version (see `LogLag`), at most six hours from when the
/// copy appeared, or, when no other machine keeps a log of the file here
/// yet (two machines meeting for the first time), a minute. Otherwise, or
/// once the wait is over, a version still in no log (an edit by hand that a
/// sync tool carried before txtodo saw it) is taken to descend from the
/// logged version nearest to it (see `NearestVersion`); only when none is
/// near is the merge a union.
enum CopyBase {
    /// What the merge is measured against and whose changes it brings.
    struct Sides {
        /// The machine that made the other side's version (not this one).
        var otherMachine: String?
        /// The copy is the version this machine had (a sync tool put the
        /// other machine's version in the file's place).
        var hadTheirs = false
        /// The logged versions the file's and the copy's versions were
        /// taken to come from, when no log has them.
        var nearOurs: UInt64?
        var nearTheirs: UInt64?
        /// Those of them to record first as the machine holding them has
        /// them: bytes that came back, whose hash names an older point in
        /// this log than the one they were placed at.
        var echoed: [VersionLogWriter.Known] = []
        /// Those of `echoed` to record also where this log ends with their
        /// bytes: at an older point than other machines hold them at.
        var echoedOverHead: Set<UInt64> = []
        /// Machines whose logs were still behind when the wait ended.
        var waitedFor: [String] = []
        /// What each side is known to have renamed since the base.
        var renames = KnownRenames()
        /// The best common ancestors the base was made of.
        var bases: [UInt64] = []
        /// Versions the merge also comes from: where the file's version was
        /// saved on one the file came to hold while the copy waited (on
        /// record with no parent, or not at all), the version that one was
        /// placed at, so what comes after the merge has its history.
        var alsoFrom: [UInt64] = []
    }

    enum Found {
        /// Merge against `base` (nil: a union).
        case merge(base: Document?, Sides)
        /// Look again in so many seconds: the logs of `machines` are behind
        /// (none named: the other machine's first log).
        case wait(seconds: Int, machines: [String])
    }

    /// When the copy appeared here (`age`, seconds, by its change time),
    /// and when the copy's and the file's versions were made (their
    /// modification times, nanoseconds).
    struct Times {
        var age: Int64
        var copyMade: Int64
        var fileMade: Int64
    }

    static func find(
        ours: [UInt8], theirs: [UInt8], keeper: VersionKeeper?, times: Times, today: Day, winner: String? = nil
    ) -> Found {
        guard let keeper else { return .merge(base: nil, Sides()) }
        var o = keeper.hash(ours)
        let t = ContentHash.of(theirs)
        let graph = keeper.folder.graph()
        var head = keeper.head()
        let me = keeper.machine.id
        // Saved here on what the file came to hold while the copy waited
        // (the other machine's version, put in its place): placed as that
        // version, as if no save had followed.
        let onPut = SavedWhileWaiting(o, copy: t, in: graph, log: keeper.logPath)
        var (ours, times) = (ours, times)
        if let put = onPut.put, let bytes = graph.content(of: put.hash) {
            (o, ours, times.fileMade, head) = (put.hash, bytes, put.made ?? times.fileMade, t)
        }
        // Where the conflict's two versions were made, as Syncthing names them.
        let makers = CopyMakers(tag: winner, graph: graph, declared: DeclaredDevices.read(keeper.folder))
        let madeOn = (
            ours: CopyMakers.madeAfter(makers.winner, version: o, made: times.fileMade, in: graph),
            theirs: CopyMakers.madeAfter(
                CopyMakers.mayHave(makers.losers, version: t, made: times.copyMade, in: graph), version: t,
                made: times.copyMade, in: graph)
        )
        var sides = Sides(hadTheirs: head == t && t != o)
        if let maker = graph.maker(of: sides.hadTheirs ? o : t), maker.machine != me {
            sides.otherMachine = maker.name
        }
        if o == t { return .merge(base: Document(bytes: ours), sides) }
        let age = abs(times.age)
        // A version no machine's log ends with may be on its way: one no
        // log has, or bytes that came back where the log is behind.
        var behind: [String] = []
        let copyVersion = (hash: t, mine: sides.hadTheirs)
        for (hash, made, copy) in [(t, times.copyMade, nil), (o, times.fileMade, copyVersion)]
        where !graph.endsALog(hash, writtenAt: made) {
            behind += LogLag.behind(graph, than: me, made: made, holding: copy)
        }
        // A log cut short inside a record: its machine may hold either
        // version now, whatever its last whole record says (bytes that came
        // back end another machine's log too). A parent no log here has:
        // the base would be found without it.
        behind += LogLag.cut(graph, than: me)
        behind += LogLag.unrecorded(graph, than: me)
        behind = Array(Set(behind)).sorted()
        if !behind.isEmpty && age < LogLag.longestWait {
            return .wait(seconds: Int(LogLag.longestWait - age), machines: behind)
        }
        sides.waitedFor = behind
        // A version no log has comes from the logged version nearest to it.
        // (Where the file came to hold while the copy waited is on record
        // with no parent, or not at all, it is a version no log has.)
        let (oursNew, theirsNew) = (!graph.isKnown(o) || onPut.resting, !graph.isKnown(t))
        sides.nearOurs = near(ours, o, new: oursNew, mine: !sides.hadTheirs, made: times.fileMade)
        sides.nearTheirs = near(theirs, t, new: theirsNew, mine: sides.hadTheirs, made: times.copyMade)
        if onPut.resting, let placed = sides.nearOurs { sides.alsoFrom = [placed] }
        guard !oursNew, !theirsNew else {
            let alone = graph.sources.allSatisfy { $0.log.machine == me }
            let replacedHere = oursNew && head != nil
            if alone && (replacedHere || keeper.folder.othersKeepLogs(than: me)) && age < LogLag.firstMeeting {
                return .wait(seconds: Int(LogLag.firstMeeting - age), machines: [])
            }
            // A version no log has (an edit by hand a sync tool carried
            // first) descends from the logged version nearest to it; a
            // union only when none is near.
            guard let nearO = oursNew ? sides.nearOurs : sides.nearOurs ?? o,
                let nearT = theirsNew ? sides.nearTheirs : sides.nearTheirs ?? t
            else { return .merge(base: nil, sides) }
            return against(nearO, nearT)
        }
        return against(sides.nearOurs ?? o, sides.nearTheirs ?? t)

        // Bytes some log has that no log ends with, once the wait for the
        // logs behind ran out (or at once, where this machine's own log had
        // them before its end, or where no record of them has the file's
        // time and no log is behind), are an edit by hand that gave back an older
        // version's bytes (a task added, then deleted in an editor): made
        // on what a machine held, the log end nearest to it, not on that
        // older version: this machine's own for the version it had,
        // another's for the other's.
        //
        // Which side is whose is known only when this machine's log ends
        // with one of them. Else the sync tool may have put the other
        // machine's version in the file's place and this machine's own
        // edit, unseen, in the copy; taken as an edit of the other side's
        // version, that edit would read every task the other side added
        // as deleted by it. So a side is then placed at the other side's
        // own version only when it is nearer than every other version (a
        // version no log has), or never (bytes that came back).
        func near(_ bytes: [UInt8], _ hash: UInt64, new: Bool, mine: Bool, made: Int64) -> UInt64? {
            let other = head == o || head == t ? nil : hash == o ? t : o
            // This machine's own edit, beside another machine's recorded
            // version: made on what the file here held.
            let held = mine && graph.isKnown(hash == o ? t : o) ? head : nil
            // Made on a version its machine held: bytes an older version
            // had were written again.
            let allowed = hash == o ? madeOn.ours : madeOn.theirs
            if let allowed, new || !allowed.contains(where: { $0(hash) }) {
                // Made in one of several machines' files: the nearest for
                // each, and of those, the one that reads the fewest of the
                // other side's tasks as deleted by it (the others' files may
                // never have had them).
                let keeping = hash == o ? theirs : ours
                let nearest = allowed.compactMap {
                    NearestVersion.find(
                        bytes, in: graph, refused: onPut.saves, shunned: other, keeping: keeping, held: held, allowed: $0)
                }
                return NearestVersion.safest(of: nearest, for: bytes, keeping: keeping, in: graph)
            }
            if new { return NearestVersion.find(bytes, in: graph, refused: onPut.saves, shunned: other, held: held) }
            let writtenAgain = !graph.isWrite(of: hash, at: made)
            // (Or ended a log before the saves on a version put in the
            // file's place while a copy of it waited.)
            let ended = graph.endsALog(hash) || SavedWhileWaiting.ended(with: hash, made: made, in: graph)
            guard !sides.waitedFor.isEmpty || cameBackHere(hash) || writtenAgain, !ended else { return nil }
            if let other { return NearestVersion.find(bytes, in: graph, amongLogEndsOf: { _ in true }, refused: [other]) }
            // The other machine's version among other machines' log ends: of
            // two as near, not the one that would read it as deleting tasks
            // this machine has (it may never have had them).
            let keeping = mine ? nil : hash == o ? theirs : ours
            let ends = { (source: VersionGraph.Source) in (source.path == keeper.logPath) == mine }
            return NearestVersion.find(bytes, in: graph, amongLogEndsOf: ends, keeping: keeping)
        }

        // Bytes this machine's own log has before its end: the file here
        // held them, went on, and holds them again (an edit by hand here, or
        // another machine's that gave back the same older bytes). Like bytes
        // that came back once a wait ran out, they come from what a machine
        // held, with or without a wait. Not when the log's last record was
        // made from them: a kill between that record and its save leaves
        // the file holding what the record was made from, and the merge is
        // then made again as it was.
        func cameBackHere(_ hash: UInt64) -> Bool {
            guard let own = graph.sources.first(where: { $0.path == keeper.logPath })?.log.records,
                let last = own.last, last.hash != hash, !last.parents.contains(hash)
            else { return false }
            return own.contains { $0.hash == hash }
        }

        // Each side is at the point where a machine holds it (see `points`).
        func against(_ a: UInt64, _ b: UInt64) -> Found {
            let here = keeper.logPath
            let (x, y) = (graph.points(of: a, here: here), graph.points(of: b, here: here))
            // A side's record here names the version it was placed at by
            // hash; where the bytes came back, that hash names an older
            // point here (without what was done since, which then comes
            // back), unless the point is recorded here first: also where
            // this log ends with those bytes at the older point (a later
            // point elsewhere holds them: see `points`).
            for (near, hash, points) in [(sides.nearOurs, a, x), (sides.nearTheirs, b, y)]
            where graph.pointsNamed(hash, inLog: here) != points && graph.echo(of: hash, here: here) != nil
                && !sides.echoed.contains(where: { $0.hash == hash })
            {
                let later = near == nil && cameBackLater(hash, at: points)
                guard near == hash || later, let bytes = graph.content(of: hash) else { continue }
                sides.echoed.append(.init(hash: hash, bytes: bytes))
                if later { sides.echoedOverHead.insert(hash) }
            }
            let (base, bases) = VirtualBase.of(x, y, graph: graph, today: today)
            sides.bases = bases.map { graph.nodes[$0].hash }
            sides.renames = graph.knownRenames(ours: x, theirs: y, bases: bases)
            return .merge(base: base, sides)
        }

        // Whether the bytes this log ends with are older than `points`,
        // where other machines hold them: each of those comes from the
        // point this log's records of the hash name (a task added and
        // deleted again there), so that point holds nothing they lack.
        func cameBackLater(_ hash: UInt64, at points: Set<Int>) -> Bool {
            let named = graph.pointsNamed(hash, inLog: keeper.logPath)
            return !named.isEmpty && points.allSatisfy { named.isSubset(of: graph.ancestors(of: [$0])) }
        }
    }
}
