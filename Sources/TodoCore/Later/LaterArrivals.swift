import TaskPaper

extension Document {
    /// Rule 5 of `rollOver`: the Later tasks whose `@day` has come (`due`,
    /// their lines) move to the end of Today, by day, then file order, each
    /// with `@day` set to `today`. Nil when none is due.
    func arrivingFromLater(_ due: [Int], today: Day) -> Document? {
        guard let first = due.first else { return nil }
        let days = due.map { dayValue("day", on: $0) ?? today }
        let ordered = due.indices.sorted { (days[$0], due[$0]) < (days[$1], due[$1]) }.map { due[$0] }
        // Each task is stamped in place first (one line each), then all move
        // as a block, keeping their shape, at the level of the first one.
        var doc = self
        for line in due { doc = doc.settingTag("day", value: today.description, on: line) }
        let level = doc.level(first)
        let lines = ordered.flatMap {
            doc.reindented(doc.standaloneLines($0..<doc.subtreeContentEnd($0)), by: level - doc.level($0))
        }
        return doc.replacing(doc.removals(ofTasksAt: due)).insertingTask(lines, into: .today).document
    }
}

extension TodoList {
    /// The Later tasks scheduled for `today` or before: rule 5's tasks.
    func dueFromLater(today: Day) -> [Int] {
        document.taggedLines(among: taskLines(in: .later)).filter { line in
            document.dayValue("day", on: line).map { $0 <= today } ?? false
        }
    }
}
