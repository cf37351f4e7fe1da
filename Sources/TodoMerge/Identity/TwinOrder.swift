import TodoCore

/// On one side, which of the base tasks alike in everything each copy is:
/// nothing in the copies tells them apart, so their places do. A sequence
/// alignment of the section — those tasks, and the tasks around them that
/// both versions have there — gives each copy the base task at its place
/// (a copy pasted beside them being any of the equal ones); copies left
/// over take the tasks left over in order. So a side that kept its tasks
/// where they were is not read as having moved one past another.
enum TwinOrder {
    static func align(_ base: Version, _ side: Version, sets: [[Int]], match: inout [Int]) {
        guard !sets.isEmpty else { return }
        var setOf: [Int: Int] = [:]
        for (k, set) in sets.enumerated() { for i in set { setOf[i] = k } }
        for section in Section.allCases {
            let b = base.taskRange(section), s = side.taskRange(section)
            guard b.contains(where: { setOf[$0] != nil }) else { continue }
            let current = match
            let matchedBase = inverse(current, count: base.tasks.count)
            let here = { (i: Int) in matchedBase[i] >= 0 && side.tasks[matchedBase[i]].section == section }
            // A set's tasks (not held by a copy elsewhere) are one symbol; a
            // task both have here is its own; any other matches nothing.
            let n = sets.count, other = n + base.tasks.count
            let baseSymbols = b.map { i -> Int in
                if let k = setOf[i], matchedBase[i] < 0 || here(i) { return k }
                return here(i) ? n + i : other + i
            }
            // A side task left new that is equal to a set's tasks may be one
            // of them as well as a copy taken for one.
            let equalSet = { (j: Int) in
                sets.indices.first { k in
                    sets[k][0] >= b.lowerBound && sets[k][0] < b.upperBound
                        && Version.same(side, j, base, sets[k][0])
                }
            }
            let sideSymbols = s.map { j -> Int in
                let i = current[j]
                guard i >= 0 else { return equalSet(j) ?? other + base.tasks.count + j }
                guard base.tasks[i].section == section else { return other + base.tasks.count + j }
                return setOf[i] ?? n + i
            }
            let aligned = SequenceDiff.matches(baseSymbols, sideSymbols, distinct: false)
            for k in sets.indices {
                let candidates = s.filter { sideSymbols[$0 - s.lowerBound] == k }
                guard !candidates.isEmpty else { continue }
                var given: [Int: Int] = [:]
                for (x, y) in aligned.enumerated() where y >= 0 && baseSymbols[x] == k {
                    given[s.lowerBound + y] = b.lowerBound + x
                }
                let held = Set(given.values)
                let free = b.filter { baseSymbols[$0 - b.lowerBound] == k && !held.contains($0) }
                // Tasks left over: those taken for one before keep one first.
                let rest = candidates.filter { given[$0] == nil }
                for (j, i) in zip(rest.filter({ current[$0] >= 0 }) + rest.filter({ current[$0] < 0 }), free) { given[j] = i }
                for j in candidates { match[j] = given[j] ?? -1 }
            }
        }
    }
}
