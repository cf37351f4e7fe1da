import TodoCore

/// What the daily rules did to the file as last read and is not saved yet:
/// whether they wait for a write, what they expired (for the record until
/// it is archived), the warning when that write cannot be made, and what
/// they did when the day last changed under a look at the disk.
struct PendingRules {
    /// The rules expired or moved a task that is not saved yet.
    private(set) var waiting = false
    /// What those rules expired; set by a transaction before its action
    /// runs, so the record the action reads has what expires with it.
    var expired: [ArchivedTask] = []
    /// Set when the rules need a write that cannot be made (read-only file
    /// or folder, full disk): the list is shown with them applied.
    private(set) var unsaved: String?
    private(set) var lastTurn: DayTurn?

    /// Whether the rules wait in memory for the file to be quiet.
    var isWaitingToSave: Bool { waiting && unsaved == nil }

    /// What a read found: the rules, applied in memory, wait to be saved.
    mutating func shown(_ rolled: RollOverResult) {
        waiting = AutomaticWrite.isNeeded(rolled)
        expired = rolled.expired
    }

    /// What a read found; a warning of an earlier write is gone when
    /// nothing waits any more.
    mutating func read(_ rolled: RollOverResult) {
        shown(rolled)
        if !waiting { unsaved = nil }
    }

    /// The day changed under a look at the disk, and the rules did this.
    mutating func turned(_ rolled: RollOverResult) { lastTurn = DayTurn(rolled) }

    /// A transaction saved the file with the rules applied.
    mutating func saved() {
        waiting = false
        expired = []
        unsaved = nil
    }

    /// The rules' write could not be made.
    mutating func couldNotSave(_ path: String, _ error: Error) {
        unsaved = "warning: \(path) could not be updated, so it is shown with the daily rules applied: \(error)"
    }
}
