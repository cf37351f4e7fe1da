/// One record of a version log: a version of the file (its hash), where it
/// came from (its parents, what made it, when), and its bytes as a change
/// to the record before it in the same log: so many bytes kept from the
/// start and from the end of that one, and the middle written out. A
/// record with nothing kept is a whole copy (a log's first record).
///
/// In the file, a record is a header line, the middle bytes and a trailer
/// of fixed length, so that the last record is found from the end of the
/// log with one read:
///
///     v <hash> <kind> <time> <parents> <length> <prefix> <suffix> <middle>\n
///     <middle bytes>
///     \n.<record size, 10 digits> <hash> <check>\n
///
/// `parents` is `-` or hashes joined by commas; `check` is the hash of
/// everything before the trailer, so a record cut short by a crash is told
/// from a whole one.
struct VersionRecord: Sendable, Equatable {
    enum Kind: String, Sendable {
        /// txtodo wrote it (a change, the daily rules); its parent is the version it read.
        case saved
        /// txtodo merged a conflict copy into the file; its parents are both sides.
        case merged
        /// It appeared (an edit by hand, another program, a sync tool); its
        /// parent, when claimed, is this machine's last recorded version.
        case seen
    }

    var hash: UInt64
    var kind: Kind
    /// Seconds since 1970, by the recording machine's clock.
    var time: Int64
    var parents: [UInt64]
    /// The version's length in bytes.
    var length: Int
    /// Bytes taken from the start and the end of the previous record's version.
    var prefix: Int
    var suffix: Int
    /// The new middle's place in the log file and its length.
    var middleOffset: Int
    var middleCount: Int
    /// Where the record starts and ends (after its trailer) in the log file.
    var start: Int
    var end: Int

    /// Whether the record holds its version whole.
    var isWhole: Bool { prefix == 0 && suffix == 0 }

    static let trailerLength = 47
}

/// How records are written and read back.
enum VersionRecordFormat {
    /// A record for `version` (with `hash`) after a record holding
    /// `previous` (nil: the log's first record, or one whose bytes are not
    /// known: then the whole version is written).
    static func encode(
        hash: UInt64, kind: VersionRecord.Kind, time: Int64, parents: [UInt64], version: [UInt8], previous: [UInt8]?
    ) -> [UInt8] {
        let (prefix, suffix) = previous.map { commonEnds($0, version) } ?? (0, 0)
        let middle = version[prefix..<(version.count - suffix)]
        let parentText = parents.isEmpty ? "-" : parents.map(ContentHash.text).joined(separator: ",")
        let header =
            "v \(ContentHash.text(hash)) \(kind.rawValue) \(time) \(parentText) \(version.count) \(prefix) \(suffix) \(middle.count)\n"
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + middle.count + VersionRecord.trailerLength)
        bytes += middle
        let check = ContentHash.of(bytes)
        let size = bytes.count + VersionRecord.trailerLength
        let sizeText = String(size)
        let trailer =
            "\n." + String(repeating: "0", count: max(0, 10 - sizeText.count)) + sizeText + " " + ContentHash.text(hash) + " "
            + ContentHash.text(check) + "\n"
        bytes += trailer.utf8
        return bytes
    }

    /// The record whose header line is `line`, starting at `start`, its
    /// header taking `headerLength` bytes; nil when the line is not one.
    static func parseHeader(_ line: ArraySlice<UInt8>, start: Int) -> VersionRecord? {
        let fields = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard fields.count == 9, fields[0].elementsEqual("v".utf8),
            let hash = ContentHash.parse(String(decoding: fields[1], as: UTF8.self)),
            let kind = VersionRecord.Kind(rawValue: String(decoding: fields[2], as: UTF8.self)),
            let time = Int64(String(decoding: fields[3], as: UTF8.self))
        else { return nil }
        var parents: [UInt64] = []
        if !fields[4].elementsEqual("-".utf8) {
            for text in fields[4].split(separator: 0x2C, omittingEmptySubsequences: false) {
                guard let parent = ContentHash.parse(String(decoding: text, as: UTF8.self)) else { return nil }
                parents.append(parent)
            }
        }
        let numbers = fields[5...8].map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let (length, prefix, suffix, middle) = (numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!)
        guard prefix + middle + suffix == length else { return nil }
        let middleOffset = start + line.count + 1
        return VersionRecord(
            hash: hash, kind: kind, time: time, parents: parents, length: length, prefix: prefix, suffix: suffix,
            middleOffset: middleOffset, middleCount: middle, start: start,
            end: middleOffset + middle + VersionRecord.trailerLength)
    }

    /// The record size and hash a trailer gives; nil when it is not a trailer.
    static func parseTrailer(_ bytes: ArraySlice<UInt8>) -> (size: Int, hash: UInt64, check: UInt64)? {
        guard bytes.count == VersionRecord.trailerLength else { return nil }
        let b = Array(bytes)
        guard b[0] == 0x0A, b[1] == 0x2E, b[12] == 0x20, b[29] == 0x20, b[46] == 0x0A,
            let size = Int(String(decoding: b[2..<12], as: UTF8.self)),
            let hash = ContentHash.parse(String(decoding: b[13..<29], as: UTF8.self)),
            let check = ContentHash.parse(String(decoding: b[30..<46], as: UTF8.self))
        else { return nil }
        return (size, hash, check)
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
