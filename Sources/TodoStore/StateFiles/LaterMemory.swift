import TodoCore
import TodoVersions
import FileAccess

/// What the last fold of Later read of a todo file (see `LaterSummary`),
/// with the file's identity and `ContentHash` then:
/// `$XDG_STATE_HOME/txtodo/later/`, one file per todo file, one frame
/// (`StateFrame`). While the file keeps that identity, `list --today` reads
/// it without the lines under Later (see `loadStreamingLater`). Kept only
/// for a file that had settled (`FileIdentity.isSettled`) before it was
/// read, so a write the identity cannot tell from it is over. Never
/// flushed: a summary lost or torn only means the next read is whole.
final class LaterMemory {
    let path: String
    /// The entry as last loaded or kept (read once per process).
    private var loaded: Entry??

    /// A summary and the file it was read from.
    struct Entry: Equatable {
        var identity: FileIdentity
        var hash: UInt64
        var summary: LaterSummary
    }

    init(state: StateFolder, key: String) {
        path = state.path + "/later/" + key
    }

    /// The entry kept; nil when there is none, or it is torn or unreadable.
    func load() -> Entry? {
        if let loaded { return loaded }
        let read = Self.read(path)
        loaded = .some(read)
        return read
    }

    private static func read(_ path: String) -> Entry? {
        guard let bytes = (try? FileReader.readIfPresent(path)).flatMap({ $0 }),
            let payload = StateFrame.read(bytes)
        else { return nil }
        let lines = String(decoding: payload, as: UTF8.self).split(separator: "\n")
        guard lines.count == 3, let identity = FileIdentity(text: lines[0]), let hash = UInt64(lines[1], radix: 16),
            let summary = LaterSummary(text: String(lines[2]))
        else { return nil }
        return Entry(identity: identity, hash: hash, summary: summary)
    }

    /// Keeps `entry` in place of the one kept.
    func keep(_ entry: Entry) {
        loaded = .some(entry)
        let text = "\(entry.identity.text)\n\(ContentHash.text(entry.hash))\n\(entry.summary.text)\n"
        try? AtomicWriter.savePrivate(StateFrame.frame(Array(text.utf8)), to: path, durable: false)
    }
}
