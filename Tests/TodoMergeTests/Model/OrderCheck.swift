import TodoMerge
import TaskPaper
import TodoCore

/// The order of a merge's tasks, by identity: tasks no version moved keep
/// their order, and a task a side added stays between them where that side
/// put it; and the merge of (base, A, B) is the merge of (base, B, A) but
/// for what the documentation gives to ours: which of two things put in at
/// one place comes first, the order of notes and of a repeated tag's values
/// both sides added, the order of tasks alike in everything, and the
/// section of a task both sides moved elsewhere without a delay.
struct OrderCheck {
    let history: ModelHistory
    let identities: [MergeOracle.Identity]
    /// Base tasks alike in everything: their order among them is free.
    let twins: Set<Int>
    /// Identities merged into two tasks.
    let split: Set<Int>
    var debug = false

    /// Each result task's identity key, section by section: every way to
    /// give them when several identities merged into tasks with the same
    /// text (the first in the order of their places, then the others).
    static func keys(
        _ actual: [(Section, [TaskText])], outputs: [Int: [TaskText]], identities: [MergeOracle.Identity],
        history: ModelHistory
    ) -> [[Section: [Int]]] {
        var pool: [TaskText: [Int]] = [:]
        let files = [history.base, history.ours, history.theirs]
        let place = { (i: MergeOracle.Identity) in
            zip([i.base, i.ours, i.theirs], files).map { task, file in
                task.flatMap { t in file.tasks.firstIndex { $0.id == t.id } } ?? Int.max
            }
        }
        for identity in identities.sorted(by: { place($0).lexicographicallyPrecedes(place($1)) }) {
            for text in outputs[identity.key] ?? [] { pool[text, default: []].append(identity.key) }
        }
        var pools: [[TaskText: [Int]]] = [pool]
        for (text, keys) in pool where keys.count > 1 && keys.count <= 4 {
            let orders = OrderCheck.permutations(keys.count).map { p in p.map { keys[$0] } }
            guard pools.count * orders.count <= 200 else { break }
            pools = pools.flatMap { p in orders.map { o in p.merging([(text, o)], uniquingKeysWith: { _, new in new }) } }
        }
        return pools.compactMap { pool in
            var pool = pool
            var out: [Section: [Int]] = [:]
            for (section, tasks) in actual {
                for text in tasks {
                    guard let key = pool[text]?.first else { return nil }
                    pool[text]!.removeFirst()
                    out[section, default: []].append(key)
                }
            }
            return out
        }
    }

    /// Each version's identities in the section, in order (base, ours, theirs).
    private func orders(_ section: Section) -> [[Int]] {
        var oursKey: [Int: Int] = [:], theirsKey: [Int: Int] = [:]
        for i in identities {
            if let o = i.ours { oursKey[o.id] = i.key }
            if let t = i.theirs { theirsKey[t.id] = i.key }
        }
        let keys: [(Int) -> Int?] = [{ $0 }, { oursKey[$0] }, { theirsKey[$0] }]
        return zip([history.base, history.ours, history.theirs], keys).map { file, key in
            file.tasks.filter { $0.section == section }.compactMap { key($0.id) }
        }
    }

    /// The tasks all three versions have in the section (but those alike
    /// and those split), and of them the ones no version moved past another.
    private func stable(_ orders: [[Int]]) -> (everywhere: [Int], settled: Set<Int>, agreed: (Int, Int) -> Bool) {
        let all = orders[0].filter { x in orders.allSatisfy { $0.contains(x) } }
        let agreed = { (x: Int, y: Int) in orders.allSatisfy { $0.firstIndex(of: x)! < $0.firstIndex(of: y)! } }
        // Settled: no side moved it past a task the base had there (one
        // alike in everything, or one the other side deleted, too).
        let settled = all.filter { x in
            orders[0].allSatisfy { y in
                x == y
                    || orders.dropFirst().allSatisfy { order in
                        guard let p = order.firstIndex(of: x), let q = order.firstIndex(of: y) else { return true }
                        return (p < q) == (orders[0].firstIndex(of: x)! < orders[0].firstIndex(of: y)!)
                    }
            }
        }
        let free = { (x: Int) in split.contains(x) || twins.contains(x) }
        return (all.filter { !free($0) }, Set(settled.filter { !free($0) }), agreed)
    }

    /// Two tasks every version has in one section, in one order, come out
    /// in that order there; a task one side added stays between the nearest
    /// tasks around it on that side that no version moved.
    func holds(_ keys: [Section: [Int]]) -> Bool {
        for (section, result) in keys {
            let orders = orders(section)
            let (everywhere, settled, agreed) = stable(orders)
            let at = { (x: Int) in result.firstIndex(of: x) }
            for (i, x) in everywhere.enumerated() {
                for y in everywhere[(i + 1)...] where agreed(x, y) {
                    if let p = at(x), let q = at(y), p > q {
                        if debug { print("order", section, x, y, orders, result) }
                        return false
                    }
                }
            }
            for order in orders.dropFirst() {
                // Put in here by one side only (by both, at two places: either);
                // which of tasks alike in everything it was cannot be told.
                let once = { (x: Int) in orders.filter { $0.contains(x) }.count == 1 }
                for (k, x) in order.enumerated() where !split.contains(x) && !twins.contains(x) && once(x) {
                    guard let p = at(x) else { continue }
                    if let a = order[..<k].last(where: settled.contains), let q = at(a), q > p {
                        if debug { print("after", section, x, a, orders, result) }
                        return false
                    }
                    if let b = order[(k + 1)...].first(where: settled.contains), let q = at(b), q < p {
                        if debug { print("before", section, x, b, orders, result) }
                        return false
                    }
                }
            }
        }
        return true
    }

    // MARK: Either order of the sides

    /// The result as the two orders of the sides must share it: tasks one
    /// side put in at some place (added, moved, or kept there though the
    /// other side deleted them) and a task split in two, in runs sorted;
    /// tasks alike in everything by themselves (which copy went with which
    /// can move them); notes and a repeated tag's values sorted.
    func canonical(_ keys: [Section: [Int]], _ result: [TaskText]) -> [String] {
        var out: [String] = []
        for section in Section.allCases {
            let settled = stable(orders(section)).settled
            let texts = result.filter { $0.section == section }
            var run: [String] = []
            var alike: [String] = []
            for (text, key) in zip(texts, keys[section] ?? []) {
                let words = text.line.split(separator: " ")
                let tags = words.filter { $0.hasPrefix("@with(") }.sorted()
                let line = (words.filter { !$0.hasPrefix("@with(") } + tags).joined(separator: " ")
                let entry = "\(section.title): \(line) | \(text.notes.sorted().joined(separator: " | "))"
                if twins.contains(key) {
                    alike.append(entry)
                    continue
                }
                guard settled.contains(key) else {
                    run.append(entry)
                    continue
                }
                out += run.sorted() + [entry]
                run = []
            }
            out += run.sorted() + ["alike:"] + alike.sorted()
        }
        return out
    }

    /// A task both sides moved to two other sections, neither a delay: the
    /// documented choice is ours'.
    static func movedApart(_ identities: [MergeOracle.Identity]) -> Bool {
        identities.contains { i in
            guard let b = i.base, let o = i.ours, let t = i.theirs else { return false }
            return o.section != b.section && t.section != b.section && o.section != t.section && o.delayed == t.delayed
        }
    }

    /// Of tasks alike in everything, one copy moved on each side to two
    /// other sections: the merge may pair them, and then ours' section is
    /// the documented choice.
    static func twinsMovedApart(_ history: ModelHistory) -> Bool {
        let moved = { (side: ModelFile) in
            Set(
                history.base.tasks.filter { history.twins.contains($0.id) }.compactMap { b in
                    side.task(b.id).flatMap { $0.section != b.section ? $0.section : nil }
                })
        }
        let (o, t) = (moved(history.ours), moved(history.theirs))
        return o.contains { x in t.contains { $0 != x } }
    }

    static func permutations(_ k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        return permutations(k - 1).flatMap { p in (0...p.count).map { i in Array(p[..<i]) + [k - 1] + Array(p[i...]) } }
    }
}
