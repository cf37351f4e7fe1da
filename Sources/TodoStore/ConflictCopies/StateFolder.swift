import Glibc
import TodoCore

/// txtodo's own state, `$XDG_STATE_HOME/txtodo/` (else `~/.local/state/txtodo/`):
/// the last content of each todo file this machine wrote or read (the base
/// for merging a sync-conflict copy) and, under `merged/`, the copies
/// already merged. Nothing here is needed to read the list.
public struct StateFolder: Sendable, Equatable {
    public let path: String

    public init(path: String) { self.path = path }

    public init(environment: [String: String]) {
        path = FileLocation.stateFolder(environment: environment)
    }

    /// Where the last seen content of `todoPath` is kept.
    func seenPath(for todoPath: String) -> String {
        let key = FileStamp.hash(Array(AtomicWriter.resolvedTarget(todoPath).utf8))
        let hex = String(key, radix: 16)
        return path + "/seen/" + String(repeating: "0", count: 16 - hex.count) + hex + ".taskpaper"
    }

    func lastSeen(_ todoPath: String) -> Document? {
        guard let seen = try? FileReader.snapshot(seenPath(for: todoPath)), seen.stamp != nil else { return nil }
        return seen.document
    }

    /// The hash of the last content seen, from a small file beside it (so a
    /// command need not read a second copy of a large list).
    func lastSeenHash(_ todoPath: String) -> UInt64? {
        guard let bytes = try? FileReader.readIfPresent(seenPath(for: todoPath) + ".hash") else { return nil }
        return UInt64(String(decoding: bytes, as: UTF8.self), radix: 16)
    }

    /// Keeps `bytes` (whose hash is `hash`) as the last content seen of
    /// `todoPath`. Best effort: without it a conflict copy merges two-way.
    func remember(_ bytes: [UInt8], hash: UInt64, of todoPath: String) {
        let seen = seenPath(for: todoPath)
        guard (try? StateFile.write(bytes, to: seen, durable: false)) != nil else { return }
        try? StateFile.write(Array(String(hash, radix: 16).utf8), to: seen + ".hash", durable: false)
    }

    /// Moves a merged copy into `merged/` (never deletes it); a name already
    /// there gets a number.
    func keep(_ copyPath: String, name: String, bytes: [UInt8]) throws(StoreError) {
        let folder = path + "/merged"
        try AtomicWriter.makeFolder(folder, display: folder)
        var target = folder + "/" + name
        var number = 1
        while access(target, F_OK) == 0 {
            number += 1
            target = folder + "/\(number) " + name
        }
        if rename(copyPath, target) == 0 { return }
        guard errno == EXDEV else { throw .writeFailed(path: copyPath, reason: errnoText()) }
        try AtomicWriter.save(bytes, to: target, display: target)
        guard unlink(copyPath) == 0 else { throw .writeFailed(path: copyPath, reason: errnoText()) }
    }
}
