import TaskPaper

extension DisplayOrder {
    /// Later's display order: the scheduled tasks by day, then the backlog;
    /// the tasks of one day, and the backlog, keep the display order of
    /// `sorted` (open before done, priority, file order or name).
    static func byDay(_ sorted: [DisplayedTask], _ lines: [Int], _ doc: Document) -> [DisplayedTask] {
        let days = sorted.map { doc.dayValue("day", on: lines[$0.index]) }
        guard days.contains(where: { $0 != nil }) else { return sorted }
        let order = sorted.indices.sorted { a, b in
            switch (days[a], days[b]) {
            case (let x?, let y?): x != y ? x < y : a < b
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a < b
            }
        }
        return order.map { sorted[$0] }
    }
}

extension TodoList {
    /// The `@day` of the task on `line`, read from its bytes: a Later task's
    /// scheduled day (nil: in the backlog).
    public func day(onLine line: Int) -> Day? { document.dayValue("day", on: line) }
}

extension Day {
    /// `Fri 12-05`, with the year when it is not `year`'s: `Mon 2027-03-01`.
    public func short(thisYear year: Int) -> String {
        let text = description
        return "\(weekdayName) " + (self.year == year ? String(text.dropFirst(5)) : text)
    }
}

extension TodoList {
    /// Later's first task in display order (the next to come), found
    /// without sorting or reading the section's other tasks: what its
    /// folded line names. Nil when Later is empty.
    public func firstInLater() -> TodoTask? {
        firstLineInLater().flatMap { readTask(atLine: $0, in: .later) }
    }

    /// The line of `firstInLater()`.
    func firstLineInLater() -> Int? {
        let lines = taskLines(in: .later)
        guard !lines.isEmpty else { return nil }
        // The soonest day's tasks, or the whole backlog when none is scheduled.
        var soonest: Day?
        var candidates: [Int] = []
        // Only a tagged task can have a day.
        for line in document.taggedLines(among: lines) {
            guard let day = document.dayValue("day", on: line) else { continue }
            if soonest.map({ day < $0 }) ?? true {
                soonest = day
                candidates = [line]
            } else if day == soonest {
                candidates.append(line)
            }
        }
        if soonest == nil { candidates = lines }
        let first: Int
        if order == .file {
            // Rank, then file order: the least rank, first found.
            first = candidates.min { DisplayedTask.rank($0, document) < DisplayedTask.rank($1, document) }!
        } else {
            first = candidates[DisplayOrder.sorted(candidates, document, by: order)[0].index]
        }
        return first
    }
}
