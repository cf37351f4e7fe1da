import Glibc
import TodoCore

/// The version the file held when this machine last read it, kept in the
/// state folder (`held/<file key>`) only while it is not the last version of
/// this machine's own log: another machine's version that a sync tool put
/// in the file's place. An edit by hand made on it then descends from it,
/// not from this machine's older version. A missing or unreadable file
/// means the last version of this machine's log.
struct HeldVersion {
    let path: String

    init(state: StateFolder, file: String) {
        path = state.path + "/held/" + ContentHash.text(ContentHash.of(Array(file.utf8)))
    }

    func read() -> UInt64? {
        guard let bytes = (try? FileReader.readIfPresent(path)).flatMap({ $0 }) else { return nil }
        return ContentHash.parse(String(decoding: bytes, as: UTF8.self).trimmingWhitespace())
    }

    /// Keeps `hash`, or forgets what was kept (nil). Best effort: without
    /// it, an edit by hand claims this machine's last version, as before.
    func write(_ hash: UInt64?) {
        guard let hash else {
            unlink(path)
            return
        }
        guard read() != hash else { return }
        let folder = String(path[..<path.lastIndex(of: "/")!])
        _ = FileLocation.makeFolder(folder)
        _ = try? AtomicWriter.savePrivate(Array((ContentHash.text(hash) + "\n").utf8), to: path, durable: false)
    }
}
