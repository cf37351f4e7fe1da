import TaskPaper

/// The days a routine is due, from its `@every(…)`. Either fixed days, any
/// of them separated by commas — `day`, `weekday` (Monday to Friday),
/// `weekend`, day names (`mon, thu`), days of the month (`1st`, `15`,
/// `last`) and days of the year (`dec 25` or `25 dec`) — or one rhythm
/// counted from the routine's start (`@since`): `month` (the start's day of
/// the month), `N days` or `N weeks`.
///
/// A month without the day asked for has no occurrence that month (`31`
/// skips April; `last` is every month's last day), and `feb 29` comes only
/// in leap years. Before its start a rhythm is not due; without a start it
/// is never due (see `starting(_:)`).
public struct Schedule: Sendable, Hashable, CustomStringConvertible {
    /// A day of the year: `dec 25`.
    public struct YearDay: Sendable, Hashable, Comparable {
        public var month: Int
        public var day: Int

        public static func < (a: Self, b: Self) -> Bool { (a.month, a.day) < (b.month, b.day) }
    }

    /// Bit `d` set: due on weekday `d` (0 = Sunday … 6 = Saturday, as `Day.weekday`).
    public internal(set) var weekdays: UInt8 = 0
    /// Bit `d` (1…31) set: due on that day of the month; bit 0: on its last day.
    public internal(set) var monthDays: UInt32 = 0
    /// Days of the year it is due, in calendar order.
    public internal(set) var yearDays: [YearDay] = []
    /// `month`: due on the start's day of each month.
    public internal(set) var monthly = false
    /// `N days` / `N weeks`: due every `interval` days from the start.
    public internal(set) var interval: Int?
    /// The interval was written in weeks.
    var inWeeks = false
    /// The day a rhythm counts from (`@since`); fixed days do not use it.
    public internal(set) var since: Day?

    /// Due counting from a start day: `month` and intervals.
    public var needsStart: Bool { monthly || interval != nil }

    /// The same schedule counting from `day` (its `@since`).
    public func starting(_ day: Day?) -> Schedule {
        var started = self
        started.since = day
        return started
    }

    public func isDue(on day: Day) -> Bool {
        if needsStart {
            guard let since, day >= since else { return false }
            if let interval { return (day.ordinal - since.ordinal) % interval == 0 }
            return day.day == since.day
        }
        if weekdays & (1 << UInt8(day.weekday)) != 0 { return true }
        if monthDays & (1 << UInt32(day.day)) != 0 { return true }
        if monthDays & 1 != 0, day.day == Day.daysIn(month: day.month, year: day.year) { return true }
        return !yearDays.isEmpty && yearDays.contains(YearDay(month: day.month, day: day.day))
    }

    /// The first day on or after `day` the routine is due; nil for a
    /// rhythm without a start.
    public func nextDue(onOrAfter day: Day) -> Day? {
        if needsStart {
            guard let since else { return nil }
            let from = max(day, since)
            if let interval {
                let steps = (from.ordinal - since.ordinal + interval - 1) / interval
                return since.adding(days: steps * interval)
            }
            return Self.firstOfMonths(from: from) { $0.sameMonth(since.day) }
        }
        var found: [Day] = []
        if weekdays != 0 {
            found.append(day.adding(days: (0..<7).first { weekdays & (1 << UInt8((day.weekday + $0) % 7)) != 0 }!))
        }
        if monthDays != 0 {
            let next = Self.firstOfMonths(from: day) { month in
                let last = Day.daysIn(month: month.month, year: month.year)
                let days = (1...last).filter { monthDays & (1 << UInt32($0)) != 0 || ($0 == last && monthDays & 1 != 0) }
                return days.lazy.compactMap { month.sameMonth($0) }.first { $0 >= day }
            }
            if let next { found.append(next) }
        }
        for yearDay in yearDays {
            // Feb 29 waits for a leap year: at most eight years away.
            if let next = (day.year...(day.year + 8)).lazy.compactMap({
                Day(year: $0, month: yearDay.month, day: yearDay.day)
            }).first(where: { $0 >= day }) {
                found.append(next)
            }
        }
        return found.min()
    }

    /// The first due day after `day`; nil for a rhythm without a start.
    public func next(after day: Day) -> Day? { nextDue(onOrAfter: day.next) }

    /// The first day `pick` gives, on or after `from`, in `from`'s month or
    /// one of the twelve after it.
    private static func firstOfMonths(from: Day, _ pick: (Day) -> Day?) -> Day? {
        var month = Day(year: from.year, month: from.month, day: 1)!
        for _ in 0..<13 {
            if let found = pick(month), found >= from { return found }
            month = month.adding(days: Day.daysIn(month: month.month, year: month.year))
        }
        return nil
    }
}

extension Day {
    /// The day `number` of this day's month; nil when the month has no such day.
    fileprivate func sameMonth(_ number: Int) -> Day? { Day(year: year, month: month, day: number) }
}
