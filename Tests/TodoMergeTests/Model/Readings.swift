import TodoMerge
import TaskPaper
import TodoCore

/// The ways a reader of the files may pair one side's tasks with the
/// base's under the documented rules (docs/several-machines.md, "Which task
/// is which"), from what the files say and nothing else:
/// 1. a name that is one task in the base and one on the side is that task
///    when nothing says otherwise: the base task had no notes, or one is
///    kept, or it stands in its section with notes of its own;
/// 2. of other names, the tasks equal in everything (section, line, notes)
///    first; then the most pairs, the most note lines shared, then the
///    most in the same section;
/// 3. then renames: alike names (more than half of all words shared), in
///    the same section between the same paired tasks, and a note kept when
///    the base task had notes.
/// Where the rules leave a choice (tasks alike, equally supported
/// pairings), every choice is listed; tags and order, which the merge also
/// weighs, are left free.
struct Readings {
    /// A side task's id → the base task's id it is read as (absent: new).
    typealias Pairing = [Int: Int]

    let base: ModelFile
    let side: ModelFile
    static let limit = 4000

    /// Every pairing the rules allow; nil when there are too many to list.
    func all() -> [Pairing]? {
        var partial: [Pairing] = [[:]]
        var names: [String] = []
        for task in base.tasks + side.tasks where !names.contains(task.name) { names.append(task.name) }
        for name in names {
            let b = base.tasks.filter { $0.name == name }, s = side.tasks.filter { $0.name == name }
            guard !b.isEmpty, !s.isEmpty else { continue }
            let options = b.count == 1 && s.count == 1 ? [Self.told(b[0], s[0]) ? [(s[0].id, b[0].id)] : []] : Self.group(b, s)
            guard partial.count * options.count <= Self.limit else { return nil }
            partial = partial.flatMap { p in options.map { o in p.merging(o, uniquingKeysWith: { x, _ in x }) } }
        }
        var out: [Pairing] = []
        for p in partial {
            out += renames(p)
            if out.count > Self.limit { return nil }
        }
        return out
    }

    /// Whether the files tell that the side's only task of a name is the
    /// base's only one, rather than a new task of that name.
    private static func told(_ b: ModelTask, _ s: ModelTask) -> Bool {
        b.body.isEmpty || commonCount(b.body, s.body) > 0 || (b.section == s.section && !s.body.isEmpty)
    }

    // MARK: Tasks of one name

    /// The pairings of one name's tasks: equal ones first, then the rest.
    private static func group(_ b: [ModelTask], _ s: [ModelTask]) -> [[(Int, Int)]] {
        var exact: [[(Int, Int)]] = [[]]
        var contents: [TaskText] = []
        for task in b where !contents.contains(task.content) { contents.append(task.content) }
        for content in contents {
            let x = b.filter { $0.content == content }.map(\.id), y = s.filter { $0.content == content }.map(\.id)
            let ways = injections(y, into: x)
            exact = exact.flatMap { e in ways.map { w in e + w } }
        }
        return exact.flatMap { e -> [[(Int, Int)]] in
            let usedB = Set(e.map(\.1)), usedS = Set(e.map(\.0))
            let rest = strongest(b.filter { !usedB.contains($0.id) }, s.filter { !usedS.contains($0.id) })
            return rest.map { e + $0 }
        }
    }

    /// The most pairs, then the most equal in another section, the most
    /// note lines shared, the most in the same section: all that tie.
    private static func strongest(_ b: [ModelTask], _ s: [ModelTask]) -> [[(Int, Int)]] {
        guard !b.isEmpty, !s.isEmpty else { return [[]] }
        let ways = injections(s.map(\.id), into: b.map(\.id))
        let score = { (way: [(Int, Int)]) -> [Int] in
            var equal = 0, notes = 0, same = 0
            for (x, y) in way {
                let (t, u) = (s.first { $0.id == x }!, b.first { $0.id == y }!)
                if t.line == u.line && t.body == u.body {
                    equal += 1
                    continue
                }
                notes += commonCount(t.body, u.body)
                if t.section == u.section { same += 1 }
            }
            return [equal, notes, same]
        }
        let scored = ways.map { ($0, score($0)) }
        let best = scored.map(\.1).max { $0.lexicographicallyPrecedes($1) }!
        return scored.filter { $0.1 == best }.map(\.0)
    }

    /// Every way to pair as many of `side` with distinct `base` elements as
    /// possible (side, base).
    static func injections(_ side: [Int], into base: [Int]) -> [[(Int, Int)]] {
        let needed = min(side.count, base.count)
        var out: [[(Int, Int)]] = []
        func walk(_ k: Int, _ used: Set<Int>, _ acc: [(Int, Int)]) {
            if k == side.count {
                if acc.count == needed { out.append(acc) }
                return
            }
            for b in base where !used.contains(b) && acc.count < needed { walk(k + 1, used.union([b]), acc + [(side[k], b)]) }
            if acc.count + (side.count - k - 1) >= needed { walk(k + 1, used, acc) }
        }
        walk(0, [], [])
        return out
    }

    static func commonCount(_ x: [String], _ y: [String]) -> Int {
        var left = y
        var n = 0
        for e in x {
            guard let k = left.firstIndex(of: e) else { continue }
            left.remove(at: k)
            n += 1
        }
        return n
    }

    // MARK: Renames

    /// The pairing with every maximal set of renames the rules allow.
    private func renames(_ p: Pairing) -> [Pairing] {
        var ways: [Pairing] = [p]
        for section in Section.allCases {
            let b = base.tasks.filter { $0.section == section }, s = side.tasks.filter { $0.section == section }
            let partner = p  // side id → base id
            let byBase = Dictionary(p.map { ($0.value, $0.key) }, uniquingKeysWith: { x, _ in x })
            let anchoredB = { (t: ModelTask) in byBase[t.id].map { id in s.contains { $0.id == id } } ?? false }
            let anchoredS = { (t: ModelTask) in partner[t.id].map { id in b.contains { $0.id == id } } ?? false }
            let gapsB = Self.gaps(b, anchored: anchoredB, anchor: { $0.id }, left: { byBase[$0.id] == nil })
            let gapsS = Self.gaps(s, anchored: anchoredS, anchor: { partner[$0.id]! }, left: { partner[$0.id] == nil })
            var candidates: [(Int, Int)] = []
            for (t, gap) in gapsS {
                for (u, other) in gapsB where gap == other && Self.alike(u.name, t.name) {
                    if u.body.isEmpty || Self.commonCount(u.body, t.body) > 0 { candidates.append((t.id, u.id)) }
                }
            }
            guard !candidates.isEmpty else { continue }
            let sets = Self.maximalSets(candidates)
            ways = ways.flatMap { w in sets.map { set in w.merging(set.map { ($0.0, $0.1) }, uniquingKeysWith: { x, _ in x }) } }
        }
        return ways
    }

    /// For each task left, the place between anchored tasks it stands in
    /// (the base ids of the anchors before and after it, -1 for none).
    private static func gaps(
        _ tasks: [ModelTask], anchored: (ModelTask) -> Bool, anchor: (ModelTask) -> Int, left: (ModelTask) -> Bool
    ) -> [(ModelTask, [Int])] {
        var out: [(ModelTask, [Int])] = []
        for (k, task) in tasks.enumerated() where !anchored(task) && left(task) {
            let before = tasks[..<k].last(where: anchored).map(anchor) ?? -1
            let after = tasks[(k + 1)...].first(where: anchored).map(anchor) ?? -1
            out.append((task, [before, after]))
        }
        return out
    }

    /// More than half of the words of both names together are shared.
    static func alike(_ a: String, _ b: String) -> Bool {
        let (x, y) = (words(a), words(b))
        return !x.isEmpty && !y.isEmpty && 4 * commonCount(x, y) > x.count + y.count
    }

    static func words(_ name: String) -> [String] { name.lowercased().split(separator: " ").map(String.init) }

    /// Every set of pairs, no task in two, to which no other pair can be added.
    private static func maximalSets(_ pairs: [(Int, Int)]) -> [[(Int, Int)]] {
        var out: [[(Int, Int)]] = []
        func walk(_ k: Int, _ acc: [(Int, Int)]) {
            let free = { (p: (Int, Int)) in !acc.contains { $0.0 == p.0 || $0.1 == p.1 } }
            if k == pairs.count {
                if pairs.allSatisfy({ p in !free(p) }) { out.append(acc) }
                return
            }
            if free(pairs[k]) { walk(k + 1, acc + [pairs[k]]) }
            walk(k + 1, acc)
        }
        walk(0, [])
        return out
    }
}
