import TaskPaper

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
    /// Every word a schedule may hold, lowered, with the days it names.
    private static let words: [(word: [UInt8], days: UInt8)] =
        [
            ("day", everyDay), ("daily", everyDay), ("weekday", weekdays), ("weekdays", weekdays), ("weekend", weekends),
            ("weekends", weekends),
        ].map { (Array($0.0.utf8), $0.1) }
        + names.enumerated().flatMap { d, name in
            [(Array(name.utf8), UInt8(1) << d), (Array(name.utf8.prefix(3)), UInt8(1) << d)]
        }

    /// Nil when the text is not a schedule (see `problem(with:)`).
    public init?(_ text: String) {
        self.init(utf8: text.utf8)
    }

    /// The same, read from UTF-8 bytes (a tag's value in place): words
    /// separated by commas, with spaces or tabs around them, any case.
    public init?(utf8 text: some Collection<UInt8>) {
        var days: UInt8 = 0
        var word: [UInt8] = []
        word.reserveCapacity(16)
        // A space after a word: only a comma or more spaces may follow.
        var ended = false
        func take() -> Bool {
            guard let found = Self.words.first(where: { $0.word == word }) else { return false }
            days |= found.days
            word.removeAll(keepingCapacity: true)
            ended = false
            return true
        }
        for byte in text {
            switch byte {
            case 0x2C:
                guard take() else { return nil }
            case 0x20, 0x09:
                ended = !word.isEmpty
            default:
                guard !ended else { return nil }
                word.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            }
        }
        guard take() else { return nil }
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
