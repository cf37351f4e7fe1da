import Foundation
import Testing
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess

/// Where txtodo's day begins on the days clocks change in Europe/Berlin:
/// 2026-03-29, 02:00 CET → 03:00 CEST (02:00–03:00 never happens), and
/// 2026-10-25, 03:00 CEST → 02:00 CET (02:00–03:00 comes twice). The zone's
/// offsets come from the system's zone data for Berlin, given to the clock,
/// not from this process's TZ, so the tests running beside these keep theirs.
@Suite struct DaylightSavingDayTests {
    static let zone = TimeZone(identifier: "Europe/Berlin")!
    static let berlin: @Sendable (Int64) -> Int = { t in zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(t))) }

    /// An instant given in UTC.
    static func utc(_ day: String, _ hour: Int, _ minute: Int) -> Int64 {
        Int64(Day(day)!.ordinal) * 86_400 + Int64(hour * 3600 + minute * 60)
    }

    /// A roll-over time, the day that changes, when (UTC) that day begins and
    /// when the next one does.
    struct Case: Sendable, CustomTestStringConvertible {
        var rollover: String
        var day: String
        var start: Int64
        var next: Int64
        var testDescription: String { "\(day) at \(rollover)" }
    }

    static let cases: [Case] = [
        // Spring: a roll-over time in the gap begins the day at its end, 03:00 CEST (01:00 UTC).
        Case(rollover: "02:30", day: "2026-03-29", start: utc("2026-03-29", 1, 0), next: utc("2026-03-30", 0, 30)),
        Case(rollover: "02:00", day: "2026-03-29", start: utc("2026-03-29", 1, 0), next: utc("2026-03-30", 0, 0)),
        Case(rollover: "03:00", day: "2026-03-29", start: utc("2026-03-29", 1, 0), next: utc("2026-03-30", 1, 0)),
        Case(rollover: "00:00", day: "2026-03-29", start: utc("2026-03-28", 23, 0), next: utc("2026-03-29", 22, 0)),
        Case(rollover: "04:00", day: "2026-03-29", start: utc("2026-03-29", 2, 0), next: utc("2026-03-30", 2, 0)),
        // Autumn: a roll-over time passed twice begins the day on its first pass (CEST).
        Case(rollover: "02:30", day: "2026-10-25", start: utc("2026-10-25", 0, 30), next: utc("2026-10-26", 1, 30)),
        Case(rollover: "02:00", day: "2026-10-25", start: utc("2026-10-25", 0, 0), next: utc("2026-10-26", 1, 0)),
        // 03:00 CEST never shows (the clock goes back at it): 03:00 CET.
        Case(rollover: "03:00", day: "2026-10-25", start: utc("2026-10-25", 2, 0), next: utc("2026-10-26", 2, 0)),
        Case(rollover: "00:00", day: "2026-10-25", start: utc("2026-10-24", 22, 0), next: utc("2026-10-25", 23, 0)),
        Case(rollover: "04:00", day: "2026-10-25", start: utc("2026-10-25", 3, 0), next: utc("2026-10-26", 3, 0)),
    ]

    static func clock(_ rollover: String, at t: Int64) -> LocalClock {
        let parts = rollover.split(separator: ":").map { Int($0)! }
        return LocalClock(rolloverMinutes: parts[0] * 60 + parts[1], offset: berlin) { t }
    }

    /// The day before begins and ends where this one begins; every five minutes
    /// of the day is the day (the hour that comes twice included), and the
    /// wait for the next day ends exactly when it begins.
    @Test(arguments: cases) func theDayBeginsOnceAndHoldsUntilTheNext(_ c: Case) {
        let day = Day(c.day)!
        #expect(Self.clock(c.rollover, at: c.start - 1).today() == day.previous)
        #expect(Self.clock(c.rollover, at: c.start - 8).secondsUntilNextDay() == 8)
        var wrong: [Int64] = []
        for t in stride(from: c.start, to: c.next, by: 300) {
            let clock = Self.clock(c.rollover, at: t)
            if clock.today() != day || clock.secondsUntilNextDay() != Int(c.next - t) { wrong.append(t) }
        }
        #expect(wrong.isEmpty, "wrong at \(wrong.prefix(3)) (UTC seconds)")
        #expect(Self.clock(c.rollover, at: c.next).today() == day.next)
    }

    /// The second pass of an autumn hour that holds the roll-over time
    /// belongs to the day begun on the first: the day does not go back.
    @Test func theSecondPassOfTheRolloverTimeIsTheSameDay() {
        // 01:10 UTC is 02:10 CET, the second 02:10 of 2026-10-25.
        let clock = Self.clock("02:30", at: Self.utc("2026-10-25", 1, 10))
        #expect(clock.today() == Day("2026-10-25"))
        #expect(clock.secondsUntilNextDay() == Int(Self.utc("2026-10-26", 1, 30) - Self.utc("2026-10-25", 1, 10)))
    }
}
