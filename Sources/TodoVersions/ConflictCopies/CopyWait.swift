/// What a copy that waits for another machine's version log says, and what
/// its merge says when the wait ended without that log.
enum CopyWait {
    /// Why the copy waits: the logs of `machines` are behind it (none
    /// named: the other machine's first log has not come).
    static func why(_ machines: [String]) -> String {
        guard !machines.isEmpty else { return "its version history has not arrived yet" }
        return "the version history of \(list(machines)) is older than it (waiting at most "
            + "\(LogLag.longestWait / 3_600) hours for it)"
    }

    /// Said by a merge made once the wait was over.
    static func gaveUp(_ machines: [String], union: Bool) -> String {
        "the version history of \(list(machines)) did not catch up within \(LogLag.longestWait / 3_600) hours, so "
            + (union ? "it was merged without it" : "it was merged from the nearest version on record")
    }

    private static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
