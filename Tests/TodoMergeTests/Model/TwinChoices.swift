/// Base tasks alike in everything (section, line, notes): nothing tells
/// which of them a side changed, so the copies of one side may go with any
/// copies of the other — but the rules choose: no two different changes
/// joined on one task, then a change both sides made alike made once, then
/// the most tasks kept. Every pairing that is best by these is allowed, on
/// either side's places. Where both sides changed such tasks differently,
/// the report must say they were too alike.
struct TwinChoices {
    struct Choice {
        var ours: Readings.Pairing
        var theirs: Readings.Pairing
        /// Ids of base tasks alike in everything.
        var twins: Set<Int>
        /// Names the report must call too alike.
        var tooAlike: Set<String>
    }

    let base: ModelFile
    let ours: ModelFile
    let theirs: ModelFile
    let o: Readings.Pairing
    let t: Readings.Pairing

    init(base: ModelFile, ours: ModelFile, theirs: ModelFile, _ o: Readings.Pairing, _ t: Readings.Pairing) {
        (self.base, self.ours, self.theirs, self.o, self.t) = (base, ours, theirs, o, t)
    }

    func all() -> [Choice] {
        var classes: [[ModelTask]] = []
        for task in base.tasks {
            if let k = classes.firstIndex(where: { $0[0].content == task.content }) {
                classes[k].append(task)
            } else {
                classes.append([task])
            }
        }
        classes = classes.filter { $0.count > 1 }
        let twins = Set(classes.flatMap { $0.map(\.id) })
        var choices = [Choice(ours: o, theirs: t, twins: twins, tooAlike: [])]
        for members in classes {
            choices = choices.flatMap { choice in settle(members, choice) }
        }
        return choices
    }

    private enum Fate { case deleted, unchanged, changed }

    /// The choices for one set of alike tasks.
    private func settle(_ members: [ModelTask], _ choice: Choice) -> [Choice] {
        let copies = { (side: ModelFile, p: Readings.Pairing) in
            members.map { m in side.tasks.first { p[$0.id] == m.id } }
        }
        let (a, b) = (copies(ours, choice.ours), copies(theirs, choice.theirs))
        let fate = { (c: ModelTask?) -> Fate in c == nil ? .deleted : c!.content == members[0].content ? .unchanged : .changed }
        let (f, g) = (a.map(fate), b.map(fate))
        guard f.contains(where: { $0 != .unchanged }), g.contains(where: { $0 != .unchanged }) else { return [choice] }
        var out = choice
        let changes = { (cs: [ModelTask?], fs: [Fate]) in
            zip(cs, fs).filter { $0.1 != .unchanged }.map { $0.0.map { $0.content.description } ?? "deleted" }.sorted()
        }
        if changes(a, f) != changes(b, g) { out.tooAlike.insert(members[0].name) }
        let k = members.count
        guard k <= 6 else { return [out] }
        var best: [Int]? = nil
        var found: [[Int]] = []
        for pairing in Self.permutations(k) {
            var joined = 0, alike = 0, kept = 0
            for (x, y) in pairing.enumerated() {
                if f[x] == .changed || g[y] == .changed || (f[x] == .unchanged && g[y] == .unchanged) { kept += 1 }
                if let c = a[x], let d = b[y], c.content == d.content {
                    alike += 1
                } else if f[x] == .changed && g[y] == .changed {
                    joined += 1
                }
            }
            let key = [joined, -alike, -kept]
            if best == nil || key.lexicographicallyPrecedes(best!) { (best, found) = (key, []) }
            if key == best! { found.append(pairing) }
        }
        var choices: [Choice] = []
        for pairing in found {
            // Ours' copies on their places, or theirs'.
            for oursStay in [true, false] {
                var next = out
                for (x, y) in pairing.enumerated() {
                    let place = members[oursStay ? x : y].id
                    if let c = a[x] { next.ours[c.id] = place }
                    if let d = b[y] { next.theirs[d.id] = place }
                }
                choices.append(next)
            }
        }
        return choices
    }

    static func permutations(_ k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        return permutations(k - 1).flatMap { p in (0...p.count).map { i in Array(p[..<i]) + [k - 1] + Array(p[i...]) } }
    }
}
