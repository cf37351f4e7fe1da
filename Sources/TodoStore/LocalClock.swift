import Glibc
import TodoCore
import TaskPaper

/// Turns the wall clock into txtodo's `Day`: the local calendar day, which
/// starts at the configured roll-over time rather than at midnight.
/// Calendar-based (localtime_r/mktime), so DST days of 23 or 25 hours are right.
public struct LocalClock: Sendable {
    public let rolloverMinutes: Int
    /// Seconds since 1970.
    public let now: @Sendable () -> Int64
    /// The real time, in nanoseconds since 1970, that files' times are
    /// measured against (how long ago a sync tool left a copy, whether the
    /// file has been quiet, whether a stamp is too fresh to trust):
    /// `TXTODO_NOW` moves `now`, not this.
    public let fileClock: @Sendable () -> Int64

    public init(
        rolloverMinutes: Int, fileClock: @escaping @Sendable () -> Int64 = LocalClock.realNanoseconds,
        now: @escaping @Sendable () -> Int64
    ) {
        self.rolloverMinutes = rolloverMinutes
        self.now = now
        self.fileClock = fileClock
    }

    /// The file clock in whole seconds.
    public func fileTime() -> Int64 { fileClock() / 1_000_000_000 }

    /// The wall clock, in nanoseconds since 1970.
    @Sendable public static func realNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// The real clock. `TXTODO_NOW="YYYY-MM-DD HH:MM:SS"` (local time) starts
    /// the clock at that instant and lets it run on in real time, so tests
    /// can cross midnight without changing the system clock.
    public static func system(rolloverMinutes: Int, environment: [String: String]) -> LocalClock {
        if let text = environment["TXTODO_NOW"], let start = instant(parsing: text) {
            let launched = Int64(time(nil))
            return LocalClock(rolloverMinutes: rolloverMinutes) { start + Int64(time(nil)) - launched }
        }
        return LocalClock(rolloverMinutes: rolloverMinutes) { Int64(time(nil)) }
    }

    public func today() -> Day {
        let (day, minutes) = Self.local(now())
        return minutes < rolloverMinutes ? day.previous : day
    }

    /// Seconds until `today()` changes (at least 1).
    public func secondsUntilNextDay() -> Int {
        let t = now()
        let (day, minutes) = Self.local(t)
        let boundaryDay = minutes < rolloverMinutes ? day : day.next
        let boundary = Self.instant(day: boundaryDay, minutes: rolloverMinutes)
        return Int(max(1, boundary - t))
    }

    /// The local calendar day and minutes after midnight of an instant.
    static func local(_ t: Int64) -> (Day, Int) {
        var seconds = time_t(t)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let day =
            Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? Day(ordinal: Int(t / 86_400))
        return (day, Int(parts.tm_hour) * 60 + Int(parts.tm_min))
    }

    /// The instant of a local wall time (mktime resolves DST; a time skipped
    /// by a spring-forward gap lands just after it).
    static func instant(day: Day, minutes: Int, seconds: Int = 0) -> Int64 {
        var parts = tm()
        parts.tm_year = Int32(day.year - 1900)
        parts.tm_mon = Int32(day.month - 1)
        parts.tm_mday = Int32(day.day)
        parts.tm_hour = Int32(minutes / 60)
        parts.tm_min = Int32(minutes % 60)
        parts.tm_sec = Int32(seconds)
        parts.tm_isdst = -1
        return Int64(mktime(&parts))
    }

    /// "YYYY-MM-DD HH:MM:SS" (or "YYYY-MM-DD HH:MM") in local time.
    static func instant(parsing text: String) -> Int64? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let day = Day(parts[0]) else { return nil }
        let clock = parts[1].split(separator: ":").map { Int($0) }
        guard (2...3).contains(clock.count), clock.allSatisfy({ $0 != nil }) else { return nil }
        let h = clock[0]!, m = clock[1]!, s = clock.count == 3 ? clock[2]! : 0
        guard (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return nil }
        return instant(day: day, minutes: h * 60 + m, seconds: s)
    }
}
