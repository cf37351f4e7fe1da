import Glibc

/// File systems keep a file's time in ticks: a few milliseconds on ext4, a
/// second or two on others. A write in the same tick as the one a stamp saw,
/// keeping the size (an edit in place that swaps one letter), leaves the
/// stamp's identity, size and time as they were; only the bytes tell.
/// A stamp is racy while its file's time is that close to now; a racy stamp
/// is checked against the file's bytes before it is trusted.
package enum RacyStamp {
    /// Wider than the coarsest tick of the file systems in use.
    static let windowNanoseconds: Int64 = 2_000_000_000

    /// Whether the file's time in `stamp` is within the window of `now`,
    /// nanoseconds by the wall clock (which the file system's times come
    /// from: `LocalClock.fileClock`).
    package static func isRacy(_ stamp: FileStamp, now: Int64) -> Bool {
        now - stamp.mtimeNanoseconds < windowNanoseconds
    }

    /// Whether the file at `path` still holds the bytes `stamp` was taken
    /// of; false when it cannot be read.
    package static func holdsSameBytes(_ path: String, as stamp: FileStamp) -> Bool {
        guard let bytes = try? FileReader.readIfPresent(path) else { return false }
        return ContentHash.of(bytes) == stamp.hash
    }
}
