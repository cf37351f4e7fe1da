/// One record of a version log: a version of the file (its hash), where it
/// came from (its parents, what made it, when), and its bytes as a change
/// to an earlier record of the same log, its base (the one just before it
/// when written; another when a pruning dropped that one): see
/// `VersionDelta`. A record with no base is a whole copy (a log's first
/// record).
///
/// In the file, a record is a header line, the middle bytes and a trailer
/// of fixed length, so that the last record is found from the end of the
/// log with one read:
///
///     v <hash> <kind> <time> <parents> <length> <base> <prefix> <suffix> <inner from> <inner length> <first> <second>[ <renames>]\n
///     <first new part><second new part>
///     \n.<record size, 10 digits> <hash> <check>\n
///
/// `parents` is `-` or hashes joined by commas; `renames`, on a save that
/// renamed tasks, is the old and new names in turn, each ended by a zero
/// byte, as hex; `base` is how many records
/// back the base is (0: none); `check` is the hash of everything before
/// the trailer, so a record cut short by a crash is told from a whole one.
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
    /// How many records back the base is (0: the record is whole).
    var base: Int
    /// Bytes taken from the start and the end of the base's version.
    var prefix: Int
    var suffix: Int
    /// The run of the base's version kept between the two new parts.
    var innerFrom = 0
    var innerLength = 0
    /// The new bytes' place in the log file, their length, and how many
    /// of them come before the inner run.
    var middleOffset: Int
    var middleCount: Int
    var firstCount = 0
    /// Where the record starts and ends (after its trailer) in the log file.
    var start: Int
    var end: Int
    /// The tasks the save renamed: old and new names in turn.
    var renames: [String] = []

    /// Whether the record holds its version whole.
    var isWhole: Bool { base == 0 }

    static let trailerLength = 47
}

/// How records are written and read back.
enum VersionRecordFormat {
    /// A record for `version` (with `hash`) as a change to `base`, a
    /// version `back` records before it (nil: written whole).
    static func encode(
        hash: UInt64, kind: VersionRecord.Kind, time: Int64, parents: [UInt64], version: [UInt8],
        base: (bytes: [UInt8], back: Int)?, renames: [String] = []
    ) -> [UInt8] {
        let delta = base.map { VersionDelta(from: $0.bytes, to: version) } ?? VersionDelta(whole: version)
        let parentText = parents.isEmpty ? "-" : parents.map(ContentHash.text).joined(separator: ",")
        let header =
            "v \(ContentHash.text(hash)) \(kind.rawValue) \(time) \(parentText) \(version.count) \(base?.back ?? 0) "
            + "\(delta.prefix) \(delta.suffix) \(delta.innerFrom) \(delta.innerLength) \(delta.first.count) \(delta.second.count)"
            + RenameField.text(renames) + "\n"
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(bytes.count + delta.written + VersionRecord.trailerLength)
        bytes += version[delta.first]
        bytes += version[delta.second]
        let check = ContentHash.of(bytes)
        let size = bytes.count + VersionRecord.trailerLength
        let sizeText = String(size)
        let trailer =
            "\n." + String(repeating: "0", count: max(0, 10 - sizeText.count)) + sizeText + " " + ContentHash.text(hash) + " "
            + ContentHash.text(check) + "\n"
        bytes += trailer.utf8
        return bytes
    }

    /// The record whose header line is `line` (without its newline),
    /// starting at `start`; nil when the line is not one. Read from the
    /// bytes as they are: a log holds thousands of these.
    static func parseHeader(_ line: ArraySlice<UInt8>, start: Int) -> VersionRecord? {
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(13)
        var from = line.startIndex
        for i in line.indices where line[i] == 0x20 {
            fields.append(line[from..<i])
            from = i + 1
        }
        fields.append(line[from...])
        guard fields.count == 13 || fields.count == 14, fields[0].elementsEqual([0x76]), let hash = hex(fields[1]),
            let kind = kind(fields[2]), let time = decimal(fields[3])
        else { return nil }
        var parents: [UInt64] = []
        if !fields[4].elementsEqual([0x2D]) {
            for text in fields[4].split(separator: 0x2C, omittingEmptySubsequences: false) {
                guard let parent = hex(text) else { return nil }
                parents.append(parent)
            }
        }
        let numbers = fields[5...12].map(decimal)
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        let n = numbers.map { $0! }
        let (length, base, prefix, suffix, innerFrom, innerLength, first, second) =
            (n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7])
        guard prefix + first + innerLength + second + suffix == length,
            base > 0 || (prefix == 0 && suffix == 0 && innerLength == 0)
        else { return nil }
        let middleOffset = start + line.count + 1
        var renames: [String] = []
        if fields.count == 14 {
            guard let read = RenameField.names(fields[13]) else { return nil }
            renames = read
        }
        return VersionRecord(
            hash: hash, kind: kind, time: Int64(time), parents: parents, length: length, base: base, prefix: prefix,
            suffix: suffix, innerFrom: innerFrom, innerLength: innerLength, middleOffset: middleOffset,
            middleCount: first + second, firstCount: first, start: start,
            end: middleOffset + first + second + VersionRecord.trailerLength, renames: renames)
    }

    /// The record size and hash a trailer gives; nil when it is not a trailer.
    static func parseTrailer(_ bytes: ArraySlice<UInt8>) -> (size: Int, hash: UInt64, check: UInt64)? {
        guard bytes.count == VersionRecord.trailerLength else { return nil }
        let b = bytes.startIndex
        guard bytes[b] == 0x0A, bytes[b + 1] == 0x2E, bytes[b + 12] == 0x20, bytes[b + 29] == 0x20, bytes[b + 46] == 0x0A,
            let size = decimal(bytes[(b + 2)..<(b + 12)]), let hash = hex(bytes[(b + 13)..<(b + 29)]),
            let check = hex(bytes[(b + 30)..<(b + 46)])
        else { return nil }
        return (size, hash, check)
    }

    /// Sixteen lowercase hex digits.
    private static func hex(_ text: ArraySlice<UInt8>) -> UInt64? {
        guard text.count == 16 else { return nil }
        var value: UInt64 = 0
        for c in text {
            let digit: UInt8
            switch c {
            case 0x30...0x39: digit = c - 0x30
            case 0x61...0x66: digit = c - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// A decimal number of at most 18 digits.
    private static func decimal(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty, text.count <= 18 else { return nil }
        var value = 0
        for c in text {
            guard (0x30...0x39).contains(c) else { return nil }
            value = value * 10 + Int(c - 0x30)
        }
        return value
    }

    private static func kind(_ text: ArraySlice<UInt8>) -> VersionRecord.Kind? {
        for kind in [VersionRecord.Kind.saved, .merged, .seen] where text.elementsEqual(kind.rawValue.utf8) { return kind }
        return nil
    }

}
