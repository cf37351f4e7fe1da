import FileAccess

/// The logged version nearest to a version no log has: an edit made by hand
/// that a sync tool carried before txtodo saw it comes from a version some
/// machine recorded, most likely one of the last few of a log. Nearest is
/// the one sharing the most lines with it (as a multiset, blank lines
/// aside); it counts only when they share at least half of the lines of
/// each, else the version is taken to share no history (and the merge is a
/// union that says so); of two as near, the version this machine's file
/// held when it is one of them (an edit made here was made on it), then
/// the one with fewer lines of its own, then the one that has fewer of the
/// other side's lines this version lacks (a guess that reads a task as
/// deleted by a side that may never have had it loses that task, one that
/// reads it as never there at most brings a deleted task back), then not
/// the shunned one (see `CopyBase`), then the later in its log (what a
/// machine held last). A short file written elsewhere that shares a header
/// with the list is not read as the list with its tasks deleted.
enum NearestVersion {
    /// How many of each log's last versions are looked at.
    static let lastOfEachLog = 12

    /// `amongLogEndsOf`: only the version each log so chosen ends with (what
    /// its machine holds now), for bytes some log has that no log ends
    /// with: an edit by hand that gave back an older version's bytes was
    /// made on what its machine held, not on that older version.
    /// `refused`: versions it cannot come from; `shunned`: one it comes
    /// from only when nearer than every other (of two as near, the other).
    /// `keeping`: the other side of the merge, whose tasks a base that this
    /// version lacks them in reads as deleted by it. `held`: the version
    /// the file held where this one was made, when that is known.
    /// `allowed`: the versions it can have been made on, when known (see
    /// `CopyMakers`).
    static func find(
        _ bytes: [UInt8], in graph: VersionGraph, amongLogEndsOf chosen: ((VersionGraph.Source) -> Bool)? = nil,
        refused: Set<UInt64> = [], shunned: UInt64? = nil, keeping: [UInt8]? = nil, held: UInt64? = nil,
        allowed: ((UInt64) -> Bool)? = nil
    ) -> UInt64? {
        let lines = LineCounts(bytes)
        let kept = keeping.map(LineCounts.init)
        guard lines.total > 0 else { return nil }
        // How far back in a log each version is (its least, over the logs).
        var depth: [UInt64: Int] = [:]
        let own = chosen == nil ? nil : ContentHash.of(bytes)
        for source in graph.sources where chosen?(source) ?? true {
            var taken: Set<UInt64> = []
            for record in source.log.records.reversed() where taken.count < (chosen == nil ? lastOfEachLog : 1) {
                guard record.hash != own, taken.insert(record.hash).inserted else { continue }
                depth[record.hash] = min(depth[record.hash] ?? .max, taken.count)
            }
        }
        // Of two sharing as many lines, the one the file held, then the one
        // with fewer lines of its own, then the one deleting fewer of the
        // other side's tasks, then not the shunned one, then the later in
        // its log (what a machine held last).
        typealias Candidate = (shared: Int, held: Bool, extra: Int, shunned: Bool, depth: Int, taken: Int, hash: UInt64)
        // (Lines shared and whether held are one number: tuples compare up
        // to six.)
        func rank(_ c: Candidate) -> (Int, Int, Int, Int, Int, UInt64) {
            (2 * c.shared + (c.held ? 1 : 0), -c.extra, -c.taken, c.shunned ? 0 : 1, -c.depth, c.hash)
        }
        var best: Candidate?
        for (hash, depth) in depth where !refused.contains(hash) && (allowed?(hash) ?? true) {
            guard let content = graph.content(of: hash) else { continue }
            let other = LineCounts(content)
            let shared = lines.shared(with: other)
            let taken = kept.map { other.missing(from: lines, in: $0) } ?? 0
            let candidate: Candidate = (shared, hash == held, other.total - shared, hash == shunned, depth, taken, hash)
            if best.map({ rank(candidate) > rank($0) }) ?? true { best = candidate }
        }
        guard let best, best.shared > 0, 2 * best.shared >= lines.total, 2 * best.shared >= best.shared + best.extra else {
            return nil
        }
        return best.hash
    }
}

extension NearestVersion {
    /// Of `found` (each the nearest version under one guess of where the
    /// version no log has was made), the one that reads the fewest of the
    /// lines of `keeping` (the other side) as deleted by it, then the one
    /// sharing the most lines with it, then the first.
    static func safest(of found: [UInt64], for bytes: [UInt8], keeping: [UInt8], in graph: VersionGraph) -> UInt64? {
        let (lines, kept) = (LineCounts(bytes), LineCounts(keeping))
        var best: (taken: Int, shared: Int, hash: UInt64)?
        for hash in found {
            guard let content = graph.content(of: hash) else { continue }
            let other = LineCounts(content)
            let (taken, shared) = (other.missing(from: lines, in: kept), lines.shared(with: other))
            if best.map({ (taken, -shared) < ($0.taken, -$0.shared) }) ?? true { best = (taken, shared, hash) }
        }
        return best?.hash
    }
}

/// A version's lines that are not blank, as a multiset (each line by its
/// bytes, its ending aside).
struct LineCounts {
    private(set) var counts: [ArraySlice<UInt8>: Int] = [:]
    private(set) var total = 0

    init(_ bytes: [UInt8]) {
        var start = 0
        for k in 0...bytes.count where k == bytes.count || bytes[k] == 0x0A {
            var end = k
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            if bytes[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                counts[bytes[start..<end], default: 0] += 1
                total += 1
            }
            start = k + 1
        }
    }

    /// How many of the lines this has and `side` does not are in `kept`
    /// (each counted as often as it is missing and kept).
    func missing(from side: LineCounts, in kept: LineCounts) -> Int {
        counts.reduce(0) { sum, entry in
            let gone = entry.value - min(entry.value, side.counts[entry.key] ?? 0)
            return sum + min(gone, kept.counts[entry.key] ?? 0)
        }
    }

    /// How many lines both have, each counted as often as it is in both.
    func shared(with other: LineCounts) -> Int {
        counts.reduce(0) { $0 + min($1.value, other.counts[$1.key] ?? 0) }
    }
}
