import FileAccess
/// The versions this machine last found in the logs, kept in the state
/// folder (`known/<file key>`, newest first, a few dozen): a version read
/// that is not this machine's last one is looked up here before every log
/// is read. A version found once stays on record (only pruning after 30
/// days drops it, and by then its history no longer matters).
struct KnownVersions {
    let path: String
    private(set) var hashes: [UInt64]
    static let kept = 32

    /// The list for the todo file at `file` (a link's target).
    init(state: StateFolder, file: String) {
        path = state.path + "/known/" + ContentHash.text(ContentHash.of(Array(file.utf8)))
        let bytes = (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? []
        hashes = bytes.split(separator: 0x0A).compactMap { ContentHash.parse(String(decoding: $0, as: UTF8.self)) }
    }

    func contains(_ hash: UInt64) -> Bool { hashes.contains(hash) }

    /// Puts `hash` first and saves the list (best effort).
    mutating func add(_ hash: UInt64) {
        hashes = [hash] + hashes.filter { $0 != hash }.prefix(Self.kept - 1)
        let text = hashes.map(ContentHash.text).joined(separator: "\n") + "\n"
        try? AtomicWriter.savePrivate(Array(text.utf8), to: path, durable: false)
    }
}
