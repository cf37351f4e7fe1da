import Glibc

/// The changes made by `txtodo` commands, oldest first, for `txtodo undo`
/// to take back one after another: `$XDG_STATE_HOME/txtodo/changes`. Each
/// change, and each note that one was undone, is appended as one frame (see
/// `DurableBlock`) in one write, so commands running at once never mix
/// their entries and a tail cut short by a crash is left out when read. The
/// latest change is also in `last-change`, flushed to the disk: the log
/// itself is not, and a change it lost is taken from there.
enum ChangeLog {
    /// How many changes the log keeps once it grows past `trimBytes`.
    static let kept = 50
    static let trimBytes = 256 * 1024
    private static let undonePrefix = Array("undone ".utf8)

    /// A change still to undo: its payload (`file PATH` and the record)
    /// and the payload's hash, which the note of its undoing names.
    struct Entry: Equatable {
        var payload: [UInt8]
        var hash: UInt64
    }

    /// Appends a change; trims the log when it has grown large.
    static func append(_ payload: [UInt8], to path: String) {
        add(DurableBlock.frame(payload), to: path, durable: false)
        var st = stat()
        if stat(path, &st) == 0, st.st_size > trimBytes {
            let live = entries(path, latest: nil).suffix(kept)
            _ = try? StateFile.write(live.flatMap { DurableBlock.frame($0.payload) }, to: path, durable: false)
        }
    }

    /// Notes that the change was undone, flushed: it is not undone twice.
    static func noteUndone(_ entry: Entry, in path: String) {
        add(DurableBlock.frame(undonePrefix + Array(String(entry.hash, radix: 16).utf8)), to: path, durable: true)
    }

    /// The changes not undone, oldest first; `latest` (the payload kept in
    /// `last-change`) comes last when the log never got it.
    static func entries(_ path: String, latest: [UInt8]?) -> [Entry] {
        let bytes = (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? []
        var live: [Entry] = []
        var logged: Set<UInt64> = []
        var at = 0
        while at < bytes.count, let (payload, next) = DurableBlock.unframe(bytes[at...]) {
            at = next
            if payload.starts(with: undonePrefix) {
                let named = UInt64(String(decoding: payload.dropFirst(undonePrefix.count), as: UTF8.self), radix: 16)
                if let i = live.lastIndex(where: { $0.hash == named }) { live.remove(at: i) }
            } else {
                let hash = FileStamp.hash(payload)
                logged.insert(hash)
                live.append(Entry(payload: payload, hash: hash))
            }
        }
        if let latest, !logged.contains(FileStamp.hash(latest)) {
            live.append(Entry(payload: latest, hash: FileStamp.hash(latest)))
        }
        return live
    }

    /// One write with O_APPEND: whole, after whatever others appended.
    private static func add(_ frame: [UInt8], to path: String, durable: Bool) {
        let (folder, _) = FileLocation.split(path)
        guard (try? AtomicWriter.makeFolder(folder.isEmpty ? "." : folder, display: path)) != nil else { return }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if AtomicWriter.writeAll(fd, frame) && durable { fdatasync(fd) }
    }
}
