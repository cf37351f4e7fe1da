import TodoMerge
import TaskPaper
import TodoCore

/// What a merge of a history must give, from the hidden ids alone: every
/// task its own three versions merged alone (`mergedAlone`: kept, deleted,
/// changed by both sides, in files of one task, so no other task can lend
/// it a change), tasks both sides added alike once — and nothing else.
/// The files tell every id (`Tellable`), so the only freedom is among base
/// tasks alike in everything: there only what they become together is
/// checked (`TwinFates`). The tasks must also come out in an order no
/// version contradicts (`OrderCheck`) and the report must say "too alike"
/// exactly where both sides changed such tasks differently.
struct MergeOracle {
    /// The history as the merge reads it (on the merge's day).
    let history: ModelHistory
    /// The merge was given theirs as ours.
    let swapped: Bool

    /// The copies of one hidden id (a task added alike on both sides is one).
    struct Identity {
        var key: Int
        var base: ModelTask?
        var ours: ModelTask?
        var theirs: ModelTask?
    }

    /// How a merge met the oracle.
    enum Verdict {
        /// Each result task's id, section by section, and what each id became.
        case holds(keys: [Section: [Int]], identities: [Identity], twins: Set<Int>, split: Set<Int>)
        case fails(String)
    }

    var debug = false

    /// The note line that makes the copies of a task merged alone one task.
    static let sameTask = "one task, merged alone"

    var identities: [Identity] {
        let out = history.base.tasks.map { b in
            Identity(key: b.id, base: b, ours: history.ours.task(b.id), theirs: history.theirs.task(b.id))
        }
        let known = Set(out.map(\.key))
        var added = history.ours.tasks.filter { !known.contains($0.id) }.map { Identity(key: $0.id, ours: $0) }
        // Added on both sides alike (but for the days each machine stamps): one task.
        var pending: [ModelTask] = []
        for task in history.theirs.tasks where !known.contains(task.id) {
            // A task both sides kept that the base's rules took out is still one.
            if let k = added.firstIndex(where: { $0.key == task.id }) {
                added[k].theirs = task
            } else if let k = added.firstIndex(where: { $0.theirs == nil && $0.ours!.content == task.content }) {
                added[k].theirs = task
            } else {
                pending.append(task)
            }
        }
        for task in pending {
            if let k = added.firstIndex(where: { $0.theirs == nil && Self.sameButStamps($0.ours!, task) }) {
                added[k].theirs = task
            } else {
                added.append(Identity(key: task.id, theirs: task))
            }
        }
        return out + added
    }

    static func sameButStamps(_ a: ModelTask, _ b: ModelTask) -> Bool {
        var (x, y) = (a, b)
        if x.day != nil && y.day != nil { y.day = x.day }
        if x.done != nil && y.done != nil { y.done = x.done }
        return x.content == y.content
    }

    func verdict(_ result: MergeResult, cache: inout [String: [TaskText]]) -> Verdict {
        let actual = Section.allCases.map { s in (s, TaskText.all(in: result.document).filter { $0.section == s }) }
        var left: [TaskText: Int] = [:]
        for text in actual.flatMap(\.1) { left[text, default: 0] += 1 }
        let all = identities
        var outputs: [Int: [TaskText]] = [:]
        for identity in all where !history.twins.contains(identity.key) {
            let merged = mergedAlone(identity.base, identity.ours, identity.theirs, &cache)
            if let wrong = NoteCheck.wrong(identity, merged) { return .fails("#\(identity.key): \(wrong)") }
            outputs[identity.key] = merged
            for text in merged {
                guard (left[text] ?? 0) > 0 else {
                    return .fails("#\(identity.key) should be \(text), and is not there")
                }
                left[text]! -= 1
            }
        }
        let fates = TwinFates(history: history, merge: { b, o, t in self.mergedAlone(b, o, t, &cache) })
        let remaining = left.filter { $0.value > 0 }
        guard let chosen = fates.options.first(where: { option in Self.counts(option.flatMap(\.1)) == remaining }) else {
            let wanted = fates.options.map { $0.flatMap(\.1).map(\.description).joined(separator: "; ") }
            return .fails(
                "left over: \(remaining.map { "\($0.value)× \($0.key)" }); tasks alike in everything may become: \(wanted)")
        }
        for (id, texts) in chosen { outputs[id] = texts }
        guard Set(result.report.ambiguous) == fates.tooAlike else {
            return .fails("the report says too alike: \(result.report.ambiguous), not \(fates.tooAlike.sorted())")
        }
        let split = Set(outputs.filter { $0.value.count > 1 }.map(\.key))
        // Copies alike in everything on a side (a line pasted twice): which
        // is the old one cannot be told, so neither is their order.
        var twins = history.twins
        for file in [history.ours, history.theirs] {
            let counts = Self.counts(file.tasks.map(\.content))
            twins.formUnion(file.tasks.filter { counts[$0.content]! > 1 }.map(\.id))
        }
        var check = OrderCheck(history: history, identities: all, twins: twins, split: split)
        check.debug = debug
        let ways = OrderCheck.keys(actual, outputs: outputs, identities: all, history: history)
        guard let keys = ways.first(where: check.holds) else { return .fails("an order no version has") }
        return .holds(keys: keys, identities: all, twins: twins, split: split)
    }

    static func counts(_ texts: [TaskText]) -> [TaskText: Int] {
        var out: [TaskText: Int] = [:]
        for text in texts { out[text, default: 0] += 1 }
        return out
    }

    /// The task merged from its own versions only, in files of one task.
    /// A change on one side only (a deletion too) is that change, as the
    /// table says; only two changes are merged by the merge itself.
    func mergedAlone(_ base: ModelTask?, _ ours: ModelTask?, _ theirs: ModelTask?, _ cache: inout [String: [TaskText]])
        -> [TaskText]
    {
        let (bc, oc, tc) = (base?.content, ours?.content, theirs?.content)
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
        let (b, o, t) = (file(base), file(ours), file(theirs))
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
