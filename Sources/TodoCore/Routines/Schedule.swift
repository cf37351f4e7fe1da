/// The days a routine is due, from its `@every(…)`: `day`, `weekday`
/// (Monday to Friday), `weekend`, or day names separated by commas
/// (`mon, thu`; three-letter or full names, any case).
public struct Schedule: Sendable, Hashable, CustomStringConvertible {
    /// Bit `d` set: due on weekday `d` (0 = Sunday … 6 = Saturday, as `Day.weekday`).
    public let days: UInt8

    private static let names = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let everyDay: UInt8 = 0b111_1111
    private static let weekdays: UInt8 = 0b011_1110
    private static let weekends: UInt8 = 0b100_0001

    /// Nil when the text is not a schedule (see `problem(with:)`).
    public init?(_ text: String) {
        var days: UInt8 = 0
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: " \t").lowercased() }
        guard !parts.isEmpty else { return nil }
        for part in parts {
            switch part {
            case "day", "daily": days |= Self.everyDay
            case "weekday", "weekdays": days |= Self.weekdays
            case "weekend", "weekends": days |= Self.weekends
            default:
                guard let d = Self.names.firstIndex(where: { $0 == part || ($0.prefix(3) == part) }) else { return nil }
                days |= 1 << d
            }
        }
        self.days = days
    }

    /// One line saying why `text` is not a schedule.
    public static func problem(with text: String) -> String {
        "“\(text)” is not a schedule: use day, weekday, weekend or day names (mon, thu)"
    }

    public func isDue(on day: Day) -> Bool { days & (1 << UInt8(day.weekday)) != 0 }

    /// The first day after `day` the routine is due (within a week: every
    /// schedule names at least one day of it).
    public func next(after day: Day) -> Day {
        var next = day.next
        while !isDue(on: next) { next = next.next }
        return next
    }

    /// The schedule as `@every(…)` writes it: `day`, `weekday`, `weekend`,
    /// or three-letter day names from Monday.
    public var description: String {
        switch days {
        case Self.everyDay: return "day"
        case Self.weekdays: return "weekday"
        case Self.weekends: return "weekend"
        default:
            let order = [1, 2, 3, 4, 5, 6, 0]
            return order.filter { days & (1 << $0) != 0 }.map { String(Self.names[$0].prefix(3)) }.joined(separator: ", ")
        }
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        let trimmed = drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed()
        return String(trimmed)
    }
}
