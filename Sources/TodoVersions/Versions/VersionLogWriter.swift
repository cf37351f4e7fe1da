import Glibc
import FileAccess

/// Adds records at the end of this machine's log, and keeps the log small.
/// Records are history, not the data: written in one write, not fsynced; a
/// record a crash cut short is ignored by readers and cut off here, at the
/// next append. Processes of one machine take turns by an `flock` on the
/// log itself.
enum VersionLogWriter {
    /// A version the caller holds: its hash and bytes.
    struct Known: Sendable {
        var hash: UInt64
        var bytes: [UInt8]
    }

    /// A version to record.
    struct Entry: Sendable {
        var hash: UInt64
        var kind: VersionRecord.Kind
        var parents: [UInt64]
        var bytes: [UInt8]
        /// The tasks a save renamed: old and new names in turn.
        var renames: [String] = []
        /// A seen version's origin.
        var from: SeenFrom = .unsaid
        /// The file's time as written or read (see `VersionRecord.written`).
        var written: Int64? = nil
    }

    /// Records kept when a log is pruned, however old.
    static let keptRecords = 50
    /// Records kept, at the least, when a log far over its limit is cut to it.
    static let cappedRecords = 8
    /// How long records are kept when the log has grown over its limit.
    static let keptSeconds: Int64 = 30 * 86_400
    /// A log is pruned when it grows over max(this, 4× the file).
    static let smallestLimit = 256 << 10

    /// Appends `entries` to the log at `path` (made with `machine`'s line
    /// when missing) in one write, each as a change to the one before it.
    /// `known` holds versions the caller has (hash, bytes): when the log's
    /// last record is one of them, the first entry is a change to it
    /// without reading the log. Prunes the log once it is over `limit`
    /// bytes. False when nothing was written.
    @discardableResult
    static func append(
        _ entries: [Entry], to path: String, machine: MachineIdentity, time: Int64, known: [Known],
        mode: mode_t, limit: Int
    ) -> Bool {
        guard !entries.isEmpty, let fd = FrameAppend.openLocked(path, mode: mode) else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return false }
        let size = Int(st.st_size)
        var out: [UInt8] = []
        var end = size
        var previous: [UInt8]?
        var chain: VersionChain?
        var renamed = false
        /// The last record's bytes, when the next one may be a change to it.
        func follow(_ log: VersionLog) {
            guard let last = log.records.last else { return }
            chain = last.chain
            guard chain?.extended(by: 0, length: entries[0].bytes.count) != nil else { return }
            previous = known.first { $0.hash == last.hash }?.bytes ?? log.content(at: log.records.count - 1, fd: fd)
        }
        if size == 0 {
            out = VersionLog.headerLine(machine: machine.id, name: machine.name)
        } else if let head = VersionLog.head(fd: fd), VersionLog.holds(start: head.start, end: head.end, fd: fd) {
            // The last records, from the end: a change to the last one rebuilds from them.
            follow(VersionLog.tail(fd: fd, size: size, count: VersionChain.longest))
            renamed = firstLine(fd) != VersionLog.headerLine(machine: machine.id, name: machine.name)
        } else {
            // A tail cut short or damaged, or no record yet: read to the last whole record.
            guard let log = VersionLog.read(fd: fd) else { return false }
            end = log.validEnd
            follow(log)
        }
        for entry in entries {
            let (bytes, made) = VersionRecordFormat.encoded(
                hash: entry.hash, kind: entry.kind, time: time, parents: entry.parents, version: entry.bytes,
                base: previous.map { (bytes: $0, back: 1) }, chain: previous == nil ? nil : chain, renames: entry.renames,
                from: entry.from, written: entry.written)
            out += bytes
            previous = entry.bytes
            chain = made
        }
        guard FrameAppend.write(fd, out, at: end) else { return false }
        let grown = end + out.count
        if renamed || grown > 4 * limit || (grown > limit && (oldestTime(fd) ?? time) < time - keptSeconds) {
            prune(fd, path: path, machine: machine, now: time, limit: limit, force: renamed)
        }
        return true
    }

    /// Rewrites the log (a new file renamed over it) without its records
    /// older than 30 days, keeping at least `keptRecords`; when what is left
    /// is still over 4× the limit, only the newest records that fit in the
    /// limit (at least `cappedRecords`). The first record kept becomes a
    /// whole copy, and a record whose base is gone a change to the record
    /// before it; the others are copied as they are, and a record whose
    /// version cannot be rebuilt (after damage) is left out. `force`:
    /// rewrite even when nothing goes (a new name).
    static func prune(_ fd: Int32, path: String, machine: MachineIdentity, now: Int64, limit: Int, force: Bool = false) {
        guard let log = VersionLog.read(fd: fd), !log.records.isEmpty else { return }
        let records = log.records
        var first = records.firstIndex { $0.time >= now - keptSeconds } ?? records.count
        first = min(first, max(0, records.count - keptRecords))
        if log.validEnd - records[first].start > 4 * limit {
            while first < records.count - cappedRecords && log.validEnd - records[first].start > limit { first += 1 }
        }
        if first == 0 && records[0].isWhole && !force { return }
        // The first record kept is the first one whose version can be rebuilt.
        while first < records.count && log.content(at: first, fd: fd) == nil { first += 1 }
        guard first < records.count else { return }
        var out = VersionLog.headerLine(machine: machine.id, name: machine.name)
        // The last record written and its bytes (nil: not rebuilt yet), and
        // the last one left out, whose followers cannot be copied as they are.
        var written: (index: Int, chain: VersionChain?, bytes: [UInt8]?)?
        var lastLeft = first - 1
        for k in first..<records.count {
            let record = records[k]
            // Damage before it: what came before is no base to copy a change against.
            if log.afterDamage.contains(k) { lastLeft = max(lastLeft, k - 1) }
            if record.isWhole || (k > first && k - record.base > lastLeft) {
                guard let bytes = LogReader.read(fd, at: record.start, count: record.end - record.start) else { return }
                out += bytes
                written = (k, record.chain, nil)
                continue
            }
            // A version that cannot be rebuilt (its changes lead back
            // through a damaged record) is left out.
            guard let bytes = log.content(at: k, fd: fd) else {
                lastLeft = k
                continue
            }
            var base: (bytes: [UInt8], back: Int)?
            if let written, let before = written.bytes ?? log.content(at: written.index, fd: fd) { base = (before, 1) }
            let (frame, made) = VersionRecordFormat.encoded(
                hash: record.hash, kind: record.kind, time: record.time, parents: record.parents, version: bytes,
                base: base, chain: written?.chain, renames: record.renames, from: record.from, written: record.written)
            out += frame
            written = (k, made, bytes)
        }
        replace(path, with: out, modeOf: fd)
    }

    /// The time of the log's first record, from its first lines.
    private static func oldestTime(_ fd: Int32) -> Int64? {
        var reader = LogReader(fd: fd)
        guard reader.line(limit: 4096) != nil else { return nil }
        let start = reader.offset
        return reader.line(limit: 4096).flatMap { VersionRecordFormat.parseHeader($0, start: start)?.time }
    }

    private static func firstLine(_ fd: Int32) -> [UInt8]? {
        var st = stat()
        guard fstat(fd, &st) == 0, let start = LogReader.read(fd, at: 0, count: min(Int(st.st_size), 4096)),
            let newline = start.firstIndex(of: 0x0A)
        else { return nil }
        return Array(start[...newline])
    }

    /// Puts `bytes` in place of the log by a rename, with the mode of the
    /// file open as `fd`; best effort (the old log stays on failure).
    private static func replace(_ path: String, with bytes: [UInt8], modeOf fd: Int32) {
        var st = stat()
        let mode = fstat(fd, &st) == 0 ? mode_t(st.st_mode & 0o777) : nil
        try? AtomicWriter.savePrivate(bytes, to: path, durable: false, mode: mode)
    }
}
