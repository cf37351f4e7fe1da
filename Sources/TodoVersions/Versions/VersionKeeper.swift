import Glibc
import FileAccess

/// What this machine records of one file's versions (the todo file, or its
/// archive) in its own log in the versions folder: each version txtodo
/// writes (a save, with the version it read as parent; a merge, with both
/// sides) and each version it is the first to see (an edit by hand, a
/// version a sync tool brought) that no machine's log has yet. A version
/// first seen is claimed to come from this machine's last recorded one,
/// since a sync tool that replaced the file without leaving a conflict
/// copy had that version; while a conflict copy waits beside the file that
/// is not known, and such a version is left to the merge to record.
package final class VersionKeeper {
    package let folder: VersionFolder
    let machine: MachineIdentity
    private let file: String
    private let now: @Sendable () -> Int64
    /// A version read, to be recorded with the next save or by `keepRead()`,
    /// and the file's time when it was read (nanoseconds; see `WriteTime`).
    private var pending: (version: VersionLogWriter.Known, written: Int64?)?
    /// The last bytes hashed and their hash (the bytes are held, so the
    /// same array seen again is known by its address).
    private var memo: (bytes: [UInt8], hash: UInt64)?
    /// Versions this process knows are on record, each with the file's
    /// time its last record here says (nil: none said).
    private var recorded: [UInt64: Int64?] = [:]
    /// Versions this machine found in the logs lately (read when needed).
    private var found: KnownVersions?
    private let state: StateFolder
    /// Set when the log could not be written: a warning for people.
    package private(set) var failure: String?
    /// Whether a version is recorded only from a read of a quiet file (the
    /// app, which reads whenever the file changes, so also while another
    /// program is still writing it).
    package var onlyQuietReads = false
    /// Where Syncthing may keep this machine's identity (see `Config`), and
    /// the user's home; emptied once this machine's device is declared.
    private var syncthing: (homes: [String], userHome: String?)

    /// How a version first seen is recorded.
    package enum Claim {
        /// From this machine's last recorded version.
        case fromHead
        /// Recorded with no parent: where it came from is not known.
        case none
        /// Not recorded (a conflict copy beside the file: the merge will).
        case skip
    }

    /// `file` is the todo file or its archive (a link's target).
    package init(
        file: String, ofArchive: Bool, machine: MachineIdentity, state: StateFolder, now: @escaping @Sendable () -> Int64,
        syncthing: (homes: [String], userHome: String?) = ([], nil)
    ) {
        self.machine = machine
        self.syncthing = syncthing
        self.state = state
        self.file = file
        self.now = now
        let todo = ofArchive ? Self.todoFile(ofArchive: file) : file
        folder = VersionFolder(file: todo, ofArchive: ofArchive)
    }

    package var logPath: String { folder.logPath(machine: machine.id) }

    /// The hash of `bytes`, computed once per array.
    package func hash(_ bytes: [UInt8]) -> UInt64 {
        if let memo, memo.bytes.count == bytes.count, Self.sameBuffer(memo.bytes, bytes) { return memo.hash }
        let hash = ContentHash.of(bytes)
        memo = (bytes, hash)
        return hash
    }

    /// The last version in this machine's log (one read of its end).
    func head() -> UInt64? {
        let fd = open(logPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return VersionLog.head(fd: fd)?.hash
    }

    /// The file's time the last record of this machine's log says, when
    /// that record is of `hash` (nil: another, or none said).
    private func headWritten(_ hash: UInt64) -> Int64? {
        let fd = open(logPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return VersionLog.headRecord(fd: fd).flatMap { $0.hash == hash ? $0.written : nil }
    }

    /// Another machine's record of `hash` written with the file's time `at`
    /// (as records keep it), as a seen record here names it, among the last
    /// records of each other log: a sync tool that took that machine's
    /// version where the file here held the same bytes gave the file only
    /// its time, and that write is among the last its machine made. (Two
    /// records with that time are one write, seen on two machines.) A few
    /// reads from each log's end, however long the logs.
    private func otherWrite(of hash: UInt64, at: Int64) -> (parents: [UInt64], from: SeenFrom)? {
        for path in folder.logPaths() where path != logPath {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var st = stat()
            guard fstat(fd, &st) == 0 else { continue }
            // The machine's id, as its log is named.
            let machine = String(path.dropFirst(folder.path.count).dropLast(folder.suffix.count))
            let tail = VersionLog.tail(fd: fd, size: Int(st.st_size), count: VersionGraph.recentRecords)
            if let record = tail.records.last(where: { $0.hash == hash && $0.written.map { WriteTime.same($0, at) } == true }) {
                return (record.parents, .record(machine: machine, time: record.time))
            }
        }
        return nil
    }

    /// Whether one of the files at `paths` (conflict copies beside the
    /// file) holds the version this log ends with: the sync tool moved this
    /// machine's version to a copy and put another in the file's place.
    package func lastIsIn(_ paths: [String]) -> Bool {
        guard !paths.isEmpty, let head = head() else { return false }
        return paths.contains { path in
            (try? FileReader.snapshot(path)).map { ContentHash.of($0.document.bytes) == head } ?? false
        }
    }

    /// The bytes of the last version in this machine's log (rebuilt from
    /// its last records); nil without one, or when it is `unlike` (a hash:
    /// the version is the one in hand already).
    package func headBytes(unlike: UInt64? = nil) -> [UInt8]? {
        let fd = open(logPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, let head = VersionLog.head(fd: fd), head.hash != unlike else { return nil }
        let log = VersionLog.tail(fd: fd, size: Int(st.st_size), count: VersionChain.longest)
        guard !log.records.isEmpty else { return nil }
        return log.content(at: log.records.count - 1, fd: fd)
    }

    /// A version read from a file whose time was `written` (nanoseconds
    /// since 1970; nil: not known). Recorded at once when no log has it,
    /// or, when `deferred` (a change follows), with the next save or
    /// `keepRead()`.
    package func read(_ bytes: [UInt8], claim: Claim, deferred: Bool, written: Int64? = nil) {
        let hash = hash(bytes)
        if deferred {
            pending = (.init(hash: hash, bytes: bytes), written)
            return
        }
        pending = nil
        record(seen: [.init(hash: hash, bytes: bytes)], claim: claim, writtenAt: times([hash: written]))
    }

    /// Records what `read` held back, when nothing was saved since.
    package func keepRead(claim: Claim) {
        guard let read = pending else { return }
        pending = nil
        record(seen: [read.version], claim: claim, writtenAt: times([read.version.hash: read.written]))
    }

    /// txtodo wrote `new` over `old`, renaming `renames` (old and new
    /// names in turn); the file's times (nanoseconds since 1970): `read`
    /// when `old` was read, `written` the one `new` is saved with.
    package func saved(
        _ new: [UInt8], from old: [UInt8], claim: Claim, renames: [String] = [], read: Int64? = nil,
        written: Int64? = nil
    ) {
        let oldHash = hash(old)
        let seen = (pending.map { [$0.version] } ?? []) + [.init(hash: oldHash, bytes: old)]
        var readAt: [UInt64: Int64?] = [oldHash: read]
        if let pending, pending.version.hash != oldHash { readAt[pending.version.hash] = pending.written }
        pending = nil
        let made = VersionLogWriter.Entry(
            hash: ContentHash.of(new), kind: .saved, parents: [oldHash], bytes: new, renames: renames,
            written: written.map(WriteTime.recorded))
        record(seen: seen, claim: claim, writtenAt: times(readAt), then: made)
    }

    /// File times (nanoseconds) as records keep them, the unknown left out.
    private func times(_ given: [UInt64: Int64?]) -> [UInt64: Int64] {
        given.compactMapValues { $0.map(WriteTime.recorded) }
    }

    /// txtodo merged `theirs` (a conflict copy) into `ours` (the file), making
    /// `result`; `near`: the logged versions each side was taken to come
    /// from when no log had it, recorded as its parent; `alsoFrom`: other
    /// versions it comes from (see `CopyBase.Sides`); `echoing`: those
    /// to record first as another machine has them (see `CopyBase.Sides`).
    /// `times`: the files' times (nanoseconds since 1970) of the file and
    /// the copy as read, and the one the result is saved with.
    func merged(
        _ result: [UInt8], ours: [UInt8], theirs: [UInt8], near: (UInt64?, UInt64?) = (nil, nil), alsoFrom: [UInt64] = [],
        echoing: [VersionLogWriter.Known] = [], overHead: Set<UInt64> = [],
        times given: (ours: Int64?, theirs: Int64?, result: Int64?) = (nil, nil, nil)
    ) {
        let sides: [VersionLogWriter.Known] = [
            .init(hash: hash(ours), bytes: ours), .init(hash: ContentHash.of(theirs), bytes: theirs),
        ]
        let resultHash = ContentHash.of(result)
        // Both sides, also the one whose bytes the result equals: a merge
        // that brings nothing new still comes from both, and the later
        // versions of this machine keep the history of each.
        let parents = Array(Set(sides.map(\.hash) + alsoFrom)).sorted()
        let made = VersionLogWriter.Entry(
            hash: resultHash, kind: .merged, parents: parents, bytes: result, written: given.result.map(WriteTime.recorded))
        var claimed: [UInt64: UInt64] = [:]
        for (side, parent) in zip(sides, [near.0, near.1]) { if let parent { claimed[side.hash] = parent } }
        let writtenAt = times([sides[1].hash: given.theirs, sides[0].hash: given.ours])
        record(seen: echoing + sides, claim: .none, claimed: claimed, overHead: overHead, writtenAt: writtenAt, then: made)
    }

    /// Appends, in one write, a record for each version of `seen` that no
    /// log has, then `made`.
    /// `overHead`: versions recorded as another machine has them even where
    /// this log ends with the same bytes (at a point that came before).
    /// `writtenAt`: the file's time each of `seen` was read with.
    private func record(
        seen: [VersionLogWriter.Known], claim: Claim, claimed: [UInt64: UInt64] = [:], overHead: Set<UInt64> = [],
        writtenAt: [UInt64: Int64] = [:], then made: VersionLogWriter.Entry? = nil
    ) {
        var graph: VersionGraph?
        var head: UInt64??
        func inLogs(_ hash: UInt64) -> Bool {
            if found == nil { found = KnownVersions(state: state, file: file) }
            if found!.contains(hash) { return true }
            // A version no log mentions is new, without reading every record.
            if graph == nil && !folder.mayHold(hash) { return false }
            if graph == nil { graph = folder.graph() }
            guard graph!.isKnown(hash) else { return false }
            found!.add(hash)
            return true
        }
        var entries: [VersionLogWriter.Entry] = []
        var last: UInt64?
        for version in seen where claim != .skip && !entries.contains(where: { $0.hash == version.hash }) {
            let at = writtenAt[version.hash]
            // Known to be on record, and not written again since.
            if let was = recorded[version.hash], !WriteTime.differ(was, at) { continue }
            if head == nil { head = self.head() }
            if head == .some(version.hash) && !overHead.contains(version.hash) {
                // The bytes this log ends with, written again (an edit
                // undone by hand, a save that changed nothing): recorded
                // as coming from them, with the new time, so a copy of
                // this write is known for this machine's. With the time of
                // another machine's write of them, that write (a sync tool
                // took its version and gave the file only its time): the
                // file here then holds that machine's history.
                guard WriteTime.differ(headWritten(version.hash), at), let at else { continue }
                let write = otherWrite(of: version.hash, at: at)
                entries.append(
                    .init(
                        hash: version.hash, kind: .seen, parents: write?.parents ?? [version.hash], bytes: version.bytes,
                        from: write?.from ?? .here, written: at))
                last = version.hash
                continue
            }
            if last == nil { last = head ?? nil }
            if inLogs(version.hash) {
                if graph == nil { graph = folder.graph() }
                if let echo = graph!.echo(of: version.hash, here: logPath, sinceHead: claim == .fromHead) {
                    // Another machine's version, as that machine has it:
                    // recorded here with the parents it gave it, so what
                    // this machine makes of it comes from that version's
                    // history (an edit by hand included).
                    entries.append(
                        .init(
                            hash: version.hash, kind: .seen, parents: echo.parents, bytes: version.bytes, from: echo.from,
                            written: writtenAt[version.hash]))
                    last = version.hash
                    continue
                }
            }
            // A version no log has (or bytes that came back here) came from
            // the one this machine last had.
            let parents = claim == .fromHead ? last.map { [$0] } ?? [] : claimed[version.hash].map { [$0] } ?? []
            entries.append(
                .init(
                    hash: version.hash, kind: .seen, parents: parents, bytes: version.bytes, from: .here,
                    written: writtenAt[version.hash]))
            last = version.hash
        }
        if let made { entries.append(made) }
        guard !entries.isEmpty else { return }
        let have = seen + entries.map { VersionLogWriter.Known(hash: $0.hash, bytes: $0.bytes) }
        let size = entries.last!.bytes.count
        if folder.make(),
            VersionLogWriter.append(
                entries, to: logPath, machine: machine, time: now(), known: have, mode: mode(),
                limit: max(VersionLogWriter.smallestLimit, 4 * size))
        {
            for entry in entries { recorded[entry.hash] = .some(entry.written) }
            declareDevice()
        } else {
            failure =
                "warning: the version log could not be written (\(logPath): \(errnoText())), so a sync-conflict copy "
                + "of this version may merge without its history"
        }
    }

    /// Says beside this machine's log which Syncthing device it is (see
    /// `DeclaredDevices`), once a process, where Syncthing keeps one here.
    private func declareDevice() {
        defer { syncthing.homes = [] }
        for home in syncthing.homes {
            let certificate = LogLag.modified(home + "/cert.pem")
            guard certificate > 0 else { continue }
            // Declared since Syncthing last changed what it says: nothing to
            // read (a save pays two looks at file times, not a parse).
            let declared = LogLag.modified(DeclaredDevices.path(in: folder, machine: machine.id))
            if declared > max(certificate, LogLag.modified(home + "/config.xml")) { return }
            guard let device = SyncthingDevice.read(home: home, file: file, userHome: syncthing.userHome) else { continue }
            DeclaredDevices.declare(device, machine: machine.id, in: folder)
            return
        }
    }

    /// The file's permission bits for read and write (0600 when unknown).
    private func mode() -> mode_t {
        var st = stat()
        return stat(file, &st) == 0 ? mode_t(st.st_mode & 0o666) : 0o600
    }

    private static func sameBuffer(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// `todo.archive.taskpaper` → `todo.taskpaper`, the file the versions folder is named after.
    static func todoFile(ofArchive archive: String) -> String {
        let (folder, name) = FileLocation.split(archive)
        let (stem, ext) = FileLocation.splitExtension(name)
        let todoStem = stem.hasSuffix(".archive") ? String(stem.dropLast(".archive".count)) : stem
        return folder + todoStem + ext
    }
}
