import TaskPaper
import TodoCore

// The schedule field (`s`): day words, the day they name shown as they are typed.

extension EditPurpose {
    /// The prompt; the schedule field's says the day typed so far: `Day
    /// (Fri 12-04): `, `Day (?): ` while the words name none; when that
    /// takes more than half of `width`, the day alone (`Fri 2027-01-08: `).
    func prompt(typed: String, today: Day, width: Int = .max) -> String {
        guard case .schedule = self else { return prompt }
        guard !typed.trimmingWhitespace().isEmpty else { return prompt }
        let day = (try? DateWords.day(typed, today: today)).map { $0.short(thisYear: today.year) } ?? "?"
        let full = "Day (\(day)): "
        return DisplayWidth.of(full) <= width / 2 ? full : "\(day): "
    }
}

/// The accepted schedule field: the task gets its day, or the words are
/// refused in the status line (the field's text kept in its history).
func scheduled(_ ref: TaskRef, _ text: String, _ state: inout AppState) -> Effect? {
    do {
        return .commit(.schedule(ref, try DateWords.day(text, today: state.snapshot.today)))
    } catch {
        state.status = Status(error.description, isError: true)
        return nil
    }
}

/// Later folded: `Later 12 · next Fri 12-05 Pay rent`, or `Later 3` when
/// nothing in it is scheduled.
func laterFold(_ snapshot: Snapshot, next: TodoTask) -> String {
    let head = "Later \(snapshot.laterTasks.count)"
    guard let day = next.day else { return head }
    return head + " · next \(day.short(thisYear: snapshot.today.year)) \(next.name)"
}
