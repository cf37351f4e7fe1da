import FileAccess
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
///     v <hash> <kind> <time> <parents> <length> <base> <prefix> <suffix> <inner from> <inner length> <first> <second> <depth> <chain bytes>[ <renames>[ <from>[ <written>]]]
///     <first new part><second new part>
///     \n.<record size, 10 digits> <hash> <check>\n
///
/// `parents` is `-` or hashes joined by commas; `renames`, on a save that
/// renamed tasks, is the old and new names in turn, each ended by a zero
/// byte, as hex (`-`: none, when `from` follows); `from`, on a seen
/// version, is where it came from (`SeenFrom`, `-` on another record when
/// `written` follows); `written` is the file's modification time as this
/// machine wrote or read the version (microseconds since 1970: see
/// `WriteTime`); `base` is how many records
/// back the base is (0: none); `check` is the hash of everything before
/// the trailer, so a record cut short by a crash is told from a whole one
/// (the framing is `LogFrame`'s). `depth` and `chain bytes` say how far the
/// record is from a whole copy (`VersionChain`); records written before
/// they were added lack both.
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
    /// How far it is from a whole copy (nil: not said, in records written
    /// before logs said it).
    var chain: VersionChain? = nil
    /// The tasks the save renamed: old and new names in turn.
    var renames: [String] = []
    /// A seen version's origin (`.unsaid` in older records).
    var from: SeenFrom = .unsaid
    /// The file's modification time when this machine wrote the version,
    /// or read it (microseconds since 1970; nil: not said, in records
    /// written before logs said it, and in the archive's).
    var written: Int64? = nil

    /// Whether the record holds its version whole.
    var isWhole: Bool { base == 0 }

    static let trailerLength = LogFrame.trailerLength
}

/// How records are written and read back.
enum VersionRecordFormat {
    /// A record for `version` (with `hash`) as a change to `base`, a
    /// version `back` records before it whose chain is `chain` (nil base,
    /// or a chain not known or too long: written whole).
    static func encode(
        hash: UInt64, kind: VersionRecord.Kind, time: Int64, parents: [UInt64], version: [UInt8],
        base: (bytes: [UInt8], back: Int)?, chain: VersionChain? = nil, renames: [String] = [], from: SeenFrom = .unsaid,
        written: Int64? = nil
    ) -> [UInt8] {
        encoded(
            hash: hash, kind: kind, time: time, parents: parents, version: version, base: base, chain: chain,
            renames: renames, from: from, written: written
        ).bytes
    }

    /// `encode`, with the chain of the record written.
    static func encoded(
        hash: UInt64, kind: VersionRecord.Kind, time: Int64, parents: [UInt64], version: [UInt8],
        base: (bytes: [UInt8], back: Int)?, chain: VersionChain?, renames: [String] = [], from: SeenFrom = .unsaid,
        written: Int64? = nil
    ) -> (bytes: [UInt8], chain: VersionChain) {
        var delta = VersionDelta(whole: version)
        var made = VersionChain.whole
        var back = 0
        if let base, let chain {
            let change = VersionDelta(from: base.bytes, to: version)
            if let longer = chain.extended(by: change.written, length: version.count) {
                (delta, made, back) = (change, longer, base.back)
            }
        }
        let parentText = parents.isEmpty ? "-" : parents.map(ContentHash.text).joined(separator: ",")
        let header =
            "v \(ContentHash.text(hash)) \(kind.rawValue) \(time) \(parentText) \(version.count) \(back) "
            + "\(delta.prefix) \(delta.suffix) \(delta.innerFrom) \(delta.innerLength) \(delta.first.count) \(delta.second.count) "
            + "\(made.depth) \(made.bytes)" + tail(renames: renames, from: kind == .seen ? from : .unsaid, written: written)
            + "\n"
        return (LogFrame.frame(head: Array(header.utf8), body: version[delta.first] + version[delta.second], tag: hash), made)
    }

    /// The optional fields: the renames, a seen version's origin (after
    /// the renames, `-` when there are none), and when the file was
    /// written (after the origin, itself `-` when there is none).
    private static func tail(renames: [String], from: SeenFrom, written: Int64?) -> String {
        let names = RenameField.text(renames)
        if from == .unsaid && written == nil { return names }
        let origin = (names.isEmpty ? " -" : names) + " " + from.text
        return origin + (written.map { " \($0)" } ?? "")
    }

    /// The record whose header line is `line` (without its newline),
    /// starting at `start`; nil when the line is not one. Read from the
    /// bytes as they are: a log holds thousands of these.
    static func parseHeader(_ line: ArraySlice<UInt8>, start: Int) -> VersionRecord? {
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(18)
        var from = line.startIndex
        for i in line.indices where line[i] == 0x20 {
            fields.append(line[from..<i])
            from = i + 1
        }
        fields.append(line[from...])
        guard fields.count == 13 || (15...18).contains(fields.count), fields[0].elementsEqual([0x76]),
            let hash = hex(fields[1]),
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
        // A whole record written before chains were said is still whole.
        var chain: VersionChain? = base == 0 ? .whole : nil
        var renames: [String] = []
        if fields.count >= 15 {
            guard let depth = decimal(fields[13]), let bytes = decimal(fields[14]) else { return nil }
            chain = VersionChain(depth: depth, bytes: bytes)
        }
        if fields.count >= 16 && !(fields.count >= 17 && fields[15].elementsEqual([0x2D])) {
            guard let read = RenameField.names(fields[15]) else { return nil }
            renames = read
        }
        var origin = SeenFrom.unsaid
        if fields.count >= 17 {
            if kind == .seen {
                guard let read = SeenFrom.read(fields[16]) else { return nil }
                origin = read
            } else if fields.count == 17 || !fields[16].elementsEqual([0x2D]) {
                return nil
            }
        }
        var written: Int64?
        if fields.count == 18 {
            guard let read = decimal(fields[17]) else { return nil }
            written = Int64(read)
        }
        return VersionRecord(
            hash: hash, kind: kind, time: Int64(time), parents: parents, length: length, base: base, prefix: prefix,
            suffix: suffix, innerFrom: innerFrom, innerLength: innerLength, middleOffset: middleOffset,
            middleCount: first + second, firstCount: first, start: start,
            end: middleOffset + first + second + VersionRecord.trailerLength, chain: chain, renames: renames, from: origin,
            written: written)
    }

    /// The record size and hash a trailer gives; nil when it is not a trailer.
    static func parseTrailer(_ bytes: ArraySlice<UInt8>) -> (size: Int, hash: UInt64, check: UInt64)? {
        LogFrame.parseTrailer(bytes).map { ($0.size, $0.tag, $0.check) }
    }

    private static func hex(_ text: ArraySlice<UInt8>) -> UInt64? { LogFrame.hex(text) }

    private static func decimal(_ text: ArraySlice<UInt8>) -> Int? { LogFrame.decimal(text) }

    private static func kind(_ text: ArraySlice<UInt8>) -> VersionRecord.Kind? {
        for kind in [VersionRecord.Kind.saved, .merged, .seen] where text.elementsEqual(kind.rawValue.utf8) { return kind }
        return nil
    }

}
