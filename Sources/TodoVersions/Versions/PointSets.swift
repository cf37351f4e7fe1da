/// Records joined into points: sets of records, each named by one of its
/// records, that know which logs made a record of them (a log never makes
/// one point twice).
struct PointSets {
    private var up: [Int]
    private var madeIn: [Set<Int>]

    /// `made`: for each record, the log that made it (none: it was seen).
    init(made: [Set<Int>]) {
        up = Array(made.indices)
        madeIn = made
    }

    /// The record that names the set of `x`.
    mutating func find(_ x: Int) -> Int {
        var root = x
        while up[root] != root { root = up[root] }
        var y = x
        while up[y] != root { (y, up[y]) = (up[y], root) }
        return root
    }

    /// Joins the sets of `a` and `b`; `apart`: not when a log made a record
    /// of each (the same bytes made again there). True when they were two.
    @discardableResult
    mutating func join(_ a: Int, _ b: Int, apart: Bool = false) -> Bool {
        let (x, y) = (find(a), find(b))
        guard x != y, !apart || madeIn[x].isDisjoint(with: madeIn[y]) else { return false }
        let (keep, go) = x < y ? (x, y) : (y, x)
        up[go] = keep
        madeIn[keep].formUnion(madeIn[go])
        return true
    }
}
