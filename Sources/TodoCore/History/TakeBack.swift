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
    /// Whether an open task of that name is on Today's list already.
    public func hasOpenTodayTask(named name: String) -> Bool {
        tasks(in: .today).contains { $0.name == name && !$0.isDone }
    }
}
