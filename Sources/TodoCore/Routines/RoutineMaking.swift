import TaskPaper

/// The routines' daily rule: on a day a routine is due, when it has not
/// made that day's task yet (`@made` before today, or none), a task is
/// added at the end of Today with the routine's line (name, priority, the
/// user's tags), `@day(today)` and `@routine`, and everything under the
/// routine (notes, subtasks); the routine gets `@made(today)`. A day missed
/// makes nothing later, and a task deleted or renamed does not come back
/// the same day: `@made` says the day's task was made. A routine without a
/// schedule (or with several `@every`) makes nothing. Nil when no routine
/// has a task to make.
func makingRoutineTasks(_ doc: Document, list: TodoList, today: Day) -> (document: Document, made: Int)? {
    let due = list.taskLines(in: .routines).filter { line in
        // Made today already (every launch of a day but its first): nothing more to read.
        if let made = doc.dayValue(RoutineTag.made, on: line), made >= today { return false }
        guard let every = doc.tagValueRange(RoutineTag.every, on: line),
            let schedule = Schedule(utf8: doc.bytes[every]),
            schedule.starting(doc.start(of: line, today: today)).isDue(on: today)
        else { return false }
        return doc.tagCount(RoutineTag.every, on: line) == 1
    }
    guard let first = due.first else { return nil }
    // A routine's task for today already there (the routine's `@made` lost
    // in a hand edit) is not made twice.
    let there = Set(
        list.taskLines(in: .today).filter { doc.hasTag(RoutineTag.routine, on: $0) && doc.dayValue("day", on: $0) == today }
            .map { doc.displayText($0) })
    var marks: [LineEdit] = []
    var tasks: [LineSlice] = []
    var made = 0
    for line in due {
        marks.append(LineEdit(lines: line..<(line + 1), with: [doc.markingMade(line, today: today)]))
        guard !there.contains(doc.displayText(line)) else { continue }
        // Each task at the level of the first, whatever its routine's.
        tasks += doc.reindented(doc.routineTask(from: line, today: today), by: doc.level(first) - doc.level(line))
        made += 1
    }
    var result = doc.replacing(marks)
    if !tasks.isEmpty { result = result.insertingTask(tasks, into: .today).document }
    return (result, made)
}

extension Document {
    /// The day a rhythm on `line` counts from: its `@since`, else the last
    /// day it made a task, else today (its first day seen).
    func start(of line: Int, today: Day) -> Day {
        dayValue(RoutineTag.since, on: line) ?? dayValue(RoutineTag.made, on: line) ?? today
    }

    /// The routine's line with `@made(today)`, and the start it counted
    /// from as `@since` when a rhythm (`month`, `N days`) had none written.
    func markingMade(_ line: Int, today: Day) -> LineSlice {
        var slice = self.line(line)
        var body = Document(bytes: slice.body).settingTag(RoutineTag.made, value: today.description, on: 0)
        if !hasTag(RoutineTag.since, on: line), let every = tag(RoutineTag.every, on: line)?.value,
            Schedule(every)?.needsStart == true
        {
            body = body.settingTag(RoutineTag.since, value: start(of: line, today: today).description, on: 0)
        }
        slice.body = body.bytes
        return slice
    }

    /// The task the routine on `line` makes for `today`: its line without
    /// the routine's own tags (and any tag of a day's task it may carry by
    /// mistake), with `@day(today) @routine`; then the lines under it.
    func routineTask(from line: Int, today: Day) -> [LineSlice] {
        var lines = standaloneLines(line..<subtreeContentEnd(line))
        var body = Document(bytes: lines[0].body)
        for tag in [RoutineTag.every, RoutineTag.made, RoutineTag.since, RoutineTag.routine, "day", "done", "delayed"] {
            while body.hasTag(tag, on: 0) { body = body.removingTag(tag, from: 0) }
        }
        body = body.settingTag("day", value: today.description, on: 0).settingTag(RoutineTag.routine, value: nil, on: 0)
        lines[0].body = body.bytes
        return lines
    }
}
