import TaskPaper

// Reading `@every(…)` and writing it back: items separated by commas,
// words inside an item separated by spaces or tabs, any case.

extension Schedule {
    private static let dayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]
    private static let everyDay: UInt8 = 0b111_1111
    private static let weekdaySet: UInt8 = 0b011_1110
    private static let weekendSet: UInt8 = 0b100_0001
    private static let words: [String: UInt8] = {
        var words: [String: UInt8] = [
            "day": everyDay, "daily": everyDay, "weekday": weekdaySet, "weekdays": weekdaySet, "weekend": weekendSet,
            "weekends": weekendSet,
        ]
        for (d, name) in dayNames.enumerated() {
            words[name] = 1 << d
            words[String(name.prefix(3))] = 1 << d
        }
        return words
    }()

    /// Nil when the text is not a schedule (see `problem(with:)`).
    public init?(_ text: String) {
        guard case .success(let schedule) = Self.read(text) else { return nil }
        self = schedule
    }

    /// The same, read from UTF-8 bytes (a tag's value in place).
    public init?(utf8 text: some Collection<UInt8>) {
        self.init(String(decoding: text, as: UTF8.self))
    }

    /// One line saying why `text` is not a schedule.
    public static func problem(with text: String) -> String {
        guard case .failure(let why) = read(text) else { return "“\(text)” is a schedule" }
        return "“\(text)” is not a schedule: " + why.text
    }

    struct Refusal: Error {
        var text: String
        static let unknown = Refusal(
            text: "use day, weekday, weekend, day names (mon, thu), days of the month (1st, 15, last), "
                + "month, N days, N weeks or a date (dec 25)")
    }

    static func read(_ text: String) -> Result<Schedule, Refusal> {
        var schedule = Schedule()
        let items = text.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        for (k, item) in items.enumerated() {
            var words = item.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            // Said as a person says it: `every 3 days`, `every mon, thu`.
            if k == 0 && words.count > 1 && words[0] == "every" { words.removeFirst() }
            do { try schedule.take(words, alone: items.count == 1) } catch { return .failure(error) }
        }
        schedule.yearDays = Array(Set(schedule.yearDays)).sorted()
        return .success(schedule)
    }

    /// Adds one item's days; `alone`: it is the only item (rhythms must be).
    private mutating func take(_ words: [String], alone: Bool) throws(Refusal) {
        let rhythm = Self.rhythm(words)
        if let rhythm {
            guard alone else { throw Refusal(text: "\(words.joined(separator: " ")) stands alone, without other days") }
            guard rhythm.count > 0 else { throw Refusal(text: "the interval is at least 1") }
            guard rhythm.count <= 999 else { throw Refusal(text: "the interval is at most 999") }
            // `1 day` is every day: no start needed.
            if !rhythm.weeks, rhythm.days == 1 {
                weekdays = Self.everyDay
            } else {
                (interval, inWeeks) = (rhythm.days, rhythm.weeks)
            }
            return
        }
        switch words.count {
        case 1 where Self.words[words[0]] != nil: weekdays |= Self.words[words[0]]!
        case 1 where words[0] == "last": monthDays |= 1
        case 1 where words[0] == "month" || words[0] == "monthly":
            guard alone else { throw Refusal(text: "month stands alone, without other days") }
            monthly = true
        case 1:
            guard let number = Self.ordinal(words[0]) else { throw .unknown }
            guard (1...31).contains(number) else { throw Refusal(text: "a month has days 1 to 31 (or last)") }
            monthDays |= 1 << UInt32(number)
        case 2:
            guard let yearDay = Self.yearDay(words) else { throw .unknown }
            let name = Self.monthNames[yearDay.month - 1].prefix(1).uppercased() + Self.monthNames[yearDay.month - 1].dropFirst()
            guard Day(year: 2028, month: yearDay.month, day: yearDay.day) != nil else {
                throw Refusal(text: "\(name) has no day \(yearDay.day)")
            }
            yearDays.append(yearDay)
        default: throw .unknown
        }
    }

    /// `N days`, `N weeks`, `week`: the interval in days (a count of 0 for
    /// `0 days`, refused by the caller).
    private static func rhythm(_ words: [String]) -> (count: Int, days: Int, weeks: Bool)? {
        if words == ["week"] || words == ["weekly"] { return (1, 7, true) }
        if words == ["other", "day"] { return (2, 2, false) }
        if words == ["other", "week"] || words == ["fortnight"] || words == ["fortnightly"] { return (2, 14, true) }
        guard words.count == 2, words[0].count <= 4, words[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(words[0])
        else { return nil }
        switch words[1] {
        case "day", "days": return (count, count, false)
        case "week", "weeks": return (count, count * 7, true)
        default: return nil
        }
    }

    /// `15`, `1st`, `2nd`, `3rd`, `4th`: the number (any of the four endings
    /// is read).
    private static func ordinal(_ word: String) -> Int? {
        var digits = Substring(word)
        for ending in ["st", "nd", "rd", "th"] where digits.hasSuffix(ending) { digits = digits.dropLast(2) }
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `dec 25` or `25 dec` (month names in three letters or in full).
    private static func yearDay(_ words: [String]) -> YearDay? {
        for (name, number) in [(words[0], words[1]), (words[1], words[0])] {
            let month = monthNames.firstIndex { $0 == name || $0.prefix(3) == name }
            if let month, let day = ordinal(number) { return YearDay(month: month + 1, day: day) }
        }
        return nil
    }

    /// The schedule as `@every(…)` writes it: `day`, `weekday`, `weekend`
    /// or three-letter day names from Monday, then days of the month
    /// (`1st, 15th, last`), then dates (`dec 25`); or the rhythm (`month`,
    /// `3 days`, `2 weeks`, `week`).
    public var description: String {
        if monthly { return "month" }
        if let interval {
            guard inWeeks else { return "\(interval) days" }
            return interval == 7 ? "week" : "\(interval / 7) weeks"
        }
        var parts: [String] = []
        switch weekdays {
        case 0: break
        case Self.everyDay: parts.append("day")
        case Self.weekdaySet: parts.append("weekday")
        case Self.weekendSet: parts.append("weekend")
        default:
            parts += [1, 2, 3, 4, 5, 6, 0].filter { weekdays & (1 << $0) != 0 }.map { String(Self.dayNames[$0].prefix(3)) }
        }
        parts += (1...31).filter { monthDays & (1 << UInt32($0)) != 0 }.map(Self.ordinalName)
        if monthDays & 1 != 0 { parts.append("last") }
        parts += yearDays.map { "\(Self.monthNames[$0.month - 1].prefix(3)) \($0.day)" }
        return parts.joined(separator: ", ")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func ordinalName(_ number: Int) -> String {
        let ending =
            (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][number % 10]
        return "\(number)\(ending)"
    }
}
