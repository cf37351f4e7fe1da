import FileAccess
import Glibc

/// How far a record of a version log is from a whole copy: how many
/// changes lead back to one and how many new bytes they hold. A record is
/// written whole once the chain would reach `longest` records or hold more
/// new bytes than the version itself, so rebuilding any version reads at
/// most 64 records and about twice its size: a hand edit beside a log of
/// 30,000 records costs what one beside a short log does.
struct VersionChain: Equatable, Sendable {
    var depth: Int
    var bytes: Int

    static let longest = 64
    /// Chains of small files may hold this much before a whole copy.
    static let smallest = 16 << 10
    static let whole = VersionChain(depth: 0, bytes: 0)

    /// The chain of a change of `written` new bytes to a version of
    /// `length` bytes following this one; nil when it must be whole.
    func extended(by written: Int, length: Int) -> VersionChain? {
        guard depth + 1 < Self.longest, bytes + written <= max(length, Self.smallest) else { return nil }
        return VersionChain(depth: depth + 1, bytes: bytes + written)
    }
}

extension VersionLog {
    /// The last `count` records of the log (fewer at its start or before
    /// damage), found from its end by their trailers: a few small reads
    /// however long the log. Their bases count within these records.
    static func tail(fd: Int32, size: Int, count: Int) -> VersionLog {
        var records: [VersionRecord] = []
        var end = size
        while records.count < count, end > LogFrame.trailerLength,
            let trailer = LogReader.read(fd, at: end - LogFrame.trailerLength, count: LogFrame.trailerLength),
            let (frameSize, _, _) = LogFrame.parseTrailer(trailer[...]), frameSize < end,
            let head = LogReader.read(fd, at: end - frameSize, count: min(4096, frameSize)),
            let newline = head.firstIndex(of: 0x0A),
            let record = VersionRecordFormat.parseHeader(head[..<newline], start: end - frameSize), record.end == end
        {
            records.append(record)
            end = record.start
        }
        return VersionLog(machine: "", name: "", records: records.reversed(), validEnd: size)
    }
}
