import TodoCore

/// A task a side renamed: a base task that side no longer has, and a task
/// of its own matched to none, taken as one only on strong evidence — the
/// names are clearly alike (`TaskLikeness.wordsAlike`) *and* the task
/// stands where the base task stood: in the same section, between the same
/// tasks both versions have. A base task with notes must also have kept
/// one of them (a task with notes is known by them: reading a task without
/// them as its rename would drop them). Note lines alone are no evidence: a
/// new task may well repeat a line another had. Anything else is a deletion
/// and an addition.
enum Renames {
    /// Matches renamed tasks: `match[j]` is the base task of the side's task
    /// `j` (-1: none yet).
    static func find(base: Version, side: Version, match: inout [Int]) {
        let matchedBase = inverse(match, count: base.tasks.count)
        guard matchedBase.contains(-1), match.contains(-1) else { return }
        var words = Words(base: base, side: side)
        for section in Section.allCases {
            let baseTasks = base.taskRange(section), sideTasks = side.taskRange(section)
            // A task both versions have in this section marks a place.
            let baseAnchored = { (i: Int) in matchedBase[i] >= 0 && side.tasks[matchedBase[i]].section == section }
            let sideAnchored = { (j: Int) in match[j] >= 0 && base.tasks[match[j]].section == section }
            let baseGaps = gaps(baseTasks, anchored: baseAnchored, anchor: { $0 }, left: { matchedBase[$0] < 0 })
            guard !baseGaps.isEmpty else { continue }
            let sideGaps = gaps(sideTasks, anchored: sideAnchored, anchor: { match[$0] }, left: { match[$0] < 0 })
            for (gap, leftBase) in baseGaps {
                guard let leftSide = sideGaps[gap] else { continue }
                pair(leftBase, leftSide, base: base, side: side, words: &words, match: &match)
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

    /// Pairs tasks with alike names in one gap: those that share note lines
    /// first, then those with the most words in common, nearest in order.
    private static func pair(
        _ baseTasks: [Int], _ sideTasks: [Int], base: Version, side: Version, words: inout Words, match: inout [Int]
    ) {
        var pairs: [Candidate] = []
        var notes: [Int: [Int]] = [:]
        let consider = { (i: Int, j: Int, words: inout Words) in
            let (mine, theirs) = (words.base(i), words.side(j))
            guard TaskLikeness.wordsAlike(mine, theirs) else { return }
            var shared = 0
            let kept = notes[i] ?? base.noteLines(of: base.tasks[i])
            notes[i] = kept
            if !kept.isEmpty {
                shared = TaskLikeness.commonCount(kept, side.noteLines(of: side.tasks[j]))
                guard shared > 0 else { return }
            }
            pairs.append(Candidate(evidence: shared, words: TaskLikeness.commonCount(mine, theirs), i: i, j: j))
        }
        if baseTasks.count * sideTasks.count <= commonLimit {
            // A small gap: every pair is looked at.
            for i in baseTasks { for j in sideTasks { consider(i, j, &words) } }
        } else {
            var holders: [String: [Int]] = [:]
            for j in sideTasks { for w in Set(words.side(j)) { holders[w, default: []].append(j) } }
            for i in baseTasks {
                var seen = Set<Int>()
                for w in Set(words.base(i)) {
                    guard let list = holders[w], list.count <= commonLimit else { continue }
                    for j in list where seen.insert(j).inserted { consider(i, j, &words) }
                }
            }
        }
        take(pairs, base: base, side: side, match: &match)
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
        private var folded: [String: String] = [:]

        init(base: Version, side: Version) { (self.base, self.side) = (base, side) }

        mutating func base(_ i: Int) -> [String] {
            if let known = baseWords[i] { return known }
            let found = TaskLikeness.words(base.name(of: base.tasks[i]), folded: &folded)
            baseWords[i] = found
            return found
        }

        mutating func side(_ j: Int) -> [String] {
            if let known = sideWords[j] { return known }
            let found = TaskLikeness.words(side.name(of: side.tasks[j]), folded: &folded)
            sideWords[j] = found
            return found
        }
    }

    /// The strongest pairs first, ties to the pair nearest in order.
    private static func take(_ pairs: [Candidate], base: Version, side: Version, match: inout [Int]) {
        guard !pairs.isEmpty else { return }
        var taken = Set<Int>()
        let sorted = pairs.sorted { x, y in
            let dx = abs(base.tasks[x.i].position - side.tasks[x.j].position)
            let dy = abs(base.tasks[y.i].position - side.tasks[y.j].position)
            return (x.evidence, x.words, -dx, -x.i, -x.j) > (y.evidence, y.words, -dy, -y.i, -y.j)
        }
        for p in sorted where match[p.j] < 0 && !taken.contains(p.i) {
            match[p.j] = p.i
            taken.insert(p.i)
        }
    }
}
