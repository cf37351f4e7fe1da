import TaskPaper

/// Where a routine stands today: its streaks, what today is for it, and
/// the next day it is due. What `txtodo routines` prints and the app's
/// routines screen shows.
public struct RoutineStanding: Sendable, Hashable {
    public var routine: Routine
    public var streaks: RoutineStreaks
    /// Today: done, open (due, its task on the list, not checked yet), not
    /// on the list (due, its task deleted or renamed) or not due.
    public var today: RoutineDay
    /// The first due day after today; nil without a schedule.
    public var next: Day?

    public init(_ routine: Routine, book: Logbook) {
        self.routine = routine
        streaks = book.streaks(of: routine)
        today = RoutineStreaks.status(
            of: book.today, schedule: routine.schedule, days: book.routines.days(of: routine.name), today: book.today)
        next = routine.schedule?.next(after: book.today)
    }
}

extension Logbook {
    /// Where each routine stands, in the order given.
    public func standings(of routines: [Routine]) -> [RoutineStanding] {
        routines.map { RoutineStanding($0, book: self) }
    }
}
