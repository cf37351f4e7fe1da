/// A calendar date in local time (never an instant): `2026-11-21`.
/// Arithmetic is on the calendar, so month ends, leap days and DST changes
/// cannot shift it.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    // Six bytes, not 24: a task holds two days, and a list can hold 100,000 tasks.
    private let year32: Int32
    private let month8: UInt8
    private let day8: UInt8
    public var year: Int { Int(year32) }
    public var month: Int { Int(month8) }
    public var day: Int { Int(day8) }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        year32 = Int32(truncatingIfNeeded: year)
        month8 = UInt8(truncatingIfNeeded: month)
        day8 = UInt8(truncatingIfNeeded: day)
    }

    /// A valid date, or nil (`2024-02-30` is not one).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(unchecked: year, month, day)
    }

    /// Parses exactly `YYYY-MM-DD` (reads the bytes in place: this runs for
    /// every dated task of a file).
    public init?(_ text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// Parses exactly `YYYY-MM-DD` from UTF-8 bytes.
    @inlinable
    public init?(utf8: some Collection<UInt8>) {
        var y = 0, m = 0, d = 0, k = 0
        for b in utf8 {
            switch k {
            case 4, 7:
                guard b == 0x2D else { return nil }
            case 0..<10:
                guard b >= 0x30 && b <= 0x39 else { return nil }
                let v = Int(b - 0x30)
                if k < 4 { y = y * 10 + v } else if k < 7 { m = m * 10 + v } else { d = d * 10 + v }
            default:
                return nil
            }
            k += 1
        }
        guard k == 10 else { return nil }
        self.init(year: y, month: m, day: d)
    }

    static func digits(_ s: ArraySlice<UInt8>) -> Int? {
        var v = 0
        for b in s {
            guard b >= 0x30 && b <= 0x39 else { return nil }
            v = v * 10 + Int(b - 0x30)
        }
        return v
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (proleptic Gregorian).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `ordinal` days after 1970-01-01.
    public init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(unchecked: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }
    public var next: Day { adding(days: 1) }
    public var previous: Day { adding(days: -1) }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { ((ordinal % 7) + 11) % 7 }

    public static func < (a: Day, b: Day) -> Bool {
        (a.year32, a.month8, a.day8) < (b.year32, b.month8, b.day8)
    }

    public var description: String {
        pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    private func pad(_ v: Int, _ width: Int) -> String {
        let s = String(v)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    public init(from decoder: any Decoder) throws {
        let s = try decoder.singleValueContainer().decode(String.self)
        guard let d = Day(s) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(s)"))
        }
        self = d
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
