import TodoMerge
import TaskPaper
import TodoCore

/// Whether a merge of a history is one the rules allow: each task merged
/// from its own three versions — taken alone, in files of one task, so no
/// other task can lend it a change — under a pairing a reader of the files
/// could make (`Readings`, then `TwinChoices` for tasks alike in
/// everything), with tasks both sides added one task only when equal. The
/// merged tasks must be exactly those, in their sections, in an order no
/// version contradicts, and the report must say "too alike" exactly where
/// two sides changed tasks alike in everything differently.
struct MergeOracle {
    let history: ModelHistory
    /// The merge was given theirs as ours.
    let swapped: Bool

    /// The tasks of one identity (a base task, or a task added).
    struct Identity {
        var key: Int
        var base: ModelTask?
        var ours: ModelTask?
        var theirs: ModelTask?
    }

    /// The reading that explains a merge.
    struct Explanation {
        var identities: [Identity]
        /// Each result task's identity key, section by section in file order.
        var keys: [Section: [Int]]
        /// Keys of base tasks alike in everything (any order among them is fair).
        var twins: Set<Int>
        /// Keys that merged into two tasks (renamed differently on both sides).
        var split: Set<Int>
        /// The pairing is the hidden ids' own.
        var isTruth: Bool
        /// The pairing of ours' and theirs' tasks with the base's.
        var ours: Readings.Pairing
        var theirs: Readings.Pairing
    }

    enum Verdict {
        /// The readings that explain it (the first few).
        case explained([Explanation])
        case unexplained(expected: [TaskText], why: String)
        /// Too many ways to pair tasks to look through.
        case tooMany
    }

    static let limit = 4000
    var debug = false
    /// The note line that makes the copies of a task merged alone one task.
    static let sameTask = "one task, merged alone"

    /// `prefer`: the reading that explained the merge of the sides in the
    /// other order, tried first (the merge reads each side alike either way).
    /// `wanted`: how many explaining readings to look for.
    func verdict(
        _ result: MergeResult, cache: inout [String: [TaskText]], prefer: Explanation? = nil, wanted: Int = 1
    ) -> Verdict {
        var found: [Explanation] = []
        let actual = Section.allCases.map { s in (s, TaskText.all(in: result.document).filter { $0.section == s }) }
        let sortedActual = actual.flatMap(\.1).sorted()
        guard let oursReadings = Readings(base: history.base, side: history.ours).all(),
            let theirsReadings = Readings(base: history.base, side: history.theirs).all(),
            oursReadings.count * theirsReadings.count <= Self.limit
        else { return .tooMany }
        var first: (expected: [TaskText], why: String)? = nil
        var tried = 0
        // The reading preferred first, then the ids' own when the rules allow it.
        let truth = { (p: Readings.Pairing) in p.allSatisfy { $0.key == $0.value } }
        let rank = { (p: Readings.Pairing, preferred: Readings.Pairing?) in p == preferred ? 0 : truth(p) ? 1 : 2 }
        for o in oursReadings.sorted(by: { rank($0, prefer?.ours) < rank($1, prefer?.ours) }) {
            for t in theirsReadings.sorted(by: { rank($0, prefer?.theirs) < rank($1, prefer?.theirs) }) {
                let choices = TwinChoices(base: history.base, ours: history.ours, theirs: history.theirs, o, t).all()
                let preferred = { (c: TwinChoices.Choice) in c.ours == prefer?.ours && c.theirs == prefer?.theirs }
                for choice in choices.sorted(by: { preferred($0) && !preferred($1) }) {
                    tried += 1
                    if tried > Self.limit { return found.isEmpty ? .tooMany : .explained(found) }
                    let identities = self.identities(choice.ours, choice.theirs)
                    var outputs: [Int: [TaskText]] = [:]
                    for identity in identities { outputs[identity.key] = mergedAlone(identity, &cache) }
                    let expected = outputs.values.flatMap { $0 }.sorted()
                    if debug { print("reading", choice.ours, choice.theirs, expected == sortedActual) }
                    guard expected == sortedActual else {
                        if first == nil { first = (expected, "other tasks") }
                        continue
                    }
                    let split = Set(outputs.filter { $0.value.count > 1 }.map(\.key))
                    var check = OrderCheck(history: history, identities: identities, twins: choice.twins, split: split)
                    check.debug = debug
                    let ways = OrderCheck.keys(actual, outputs: outputs, identities: identities, history: history)
                    guard let keys = ways.first(where: check.holds) else {
                        if first == nil { first = (expected, "an order no version has") }
                        continue
                    }
                    guard Set(result.report.ambiguous) == choice.tooAlike else {
                        if first == nil { first = (expected, "report says too alike: \(result.report.ambiguous)") }
                        continue
                    }
                    let isTruth = truth(choice.ours) && truth(choice.theirs)
                    found.append(
                        Explanation(
                            identities: identities, keys: keys, twins: choice.twins, split: split, isTruth: isTruth,
                            ours: choice.ours, theirs: choice.theirs))
                    if found.count == wanted { return .explained(found) }
                }
            }
        }
        if !found.isEmpty { return .explained(found) }
        return .unexplained(expected: first?.expected ?? [], why: first?.why ?? "no reading")
    }

    /// The identities under a pairing of each side: the base's tasks, then
    /// those added, where a task theirs added is ours' when they are equal
    /// (or equal but for the days each machine stamps).
    private func identities(_ o: Readings.Pairing, _ t: Readings.Pairing) -> [Identity] {
        var out = history.base.tasks.map { b in
            Identity(
                key: b.id, base: b, ours: history.ours.tasks.first { o[$0.id] == b.id },
                theirs: history.theirs.tasks.first { t[$0.id] == b.id })
        }
        // A task renamed beyond recognition keeps its hidden id: the keys of
        // tasks added are apart from the base's.
        var added = history.ours.tasks.filter { o[$0.id] == nil }.map { Identity(key: 1_000_000 + $0.id, ours: $0) }
        var pending: [ModelTask] = []
        for task in history.theirs.tasks where t[task.id] == nil {
            if let k = added.firstIndex(where: { $0.theirs == nil && $0.ours!.content == task.content }) {
                added[k].theirs = task
            } else {
                pending.append(task)
            }
        }
        for task in pending {
            if let k = added.firstIndex(where: { $0.theirs == nil && Self.sameButStamps($0.ours!, task) }) {
                added[k].theirs = task
            } else {
                added.append(Identity(key: 2_000_000 + task.id, theirs: task))
            }
        }
        out += added
        return out
    }

    static func sameButStamps(_ a: ModelTask, _ b: ModelTask) -> Bool {
        var (x, y) = (a, b)
        if x.day != nil && y.day != nil { y.day = x.day }
        if x.done != nil && y.done != nil { y.done = x.done }
        return x.content == y.content
    }

    /// The task merged from its own versions only, in files of one task.
    /// A change on one side only (a deletion too) is that change, as the
    /// table says; only two changes are merged by the merge itself.
    private func mergedAlone(_ identity: Identity, _ cache: inout [String: [TaskText]]) -> [TaskText] {
        let (bc, oc, tc) = (identity.base?.content, identity.ours?.content, identity.theirs?.content)
        if oc == bc { return tc.map { [$0] } ?? [] }
        if tc == bc || tc == oc { return oc.map { [$0] } ?? [] }
        if oc == nil || tc == nil { return [oc ?? tc!] }
        // A first note line all three copies share tells the merge they are
        // one task, whatever else they say; it is taken out again after.
        let file = { (task: ModelTask?) in
            ModelFile(
                tasks: task.map { t in
                    var copy = t
                    copy.notes = t.body
                    copy.marker = Self.sameTask
                    return [copy]
                } ?? [])
        }
        let (b, o, t) = (file(identity.base), file(identity.ours), file(identity.theirs))
        let key = ([b, o, t].map(\.text) + [swapped ? "1" : "0"]).joined(separator: "\u{0}")
        if let known = cache[key] { return known }
        let merged = merge(
            base: b.document, ours: swapped ? t.document : o.document, theirs: swapped ? o.document : t.document)
        let tasks = TaskText.all(in: merged.document).map { task in
            var task = task
            task.notes.removeAll { $0 == Self.sameTask }
            return task
        }
        cache[key] = tasks
        return tasks
    }
}
