import TaskPaper

/// Why an action, undo or redo was refused. Each message is one line that
/// says what is wrong and what to do instead; nothing was changed.
public enum TodoError: Error, Sendable, Equatable, CustomStringConvertible {
    case emptyName
    case nameHasLineBreak
    /// The name would be read back as tags only.
    case nameIsOnlyTags(String)
    /// The name holds one of txtodo's own tags (`@done`, …), which would act as the real tag.
    case nameHasOwnTag(String)
    case floatingFull(limit: Int)
    /// The task is not (or no longer) in the file.
    case taskGone(TaskRef)
    /// The tasks of that name are all other than the one shown (the file changed).
    case taskChanged(TaskRef)
    case delayAlreadyDelayed(String)
    case delayDone(String)
    case delayFloating(String)
    case delayTomorrow(String)
    case delayLater(String)
    /// A task that used its delay, moved towards Tomorrow by another route.
    case tomorrowAfterDelay(String)
    /// A task that used its delay, given a future day in Later.
    case laterAfterDelay(String)
    /// A task (or a new one) given a day already past.
    case dayPast(Day)
    case priorityOutOfRange(Int)
    case emptyNote
    case noteHasLineBreak
    case noteLooksLikeTask
    case noteGone(TaskRef, index: Int)
    /// The task an undo (or redo) is about is no longer there.
    case undoTaskGone(TaskRef, redo: Bool)
    /// The task's lines were changed by hand since, so the undo (or redo) would overwrite that.
    case undoConflict(TaskRef, redo: Bool)
    /// The file changed since a whole-file change (a merge), so undoing it would overwrite that.
    case undoFileChanged(redo: Bool)
    /// Not a schedule `@every` understands.
    case badSchedule(String)
    case routineExists(String)
    /// A task added to Routines without its days.
    case routineNeedsSchedule
    case notARoutine(String)
    /// A routine's task delayed or moved: it comes back on its own.
    case routineTaskComesBack(String, next: Day)
    /// A routine moved out of Routines, or a task into it.
    case routineMove(String, into: Bool)
    /// A day of a routine marked done after the fact that is not a missed
    /// due day of the past (see `LateDay`).
    case notAMissedDay(String, Day, LateDay.Refusal)
    /// A task moved up (or down) past the first (or last) of its rank in its section.
    case reorderEdge(String, Section, last: Bool, done: Bool)
    /// A task moved up or down while the list is sorted by name.
    case reorderByName(String)

    public var description: String {
        switch self {
        case .emptyName:
            return "A task needs a name; type a few words."
        case .nameHasLineBreak:
            return "A task name must fit on one line; put the rest in a note."
        case .nameIsOnlyTags(let name):
            return "“\(name)” would be read as tags only; put some words before the tags."
        case .nameHasOwnTag(let tag) where Routine.tags.contains(tag):
            return "A name cannot hold @\(tag) (txtodo would act on it); add a routine with add --every DAYS NAME."
        case .nameHasOwnTag(let tag):
            return
                "A name cannot hold @\(tag) (txtodo would act on it); set priority with --priority or the 1 2 3 keys, tomorrow with --tomorrow or t, done with done or x."
        case .floatingFull(let limit):
            return
                "Floating already holds \(limit) tasks (a done one keeps its place until tomorrow); delete one to add another now."
        case .taskChanged(let ref):
            return "“\(ref.name)” in \(ref.section.title) changed in the file since it was shown; nothing was changed."
        case .taskGone(let ref):
            return "“\(ref.name)” is no longer in \(ref.section.title) (the file changed); nothing was changed."
        case .delayAlreadyDelayed(let name):
            return "“\(name)” was already delayed once; do it today or delete it."
        case .delayDone(let name):
            return "“\(name)” is done; uncheck it first if it still needs doing tomorrow."
        case .delayFloating(let name):
            return "“\(name)” is a floating task and has no day; only Today tasks can be delayed."
        case .delayTomorrow(let name):
            return "“\(name)” is already on Tomorrow's list; nothing to delay."
        case .delayLater(let name):
            return "“\(name)” is in Later and has no day to put off; give it one with move N --on DATE."
        case .tomorrowAfterDelay(let name):
            return "“\(name)” was already delayed once, so it cannot go to Tomorrow again; do it today or keep it floating."
        case .laterAfterDelay(let name):
            return
                "“\(name)” was already delayed once, so it gets no later day; do it today, or move it to Later without a day (move N later)."
        case .dayPast(let day):
            return "\(day.named) is past; give a day from today on."
        case .priorityOutOfRange(let p):
            return "Priority \(p) is out of range; use 1, 2 or 3."
        case .emptyNote:
            return "A note needs some text; type something or cancel."
        case .noteHasLineBreak:
            return "A note must fit on one line; add each line as its own note."
        case .noteLooksLikeTask:
            return "A note cannot start with “- ” (it would be read as a task); reword its start."
        case .noteGone(let ref, let index):
            return "“\(ref.name)” has no note \(index + 1) any more (the file changed); nothing was changed."
        case .undoTaskGone(let ref, let redo):
            return
                "“\(ref.name)” is no longer in \(ref.section.title) (the file changed); nothing was \(redo ? "redone" : "undone")."
        case .undoConflict(let ref, let redo):
            return "“\(ref.name)” in \(ref.section.title) was edited since; nothing was \(redo ? "redone" : "undone")."
        case .undoFileChanged(let redo):
            return "The file changed since the merge; nothing was \(redo ? "redone" : "undone")."
        case .badSchedule(let text):
            return Schedule.problem(with: text) + "."
        case .routineExists(let name):
            return "There is a routine “\(name)” already; rename it, or give this one another name."
        case .routineNeedsSchedule:
            return "A routine needs its days: day, weekday, day names (mon, thu), 1st, last, month, N weeks or a date (dec 25)."
        case .notARoutine(let name):
            return "“\(name)” is not a routine; only a routine has days it comes back on."
        case .routineTaskComesBack(let name, let next):
            return "“\(name)” comes back by itself on \(next.named): a routine's task is done today or left undone."
        case .notAMissedDay(let name, let day, let why):
            return LateDay.text(why, name: name, day: day)
        case .routineMove(let name, let into):
            return into
                ? "“\(name)” stays where it is: a routine is added with its days (add --every, or R in the app)."
                : "“\(name)” is a routine and stays in Routines; rename, re-schedule or delete it there."
        case .reorderEdge(let name, let section, let last, let done):
            return
                "“\(name)” is already the \(last ? "last" : "first") \(done ? "done task" : "task") of its priority in \(section.title); change its priority (1 2 3 or p, or txtodo priority) to move it further."
        case .reorderByName(let name):
            return
                "“\(name)” keeps its place: the list is sorted by name (sort = name in the config); remove that line to order tasks yourself."
        }
    }
}
