import TaskPaper

// The actions on routines: add one, re-schedule one. Renaming, priority,
// notes and deleting are the actions every task has (a routine deleted is
// not archived: it is a template, not a day's task; undo brings it back).

/// Adds a routine at the end of Routines; when it is due today, today's
/// task is made at once, in the same step (one undo takes both away).
func addRoutine(name raw: String, every: String, priority: Int, list: TodoList, today: Day) throws(TodoError)
    -> Outcome
{
    let name = try validName(raw)
    guard let schedule = Schedule(every) else { throw .badSchedule(every) }
    guard (1...3).contains(priority) else { throw .priorityOutOfRange(priority) }
    let doc = list.document
    try refuseTakenRoutineName(Document("- " + name).displayText(0), renaming: nil, list: list)
    let started = schedule.starting(today)
    let due = started.isDue(on: today)
    var text = "- " + name + " @every(\(schedule))"
    if priority > 1 { text += " @priority(\(priority))" }
    // Its start, whatever the schedule: a due day missed before its first
    // task was made (txtodo not run that day) can still be marked done.
    text += " @since(\(today))"
    if due { text += " @made(\(today))" }
    let placement = doc.insertingTask([doc.newLine(text, level: 2)], into: .routines)
    let added = placement.document.displayText(placement.line)
    let next = due ? "its task for today is on Today" : "its first task comes on \(started.next(after: today)!.named)"
    let outcome = finish(
        "Added the routine “\(added)” (every \(schedule))", before: nil, document: placement.document,
        line: placement.line, placement: placement)
    return withTodaysTask(due ? outcome : nil, today: today) ?? outcome.saying("; \(next)")
}

/// Two routines never share a name, case and accents aside, as names are
/// matched everywhere else: the record knows a routine by its name, so
/// their streaks would be one. A routine renamed keeps its own name free.
func refuseTakenRoutineName(_ name: String, renaming: TodoTask?, list: TodoList) throws(TodoError) {
    let query = SearchQuery(name)
    let others = list.routines.filter { $0.task.line != renaming?.line }
    if let same = others.first(where: { query?.matchesWhole($0.name) == true }) { throw .routineExists(same.name) }
}

/// Gives a routine another schedule (`@every`; several become this one).
/// When it is due today under the new one and has not made today's task,
/// the task is made at once.
func setSchedule(_ routine: TodoTask, _ every: String, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    guard routine.section == .routines else { throw .notARoutine(routine.name) }
    guard let schedule = Schedule(every) else { throw .badSchedule(every) }
    var doc = list.document
    if doc.tagCount(RoutineTag.every, on: routine.line) == 1,
        doc.tag(RoutineTag.every, on: routine.line)?.value == schedule.description
    {
        return unchanged(routine, list: list, "“\(routine.name)” already comes every \(schedule)")
    }
    while doc.tagCount(RoutineTag.every, on: routine.line) > 1 { doc = doc.removingTag(RoutineTag.every, from: routine.line) }
    doc = doc.settingTag(RoutineTag.every, value: schedule.description, on: routine.line)
    // A rhythm counts from the day it was set.
    if schedule.needsStart { doc = doc.settingTag(RoutineTag.since, value: today.description, on: routine.line) }
    let made = doc.dayValue(RoutineTag.made, on: routine.line)
    let due = schedule.starting(today).isDue(on: today) && made.map { $0 < today } ?? true
    if due { doc = doc.settingTag(RoutineTag.made, value: today.description, on: routine.line) }
    let outcome = finish(
        "“\(routine.name)” now comes every \(schedule)", before: list.snapshot(routine), document: doc,
        line: routine.line)
    return withTodaysTask(due ? outcome : nil, today: today) ?? outcome
}

/// The outcome with the routine it left (its focus) making today's task
/// on Today in the same step; nil for nil.
private func withTodaysTask(_ outcome: Outcome?, today: Day) -> Outcome? {
    guard let outcome, let ref = outcome.focus, let list = outcome.list, let routine = list.task(ref) else { return nil }
    let doc = list.document
    let placement = doc.insertingTask(doc.routineTask(from: routine.line, today: today), into: .today)
    let made = finish(
        "Made “\(routine.name)” for today", before: nil, document: placement.document, line: placement.line,
        placement: placement)
    var together = outcome
    together.document = made.document
    together.change.also.append(made.change)
    together.list = made.list
    return together.saying("; its task for today is on Today")
}

extension Outcome {
    /// The outcome with more said after its summary.
    func saying(_ more: String) -> Outcome {
        var said = self
        said.message = change.summary + more + "."
        return said
    }
}

/// A routine's task is not delayed or moved while its routine has a
/// schedule: it comes back by itself on the routine's next day.
func refuseMovingRoutineTask(_ task: TodoTask, list: TodoList, today: Day) throws(TodoError) {
    guard task.isRoutine, task.section == .today, let schedule = list.routine(named: task.name)?.schedule,
        let next = schedule.next(after: today)
    else { return }
    throw .routineTaskComesBack(task.name, next: next)
}

extension Day {
    /// `Mon 2026-11-30`.
    public var named: String { "\(weekdayName) \(self)" }
}
