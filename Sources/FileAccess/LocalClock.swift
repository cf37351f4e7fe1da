import Glibc
import TaskPaper

/// Turns the wall clock into txtodo's `Day`: the local calendar day, which
/// starts at the configured roll-over time rather than at midnight. Where a
/// day begins on DST days (a roll-over time skipped or passed twice) is
/// `DayBoundary`'s one rule, which `today()` and `secondsUntilNextDay()` share.
public struct LocalClock: Sendable {
    public let rolloverMinutes: Int
    /// Seconds since 1970.
    public let now: @Sendable () -> Int64
    /// The real time, in nanoseconds since 1970, that files' times are
    /// measured against (how long ago a sync tool left a copy, whether the
    /// file has been quiet, whether a stamp is too fresh to trust):
    /// `TXTODO_NOW` moves `now`, not this.
    public let fileClock: @Sendable () -> Int64
    /// Seconds east of UTC in force at an instant: the system's time zone
    /// (`TZ`) unless another is given.
    public let offset: @Sendable (Int64) -> Int

    public init(
        rolloverMinutes: Int, offset: @escaping @Sendable (Int64) -> Int = LocalClock.systemOffset,
        fileClock: @escaping @Sendable () -> Int64 = LocalClock.realNanoseconds, now: @escaping @Sendable () -> Int64
    ) {
        self.rolloverMinutes = rolloverMinutes
        self.now = now
        self.fileClock = fileClock
        self.offset = offset
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
    /// can cross midnight without changing the system clock. A value that is
    /// not such a time is refused rather than passed over: a test or demo on
    /// the real day by mistake would apply the rules to the wrong day.
    public static func system(rolloverMinutes: Int, environment: [String: String]) throws(StoreError) -> LocalClock {
        if let text = environment["TXTODO_NOW"] {
            guard let start = instant(parsing: text) else { throw .badNow(text) }
            let launched = Int64(time(nil))
            return LocalClock(rolloverMinutes: rolloverMinutes) { start + Int64(time(nil)) - launched }
        }
        return LocalClock(rolloverMinutes: rolloverMinutes) { Int64(time(nil)) }
    }

    private var boundary: DayBoundary { DayBoundary(offset: offset, rolloverMinutes: rolloverMinutes) }

    public func today() -> Day { boundary.day(at: now()) }

    /// Seconds until `today()` changes (at least 1).
    public func secondsUntilNextDay() -> Int { boundary.secondsUntilNextDay(at: now()) }

    /// The system time zone's offset from UTC at an instant (localtime_r).
    @Sendable public static func systemOffset(_ t: Int64) -> Int {
        var seconds = time_t(t)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return Int(parts.tm_gmtoff)
    }

    /// The instant of a local wall time in the system's time zone: a time
    /// skipped by a spring-forward gap is the end of the gap; a time that
    /// comes twice, its first pass.
    static func instant(day: Day, minutes: Int, seconds: Int = 0) -> Int64 {
        DayBoundary(offset: systemOffset, rolloverMinutes: 0)
            .firstInstant(reaching: Int64(day.ordinal) * 86_400 + Int64(minutes * 60 + seconds))
    }

    /// "YYYY-MM-DD HH:MM:SS" (or "YYYY-MM-DD HH:MM", or with `T` between
    /// the two as ISO 8601 writes it) in local time.
    static func instant(parsing text: String) -> Int64? {
        let spaced = text.split(separator: " ")
        let parts = spaced.count == 2 ? spaced : text.split(separator: "T")
        guard parts.count == 2, let day = Day(parts[0]) else { return nil }
        let clock = parts[1].split(separator: ":").map { Int($0) }
        guard (2...3).contains(clock.count), clock.allSatisfy({ $0 != nil }) else { return nil }
        let h = clock[0]!, m = clock[1]!, s = clock.count == 3 ? clock[2]! : 0
        guard (0..<24).contains(h), (0..<60).contains(m), (0..<60).contains(s) else { return nil }
        return instant(day: day, minutes: h * 60 + m, seconds: s)
    }
}
