import TodoMerge

/// What a merge of a history may give: each task merged from its own three
/// versions — the versions its hidden id has in the base, ours and theirs —
/// merged alone, so that no other task can be mistaken for it. A merge
/// reads names and content, not ids, so some freedom is fair and allowed:
/// - a task that carries a note of its own (a marker) is that task; other
///   tasks of a name may be paired with any of the base's tasks of that
///   name a side has left (nothing tells them apart);
/// - a rename may be read as a deletion and an addition, or taken for a
///   twin of the task (alike in all), or (a word added to the name) for
///   another task of the old name that has nothing to tell it apart;
/// - tasks both sides added with the same name may be one task.
/// Nothing else: a task paired with another name, a marker's task paired
/// with another task, a change on a task it was not made to, a task lost
/// or made twice, is a failure.
struct MergeOracle {
    let history: ModelHistory
    /// The merge was given theirs as ours.
    let swapped: Bool

    enum Verdict: Equatable {
        case explained
        case unexplained(expected: [TaskText])
        /// Too many ways to pair tasks to look through.
        case tooMany
    }

    static let limit = 20_000
    var debug = false

    /// The base task each of a side's tasks is taken as (nil: new).
    typealias Pairing = [Int: Int?]

    func verdict(_ result: [TaskText]) -> Verdict {
        let actual = result.sorted()
        var cache: [String: [TaskText]] = [:]
        guard let oursOptions = options(history.ours), let theirsOptions = options(history.theirs),
            oursOptions.count * theirsOptions.count <= Self.limit
        else { return .tooMany }
        var first: [TaskText]?
        var tried = 0
        for o in oursOptions {
            for t in theirsOptions {
                for triples in bothAdded(o, t) {
                    tried += 1
                    if tried > Self.limit { return .tooMany }
                    let expected = triples.flatMap { mergedAlone($0, &cache) }.sorted()
                    if expected == actual { return .explained }
                    if debug { print("READING", o, t, expected.map(\.description)) }
                    if first == nil { first = expected }
                }
            }
        }
        return .unexplained(expected: first ?? [])
    }

    // MARK: Pairings a merge may choose

    /// Every pairing of a side's tasks with the base's, the truest first.
    /// A task renamed and otherwise unchanged may have been taken for a base
    /// task it is alike with before any pairing by name, or not (when other
    /// tasks moved around it); a copy of the task is as alike as the task.
    private func options(_ side: ModelFile) -> [Pairing]? {
        var renamedOnly: [(side: Int, base: Int)] = []
        for task in side.tasks {
            for old in history.base.tasks where task.name.hasPrefix(old.name + " w") {
                var same = task
                (same.id, same.name) = (old.id, old.name)
                if same == old && (old.marker == nil || old.id == task.id) { renamedOnly.append((task.id, old.id)) }
            }
        }
        var out: [Pairing] = []
        for k in 0..<(1 << min(renamedOnly.count, 8)) {
            let chosen = renamedOnly.indices.filter { k & (1 << $0) != 0 }.map { renamedOnly[$0] }
            guard Set(chosen.map(\.side)).count == chosen.count, Set(chosen.map(\.base)).count == chosen.count else { continue }
            guard let more = options(side, reserved: Dictionary(uniqueKeysWithValues: chosen)) else { return nil }
            out += more
            if out.count > Self.limit { return nil }
        }
        // The truest pairing first: the one that takes most tasks as themselves.
        let wrong = { (p: Pairing) in p.filter { $0.value != nil && $0.value! != $0.key }.count }
        return out.sorted { wrong($0) < wrong($1) }
    }

    /// `reserved`: side tasks taken for base tasks before any pairing by name.
    private func options(_ side: ModelFile, reserved: [Int: Int]) -> [Pairing]? {
        let base = history.base
        var names: [String] = []
        for task in base.tasks + side.tasks where !names.contains(task.name) { names.append(task.name) }
        var partial: [Pairing] = [[:]]
        for name in names {
            let baseIDs = base.tasks.filter { $0.name == name }.map(\.id)
            let sideIDs = side.tasks.filter { $0.name == name && reserved[$0.id] == nil }.map(\.id)
            // A task still carrying its marker is itself.
            let fixed = sideIDs.filter { id in base.task(id).map { $0.marker != nil && $0.name == name } ?? false }
            let freeSide = sideIDs.filter { !fixed.contains($0) }
            let freeBase = baseIDs.filter { !fixed.contains($0) && !reserved.values.contains($0) }
            let ways = Self.injections(freeSide, into: freeBase)
            guard partial.count * ways.count <= Self.limit else { return nil }
            partial = partial.flatMap { p in
                ways.map { way in
                    var q = p
                    for id in fixed { q[id] = id }
                    for (s, b) in way { q[s] = b }
                    return q
                }
            }
        }
        // Renames: a task left new may instead be a base task renamed, in
        // the section it stands in: itself, a task alike with it in the base
        // (a twin), or, renamed a little, one of its old name nothing tells
        // apart. A new task (a copy) may be a base task with nothing to tell
        // it apart that it shares a note line with, or whose name it extends.
        var out: [Pairing] = []
        for var p in partial {
            for (id, b) in reserved { p[id] = b }
            var ways: [Pairing] = [p]
            for task in side.tasks where p[task.id]! == nil {
                let old = base.task(task.id)
                if let old, old.name == task.name { continue }
                let alike = old.map { task.name.hasPrefix($0.name + " w") && $0.marker == nil } ?? false
                let shares = { (b: ModelTask) in !Set(b.body).isDisjoint(with: task.body) }
                let candidate = { (b: ModelTask) -> Bool in
                    // A note line in common is evidence in any section.
                    guard b.section == task.section || shares(b) else { return false }
                    if let old {
                        return b.id == old.id || b.content == old.content || (alike && b.name == old.name && b.marker == nil)
                    }
                    return b.marker == nil && ((task.name.hasPrefix(b.name + " w") && b.body.isEmpty) || shares(b))
                }
                ways = ways.flatMap { q -> [Pairing] in
                    let taken = Set(q.values.compactMap { $0 })
                    let others = base.tasks.filter { !taken.contains($0.id) && candidate($0) }
                    return [q]
                        + others.map { b in
                            var r = q
                            r[task.id] = b.id
                            return r
                        }
                }
            }
            out += ways
            if out.count > Self.limit { return nil }
        }
        return out
    }

    /// Every way to pair as many of `side` with distinct `base` elements as
    /// possible (the rest nil).
    static func injections(_ side: [Int], into base: [Int]) -> [[(Int, Int?)]] {
        let needed = min(side.count, base.count)
        var out: [[(Int, Int?)]] = []
        func walk(_ k: Int, _ used: Set<Int>, _ got: Int, _ acc: [(Int, Int?)]) {
            if k == side.count {
                if got == needed { out.append(acc) }
                return
            }
            for b in base where !used.contains(b) { walk(k + 1, used.union([b]), got + 1, acc + [(side[k], b)]) }
            if got + (side.count - k - 1) >= needed { walk(k + 1, used, got, acc + [(side[k], nil)]) }
        }
        walk(0, [], 0, [])
        return out
    }

    /// Each task's three versions under the pairings, with the ways tasks
    /// both sides added can be one task.
    private func bothAdded(_ o: Pairing, _ t: Pairing) -> [[(ModelTask?, ModelTask?, ModelTask?)]] {
        let (ours, theirs) = (history.ours, history.theirs)
        var triples: [(ModelTask?, ModelTask?, ModelTask?)] = history.base.tasks.map { b in
            (b, ours.tasks.first { o[$0.id]! == b.id }, theirs.tasks.first { t[$0.id]! == b.id })
        }
        let newOurs = ours.tasks.filter { o[$0.id]! == nil }, newTheirs = theirs.tasks.filter { t[$0.id]! == nil }
        var ways: [[(ModelTask?, ModelTask?, ModelTask?)]] = [[]]
        var names: [String] = []
        for task in newOurs + newTheirs where !names.contains(task.name) { names.append(task.name) }
        for name in names {
            let x = newOurs.filter { $0.name == name }, y = newTheirs.filter { $0.name == name }
            let pairings = Self.injections(x.indices.map { $0 }, into: y.indices.map { $0 })
            ways = ways.flatMap { w in
                pairings.map { pairing in
                    var more = w
                    var paired = Set<Int>()
                    for (i, j) in pairing {
                        more.append((nil, x[i], j.map { y[$0] }))
                        if let j { paired.insert(j) }
                    }
                    for (j, task) in y.enumerated() where !paired.contains(j) { more.append((nil, nil, task)) }
                    return more
                }
            }
        }
        if ways.count > Self.limit { ways = Array(ways.prefix(Self.limit)) }
        triples.removeAll { $0.0 == nil && $0.1 == nil && $0.2 == nil }
        return ways.map { triples + $0 }
    }

    /// The task merged from its own versions only, in files of one task.
    private func mergedAlone(_ triple: (ModelTask?, ModelTask?, ModelTask?), _ cache: inout [String: [TaskText]])
        -> [TaskText]
    {
        let file = { (task: ModelTask?) in ModelFile(tasks: task.map { [$0] } ?? []) }
        let (b, o, t) = (file(triple.0), file(triple.1), file(triple.2))
        let key = [b, o, t].map(\.text).joined(separator: "\u{0}")
        if let known = cache[key] { return known }
        let merged = merge(base: b.document, ours: swapped ? t.document : o.document, theirs: swapped ? o.document : t.document)
        let tasks = TaskText.all(in: merged.document)
        cache[key] = tasks
        return tasks
    }
}
