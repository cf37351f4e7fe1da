/// Runs of days with at least one task done.
public struct Streaks: Sendable, Hashable {
    /// The run that ends today, or yesterday while today has nothing done
    /// yet (the day is not over, so the streak is not broken).
    public var current: Int
    /// The longest run ever, the current one included.
    public var longest: Int
}

/// A share of daily tasks done: `done` of `total` (done or expired
/// unfinished; deleted tasks and floating ones do not count).
public struct Share: Sendable, Hashable {
    public var done: Int
    public var total: Int

    /// Whole percent, rounded down; nil when there was nothing to do.
    public var percent: Int? { total == 0 ? nil : done * 100 / total }
}

extension Logbook {
    public var streaks: Streaks {
        let doneDays = summaries.filter { $0.count(.done) > 0 }.map(\.day.ordinal).sorted()
        var longest = 0
        var run = 0
        var previous: Int?
        for ordinal in doneDays {
            run = previous == ordinal - 1 ? run + 1 : 1
            longest = max(longest, run)
            previous = ordinal
        }
        var day = doneCount(on: today) > 0 ? today : today.previous
        var current = 0
        while doneCount(on: day) > 0 {
            current += 1
            day = day.previous
        }
        return Streaks(current: current, longest: longest)
    }

    /// The share of daily tasks done over the `count` whole days before
    /// today (today is not over, so it does not count yet).
    public func share(ofLast count: Int) -> Share {
        let outcomes = dailyOutcomes(from: today.adding(days: -count), through: today.previous)
        return Share(done: outcomes.done, total: outcomes.total)
    }
}
