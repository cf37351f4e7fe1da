import Glibc

/// Time that only moves forward (not the wall clock): for intervals,
/// timeouts and measurements.
public enum MonotonicClock {
    /// Seconds since an arbitrary start.
    public static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Whole milliseconds since an arbitrary start.
    public static func milliseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
