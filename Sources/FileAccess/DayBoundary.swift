import TaskPaper

/// Where txtodo's days begin, on a local clock given by its offset from UTC
/// at each instant. Day D begins at the first instant whose local date is D
/// and local time the roll-over time or later: when a spring-forward gap
/// skips the roll-over time, at the end of the gap; when an autumn hour
/// comes twice, on its first pass, so the second pass belongs to the day
/// already begun and the day never goes back. Which day an instant is in,
/// and when the next one begins, both follow from `start(of:)`.
struct DayBoundary {
    /// Seconds east of UTC in force at an instant (seconds since 1970).
    let offset: (Int64) -> Int
    let rolloverMinutes: Int

    /// The local wall time of an instant, in seconds since 1970-01-01 00:00 local.
    func wall(_ t: Int64) -> Int64 { t + Int64(offset(t)) }

    /// The first instant whose local wall time is `target` or later.
    func firstInstant(reaching target: Int64) -> Int64 {
        // Each offset in force within a day of the target gives the instant
        // that reads exactly `target` under it, if that offset holds then:
        // two in an hour that comes twice (the first is the first pass).
        let offsets = Set([target - 86_400, target, target + 86_400].map(offset))
        if let exact = offsets.map({ target - Int64($0) }).filter({ wall($0) == target }).min() { return exact }
        // None: the target is in a gap, which the clock jumps over between
        // `low` (before it) and `high` (after it); the jump is the answer.
        var low = target - Int64(offsets.max() ?? 0)
        var high = target - Int64(offsets.min() ?? 0)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if wall(middle) >= target { high = middle } else { low = middle }
        }
        return high
    }

    /// When `day` begins.
    func start(of day: Day) -> Int64 {
        firstInstant(reaching: Int64(day.ordinal) * 86_400 + Int64(rolloverMinutes) * 60)
    }

    /// The day an instant belongs to: the last day begun by then.
    func day(at t: Int64) -> Day {
        let local = wall(t)
        var day = Day(ordinal: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400))
        while t < start(of: day) { day = day.previous }
        while t >= start(of: day.next) { day = day.next }
        return day
    }

    /// Seconds from `t` until the next day begins (at least 1).
    func secondsUntilNextDay(at t: Int64) -> Int {
        Int(max(1, start(of: day(at: t).next) - t))
    }
}
