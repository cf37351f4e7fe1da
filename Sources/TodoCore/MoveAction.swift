import TaskPaper

// Moving a task between Floating, Today, Tomorrow and Later.

/// Moves a task, with its notes, to the end of another section, keeping the
/// rules:
/// - to Today: it gets `@day(today)`;
/// - to Tomorrow: from Today this is a delay, with the delay's rules (once,
///   open tasks only) and its `@delayed` mark; from Floating it is planning,
///   not a delay: it gets `@day(tomorrow)`, unless it used its delay
///   already, which is refused;
/// - to Floating: only while Floating holds fewer than three tasks; `@day`
///   goes (floating tasks have no day), `@delayed` stays, so a task cannot
///   win a second delay by passing through Floating;
/// - to Later: the backlog; `@day` goes and `@delayed` stays, as to Floating
///   (a scheduled Later task moved to Later goes to the backlog).
func move(_ task: TodoTask, to section: Section, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    if task.section == .later && section == .later { return unschedule(task, list: list) }
    if task.section == section {
        return unchanged(task, list: list, "“\(task.name)” is already in \(section.title)")
    }
    if task.section == .routines || section == .routines { throw .routineMove(task.name, into: section == .routines) }
    if task.section == .today && section == .tomorrow { return try delay(task, list: list, today: today) }
    try refuseMovingRoutineTask(task, list: list, today: today)
    var doc = list.document
    switch section {
    case .floating, .later:
        if section == .floating && list.count(in: .floating) >= floatingLimit {
            throw .floatingFull(limit: floatingLimit)
        }
        while doc.hasTag("day", on: task.line) { doc = doc.removingTag("day", from: task.line) }
    case .today:
        doc = doc.settingTag("day", value: today.description, on: task.line)
    case .tomorrow:
        if task.isDelayed { throw .tomorrowAfterDelay(task.name) }
        doc = doc.settingTag("day", value: today.next.description, on: task.line)
    case .routines:
        break
    }
    let placement = doc.movingTask(at: task.line, to: section)
    return finish(
        "Moved “\(task.name)” to \(section.title)", before: list.snapshot(task), document: placement.document,
        line: placement.line, placement: placement)
}
