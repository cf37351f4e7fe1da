import TaskPaper

// Later: the backlog (no `@day`) and the days ahead (`@day` in the future).

/// A new task for `day`: today's list for today, Tomorrow's for tomorrow,
/// else scheduled in Later. A past day is refused.
func addTask(on day: Day, name raw: String, priority: Int, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    if day < today { throw .dayPast(day) }
    if day <= today.next {
        return try addTask(day == today ? .today : .tomorrow, name: raw, priority: priority, list: list, today: today)
    }
    let name = try validName(raw)
    guard (1...3).contains(priority) else { throw .priorityOutOfRange(priority) }
    var text = "- \(name) @day(\(day))"
    if priority > 1 { text += " @priority(\(priority))" }
    let doc = list.document
    let placement = doc.insertingTask([doc.newLine(text, level: 2)], into: .later)
    let added = placement.document.displayText(placement.line)
    return finish(
        "Added “\(added)” to Later for \(day.named)", before: nil, document: placement.document,
        line: placement.line, placement: placement)
}

/// Gives a task a day: today or tomorrow move it there (with those moves'
/// rules), a day after that schedules it in Later. A task that used its
/// delay gets no future day; an open Today task put off to a later day uses
/// its delay, as a move to Tomorrow would. A past day is refused.
func schedule(_ task: TodoTask, on day: Day, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    if day < today { throw .dayPast(day) }
    if task.section == .routines { throw .routineMove(task.name, into: false) }
    if day == today { return try move(task, to: .today, list: list, today: today) }
    if day == today.next { return try move(task, to: .tomorrow, list: list, today: today) }
    if task.section == .later && task.day == day {
        return unchanged(task, list: list, "“\(task.name)” is already in Later for \(day.named)")
    }
    if task.section == .today {
        if task.isDone { throw .delayDone(task.name) }
        try refuseMovingRoutineTask(task, list: list, today: today)
    }
    if task.isDelayed { throw .laterAfterDelay(task.name) }
    var doc = list.document.settingTag("day", value: day.description, on: task.line)
    if task.section == .today { doc = doc.settingTag("delayed", value: nil, on: task.line) }
    let summary = "Scheduled “\(task.name)” for \(day.named)"
    guard task.section != .later else { return finish(summary, before: list.snapshot(task), document: doc, line: task.line) }
    let placement = doc.movingTask(at: task.line, to: .later)
    return finish(
        summary, before: list.snapshot(task), document: placement.document, line: placement.line, placement: placement)
}

/// A scheduled Later task back to the backlog: its `@day` goes, it keeps its place.
func unschedule(_ task: TodoTask, list: TodoList) -> Outcome {
    guard task.day != nil || list.document.hasTag("day", on: task.line) else {
        return unchanged(task, list: list, "“\(task.name)” is already in Later")
    }
    var doc = list.document
    while doc.hasTag("day", on: task.line) { doc = doc.removingTag("day", from: task.line) }
    return finish("Moved “\(task.name)” to the backlog of Later", before: list.snapshot(task), document: doc, line: task.line)
}
