import TodoCore

/// Base tasks alike in everything (section, line and notes): nothing tells
/// which of them a side changed or deleted. Each side's own matching takes
/// them in their order (`TwinOrder`); which copy of one side goes with which copy of the
/// other is then chosen so that
/// 1. two different changes are not joined on one task: each stays on a
///    task of its own;
/// 2. a change both sides made alike (a deletion too) is made once;
/// 3. the most tasks are kept: a deletion falls on a task the other side
///    changed (which is then kept) rather than on one it left alone;
/// 4. the sides' orders are kept as far as they can be.
/// When both sides changed or deleted such tasks, and not alike, the
/// report names them: which one was meant cannot be told.
enum Twins {
    /// Beyond this many alike tasks, the pairing is made greedily
    /// (`Alike.settleGreedily`) rather than by trying every one.
    static let searchLimit = 7

    /// The sets of base tasks alike in everything (two or more each).
    static func sets(_ base: Version, baseCounts: [Int32]) -> [[Int]] {
        var byName: [Int32: [Int]] = [:]
        for (i, task) in base.tasks.enumerated() where baseCounts[Int(task.name)] > 1 {
            byName[task.name, default: []].append(i)
        }
        var out: [[Int]] = []
        for members in byName.values.sorted(by: { $0[0] < $1[0] }) {
            for set in alikeSets(base, members) where set.count > 1 { out.append(set) }
        }
        return out
    }

    /// Re-pairs the copies of each set of alike base tasks; returns the
    /// names of those both sides changed differently, and the tasks of the
    /// sets whose copies were paired otherwise than each side read them.
    static func settle(
        _ base: Version, _ ours: Version, _ theirs: Version, sets: [[Int]], oursMatch: inout [Int],
        theirsMatch: inout [Int]
    ) -> (ambiguous: [String], repaired: [Int]) {
        guard !sets.isEmpty else { return ([], []) }
        var repaired: [Int] = []
        var oursBy = inverse(oursMatch, count: base.tasks.count)
        var theirsBy = inverse(theirsMatch, count: base.tasks.count)
        var ambiguous: [String] = []
        for twins in sets {
            var set = Alike(base: base, members: twins, sides: [(ours, oursBy), (theirs, theirsBy)])
            guard set.bothChanged else { continue }
            if !set.changedAlike { ambiguous.append(base.name(of: base.tasks[twins[0]])) }
            let moved = twins.count <= searchLimit ? set.settle() : set.settleGreedily()
            let before = moved == 0 ? twins.map { oursBy[$0] } : twins.map { theirsBy[$0] }
            if before != set.copies[1] { repaired += twins }
            for (x, m) in twins.enumerated() {
                if moved == 0 { oursBy[m] = set.copies[1][x] } else { theirsBy[m] = set.copies[1][x] }
            }
        }
        oursMatch = inverse(oursBy, count: oursMatch.count)
        theirsMatch = inverse(theirsBy, count: theirsMatch.count)
        return (ambiguous, repaired)
    }

    /// The base tasks of one name, in sets alike in everything.
    private static func alikeSets(_ base: Version, _ members: [Int]) -> [[Int]] {
        var sets: [[Int]] = []
        // Sets by a hash of what their tasks say; equal hashes are checked.
        var byHash: [Int: [Int]] = [:]
        for i in members {
            let h = Version.contentHash(base, i)
            if let k = byHash[h]?.first(where: { Version.same(base, sets[$0][0], base, i) }) {
                sets[k].append(i)
            } else {
                byHash[h, default: []].append(sets.count)
                sets.append([i])
            }
        }
        return sets
    }

    /// One set of alike base tasks and each side's copies of them.
    private struct Alike {
        enum Fate: Equatable { case deleted, unchanged, changed }

        let sides: [Version]
        /// Per side: the copy of each member in order; after `settle`,
        /// `copies[0]` is the side kept in place and `copies[1]` the other,
        /// re-paired.
        var copies: [[Int]]
        let fates: [[Fate]]

        init(base: Version, members: [Int], sides: [(Version, [Int])]) {
            self.sides = sides.map(\.0)
            copies = sides.map { side in members.map { side.1[$0] } }
            fates = sides.map { side in
                members.map { m in
                    let c = side.1[m]
                    return c < 0 ? .deleted : Version.same(side.0, c, base, m) ? .unchanged : .changed
                }
            }
        }

        var bothChanged: Bool { fates.allSatisfy { $0.contains { $0 != .unchanged } } }

        /// What each side did to the set is the same (changes alike, as many
        /// deletions), wherever it did it.
        var changedAlike: Bool {
            var left = changes(1)
            for x in changes(0) {
                guard let k = left.firstIndex(where: { same(0, x, 1, $0) }) else { return false }
                left.remove(at: k)
            }
            return left.isEmpty
        }

        private func changes(_ s: Int) -> [Int] { copies[s].indices.filter { fates[s][$0] != .unchanged } }

        /// Copy `x` of side `s` and copy `y` of side `t` say the same.
        private func same(_ s: Int, _ x: Int, _ t: Int, _ y: Int) -> Bool {
            let (a, b) = (copies[s][x], copies[t][y])
            guard a >= 0, b >= 0 else { return a < 0 && b < 0 }
            return Version.same(sides[s], a, sides[t], b)
        }

        /// Chooses the pairing; returns which side's copies were re-paired
        /// (0 ours, 1 theirs). Either side may be the one re-paired: the
        /// one that keeps the sides' orders best, and when both do alike,
        /// the one whose copies read as the later ones, so that either order
        /// of the sides gives the same.
        mutating func settle() -> Int {
            var best: (key: [Int], moved: Int, pairing: [Int])? = nil
            let later = order(1).lexicographicallyPrecedes(order(0)) ? 0 : 1
            for moved in [later, 1 - later] {
                let (a, b) = (1 - moved, moved)
                var pairing = Array(copies[0].indices)
                repeat {
                    let key = self.key(a, b, pairing)
                    if best == nil || key.lexicographicallyPrecedes(best!.key) { best = (key, moved, pairing) }
                } while Self.next(&pairing)
            }
            let (moved, pairing) = (best!.moved, best!.pairing)
            let other = copies[moved]
            copies = [copies[1 - moved], pairing.map { other[$0] }]
            return moved
        }

        /// Chooses a pairing in steps, each taking copies in order: first a
        /// change made alike on both sides, then a change on one side with a
        /// deletion on the other (the task is kept), then a change with a
        /// task left alone, then two deletions (made once), then the rest, two
        /// changes together only when nothing else is left: so no two changes
        /// are joined while a task is left to take one. Returns which side was
        /// re-paired.
        mutating func settleGreedily() -> Int {
            let moved = order(1).lexicographicallyPrecedes(order(0)) ? 0 : 1
            let (a, b) = (1 - moved, moved)
            var pairing = [Int](repeating: -1, count: copies[a].count)
            var free = Array(repeating: true, count: copies[b].count)
            // Side b's copies not yet paired, by what they say, in order.
            var waiting: [[UInt8]: [Int]] = [:]
            for y in copies[b].indices.reversed() { waiting[content(b, y), default: []].append(y) }
            let take = { (x: Int, y: Int, pairing: inout [Int], free: inout [Bool]) in
                pairing[x] = y
                free[y] = false
            }
            for x in copies[a].indices where fates[a][x] == .changed {
                let key = content(a, x)
                while let y = waiting[key]?.last, !free[y] { waiting[key]!.removeLast() }
                guard let y = waiting[key]?.popLast() else { continue }
                take(x, y, &pairing, &free)
            }
            var queues = [Fate: [Int]]()
            for y in copies[b].indices.reversed() where free[y] { queues[fates[b][y], default: []].append(y) }
            let steps: [(Fate, Fate)] = [
                (.changed, .deleted), (.deleted, .changed), (.changed, .unchanged), (.unchanged, .changed),
                (.deleted, .deleted), (.unchanged, .unchanged), (.deleted, .unchanged), (.unchanged, .deleted),
                (.changed, .changed),
            ]
            for (f, g) in steps {
                for x in copies[a].indices where pairing[x] < 0 && fates[a][x] == f {
                    guard let y = queues[g]?.popLast() else { break }
                    take(x, y, &pairing, &free)
                }
            }
            copies = [copies[a], pairing.map { copies[b][$0] }]
            return moved
        }

        /// What copy `x` of side `s` says (section, line, notes), as bytes
        /// (empty: deleted).
        private func content(_ s: Int, _ x: Int) -> [UInt8] {
            let c = copies[s][x]
            guard c >= 0 else { return [] }
            let (side, doc) = (sides[s], sides[s].doc)
            var out = [UInt8(Section.allCases.firstIndex(of: side.tasks[c].section)!)]
            out += doc.bytes[doc.contentRange(side.tasks[c].line)]
            for n in side.body(of: side.tasks[c]) { out += withUnsafeBytes(of: n) { Array($0) } }
            return out
        }

        /// How good it is to keep side `a`'s copies on their tasks and give
        /// task `x` side `b`'s copy `pairing[x]` (smaller is better).
        private func key(_ a: Int, _ b: Int, _ pairing: [Int]) -> [Int] {
            var joined = 0, kept = 0, alike = 0, crossed = 0, displaced = 0
            for (x, y) in pairing.enumerated() {
                let (f, g) = (fates[a][x], fates[b][y])
                if f == .changed || g == .changed || (f == .unchanged && g == .unchanged) { kept += 1 }
                if copies[a][x] >= 0 && copies[b][y] >= 0 && same(a, x, b, y) {
                    alike += 1
                } else if f == .changed && g == .changed {
                    joined += 1
                }
                if x != y { displaced += 1 }
                // Side b's copies that now stand in another order.
                guard copies[b][y] >= 0 else { continue }
                for (x2, y2) in pairing.enumerated() where x2 > x && copies[b][y2] >= 0 && y2 < y { crossed += 1 }
            }
            return [joined, -alike, -kept, crossed, displaced]
        }

        /// The side's copies as bytes to compare: deletions, unchanged and
        /// changed copies, in order.
        private func order(_ s: Int) -> [UInt8] {
            var out: [UInt8] = []
            for x in copies[s].indices {
                switch fates[s][x] {
                case .deleted: out.append(0)
                case .unchanged: out.append(1)
                case .changed: out += [2] + content(s, x)
                }
            }
            return out
        }

        /// The next permutation in lexicographic order (false after the last).
        private static func next(_ p: inout [Int]) -> Bool {
            guard p.count > 1, var i = p.indices.dropLast().last(where: { p[$0] < p[$0 + 1] }) else { return false }
            let j = p.indices.last { p[$0] > p[i] }!
            p.swapAt(i, j)
            i += 1
            p[i...].reverse()
            return true
        }
    }
}
