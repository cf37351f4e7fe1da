import TodoMerge

extension VersionGraph {
    /// The renames txtodo recorded on the way from `bases` to `side`: those
    /// of the records `side` comes from and no base does, oldest first (by
    /// time, then log, then place in it), chained into one rename per task.
    func renames(from bases: [Int], to side: Set<Int>) -> [String: String] {
        let before = ancestors(of: Set(bases))
        var steps: [(time: Int64, path: String, index: Int, names: [String])] = []
        for node in ancestors(of: side).subtracting(before) {
            guard let place = nodes[node].places.first else { continue }
            let record = sources[place.source].log.records[place.index]
            if !record.renames.isEmpty {
                steps.append((record.time, sources[place.source].path, place.index, record.renames))
            }
        }
        steps.sort { ($0.time, $0.path, $0.index) < ($1.time, $1.path, $1.index) }
        return KnownRenames.chained(
            steps.flatMap { step in
                stride(from: 0, to: step.names.count - 1, by: 2).map { (from: step.names[$0], to: step.names[$0 + 1]) }
            })
    }

    /// What each side is known to have renamed since `bases`, the best
    /// common ancestors of the points `ours` and `theirs`.
    func knownRenames(ours: Set<Int>, theirs: Set<Int>, bases: [Int]) -> KnownRenames {
        guard !bases.isEmpty else { return KnownRenames() }
        return KnownRenames(ours: renames(from: bases, to: ours), theirs: renames(from: bases, to: theirs))
    }
}
