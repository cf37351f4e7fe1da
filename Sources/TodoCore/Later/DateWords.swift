import TaskPaper

/// The words a day ahead is given with (`add --on`, `move N --on`, the app's
/// schedule field), read against `today`:
/// - `YYYY-MM-DD`;
/// - `MM-DD`: the next such day, today included (this year, else the next
///   year that has it: `02-29` waits for a leap year);
/// - a month or day of one digit is read too: `1-5`, `2027-1-5`;
/// - a day name, `fri` or `friday` (any start of three letters or more):
///   the next such day, never today;
/// - `+N`: N days from today; `+Nw`: N weeks;
/// - `today`, `tomorrow`.
/// Case and surrounding spaces aside. A past day, or anything else, is refused.
public enum DateWords {
    public static func day(_ word: String, today: Day) throws(DateWordError) -> Day {
        let text = String(word.trimmingWhitespace()).lowercased()
        guard let day = read(text, today: today) else { throw .unreadable(String(word.trimmingWhitespace())) }
        if day < today { throw .past(day) }
        return day
    }

    private static func read(_ text: String, today: Day) -> Day? {
        switch text {
        case "today": return today
        case "tomorrow": return today.next
        default: break
        }
        if text.hasPrefix("+") { return ahead(text.dropFirst(), today: today) }
        if let weekday = weekday(text) { return today.adding(days: (weekday - today.weekday + 6) % 7 + 1) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return nil }
        switch parts.count {
        case 3:
            guard parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2, let year = Int(parts[0]),
                let month = Int(parts[1]), let dayOfMonth = Int(parts[2])
            else { return nil }
            return Day(year: year, month: month, day: dayOfMonth)
        case 2: return nextMonthDay(parts, today: today)
        default: return nil
        }
    }

    /// `N` or `Nw` (after the `+`): at most four digits.
    private static func ahead(_ text: Substring, today: Day) -> Day? {
        let weeks = text.hasSuffix("w")
        let digits = weeks ? text.dropLast() : text
        guard (1...4).contains(digits.count), digits.allSatisfy(isDigit), let n = Int(digits) else { return nil }
        let day = today.adding(days: weeks ? 7 * n : n)
        return day.year <= 9999 ? day : nil
    }

    private static func isDigit(_ c: Character) -> Bool { ("0"..."9").contains(c) }

    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// 0 (Sunday) … 6 for a day name or a start of one of three letters or more.
    private static func weekday(_ text: String) -> Int? {
        guard text.count >= 3 else { return nil }
        return weekdayNames.firstIndex { $0.hasPrefix(text) }
    }

    /// `MM-DD`: the first such day from today on, within the eight years that
    /// hold every day of the calendar.
    private static func nextMonthDay(_ parts: [Substring], today: Day) -> Day? {
        guard parts.allSatisfy({ $0.count <= 2 }), let month = Int(parts[0]), let dayOfMonth = Int(parts[1]),
            Day(year: 2000, month: month, day: dayOfMonth) != nil
        else { return nil }
        return (today.year..<(today.year + 9)).lazy
            .compactMap { Day(year: $0, month: month, day: dayOfMonth) }
            .first { $0 >= today }
    }
}

/// Why a day word was refused; one line.
public enum DateWordError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(String)
    case past(Day)

    public var description: String {
        switch self {
        case .unreadable(let word):
            return
                "“\(word)” is not a day; use YYYY-MM-DD, MM-DD, a day name (fri), +N days, +Nw weeks, today or tomorrow."
        case .past(let day):
            return "\(day.named) is past; give a day from today on."
        }
    }
}
