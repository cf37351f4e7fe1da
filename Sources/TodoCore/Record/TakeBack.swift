import TaskPaper

/// Puts a task of the record (one that expired unfinished) on today's list
/// as a new task: its name and tags, its priority and its notes;
/// `@day(today)`, no `@delayed` (a new day, a new task). One change, undone
/// as one.
func takeBack(_ task: PastTask, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    let name = try validName(task.nameAndTags)
    var text = "- " + name + " @day(\(today))"
    if task.priority > 1 { text += " @priority(\(task.priority))" }
    let doc = list.document
    let lines = [doc.newLine(text, level: 2)] + task.notes.map { doc.newLine($0, level: 3) }
    let placement = doc.insertingTask(lines, into: .today)
    return finish(
        "Took “\(placement.document.displayText(placement.line))” back to Today", before: nil,
        document: placement.document, line: placement.line, placement: placement)
}

extension TodoList {
    /// Whether unfinished task `index` of `unfinished` (newest day first) is
    /// on Today's list again: each open Today task of its name stands for
    /// one of that day's unfinished tasks of that name, the first ones first,
    /// so tasks alike are taken back one by one.
    public func isBack(_ index: Int, of unfinished: [PastTask]) -> Bool {
        let task = unfinished[index]
        let rank = unfinished[..<index].count { $0.day == task.day && $0.name == task.name }
        return tasks(in: .today).count { $0.name == task.name && !$0.isDone } > rank
    }
}

extension [PastTask] {
    /// These tasks less the ones Today holds again: each of `today`'s tasks
    /// stands for one task of its name, the first ones first.
    public func notBack(on today: [TodoTask]) -> [PastTask] {
        var covers: [String: Int] = [:]
        for task in today { covers[task.name, default: 0] += 1 }
        return filter { task in
            guard let n = covers[task.name], n > 0 else { return true }
            covers[task.name] = n - 1
            return false
        }
    }
}
