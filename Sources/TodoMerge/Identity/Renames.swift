import TodoCore

/// A task a side renamed: a base task that side no longer has, and a task
/// of its own matched to none, taken as one only on strong evidence — they
/// share a note line (wherever the task went), or the names are alike
/// (`TaskLikeness.namesAlike`), the base task has no notes (a task with
/// notes is known by them: reading a task without them as its rename would
/// drop them) and the task stands where the base task stood: in the same
/// section, between the same tasks both versions have. Anything else is a
/// deletion and an addition.
enum Renames {
    /// Matches renamed tasks: `match[j]` is the base task of the side's task
    /// `j` (-1: none yet). `unchangedOnly`: only tasks renamed and otherwise
    /// left as they were (the same tags and notes), under a name the base
    /// does not have (`newName`) — evidence strong enough to be taken before
    /// tasks of one name are paired.
    static func find(
        base: Version, side: Version, match: inout [Int], unchangedOnly: Bool = false, newName: (Int) -> Bool = { _ in true }
    ) {
        var taken = [Bool](repeating: false, count: base.tasks.count)
        for i in match where i >= 0 { taken[i] = true }
        if !unchangedOnly {
            // Note lines in common are evidence wherever the task went (a task
            // renamed and delayed keeps its notes).
            let leftBase = base.tasks.indices.filter { !taken[$0] }
            let leftSide = side.tasks.indices.filter { match[$0] < 0 }
            pairByNotes(leftBase, leftSide, base: base, side: side, match: &match, taken: &taken)
        }
        var words = Words(base: base, side: side)
        var matchedBase = [Int](repeating: -1, count: base.tasks.count)
        for (j, i) in match.enumerated() where i >= 0 { matchedBase[i] = j }
        for section in Section.allCases {
            let baseTasks = base.taskRange(section), sideTasks = side.taskRange(section)
            // A task both versions have in this section marks a place.
            let baseAnchored = { (i: Int) in matchedBase[i] >= 0 && side.tasks[matchedBase[i]].section == section }
            let sideAnchored = { (j: Int) in match[j] >= 0 && base.tasks[match[j]].section == section }
            let baseGaps = gaps(baseTasks, anchored: baseAnchored, anchor: { $0 }, left: { matchedBase[$0] < 0 })
            let sideGaps = gaps(
                sideTasks, anchored: sideAnchored, anchor: { match[$0] }, left: { match[$0] < 0 && newName($0) })
            for (gap, leftBase) in baseGaps {
                guard let leftSide = sideGaps[gap] else { continue }
                if unchangedOnly {
                    pairUnchanged(leftBase, leftSide, base: base, side: side, match: &match)
                } else {
                    pairByName(leftBase, leftSide, base: base, side: side, words: &words, match: &match)
                }
            }
        }
    }

    /// A place between two tasks both versions have (base indices; -1: the
    /// section's start or end).
    private struct Gap: Hashable {
        var after: Int
        var before: Int
    }

    /// The tasks left over in each gap of the section, in order.
    private static func gaps(
        _ tasks: Range<Int>, anchored: (Int) -> Bool, anchor: (Int) -> Int, left: (Int) -> Bool
    ) -> [Gap: [Int]] {
        var out: [Gap: [Int]] = [:]
        var after = -1
        var pending: [Int] = []
        for k in tasks {
            if anchored(k) {
                if !pending.isEmpty { out[Gap(after: after, before: anchor(k))] = pending }
                pending = []
                after = anchor(k)
            } else if left(k) {
                pending.append(k)
            }
        }
        if !pending.isEmpty { out[Gap(after: after, before: -1)] = pending }
        return out
    }

    /// A line or word on more side tasks than this tells nothing apart.
    private static let commonLimit = 64

    /// Pairs tasks that share note lines, the most first; then those in the
    /// same section, with the most words in common, nearest in order.
    private static func pairByNotes(
        _ baseTasks: [Int], _ sideTasks: [Int], base: Version, side: Version, match: inout [Int], taken: inout [Bool]
    ) {
        var holders: [Int: [Int]] = [:]
        for j in sideTasks { for n in Set(side.noteLines(of: side.tasks[j])) { holders[n, default: []].append(j) } }
        guard !holders.isEmpty else { return }
        var pairs: [Candidate] = []
        for i in baseTasks {
            var shared: [Int: Int] = [:]
            for n in base.noteLines(of: base.tasks[i]) {
                guard let list = holders[n], list.count <= commonLimit else { continue }
                for j in list { shared[j, default: 0] += 1 }
            }
            for (j, lines) in shared {
                let sameSection = base.tasks[i].section == side.tasks[j].section ? 1 : 0
                let common = TaskLikeness.commonCount(
                    TaskLikeness.words(base.name(of: base.tasks[i])), TaskLikeness.words(side.name(of: side.tasks[j])))
                pairs.append(Candidate(evidence: lines * 2 + sameSection, words: common, i: i, j: j))
            }
        }
        take(pairs, base: base, side: side, match: &match, taken: &taken)
    }

    /// Pairs tasks with alike names in one gap, the most words in common
    /// first. Only a base task without notes: a task with notes is known by
    /// them, and taking one that has none of them for it would drop them.
    private static func pairByName(
        _ baseTasks: [Int], _ sideTasks: [Int], base: Version, side: Version, words: inout Words, match: inout [Int]
    ) {
        let bare = baseTasks.filter { base.noteLines(of: base.tasks[$0]).isEmpty }
        guard !bare.isEmpty else { return }
        var pairs: [Candidate] = []
        var taken = [Bool](repeating: false, count: base.tasks.count)
        guard bare.count * sideTasks.count > commonLimit else {
            // A small gap: every pair is looked at.
            for i in bare {
                for j in sideTasks where TaskLikeness.wordsAlike(words.base(i), words.side(j)) {
                    pairs.append(
                        Candidate(evidence: 0, words: TaskLikeness.commonCount(words.base(i), words.side(j)), i: i, j: j))
                }
            }
            return take(pairs, base: base, side: side, match: &match, taken: &taken)
        }
        var holders: [String: [Int]] = [:]
        for j in sideTasks { for w in Set(words.side(j)) { holders[w, default: []].append(j) } }
        for i in bare {
            let mine = words.base(i)
            var seen = Set<Int>()
            for w in Set(mine) {
                guard let list = holders[w], list.count <= commonLimit else { continue }
                for j in list where seen.insert(j).inserted {
                    let theirs = words.side(j)
                    guard TaskLikeness.wordsAlike(mine, theirs) else { continue }
                    pairs.append(Candidate(evidence: 0, words: TaskLikeness.commonCount(mine, theirs), i: i, j: j))
                }
            }
        }
        take(pairs, base: base, side: side, match: &match, taken: &taken)
    }

    private struct Candidate {
        var evidence: Int
        var words: Int
        var i: Int
        var j: Int
    }

    /// Each task's words, read once.
    private struct Words {
        let base: Version
        let side: Version
        private var baseWords: [Int: [String]] = [:]
        private var sideWords: [Int: [String]] = [:]

        init(base: Version, side: Version) { (self.base, self.side) = (base, side) }

        mutating func base(_ i: Int) -> [String] {
            if let known = baseWords[i] { return known }
            let found = TaskLikeness.words(base.name(of: base.tasks[i]))
            baseWords[i] = found
            return found
        }

        mutating func side(_ j: Int) -> [String] {
            if let known = sideWords[j] { return known }
            let found = TaskLikeness.words(side.name(of: side.tasks[j]))
            sideWords[j] = found
            return found
        }
    }

    /// The strongest pairs first, ties to the pair nearest in order.
    private static func take(_ pairs: [Candidate], base: Version, side: Version, match: inout [Int], taken: inout [Bool]) {
        let sorted = pairs.sorted { x, y in
            let dx = abs(base.tasks[x.i].position - side.tasks[x.j].position)
            let dy = abs(base.tasks[y.i].position - side.tasks[y.j].position)
            return (x.evidence, x.words, -dx, -x.i, -x.j) > (y.evidence, y.words, -dy, -y.i, -y.j)
        }
        for p in sorted where match[p.j] < 0 && !taken[p.i] {
            match[p.j] = p.i
            taken[p.i] = true
        }
    }

    /// Pairs a task whose line but for the name, and whose notes, are the
    /// base task's, under an alike name; in order.
    private static func pairUnchanged(
        _ baseTasks: [Int], _ sideTasks: [Int], base: Version, side: Version, match: inout [Int]
    ) {
        var used = Set<Int>()
        for j in sideTasks {
            let name = side.name(of: side.tasks[j])
            guard
                let i = baseTasks.first(where: { i in
                    !used.contains(i) && Version.sameButName(base, i, side, j)
                        && TaskLikeness.namesAlike(base.name(of: base.tasks[i]), name)
                })
            else { continue }
            match[j] = i
            used.insert(i)
        }
    }
}
