import Glibc
import FileAccess

/// One machine's version log of one file, `<machine>.log` (or
/// `<machine>.archive.log`) in the versions folder beside the file. Its
/// first line names the machine for people:
///
///     txtodo version log 1 <machine id> <machine name>
///
/// then come records (see `VersionRecord`). Only its own machine writes
/// it, always at the end, so sync tools carry it like any growing file and
/// never see two machines change it.
struct VersionLog: Sendable {
    var machine: String
    var name: String
    var records: [VersionRecord]
    /// The end of the last whole record: a torn or damaged tail is ignored
    /// from here on (and cut off before the owner's next append).
    var validEnd: Int
    /// The records read right after damage was passed over: the changes
    /// of a record that lead back past one of them cannot be rebuilt.
    var afterDamage: [Int] = []

    static let magic = "txtodo version log 1 "

    /// The first line of a log.
    static func headerLine(machine: String, name: String) -> [UInt8] {
        let clean = name.map { $0.isNewline || $0 == "\0" ? " " : $0 }
        return Array((magic + machine + " " + String(clean)).utf8) + [0x0A]
    }

    /// Reads the log at `path`; nil when it is missing or is not a log.
    static func read(_ path: String) -> VersionLog? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return read(fd: fd)
    }

    static func read(fd: Int32) -> VersionLog? {
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        var reader = LogReader(fd: fd)
        guard let first = reader.line(limit: 4096) else { return nil }
        let text = String(decoding: first, as: UTF8.self)
        guard text.hasPrefix(magic) else { return nil }
        let rest = text.dropFirst(magic.count)
        let space = rest.firstIndex(of: " ") ?? rest.endIndex
        var log = VersionLog(
            machine: String(rest[..<space]), name: String(rest[space...].dropFirst()), records: [],
            validEnd: reader.offset)
        // A damaged record is passed over: the ones after it still read.
        var frames = FrameReader(fd: fd, size: Int(st.st_size), from: reader.offset, verify: false)
        while let (record, _, _, _) = frames.next({ line, start in
            VersionRecordFormat.parseHeader(line, start: start).map { ($0, $0.middleCount, $0.hash) }
        }) {
            if frames.damages > log.afterDamage.count { log.afterDamage.append(log.records.count) }
            log.records.append(record)
            log.validEnd = record.end
        }
        // The last record is the one a crash may have left half written
        // (its pages reach the disk in any order): its check must hold.
        while let last = log.records.last, !holds(last, fd: fd) {
            log.records.removeLast()
            log.validEnd = log.records.last?.end ?? last.start
        }
        return log
    }

    /// Whether the record's bytes match the check in its trailer.
    static func holds(_ record: VersionRecord, fd: Int32) -> Bool { holds(start: record.start, end: record.end, fd: fd) }

    static func holds(start: Int, end: Int, fd: Int32) -> Bool { LogFrame.holds(fd: fd, start: start, end: end) }

    /// The last record's hash and where it lies, from the log's last bytes;
    /// nil when the log is empty or its tail is not a whole record. Its
    /// check is not read: `holds` does that.
    static func head(fd: Int32) -> (hash: UInt64, start: Int, end: Int)? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        let size = Int(st.st_size)
        guard size >= VersionRecord.trailerLength,
            let tail = LogReader.read(fd, at: size - VersionRecord.trailerLength, count: VersionRecord.trailerLength),
            let (recordSize, hash, _) = VersionRecordFormat.parseTrailer(tail[...]),
            recordSize <= size, LogReader.read(fd, at: size - recordSize, count: 2) == Array("v ".utf8)
        else { return nil }
        return (hash, size - recordSize, size)
    }

    /// The last record as its header line says it (nil: as `head`, or a
    /// header line too long to read at once). Its bytes are not read.
    static func headRecord(fd: Int32) -> VersionRecord? {
        guard let (_, start, end) = head(fd: fd),
            let bytes = LogReader.read(fd, at: start, count: min(end - start, 16_384)),
            let newline = bytes.firstIndex(of: 0x0A)
        else { return nil }
        return VersionRecordFormat.parseHeader(bytes[..<newline], start: start)
    }

    /// The index of the last record of `hash`, nil when it has none.
    func lastIndex(of hash: UInt64) -> Int? { records.lastIndex { $0.hash == hash } }

    /// The bytes of the version the record at `index` holds, rebuilt from
    /// the whole copy its bases lead back to, through the changes from
    /// there; nil when the log does not give them back exactly (checked by
    /// hash).
    func content(at index: Int, fd: Int32) -> [UInt8]? {
        var chain = [index]
        while let last = chain.last, records[last].base > 0 {
            let base = last - records[last].base
            guard base >= 0, chain.count <= records.count, !afterDamage.contains(where: { $0 > base && $0 <= last })
            else { return nil }
            chain.append(base)
        }
        // The version as pieces of the log file, (offset, count), or of
        // `held` (offsets from `heldAt`): a long chain (a log written
        // before a whole copy came every 64 records) is gathered into
        // `held` now and then, so its pieces stay few and each change
        // costs what it holds.
        var pieces: [(offset: Int, count: Int)] = []
        var length = 0
        var held: [UInt8] = []
        let heldAt = Int.min / 2
        func gather() -> [UInt8]? {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(length)
            for piece in pieces {
                if piece.offset < 0 {
                    bytes += held[(piece.offset - heldAt)..<(piece.offset - heldAt + piece.count)]
                } else {
                    guard let part = LogReader.read(fd, at: piece.offset, count: piece.count) else { return nil }
                    bytes += part
                }
            }
            return bytes
        }
        for record in chain.reversed().map({ records[$0] }) {
            guard
                record.isWhole
                    || (record.prefix + record.suffix <= length && record.innerFrom + record.innerLength <= length)
            else { return nil }
            var next = Self.cut(pieces, from: 0, to: record.prefix)
            if record.firstCount > 0 { next.append((record.middleOffset, record.firstCount)) }
            next += Self.cut(pieces, from: record.innerFrom, to: record.innerFrom + record.innerLength)
            let second = record.middleCount - record.firstCount
            if second > 0 { next.append((record.middleOffset + record.firstCount, second)) }
            if record.suffix > 0 { next += Self.cut(pieces, from: length - record.suffix, to: length) }
            pieces = next
            length = record.length
            if pieces.count > 4 * VersionChain.longest {
                guard let bytes = gather() else { return nil }
                held = bytes
                pieces = length > 0 ? [(heldAt, length)] : []
            }
        }
        guard let bytes = gather() else { return nil }
        return ContentHash.of(bytes) == records[index].hash ? bytes : nil
    }

    /// The pieces covering bytes `from..<to` of the version they make up.
    private static func cut(_ pieces: [(offset: Int, count: Int)], from: Int, to: Int) -> [(offset: Int, count: Int)] {
        guard from < to else { return [] }
        var out: [(offset: Int, count: Int)] = []
        var position = 0
        for piece in pieces {
            let (start, end) = (position, position + piece.count)
            position = end
            if end <= from { continue }
            if start >= to { break }
            let a = max(start, from), b = min(end, to)
            out.append((piece.offset + (a - start), b - a))
        }
        return out
    }
}
