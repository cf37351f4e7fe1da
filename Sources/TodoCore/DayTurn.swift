import TaskPaper

/// What the daily rules did when a new day came: how many tasks they
/// archived, done or unfinished, how many moved from Tomorrow to Today,
/// how many scheduled tasks arrived from Later and how many the routines made.
public struct DayTurn: Sendable, Hashable {
    public var done: Int
    public var unfinished: Int
    public var moved: Int
    public var arrived: Int
    public var made: Int

    public init(done: Int = 0, unfinished: Int = 0, moved: Int = 0, arrived: Int = 0, made: Int = 0) {
        self.done = done
        self.unfinished = unfinished
        self.moved = moved
        self.arrived = arrived
        self.made = made
    }

    public init(_ result: RollOverResult) {
        let done = result.expired.count { task in task.lines.first.map { Document($0).hasTag("done", on: 0) } ?? false }
        self.init(
            done: done, unfinished: result.expired.count - done, moved: result.moved, arrived: result.arrived, made: result.made)
    }

    /// `3 archived (2 done, 1 unfinished), 1 moved from Tomorrow, 1 arrived
    /// from Later, 2 made by routines`, or `nothing to archive or move`.
    public var summary: String {
        var parts: [String] = []
        let archived = done + unfinished
        if archived > 0 {
            let kinds = [(done, "done"), (unfinished, "unfinished")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            parts.append("\(archived) archived (\(kinds.joined(separator: ", ")))")
        }
        if moved > 0 { parts.append("\(moved) moved from Tomorrow") }
        if arrived > 0 { parts.append("\(arrived) arrived from Later") }
        if made > 0 { parts.append("\(made) made by routines") }
        return parts.isEmpty ? "nothing to archive or move" : parts.joined(separator: ", ")
    }
}
