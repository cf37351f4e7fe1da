extension TodoList {
    /// The task each name names, numbers read in `listing`, the last listing
    /// a person saw (`tasks(named:)` without one: the display order now).
    /// A number whose task is gone, or changed beyond recognition, is
    /// refused (`NamingError.unlisted`), never taken as another task. A part
    /// of a name finds its task as `tasks(named:)` does; tasks are shown
    /// with their numbers in `listing`.
    public func tasks(named names: [TaskName], listing: Listing?) throws(IndexedNamingError) -> [ListedTask] {
        guard let listing else { return try tasks(named: names) }
        let numbers = names.compactMap { name -> Int? in
            if case .number(let n) = name { return n }
            return nil
        }
        let numbered = numbers.isEmpty ? nil : match(listing, numbers: numbers)
        var found: [ListedTask] = []
        for (k, name) in names.enumerated() {
            do {
                found.append(try task(named: name, listing: listing, numbered: numbered))
            } catch {
                throw IndexedNamingError(index: k, error: error)
            }
        }
        return found
    }

    private func task(named name: TaskName, listing: Listing, numbered: ListingMatch?) throws(NamingError)
        -> ListedTask
    {
        switch name {
        case .number(let n):
            guard n >= 1, n <= listing.count else { throw .noNumber(n, count: listing.count) }
            guard let line = numbered?.line(ofNumber: n), let task = task(atLine: line) else { throw .unlisted(n) }
            return ListedTask(number: n, task: task)
        case .text:
            do {
                let found = try task(named: name)
                return renumbered([found], listing)[0]
            } catch .ambiguous(let text, let matches) {
                throw .ambiguous(text, renumbered(matches, listing))
            }
        }
    }

    /// The tasks with their numbers in `listing` (0: none there).
    private func renumbered(_ tasks: [ListedTask], _ listing: Listing) -> [ListedTask] {
        let match = match(listing, lines: tasks.map(\.task.line))
        return tasks.map { ListedTask(number: match.number(ofLine: $0.task.line) ?? 0, task: $0.task) }
    }
}
