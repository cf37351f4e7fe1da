import TodoCore

/// The tasks of one name in the base and on one side, when the name is not
/// one task in each: which base task each of the side's tasks is.
/// 1. The whole task equal, section by section: a sequence alignment of
///    the section's tasks of that name (the way diff aligns lines), so
///    tasks alike in everything are taken in their order; then any equal
///    ones the alignment left (a line moved by hand).
/// 2. The rest by what they share (`TaskLikeness`): note lines, then the
///    section, then tags; the matching with the most pairs and the
///    strongest evidence, and of equally strong ones the closest to the
///    file's order.
struct NameGroup {
    /// Task indices in the base and on the side, in file order.
    var base: [Int] = []
    var side: [Int] = []

    /// For each of the side's tasks, the base task it is (-1: none).
    func match(_ b: Version, _ s: Version) -> [Int] {
        var out = [Int](repeating: -1, count: side.count)
        var taken = [Bool](repeating: false, count: base.count)
        for section in Section.allCases {
            let bm = base.indices.filter { b.tasks[base[$0]].section == section }
            let sm = side.indices.filter { s.tasks[side[$0]].section == section }
            guard !bm.isEmpty, !sm.isEmpty else { continue }
            let kinds = Self.contentKinds(bm.map { (b, base[$0]) } + sm.map { (s, side[$0]) })
            let (bk, sk) = (Array(kinds[..<bm.count]), Array(kinds[bm.count...]))
            let aligned = SequenceDiff.matches(bk, sk, distinct: false)
            for (x, y) in aligned.enumerated() where y >= 0 {
                out[sm[y]] = base[bm[x]]
                taken[bm[x]] = true
            }
            for y in sm.indices where out[sm[y]] < 0 {
                guard let x = bm.indices.first(where: { !taken[bm[$0]] && bk[$0] == sk[y] }) else { continue }
                out[sm[y]] = base[bm[x]]
                taken[bm[x]] = true
            }
        }
        let leftBase = base.indices.filter { !taken[$0] }
        let leftSide = side.indices.filter { out[$0] < 0 }
        guard !leftBase.isEmpty, !leftSide.isEmpty else { return out }
        let options = Self.options(b, leftBase.map { base[$0] }, s, leftSide.map { side[$0] })
        let costs = options.map(Self.inversions)
        let best = options[costs.indices.min { costs[$0] < costs[$1] }!]
        for (c, m) in best.enumerated() where m >= 0 { out[leftSide[c]] = base[leftBase[m]] }
        return out
    }

    /// A number for each task, equal when the tasks are equal (line and body).
    private static func contentKinds(_ tasks: [(Version, Int)]) -> [Int] {
        var representatives: [(Version, Int)] = []
        // Kinds by a hash of what their tasks say; equal hashes are checked.
        var byHash: [Int: [Int]] = [:]
        return tasks.map { (v, i) in
            let h = Version.contentHash(v, i)
            let found = byHash[h]?.first { k in Version.sameContent(representatives[k].0, representatives[k].1, v, i) }
            if let found { return found }
            byHash[h, default: []].append(representatives.count)
            representatives.append((v, i))
            return representatives.count - 1
        }
    }

    /// Pairs of the matching whose order differs from the base's.
    static func inversions(_ option: [Int]) -> Int {
        let taken = option.filter { $0 >= 0 }
        var n = 0
        for i in taken.indices { for j in (i + 1)..<taken.count where taken[j] < taken[i] { n += 1 } }
        return n
    }

    /// Beyond this many matchings to look through, one is chosen greedily.
    static let searchLimit = 5040

    /// The strongest matchings of a side's copies to the base members (for
    /// each copy, a member's index in `members`, or -1), all of them when
    /// they tie.
    static func options(_ b: Version, _ members: [Int], _ side: Version, _ copies: [Int]) -> [[Int]] {
        guard !copies.isEmpty else { return [[]] }
        let known = members.map { TaskLikeness.Features(b, $0) }
        let scores = copies.map { c in
            let copy = TaskLikeness.Features(side, c)
            return known.map { TaskLikeness.isEvidence(base: $0, side: copy) ? TaskLikeness.score(copy, $0) : unpaired }
        }
        guard matchingCount(members: members.count, copies: copies.count) <= searchLimit else {
            return [greedy(scores, needed: min(members.count, copies.count))]
        }
        var search = Search(scores: scores, needed: mostPairs(scores))
        search.run(copy: 0, got: 0, total: 0)
        return search.found
    }

    /// The score of a pair the files give no evidence for: never made.
    static let unpaired = -1

    /// The most pairs with evidence that can be made at once.
    static func mostPairs(_ scores: [[Int]]) -> Int {
        var owner = [Int](repeating: -1, count: scores.first?.count ?? 0)
        func augment(_ c: Int, _ seen: inout [Bool]) -> Bool {
            for m in owner.indices where scores[c][m] != unpaired && !seen[m] {
                seen[m] = true
                if owner[m] < 0 || augment(owner[m], &seen) {
                    owner[m] = c
                    return true
                }
            }
            return false
        }
        var pairs = 0
        for c in scores.indices {
            var seen = [Bool](repeating: false, count: owner.count)
            if augment(c, &seen) { pairs += 1 }
        }
        return pairs
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
    private static func greedy(_ scores: [[Int]], needed: Int) -> [Int] {
        var pairs: [(c: Int, m: Int)] = []
        for c in scores.indices { for m in scores[c].indices where scores[c][m] != unpaired { pairs.append((c, m)) } }
        pairs.sort { x, y in
            let (sx, sy) = (scores[x.c][x.m], scores[y.c][y.m])
            if sx != sy { return sx > sy }
            let (dx, dy) = (abs(x.c - x.m), abs(y.c - y.m))
            return dx != dy ? dx < dy : (x.c, x.m) < (y.c, y.m)
        }
        var option = [Int](repeating: -1, count: scores.count)
        var used = Set<Int>()
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

        init(scores: [[Int]], needed: Int) {
            (self.scores, self.needed) = (scores, needed)
            current = [Int](repeating: -1, count: scores.count)
            used = [Bool](repeating: false, count: scores.first?.count ?? 0)
        }

        mutating func run(copy c: Int, got: Int, total: Int) {
            if c == scores.count {
                guard got == needed else { return }
                if total > best { (best, found) = (total, []) }
                if total == best { found.append(current) }
                return
            }
            for m in used.indices where !used[m] && got < needed && scores[c][m] != NameGroup.unpaired {
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
