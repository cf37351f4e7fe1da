/// A three-way merge of short sequences (a task's note lines) by their
/// changes, one line at a time: each side's changes to the base are hunks
/// (a stretch of the base replaced), and hunks of the two sides that touch
/// different lines both apply, however near — theirs deletes the first
/// line, ours edits the second: the first is gone and the second edited.
/// Only hunks over the same lines (or insertions at the same place inside a
/// stretch the other side replaced) are two changes to one thing: then the
/// same change is made once, and different ones keep both, ours first.
enum LineHunks {
    private struct Hunk {
        var lo: Int
        var hi: Int
        var lines: ArraySlice<Int>
        var theirs: Bool
    }

    static func merge(base: [Int], ours: [Int], theirs: [Int]) -> MergedSequence {
        let hunks = (hunks(base, ours, theirs: false) + hunks(base, theirs, theirs: true)).sorted {
            ($0.lo, $0.hi, $0.theirs ? 1 : 0) < ($1.lo, $1.hi, $1.theirs ? 1 : 0)
        }
        var out = MergedSequence()
        var at = 0
        var k = 0
        while k < hunks.count {
            // A cluster: hunks whose stretches overlap.
            var cluster = [hunks[k]]
            var (lo, hi) = (hunks[k].lo, hunks[k].hi)
            k += 1
            while k < hunks.count, overlaps(hunks[k], lo, hi) {
                hi = max(hi, hunks[k].hi)
                cluster.append(hunks[k])
                k += 1
            }
            out.elements += base[at..<lo]
            let mine = cluster.filter { !$0.theirs }, other = cluster.filter(\.theirs)
            let (o, t) = (apply(mine, base, lo, hi), apply(other, base, lo, hi))
            if mine.isEmpty || other.isEmpty || o == t {
                out.elements += mine.isEmpty ? t : o
            } else if lo == hi {
                // Insertions at one place: both, what both inserted once.
                out.elements += SequenceDiff.union(o, t, distinct: false).elements
            } else {
                out.elements += o + t
                out.conflicts += 1
            }
            at = hi
        }
        out.elements += base[at...]
        return out
    }

    /// Whether the hunk touches the stretch `lo..<hi` of a cluster: shares a
    /// line with it, or inserts strictly inside it, or both insert at one place.
    private static func overlaps(_ h: Hunk, _ lo: Int, _ hi: Int) -> Bool {
        if h.lo == h.hi { return lo == hi ? h.lo == lo : h.lo > lo && h.lo < hi }
        if lo == hi { return lo > h.lo && lo < h.hi }
        return h.lo < hi && lo < h.hi
    }

    /// The stretch `lo..<hi` of the base with the hunks applied.
    private static func apply(_ hunks: [Hunk], _ base: [Int], _ lo: Int, _ hi: Int) -> [Int] {
        var out: [Int] = []
        var at = lo
        for h in hunks {
            out += base[at..<h.lo]
            out += h.lines
            at = h.hi
        }
        return out + base[at..<hi]
    }

    /// One side's changes to the base, in order.
    private static func hunks(_ base: [Int], _ side: [Int], theirs: Bool) -> [Hunk] {
        let m = SequenceDiff.matches(base, side, distinct: false)
        var out: [Hunk] = []
        var (b, s) = (0, 0)
        for i in 0...base.count {
            let j = i < base.count ? m[i] : side.count
            guard j >= 0 else { continue }
            if i > b || j > s { out.append(Hunk(lo: b, hi: i, lines: side[s..<j], theirs: theirs)) }
            (b, s) = (i + 1, j + 1)
        }
        return out
    }
}
