#if canImport(Dispatch)
    import Dispatch
#endif

/// Matching of two sequences of interned lines by the shortest edit script
/// (Myers' O((N+M)·D) algorithm), after trimming the common prefix and suffix.
enum SequenceDiff {
    /// Beyond this many edits the middle part is treated as wholly changed:
    /// the trace of the search grows with the square of the edits.
    static let editLimit = 3000

    /// For each index of `a`, the index of `b` it is matched with, or -1.
    /// Matched pairs are strictly increasing on both sides. `distinct`:
    /// whether sequences of distinct elements are matched in one pass (the
    /// same result as the search).
    static func matches(_ a: [Int], _ b: [Int], distinct: Bool) -> [Int] {
        var match = [Int](repeating: -1, count: a.count)
        var lo = 0
        while lo < a.count && lo < b.count && a[lo] == b[lo] {
            match[lo] = lo
            lo += 1
        }
        var endA = a.count, endB = b.count
        while endA > lo && endB > lo && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
            match[endA] = endB
        }
        if endA > lo && endB > lo {
            let (a, b) = (a[lo..<endA], b[lo..<endB])
            if !distinct {
                shortestEdit(a, b, positions: nil, into: &match)
            } else if case .search(let positions) = DistinctMatch.match(a, b, editLimit: editLimit, into: &match) {
                shortestEdit(a, b, positions: positions, into: &match)
            }
        }
        return match
    }

    /// `positions`: for each element of `a`, the index in `b` of the only
    /// element equal to it (or -1), when `b`'s elements are distinct.
    private static func shortestEdit(
        _ a: ArraySlice<Int>, _ b: ArraySlice<Int>, positions: [Int32]?, into match: inout [Int]
    ) {
        let n = a.count, m = b.count
        let aStart = a.startIndex, bStart = b.startIndex
        // Compared as 32-bit numbers when they fit (interned lines and
        // identities always do), or as one position: less memory to read at
        // the scattered points the search visits.
        let fits = { (s: ArraySlice<Int>) in s.allSatisfy { Int32(exactly: $0) != nil } }
        let (found, trace) =
            if let positions {
                positions.withUnsafeBufferPointer { search(Positions(a: $0), n, m) }
            } else if fits(a) && fits(b) {
                a.map { Int32($0) }.withUnsafeBufferPointer { a in
                    b.map { Int32($0) }.withUnsafeBufferPointer { b in search(Values(a: a, b: b), n, m) }
                }
            } else {
                a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in search(Values(a: a, b: b), n, m) } }
            }
        guard found >= 0 else { return }
        var x = n, y = m
        for d in stride(from: found, to: 0, by: -1) {
            let start = (d - 1) * d / 2
            let at = { (k: Int) in Int(trace[start + (k + d - 1) / 2]) }
            let k = x - y
            let prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let prevX = at(prevK), prevY = prevX - prevK
            while x > prevX && y > prevY {
                x -= 1
                y -= 1
                match[aStart + x] = bStart + y
            }
            x = prevX
            y = prevY
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            match[aStart + x] = bStart + y
        }
    }

    /// Myers' forward search: the number of edits of a shortest script
    /// (-1 beyond `editLimit`) and, row d for d edits, the furthest x
    /// reached on the diagonals k = -d, -d+2, …, d, at trace[d(d+1)/2 …]
    /// (step d reads row d-1 only).
    private static func search<P: Pairs>(_ pairs: P, _ n: Int, _ m: Int) -> (Int, [Int32]) {
        let limit = min(n + m, editLimit)
        var trace: [Int32] = []
        for d in 0...limit {
            let previous = (d - 1) * d / 2
            for j in 0...d {
                let k = 2 * j - d
                var x: Int
                if d == 0 {
                    x = 0
                } else if j == 0 {
                    x = Int(trace[previous])
                } else if j == d {
                    x = Int(trace[previous + j - 1]) + 1
                } else {
                    let left = trace[previous + j - 1], right = trace[previous + j]
                    x = left < right ? Int(right) : Int(left) + 1
                }
                var y = x - k
                while x < n && y < m && pairs.equal(x, y) {
                    x += 1
                    y += 1
                }
                trace.append(Int32(x))
                if x >= n && y >= m { return (d, trace) }
            }
        }
        return (-1, trace)
    }
}

/// Whether element x of one sequence equals element y of the other.
private protocol Pairs {
    func equal(_ x: Int, _ y: Int) -> Bool
}

private struct Values<T: Equatable>: Pairs {
    let a: UnsafeBufferPointer<T>
    let b: UnsafeBufferPointer<T>

    @inline(__always) func equal(_ x: Int, _ y: Int) -> Bool { a[x] == b[y] }
}

/// When the second sequence's elements are distinct: where in it each
/// element of the first is.
private struct Positions: Pairs {
    let a: UnsafeBufferPointer<Int32>

    @inline(__always) func equal(_ x: Int, _ y: Int) -> Bool { Int(a[x]) == y }
}

/// The result of merging sequences: the merged elements and how many places
/// had two different changes (both versions kept, ours first).
struct MergedSequence: Equatable {
    var elements: [Int] = []
    var conflicts = 0
}

extension SequenceDiff {
    /// diff3: a change on one side applies; the same change on both sides
    /// applies once; two different changes to the same base elements keep
    /// both, ours first, and count as a conflict. Two insertions at the same
    /// place (nothing of the base replaced) are both kept, without a conflict,
    /// and what both inserted appears once.
    /// Without a base, a two-way union: common elements once, and where the
    /// sides differ, ours then theirs. `unite`: two different changes are
    /// kept as the union of the two versions (what both have once, in their
    /// order), still counted as a conflict — for elements that are
    /// identities, whose order is all there is to merge; where the two put
    /// different elements at one place, one of theirs goes before one of
    /// ours when `unite(theirs, ours)` says so (the sides' whole orders may
    /// know), else ours first.
    static func merge(
        base: [Int]?, ours: [Int], theirs: [Int], distinct: Bool, unite: ((Int, Int) -> Bool)? = nil
    ) -> MergedSequence {
        guard let base else { return union(ours, theirs, distinct: distinct) }
        let (mo, mt) = bothMatches(base, ours, theirs, distinct: distinct)
        var out = MergedSequence()
        out.elements.reserveCapacity(max(ours.count, theirs.count))
        var b = 0, o = 0, t = 0
        while true {
            var i = b
            while i < base.count && (mo[i] < 0 || mt[i] < 0) { i += 1 }
            let (oEnd, tEnd) = i < base.count ? (mo[i], mt[i]) : (ours.count, theirs.count)
            if i == b && oEnd == o && tEnd == t {
                guard i < base.count else { break }
                out.elements.append(base[i])
                b += 1
                o += 1
                t += 1
                continue
            }
            resolve(base[b..<i], ours[o..<oEnd], theirs[t..<tEnd], distinct: distinct, unite: unite, into: &out)
            (b, o, t) = (i, oEnd, tEnd)
        }
        return out
    }

    /// The base matched with each side; on both cores at once when the
    /// sequences are long (a large file's task order).
    private static func bothMatches(_ base: [Int], _ ours: [Int], _ theirs: [Int], distinct: Bool) -> ([Int], [Int]) {
        #if canImport(Dispatch)
            if base.count >= 20_000 {
                var results: ([Int], [Int]) = ([], [])
                withUnsafeMutablePointer(to: &results.0) { first in
                    withUnsafeMutablePointer(to: &results.1) { second in
                        // Each iteration writes only its own result.
                        nonisolated(unsafe) let (first, second) = (first, second)
                        DispatchQueue.concurrentPerform(iterations: 2) { k in
                            if k == 0 {
                                first.pointee = matches(base, ours, distinct: distinct)
                            } else {
                                second.pointee = matches(base, theirs, distinct: distinct)
                            }
                        }
                    }
                }
                return results
            }
        #endif
        return (matches(base, ours, distinct: distinct), matches(base, theirs, distinct: distinct))
    }

    private static func resolve(
        _ base: ArraySlice<Int>, _ ours: ArraySlice<Int>, _ theirs: ArraySlice<Int>, distinct: Bool,
        unite: ((Int, Int) -> Bool)?, into out: inout MergedSequence
    ) {
        if ours.elementsEqual(base) {
            out.elements += theirs
        } else if theirs.elementsEqual(base) || ours.elementsEqual(theirs) {
            out.elements += ours
        } else if base.isEmpty || unite != nil {
            // Insertions at the same place (what both inserted appears once),
            // or two changes the caller unites: a conflict only in the latter.
            out.elements += union(Array(ours), Array(theirs), distinct: distinct, before: unite).elements
            if !base.isEmpty { out.conflicts += 1 }
        } else {
            out.elements += ours
            out.elements += theirs
            out.conflicts += 1
        }
    }

    /// Common elements once; between them, ours then theirs (or, with
    /// `before`, theirs' elements interleaved where `before(theirs, ours)`
    /// says). A place where both sides have something different counts as a
    /// conflict.
    static func union(_ ours: [Int], _ theirs: [Int], distinct: Bool, before: ((Int, Int) -> Bool)? = nil)
        -> MergedSequence
    {
        let m = matches(ours, theirs, distinct: distinct)
        var out = MergedSequence()
        var t = 0
        var pending: [Int] = []
        let place = { (mine: [Int], other: ArraySlice<Int>, out: inout MergedSequence) in
            guard let before, !mine.isEmpty, !other.isEmpty else {
                out.elements += mine
                out.elements += other
                return
            }
            var (i, j) = (0, other.startIndex)
            while i < mine.count || j < other.endIndex {
                if j < other.endIndex && (i == mine.count || before(other[j], mine[i])) {
                    out.elements.append(other[j])
                    j += 1
                } else {
                    out.elements.append(mine[i])
                    i += 1
                }
            }
        }
        for (o, element) in ours.enumerated() {
            guard m[o] >= 0 else {
                pending.append(element)
                continue
            }
            place(pending, theirs[t..<m[o]], &out)
            if !pending.isEmpty && t < m[o] { out.conflicts += 1 }
            pending = []
            out.elements.append(element)
            t = m[o] + 1
        }
        place(pending, theirs[t...], &out)
        if !pending.isEmpty && t < theirs.count { out.conflicts += 1 }
        return out
    }
}
