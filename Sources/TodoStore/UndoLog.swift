import Glibc
import TodoCore
import FileAccess
import TodoVersions

/// The undo history of one todo file, shared by the app and every command
/// on this machine: `$XDG_STATE_HOME/txtodo/undo/` holds one log per todo
/// file. Each change, and each time one is undone, redone or forgotten (it
/// could no longer be undone), is appended as one frame (see
/// `StateFrame`) in one write, under the todo file's folder lock, so the
/// log's order is the order of the changes. Replayed, it gives the undo and
/// redo stacks (`UndoStack`); a tail cut short by a crash is left out.
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

    init(state: StateFolder, todoPath: String) { self.init(state: state, key: StateKey.name(for: todoPath)) }

    enum Note: String {
        case undone, redone, forgotten
    }

    /// Appends a change, flushed when `durable`.
    func record(_ change: Change, id: UInt64, durable: Bool) {
        let size = append(Self.payload(change, id: id), flush: durable)
        if size > Self.trimBytes { trim() }
    }

    /// Appends a note about change `id`, flushed.
    func note(_ note: Note, _ id: UInt64) {
        _ = append(Array("\(note.rawValue) \(String(id, radix: 16))".utf8), flush: true)
    }

    /// The stacks as the log tells them.
    func stacks() -> UndoStack {
        var history = UndoStack(limit: Self.kept)
        let bytes = (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? []
        var at = 0
        while at < bytes.count {
            if let (payload, next) = StateFrame.unframe(bytes[at...]) {
                at = next
                Self.replay(payload, into: &history)
            } else {
                // A frame cut short by a crash: the next one is read on.
                guard let next = StateFrame.nextFrame(in: bytes, after: at) else { break }
                at = next
            }
        }
        return history
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

    /// One write with O_APPEND: whole, after whatever was there. Returns the
    /// log's size after it (0 when it could not be written).
    private func append(_ payload: [UInt8], flush: Bool) -> Int {
        let open = { Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600) }
        var fd = open()
        if fd < 0 && errno == ENOENT, FileLocation.makeFolder(FileLocation.split(path).folder) { fd = open() }
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        guard AtomicWriter.writeAll(fd, StateFrame.frame(payload)) else { return 0 }
        if flush { fdatasync(fd) }
        var st = stat()
        return fstat(fd, &st) == 0 ? Int(st.st_size) : 0
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
            frames += StateFrame.frame(Self.payload(entry.change, id: entry.id))
        }
        for entry in redo.reversed() {
            frames += StateFrame.frame(Array("\(Note.undone.rawValue) \(String(entry.id, radix: 16))".utf8))
        }
        try? AtomicWriter.savePrivate(frames, to: path, durable: true)
    }
}
