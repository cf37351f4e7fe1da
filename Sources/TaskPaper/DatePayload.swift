/// A time of day, `12:01`.
public struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { (a.hour, a.minute) < (b.hour, b.minute) }

    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}

/// The date forms a tag value may hold (SPEC §1), parsed into a typed value
/// that formats back exactly as written.
public enum DatePayload: Sendable, Hashable, CustomStringConvertible {
    /// How a range's two ends are joined.
    public enum Joiner: String, Sendable, Hashable {
        case dash = "-"
        case thru = " thru "
    }

    /// `2024-12-01`
    case day(Day)
    /// `2024-12-01 12:01`
    case dayTime(Day, TimeOfDay)
    /// `2024-12-01 12:01-13:00`, `2024-12-01 12:01 thru 13:00`
    case timeRange(Day, TimeOfDay, TimeOfDay, Joiner)
    /// `2024-12-01 12:01-2024-12-31 12:31`, `… thru 2024-12-31 12:31`
    case dayTimeRange(Day, TimeOfDay, Day, TimeOfDay, Joiner)

    /// Why a value that looks like a date is not one.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        case invalidDate(String)
        case invalidTime(String)
        case endBeforeStart
        case unrecognized

        public var description: String {
            switch self {
            case .invalidDate(let s): return "invalid date \(s)"
            case .invalidTime(let s): return "invalid time \(s)"
            case .endBeforeStart: return "the range ends before it starts"
            case .unrecognized: return "not a date in a form txtodo understands"
            }
        }
    }

    public var description: String {
        switch self {
        case .day(let d): return d.description
        case .dayTime(let d, let t): return "\(d) \(t)"
        case .timeRange(let d, let a, let b, let j): return "\(d) \(a)\(j.rawValue)\(b)"
        case .dayTimeRange(let d1, let t1, let d2, let t2, let j): return "\(d1) \(t1)\(j.rawValue)\(d2) \(t2)"
        }
    }

    /// The day the payload starts on.
    public var day: Day {
        switch self {
        case .day(let d), .dayTime(let d, _), .timeRange(let d, _, _, _), .dayTimeRange(let d, _, _, _, _): return d
        }
    }

    /// Whether a value starts like a date (`dddd-`): only those can be problems.
    public static func looksLikeDate(_ s: some StringProtocol) -> Bool {
        let u = Array(s.utf8.prefix(5))
        return u.count == 5 && u[0..<4].allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && u[4] == 0x2D
    }

    /// Parses one of the six forms.
    public static func parse(_ s: some StringProtocol) -> Result<DatePayload, Problem> {
        let u = Array(s.utf8)
        var i = 0
        func take(_ n: Int) -> String? {
            guard i + n <= u.count else { return nil }
            defer { i += n }
            return String(decoding: u[i..<(i + n)], as: UTF8.self)
        }
        func day() -> Result<Day, Problem> {
            guard let text = take(10) else { return .failure(.unrecognized) }
            let b = Array(text.utf8)
            guard b[4] == 0x2D, b[7] == 0x2D, Day.digits(b[0..<4]) != nil, Day.digits(b[5..<7]) != nil,
                Day.digits(b[8..<10]) != nil
            else { return .failure(.unrecognized) }
            guard let d = Day(text) else { return .failure(.invalidDate(text)) }
            return .success(d)
        }
        func time() -> Result<TimeOfDay, Problem> {
            guard let text = take(5) else { return .failure(.unrecognized) }
            let b = Array(text.utf8)
            guard b[2] == 0x3A, let h = Day.digits(b[0..<2]), let m = Day.digits(b[3..<5]) else {
                return .failure(.unrecognized)
            }
            guard let t = TimeOfDay(hour: h, minute: m) else { return .failure(.invalidTime(text)) }
            return .success(t)
        }
        func rest(_ literal: String) -> Bool {
            let l = Array(literal.utf8)
            guard i + l.count <= u.count, u[i..<(i + l.count)].elementsEqual(l) else { return false }
            i += l.count
            return true
        }
        let d1: Day
        switch day() {
        case .success(let d): d1 = d;
        case .failure(let p): return .failure(p)
        }
        if i == u.count { return .success(.day(d1)) }
        guard rest(" ") else { return .failure(.unrecognized) }
        let t1: TimeOfDay
        switch time() {
        case .success(let t): t1 = t;
        case .failure(let p): return .failure(p)
        }
        if i == u.count { return .success(.dayTime(d1, t1)) }
        let joiner: Joiner
        if rest("-") { joiner = .dash } else if rest(" thru ") { joiner = .thru } else { return .failure(.unrecognized) }
        if u.count - i == 5 {
            let t2: TimeOfDay
            switch time() {
            case .success(let t): t2 = t;
            case .failure(let p): return .failure(p)
            }
            guard i == u.count else { return .failure(.unrecognized) }
            if t2 < t1 { return .failure(.endBeforeStart) }
            return .success(.timeRange(d1, t1, t2, joiner))
        }
        let d2: Day
        switch day() {
        case .success(let d): d2 = d;
        case .failure(let p): return .failure(p)
        }
        guard rest(" ") else { return .failure(.unrecognized) }
        let t2: TimeOfDay
        switch time() {
        case .success(let t): t2 = t;
        case .failure(let p): return .failure(p)
        }
        guard i == u.count else { return .failure(.unrecognized) }
        if (d2, t2.hour, t2.minute) < (d1, t1.hour, t1.minute) { return .failure(.endBeforeStart) }
        return .success(.dayTimeRange(d1, t1, d2, t2, joiner))
    }
}
