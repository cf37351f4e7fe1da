import TodoCore

/// A task a side renamed: a base task that side no longer has, and a task
/// of its own matched to none, taken as one only on strong evidence — the
/// names are alike (`TaskLikeness.namesAlike`) and the task stands where
/// the base task stood: in the same section, between the same tasks both
/// versions have. Anything else is a deletion and an addition.
enum Renames {
    /// Matches renamed tasks: `match[j]` is the base task of the side's task
    /// `j` (-1: none yet).
    static func find(base: Version, side: Version, match: inout [Int]) {
        var matchedBase = [Int](repeating: -1, count: base.tasks.count)
        for (j, i) in match.enumerated() where i >= 0 { matchedBase[i] = j }
        for section in Section.allCases {
            let baseTasks = base.taskRange(section), sideTasks = side.taskRange(section)
            // A task both versions have in this section marks a place.
            let baseAnchored = { (i: Int) in matchedBase[i] >= 0 && side.tasks[matchedBase[i]].section == section }
            let sideAnchored = { (j: Int) in match[j] >= 0 && base.tasks[match[j]].section == section }
            let baseGaps = gaps(baseTasks, anchored: baseAnchored, anchor: { $0 }, left: { matchedBase[$0] < 0 })
            let sideGaps = gaps(sideTasks, anchored: sideAnchored, anchor: { match[$0] }, left: { match[$0] < 0 })
            for (gap, leftBase) in baseGaps {
                guard let leftSide = sideGaps[gap] else { continue }
                pair(leftBase, leftSide, base: base, side: side, match: &match)
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

    /// Pairs the most alike names first; ties to the pair nearest in order.
    private static func pair(_ baseTasks: [Int], _ sideTasks: [Int], base: Version, side: Version, match: inout [Int]) {
        var pairs: [(score: Int, distance: Int, b: Int, s: Int)] = []
        let sideWords = sideTasks.map { TaskLikeness.words(side.name(of: side.tasks[$0])) }
        for (x, i) in baseTasks.enumerated() {
            let name = base.name(of: base.tasks[i])
            for (y, j) in sideTasks.enumerated() where TaskLikeness.namesAlike(name, side.name(of: side.tasks[j])) {
                let shared = TaskLikeness.commonCount(TaskLikeness.words(name), sideWords[y])
                pairs.append((shared, abs(x - y), i, j))
            }
        }
        pairs.sort { ($0.score, -$0.distance, -$0.b, -$0.s) > ($1.score, -$1.distance, -$1.b, -$1.s) }
        var usedBase = Set<Int>()
        for p in pairs where match[p.s] < 0 && !usedBase.contains(p.b) {
            match[p.s] = p.b
            usedBase.insert(p.b)
        }
    }
}
