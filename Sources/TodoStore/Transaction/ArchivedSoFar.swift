import TodoCore

/// What one change archived over its tries (a file that changes under it
/// makes it try again), so that each task goes to the archive once.
struct ArchivedSoFar {
    private(set) var tasks: [ArchivedTask] = []

    /// `archived` less what the journal says an unfinished change archived
    /// already (`already`); those count as archived by this change.
    mutating func leavingOut(_ already: [ArchivedTask], of archived: [ArchivedTask]) -> [ArchivedTask] {
        guard !already.isEmpty else { return archived }
        let left = archived.removingEach(of: already)
        tasks += archived.removingEach(of: left)
        return left
    }

    mutating func add(_ archived: [ArchivedTask]) { tasks += archived }
}

extension [ArchivedTask] {
    /// These tasks less one copy of each task in `done` (already archived
    /// by an earlier try of the same change): of tasks alike, the first ones
    /// go, as many as `done` holds. One pass over each, by counting: a new
    /// day may expire many thousands of tasks.
    func removingEach(of done: [ArchivedTask]) -> [ArchivedTask] {
        guard !done.isEmpty else { return self }
        var owed: [ArchivedTask: Int] = [:]
        for task in done { owed[task, default: 0] += 1 }
        return filter { task in
            guard let n = owed[task], n > 0 else { return true }
            owed[task] = n - 1
            return false
        }
    }
}
