/// The matching of two sequences whose elements are all distinct on each
/// side and whose common elements come in the same order on both — task
/// identities and most files' lines. The longest common subsequence is
/// then every common element, and it is the only one: any shortest edit
/// script matches exactly these pairs, so they are found in one pass
/// instead of a search.
enum DistinctMatch {
    /// Fills `match` (indexed like the whole of `a`'s array) and returns
    /// true; false, with `match` untouched, when the sequences are not of
    /// that kind. `editLimit`: beyond this many edits nothing is matched.
    static func match(
        _ a: ArraySlice<Int>, _ b: ArraySlice<Int>, editLimit: Int, into match: inout [Int]
    ) -> Bool {
        var largest = 0
        for x in a {
            guard x >= 0 else { return false }
            largest = max(largest, x)
        }
        for x in b {
            guard x >= 0 else { return false }
            largest = max(largest, x)
        }
        // Elements index a table: only for numbers as small as interned ones are.
        guard largest <= 4 * (a.count + b.count) + 1024 else { return false }
        var inB = [Int32](repeating: -1, count: largest + 1)
        for j in b.indices {
            guard inB[b[j]] < 0 else { return false }
            inB[b[j]] = Int32(j)
        }
        var seenInA = [Bool](repeating: false, count: largest + 1)
        var common = 0
        var last = -1
        for x in a {
            guard !seenInA[x] else { return false }
            seenInA[x] = true
            let j = Int(inB[x])
            guard j >= 0 else { continue }
            guard j > last else { return false }
            last = j
            common += 1
        }
        let edits = (a.count - common) + (b.count - common)
        guard edits <= editLimit else { return true }
        for i in a.indices where inB[a[i]] >= 0 { match[i] = Int(inB[a[i]]) }
        return true
    }
}
