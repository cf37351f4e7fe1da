/// The matching of two sequences whose elements are all distinct on each
/// side and whose common elements come in the same order on both — task
/// identities and most files' lines. The longest common subsequence is
/// then every common element, and it is the only one: any shortest edit
/// script matches exactly these pairs, so they are found in one pass
/// instead of a search.
enum DistinctMatch {
    enum Outcome {
        case matched
        /// Not of that kind: a search is needed. When `b`'s elements are
        /// distinct, `positions` gives for each element of `a` the index in
        /// `b` (from 0) of the element equal to it, or -1.
        case search(positions: [Int32]?)
    }

    /// Fills `match` (indexed like the whole of `a`'s array) when the
    /// sequences are of that kind; leaves it untouched otherwise.
    /// `editLimit`: beyond this many edits nothing is matched.
    static func match(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, editLimit: Int, into match: inout [Int]) -> Outcome {
        var largest = 0
        for x in a {
            guard x >= 0 else { return .search(positions: nil) }
            largest = max(largest, x)
        }
        for x in b {
            guard x >= 0 else { return .search(positions: nil) }
            largest = max(largest, x)
        }
        // Elements index a table: only for numbers as small as interned ones are.
        guard largest <= 4 * (a.count + b.count) + 1024, b.count < Int32.max else { return .search(positions: nil) }
        var inB = [Int32](repeating: -1, count: largest + 1)
        for (j, x) in b.enumerated() {
            guard inB[x] < 0 else { return .search(positions: nil) }
            inB[x] = Int32(j)
        }
        var seenInA = [Bool](repeating: false, count: largest + 1)
        var common = 0
        var last: Int32 = -1
        var ordered = true
        for x in a {
            ordered = ordered && !seenInA[x]
            seenInA[x] = true
            let j = inB[x]
            guard j >= 0 else { continue }
            ordered = ordered && j > last
            last = j
            common += 1
        }
        guard ordered else { return .search(positions: a.map { inB[$0] }) }
        let edits = (a.count - common) + (b.count - common)
        guard edits <= editLimit else { return .matched }
        for i in a.indices where inB[a[i]] >= 0 { match[i] = b.startIndex + Int(inB[a[i]]) }
        return .matched
    }
}
