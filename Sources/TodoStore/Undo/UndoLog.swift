import Glibc
import TodoCore
import FileAccess
import TodoVersions

/// The undo history of one todo file, shared by the app and every command
/// on this machine: `$XDG_STATE_HOME/txtodo/undo/` holds one log per todo
/// file. Each change, and each time one is undone, redone or forgotten (it
/// could no longer be undone), is appended as one frame (see `LogFrame`:
/// a line `undo <length>`, the record, the trailer) in one write, under the
/// todo file's folder lock, so the log's order is the order of the changes.
/// Replayed, it gives the undo and redo stacks (`UndoStack`); a damaged
/// frame is passed over, and a tail cut short by a crash is cut off by the
/// next append. A log written before this framing (`txtodo-block` frames)
/// is read as it is and written anew in it by the next append.
///
/// Appending costs one write. A command (not the app, whose keys must stay
/// quick) flushes its change (`fdatasync`) before it reports it, so a change
/// reported is on record after a power cut. Notes of an undo are flushed,
/// so a change is never undone twice.
struct UndoLog {
    let path: String

    /// How many changes the log keeps once it grows past `trimBytes`.
    static let kept = 200
    static let trimBytes = 512 * 1024

    init(state: StateFolder, key: String) {
        path = state.path + "/undo/" + key
    }

    init(state: StateFolder, todoPath: String) { self.init(state: state, key: StateKey.name(for: todoPath, in: state.path)) }

    enum Note: String {
        case undone, redone, forgotten
    }

    /// Appends a change, flushed when `durable`; false when it could not be written.
    @discardableResult
    func record(_ change: Change, id: UInt64, durable: Bool) -> Bool {
        let size = append(Self.payload(change, id: id), flush: durable)
        if size > Self.trimBytes { trim() }
        return size > 0
    }

    /// Appends a note about change `id`, flushed; false when it could not be written.
    @discardableResult
    func note(_ note: Note, _ id: UInt64) -> Bool {
        append(Array("\(note.rawValue) \(String(id, radix: 16))".utf8), flush: true) > 0
    }

    /// The stacks as the log tells them.
    func stacks() -> UndoStack {
        var history = UndoStack(limit: Self.kept)
        for payload in payloads() { Self.replay(payload, into: &history) }
        return history
    }

    /// The records of the log, oldest first.
    private func payloads() -> [[UInt8]] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return [] }
        if Self.isOld(fd) { return Self.oldPayloads(fd, size: Int(st.st_size)) }
        var reader = FrameReader(fd: fd, size: Int(st.st_size), from: 0, verify: true)
        var payloads: [[UInt8]] = []
        while let (body, _, end, _) = reader.next(Self.header) {
            if let payload = LogReader.read(fd, at: end - LogFrame.trailerLength - body, count: body) {
                payloads.append(payload)
            }
        }
        return payloads
    }

    /// The length a frame's header line gives its record.
    private static func header(_ line: ArraySlice<UInt8>, _ start: Int) -> (value: Int, body: Int, tag: UInt64?)? {
        guard line.count > 5, line.starts(with: Array("undo ".utf8)), let count = LogFrame.decimal(line.dropFirst(5))
        else { return nil }
        return (count, count, 0)
    }

    private static func frame(_ payload: [UInt8]) -> [UInt8] {
        LogFrame.frame(head: Array("undo \(payload.count)\n".utf8), body: payload[...], tag: 0)
    }

    // MARK: Logs written before this framing

    private static let oldMagic = Array("txtodo-block ".utf8)

    private static func isOld(_ fd: Int32) -> Bool { LogReader.read(fd, at: 0, count: oldMagic.count) == oldMagic }

    /// The records of a log of `StateFrame`s; a frame cut short is passed over.
    private static func oldPayloads(_ fd: Int32, size: Int) -> [[UInt8]] {
        guard let bytes = LogReader.read(fd, at: 0, count: size) else { return [] }
        var payloads: [[UInt8]] = []
        var at = 0
        while at < bytes.count {
            if let (payload, next) = StateFrame.unframe(bytes[at...]) {
                at = next
                payloads.append(payload)
            } else {
                guard let next = StateFrame.nextFrame(in: bytes, after: at) else { break }
                at = next
            }
        }
        return payloads
    }

    // MARK: The frames

    private static func payload(_ change: Change, id: UInt64) -> [UInt8] {
        Array("change \(String(id, radix: 16))\n\(change.record)".utf8)
    }

    private static func replay(_ payload: [UInt8], into history: inout UndoStack) {
        let text = String(decoding: payload, as: UTF8.self)
        let head = text.prefix { $0 != "\n" }.split(separator: " ")
        guard head.count == 2, let id = UInt64(head[1], radix: 16) else { return }
        switch head[0] {
        case "change":
            if let change = Change(record: String(text.dropFirst(head[0].count + head[1].count + 2))) {
                history.record(change, id: id)
            }
        case Note.undone.rawValue: history.undone(id)
        case Note.redone.rawValue: history.redone(id)
        case Note.forgotten.rawValue: history.forget(id)
        default: break
        }
    }

    // MARK: Writing

    /// One write at the end of the log, under its lock, after the last
    /// whole frame (a tail cut short is cut off). Returns the log's size
    /// after it (0 when it could not be written).
    private func append(_ payload: [UInt8], flush: Bool) -> Int {
        var fd = FrameAppend.openLocked(path, mode: 0o600)
        if fd == nil && errno == ENOENT, FileLocation.makeFolder(FileLocation.split(path).folder) {
            fd = FrameAppend.openLocked(path, mode: 0o600)
        }
        guard let fd else { return 0 }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return 0 }
        let size = Int(st.st_size)
        let frame = Self.frame(payload)
        if Self.isOld(fd) {
            // Written anew in the framing of today, with the new record.
            let all = Self.oldPayloads(fd, size: size).flatMap(Self.frame) + frame
            guard (try? AtomicWriter.savePrivate(all, to: path, durable: flush)) != nil else { return 0 }
            return all.count
        }
        let end = FrameAppend.end(fd: fd, size: size, first: 0, Self.header)
        guard FrameAppend.write(fd, frame, at: end) else { return 0 }
        if flush { fdatasync(fd) }
        return end + frame.count
    }

    /// Writes the log anew with only what can still be undone or redone:
    /// the latest `kept` changes, within half of `trimBytes` (the newest
    /// always).
    private func trim() {
        let history = stacks()
        var budget = Self.trimBytes / 2
        var undo: [UndoStack.Entry] = []
        var redo: [UndoStack.Entry] = []
        // Newest first: the next redo, then the redos under it, then the undos.
        for (entry, isRedo) in history.redoStack.reversed().map({ ($0, true) })
            + history.undoStack.reversed().map({ ($0, false) })
        {
            let size = Self.payload(entry.change, id: entry.id).count
            guard undo.count + redo.count < Self.kept, size <= budget || undo.isEmpty && redo.isEmpty else { break }
            budget -= size
            if isRedo { redo.append(entry) } else { undo.append(entry) }
        }
        // The redo stack is rebuilt by its changes and then their undoing, latest undone first.
        var frames: [UInt8] = []
        for entry in undo.reversed() + redo {
            frames += Self.frame(Self.payload(entry.change, id: entry.id))
        }
        for entry in redo.reversed() {
            frames += Self.frame(Array("\(Note.undone.rawValue) \(String(entry.id, radix: 16))".utf8))
        }
        try? AtomicWriter.savePrivate(frames, to: path, durable: true)
    }
}
