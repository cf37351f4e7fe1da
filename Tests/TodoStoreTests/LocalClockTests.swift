import Testing
@testable import TodoStore
import TodoCore
import TaskPaper
@testable import FileAccess

/// Instants are built from local wall times with the same calendar the clock
/// uses, so these hold in any time zone; DST days are checked from the CLI
/// tests, which set TZ in a child process.
@Suite struct LocalClockTests {
    static func at(_ day: String, _ hour: Int, _ minute: Int, _ second: Int = 0) -> Int64 {
        LocalClock.instant(day: Day(day)!, minutes: hour * 60 + minute, seconds: second)
    }

    static func clock(rollover: Int, _ instant: Int64) -> LocalClock {
        LocalClock(rolloverMinutes: rollover) { instant }
    }

    @Test func midnightRollover() {
        #expect(Self.clock(rollover: 0, Self.at("2026-11-22", 0, 0)).today() == Day("2026-11-22"))
        #expect(Self.clock(rollover: 0, Self.at("2026-11-21", 23, 59, 59)).today() == Day("2026-11-21"))
    }

    @Test func dayStartsAtTheRolloverTime() {
        #expect(Self.clock(rollover: 240, Self.at("2026-11-22", 3, 59)).today() == Day("2026-11-21"))
        #expect(Self.clock(rollover: 240, Self.at("2026-11-22", 4, 0)).today() == Day("2026-11-22"))
        #expect(Self.clock(rollover: 240, Self.at("2026-03-01", 1, 0)).today() == Day("2026-02-28"))
    }

    @Test func secondsUntilNextDay() {
        #expect(Self.clock(rollover: 0, Self.at("2026-11-21", 23, 59, 30)).secondsUntilNextDay() == 30)
        #expect(Self.clock(rollover: 240, Self.at("2026-11-22", 3, 0)).secondsUntilNextDay() == 3600)
        #expect(
            Self.clock(rollover: 240, Self.at("2026-11-22", 4, 0)).secondsUntilNextDay()
                == Int(Self.at("2026-11-23", 4, 0) - Self.at("2026-11-22", 4, 0)))
    }

    @Test func testingOverrideStartsAtTheGivenLocalTime() throws {
        let clock = try LocalClock.system(rolloverMinutes: 0, environment: ["TXTODO_NOW": "2030-01-31 23:59:58"])
        #expect(clock.today() == Day("2030-01-31"))
        #expect((1...2).contains(clock.secondsUntilNextDay()))
        #expect(LocalClock.instant(parsing: "2030-01-31 25:00:00") == nil)
        #expect(LocalClock.instant(parsing: "yesterday") == nil)
        // As ISO 8601 writes it, too.
        #expect(LocalClock.instant(parsing: "2030-01-31T23:59:58") == LocalClock.instant(parsing: "2030-01-31 23:59:58"))
        #expect(LocalClock.instant(parsing: "2030-01-31T08:00") == LocalClock.instant(parsing: "2030-01-31 08:00"))
        #expect(LocalClock.instant(parsing: "2030-01-31T") == nil)
    }

    /// A value that is no time is refused, never passed over for the real
    /// clock (which would apply the rules to another day than meant).
    @Test func anUnreadableOverrideIsRefused() {
        #expect(throws: StoreError.badNow("tomorrow")) {
            try LocalClock.system(rolloverMinutes: 0, environment: ["TXTODO_NOW": "tomorrow"])
        }
        #expect(
            StoreError.badNow("tomorrow").description
                == "TXTODO_NOW is “tomorrow”, not a time: give \"YYYY-MM-DD HH:MM:SS\" (local time), or unset it")
    }
}
