/// The day's progress, one definition for the app's header and `txtodo list`:
/// Today's tasks that are done, out of Today's tasks. Floating tasks are
/// long-lived and Tomorrow's are not due yet, so neither counts.
public func dailyProgress(_ today: [TodoTask]) -> (done: Int, total: Int) {
    (today.filter(\.isDone).count, today.count)
}
