import FileAccess
import Glibc

/// A version as a change to a base version: bytes kept from the base's
/// start and end, and between them the new bytes, in two parts around one
/// more run of the base's bytes kept in the middle. Two changes far apart
/// (this machine's near the top, another machine's near the end) then cost
/// their own bytes, not all the bytes between them.
struct VersionDelta: Equatable {
    var prefix = 0
    var suffix = 0
    /// The run of the base's bytes kept between the two new parts.
    var innerFrom = 0
    var innerLength = 0
    /// Where the new parts lie in the version: before and after the run.
    var first: Range<Int>
    var second: Range<Int>

    /// Runs shorter than this are not worth keeping apart.
    static let shortestInner = 256

    /// The delta from `base` to `version`.
    init(from base: [UInt8], to version: [UInt8]) {
        (prefix, suffix) = Self.commonEnds(base, version)
        let middle = prefix..<(version.count - suffix)
        first = middle
        second = middle.upperBound..<middle.upperBound
        let baseMiddle = prefix..<(base.count - suffix)
        guard middle.count > 2 * Self.shortestInner, baseMiddle.count > Self.shortestInner,
            let (from, at, length) = Self.longRun(in: base, baseMiddle, and: version, middle)
        else { return }
        innerFrom = from
        innerLength = length
        first = middle.lowerBound..<at
        second = (at + length)..<middle.upperBound
    }

    /// A version written whole.
    init(whole version: [UInt8]) {
        first = 0..<version.count
        second = version.count..<version.count
    }

    /// The new bytes written out.
    var written: Int { first.count + second.count }

    /// A long run of bytes that `version`'s middle shares with `base`'s:
    /// a window from a quarter, half or three quarters into the version's
    /// middle is looked for in the base's middle and grown both ways.
    static func longRun(
        in base: [UInt8], _ baseMiddle: Range<Int>, and version: [UInt8], _ middle: Range<Int>
    ) -> (from: Int, at: Int, length: Int)? {
        let window = 64
        var best: (from: Int, at: Int, length: Int)?
        for part in [2, 1, 3] {
            let at = middle.lowerBound + middle.count * part / 4
            guard at + window <= middle.upperBound else { continue }
            if let best, at >= best.at && at < best.at + best.length { continue }
            guard var from = find(version, at..<(at + window), in: base, baseMiddle) else { continue }
            var start = at
            var end = at + window
            var baseEnd = from + window
            while start > middle.lowerBound && from > baseMiddle.lowerBound && version[start - 1] == base[from - 1] {
                start -= 1
                from -= 1
            }
            while end < middle.upperBound && baseEnd < baseMiddle.upperBound && version[end] == base[baseEnd] {
                end += 1
                baseEnd += 1
            }
            if end - start >= shortestInner && end - start > best?.length ?? 0 { best = (from, start, end - start) }
        }
        return best
    }

    /// Where `version[window]` first occurs in `base[range]`.
    static func find(_ version: [UInt8], _ window: Range<Int>, in base: [UInt8], _ range: Range<Int>) -> Int? {
        base.withUnsafeBytes { b in
            version.withUnsafeBytes { v in
                let needle = v.baseAddress! + window.lowerBound
                let last = range.upperBound - window.count
                var at = range.lowerBound
                while at <= last {
                    guard let hit = memchr(b.baseAddress! + at, Int32(v[window.lowerBound]), last - at + 1) else { return nil }
                    let offset = UnsafeRawPointer(hit) - b.baseAddress!
                    if memcmp(hit, needle, window.count) == 0 { return offset }
                    at = offset + 1
                }
                return nil
            }
        }
    }

    /// How many bytes `a` and `b` share at their start, and then at their
    /// end (never overlapping the shared start).
    static func commonEnds(_ a: [UInt8], _ b: [UInt8]) -> (prefix: Int, suffix: Int) {
        a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                let limit = min(x.count, y.count)
                var prefix = 0
                while prefix + 8 <= limit,
                    x.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                        == y.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                {
                    prefix += 8
                }
                while prefix < limit && x[prefix] == y[prefix] { prefix += 1 }
                var suffix = 0
                let room = limit - prefix
                while suffix + 8 <= room,
                    x.loadUnaligned(fromByteOffset: x.count - suffix - 8, as: UInt64.self)
                        == y.loadUnaligned(fromByteOffset: y.count - suffix - 8, as: UInt64.self)
                {
                    suffix += 8
                }
                while suffix < room && x[x.count - suffix - 1] == y[y.count - suffix - 1] { suffix += 1 }
                return (prefix, suffix)
            }
        }
    }
}
