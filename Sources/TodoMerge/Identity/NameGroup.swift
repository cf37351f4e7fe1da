import TodoCore

/// The tasks of one name in the three versions, when that name is not one
/// task in each: which base task each side's copy is. Each side takes the
/// matchings with the most pairs and the strongest evidence
/// (`TaskLikeness`). When several are equally strong (tasks alike), the
/// pair of matchings taken is the one where the two sides agree most (a
/// task both sides have alike is one task), then the one that keeps the
/// most tasks: a deletion lands on a task the other side changed (which is
/// then kept) rather than on one it left alone, and two different changes
/// are not joined on a task only guessed to be the same. Then the one
/// closest to the file's order.
struct NameGroup {
    /// Task indices in each version.
    var base: [Int] = []
    var ours: [Int] = []
    var theirs: [Int] = []
    /// Base members (index in `base`) a side's task outside the group has
    /// taken already (renamed): that side's task index.
    var oursTaken: [Int: Int] = [:]
    var theirsTaken: [Int: Int] = [:]

    /// For each copy of ours and of theirs, the base task it is (a task
    /// index of the base, -1: new); `ambiguous` when equally strong
    /// matchings would have kept different tasks.
    func assign(_ b: Version, _ o: Version, _ t: Version) -> (ours: [Int], theirs: [Int], ambiguous: Bool) {
        var oursOptions = Self.options(b, base, o, ours, taken: Set(oursTaken.keys))
        var theirsOptions = Self.options(b, base, t, theirs, taken: Set(theirsTaken.keys))
        if oursOptions.count * theirsOptions.count > Self.pairLimit {
            // Many tasks alike on both sides: look through a part of each.
            oursOptions = Array(oursOptions.prefix(Self.optionsKept))
            theirsOptions = Array(theirsOptions.prefix(Self.optionsKept))
        }
        let oursCopies = oursOptions.map { copyOf($0, in: ours, taken: oursTaken) }
        let theirsCopies = theirsOptions.map { copyOf($0, in: theirs, taken: theirsTaken) }
        let oursOrder = oursOptions.map(Self.inversions)
        let theirsOrder = theirsOptions.map(Self.inversions)
        var best: (key: [Int], o: Int, t: Int)? = nil
        var kept: (low: Int, high: Int) = (Int.max, Int.min)
        for x in oursOptions.indices {
            for y in theirsOptions.indices {
                // Tasks kept; members both sides have alike; members two
                // different changes would be joined on.
                var survivors = 0, alike = 0, joined = 0
                for m in base.indices {
                    let (c, d) = (oursCopies[x][m], theirsCopies[y][m])
                    let f = fate(c, o, m, b), g = fate(d, t, m, b)
                    if f == .changed || g == .changed || (f == .unchanged && g == .unchanged) { survivors += 1 }
                    if c >= 0 && d >= 0 {
                        if Version.same(o, c, t, d) {
                            alike += 1
                        } else if f == .changed && g == .changed {
                            joined += 1
                        }
                    }
                }
                kept = (min(kept.low, survivors), max(kept.high, survivors))
                let key = [-alike, -survivors, joined, oursOrder[x] + theirsOrder[y]]
                if best == nil || key.lexicographicallyPrecedes(best!.key) { best = (key, x, y) }
            }
        }
        let chosen = best!
        let toTask = { (option: [Int]) in option.map { $0 < 0 ? -1 : base[$0] } }
        return (toTask(oursOptions[chosen.o]), toTask(theirsOptions[chosen.t]), kept.low != kept.high)
    }

    private enum Fate { case deleted, unchanged, changed }

    /// A side's task (index in the version; -1: none) taken as member `m`.
    private func fate(_ copy: Int, _ side: Version, _ m: Int, _ b: Version) -> Fate {
        copy < 0 ? .deleted : Version.same(side, copy, b, base[m]) ? .unchanged : .changed
    }

    /// For each base member, the side's task a matching takes as it (-1: none).
    private func copyOf(_ option: [Int], in copies: [Int], taken: [Int: Int]) -> [Int] {
        var out = [Int](repeating: -1, count: base.count)
        for (m, j) in taken { out[m] = j }
        for (c, m) in option.enumerated() where m >= 0 { out[m] = copies[c] }
        return out
    }

    /// Pairs of the matching whose order differs from the base's.
    private static func inversions(_ option: [Int]) -> Int {
        let taken = option.filter { $0 >= 0 }
        var n = 0
        for i in taken.indices { for j in (i + 1)..<taken.count where taken[j] < taken[i] { n += 1 } }
        return n
    }

    /// Beyond this many matchings to look through, one is chosen greedily.
    static let searchLimit = 5040
    /// Beyond this many pairs of equally strong matchings, each side's first
    /// `optionsKept` are weighed against each other.
    static let pairLimit = 20_000
    static let optionsKept = 140

    /// The strongest matchings of a side's copies to the base members (for
    /// each copy, a member's index in `members`, or -1), all of them when
    /// they tie; members `taken` are not paired.
    static func options(_ b: Version, _ members: [Int], _ side: Version, _ copies: [Int], taken: Set<Int> = [])
        -> [[Int]]
    {
        guard !copies.isEmpty else { return [[]] }
        let scores = copies.map { c in members.map { m in TaskLikeness.score(side, c, b, m) } }
        let needed = min(members.count - taken.count, copies.count)
        guard matchingCount(members: members.count - taken.count, copies: copies.count) <= searchLimit else {
            return [greedy(scores, needed: needed, taken: taken)]
        }
        var search = Search(scores: scores, needed: needed, taken: taken)
        search.run(copy: 0, got: 0, total: 0)
        return search.found
    }

    /// How many matchings of `needed` pairs there are.
    private static func matchingCount(members: Int, copies: Int) -> Int {
        let needed = min(members, copies)
        var count = 1
        for k in 0..<needed {
            count *= (members - k) * (copies - k)
            count /= k + 1
            if count > searchLimit { return count }
        }
        return count
    }

    /// The highest-scoring pairs first, ties to the pair nearest in order.
    private static func greedy(_ scores: [[Int]], needed: Int, taken: Set<Int>) -> [Int] {
        var pairs: [(c: Int, m: Int)] = []
        for c in scores.indices { for m in scores[c].indices { pairs.append((c, m)) } }
        pairs.sort { x, y in
            let (sx, sy) = (scores[x.c][x.m], scores[y.c][y.m])
            if sx != sy { return sx > sy }
            let (dx, dy) = (abs(x.c - x.m), abs(y.c - y.m))
            return dx != dy ? dx < dy : (x.c, x.m) < (y.c, y.m)
        }
        var option = [Int](repeating: -1, count: scores.count)
        var used = taken
        var got = 0
        for p in pairs where got < needed && option[p.c] < 0 && !used.contains(p.m) {
            option[p.c] = p.m
            used.insert(p.m)
            got += 1
        }
        return option
    }

    /// A depth-first walk over the matchings, keeping the best-scoring ones.
    private struct Search {
        let scores: [[Int]]
        let needed: Int
        var current: [Int]
        var used: [Bool]
        var found: [[Int]] = []
        var best = Int.min

        init(scores: [[Int]], needed: Int, taken: Set<Int>) {
            (self.scores, self.needed) = (scores, needed)
            current = [Int](repeating: -1, count: scores.count)
            used = (0..<(scores.first?.count ?? 0)).map { taken.contains($0) }
        }

        mutating func run(copy c: Int, got: Int, total: Int) {
            if c == scores.count {
                guard got == needed else { return }
                if total > best { (best, found) = (total, []) }
                if total == best { found.append(current) }
                return
            }
            for m in used.indices where !used[m] && got < needed {
                used[m] = true
                current[c] = m
                run(copy: c + 1, got: got + 1, total: total + scores[c][m])
                used[m] = false
                current[c] = -1
            }
            // The copy left new, when enough copies remain to make the pairs.
            if got + (scores.count - c - 1) >= needed { run(copy: c + 1, got: got, total: total) }
        }
    }
}
