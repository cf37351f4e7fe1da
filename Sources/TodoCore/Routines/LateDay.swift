import TaskPaper

/// A missed due day of a routine marked done after the fact (the day was
/// kept, but txtodo did not run, or its task was not checked): the archive
/// gets an entry for that day, `- NAME @day(DAY) @done(DAY) @routine
/// @late(TODAY)` under `DAY:`, which the record reads as the routine done
/// that day, so its streak counts it. The file itself does not change; one
/// undo takes the entry back out.
public enum LateDay {
    /// Why a day cannot be marked done after the fact.
    public enum Refusal: Sendable, Hashable {
        case noRoutine
        case notPast
        case beforeStart(Day)
        case notDue
        case alreadyDone
    }

    static func text(_ why: Refusal, name: String, day: Day) -> String {
        switch why {
        case .noRoutine:
            return "There is no routine “\(name)”; txtodo routines lists them."
        case .notPast:
            return
                "\(day.named) is not over: only a past day of “\(name)” is marked done after the fact; check today's task on the list."
        case .beforeStart(let since):
            return "“\(name)” starts on \(since.named); \(day.named) is before it."
        case .notDue:
            return "“\(name)” was not due on \(day.named); only a missed due day is marked done after the fact."
        case .alreadyDone:
            return "“\(name)” is already done on \(day.named)."
        }
    }

    /// The routine `name` (case and accents aside) marked done on `day`, a
    /// past due day the record `book` counts as missed; `today` is the day
    /// it is recorded.
    public static func marking(_ name: String, day: Day, book: Logbook, list: TodoList, today: Day) throws(TodoError)
        -> Outcome
    {
        let query = SearchQuery(name)
        guard let routine = list.routines.first(where: { query?.matchesWhole($0.name) == true }) else {
            throw .notAMissedDay(name, day, .noRoutine)
        }
        let refuse = { (why: Refusal) in TodoError.notAMissedDay(routine.name, day, why) }
        guard day < today else { throw refuse(.notPast) }
        let days = book.routines.days(of: routine.name)
        let first = routine.firstDay(in: days) ?? today
        guard day >= first else { throw refuse(.beforeStart(first)) }
        switch RoutineStreaks.status(of: day, schedule: routine.schedule, days: days, today: today) {
        case .done: throw refuse(.alreadyDone)
        case .notDue: throw refuse(.notDue)
        case .missed, .open, .notListed: break
        }
        let line = "- \(routine.name) @day(\(day)) @done(\(day)) @\(RoutineTag.routine) @\(RoutineTag.late)(\(today))"
        let entry = ArchivedTask(day: day, lines: [line])
        let summary = "Marked “\(routine.name)” done on \(day.named)"
        var change = Change(before: nil, after: nil, createdSections: [], addedSeparator: false, summary: summary)
        change.archived = [entry]
        var outcome = Outcome(
            document: list.document, change: change, focus: routine.ref, removed: [entry], message: summary + ".")
        outcome.list = list
        return outcome
    }
}
