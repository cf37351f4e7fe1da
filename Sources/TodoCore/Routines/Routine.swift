import TaskPaper

/// A routine as the file holds it: a task of the `Routines:` project, a
/// template whose `@every(…)` names the days it makes a task on Today.
public struct Routine: Sendable, Hashable {
    /// Its name, priority, notes, subtasks and the user's tags, as for any task.
    public var task: TodoTask
    /// The value of `@every(…)` as written (the first, when there are
    /// several); nil without the tag.
    public var every: String?
    /// How many `@every(…)` tags the routine holds: with more than one it is
    /// not known which is meant, so it makes nothing.
    public var everyCount: Int
    /// The days it is due; nil when `every` is missing or not a schedule,
    /// or there are several.
    public var schedule: Schedule?
    /// `@made(…)`: the last day it made a task.
    public var made: Day?
    /// `@since(…)`: the day a rhythm (`month`, `N days`, `N weeks`) counts
    /// from, written when the routine got that schedule.
    public var since: Day?

    public var name: String { task.name }
    public var ref: TaskRef { task.ref }

    /// Why the routine makes nothing, in one line; nil when it has a schedule.
    public var problem: String? {
        guard schedule == nil else { return nil }
        guard let every else { return "“\(name)” has no @every(…): add one, e.g. @every(weekday)" }
        if everyCount > 1 { return "“\(name)” has \(everyCount) @every(…): keep one, e.g. @every(\(every))" }
        return "“\(name)”: " + Schedule.problem(with: every)
    }
}

/// The tags a routine and its tasks carry: `@every(…)`, `@made(…)` and
/// `@since(…)` on the routine, `@routine` on each task it makes, and
/// `@late(…)` on a missed day's entry marked done after the fact.
enum RoutineTag {
    static let every = "every"
    static let made = "made"
    static let since = "since"
    static let routine = "routine"
    static let late = "late"
}

extension Routine {
    /// txtodo's own tags of routines: a name that holds one is refused with
    /// the way to add a routine.
    public static let tags: Set<String> = [
        RoutineTag.every, RoutineTag.made, RoutineTag.since, RoutineTag.routine,
    ]
}

extension TodoList {
    /// The routines, in file order.
    public var routines: [Routine] {
        let doc = document
        return tasks(in: .routines).map { task in
            let every = doc.tag(RoutineTag.every, on: task.line).map { $0.value ?? "" }
            let count = doc.tagCount(RoutineTag.every, on: task.line)
            let made = doc.dayValue(RoutineTag.made, on: task.line)
            let since = doc.dayValue(RoutineTag.since, on: task.line)
            // Without `@since`, a rhythm counts from the last day it made a task (one of its days).
            let schedule = count > 1 ? nil : every.flatMap(Schedule.init)?.starting(since ?? made)
            return Routine(task: task, every: every, everyCount: count, schedule: schedule, made: made, since: since)
        }
    }

    /// The routine of that name, if there is one.
    public func routine(named name: String) -> Routine? { routines.first { $0.name == name } }
}
