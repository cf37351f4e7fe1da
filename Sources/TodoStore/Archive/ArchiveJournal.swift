import Glibc
import TodoCore
import FileAccess
import TodoVersions

/// What a change archived before it saved the todo file, kept until the
/// save is done (`$XDG_STATE_HOME/txtodo/archiving/`, one file per todo
/// file). The archive is written first so that a task is never in neither
/// file; if the save then never happens (a crash, a full disk), the next
/// change starts from the same todo file and would archive the same tasks
/// again. The journal names that todo file (by the hash of its bytes), so
/// those tasks, and only they, are not archived twice, while tasks alike in
/// name and lines are each archived as their own entry.
struct ArchiveJournal {
    let path: String

    init(state: StateFolder, key: String) {
        path = state.path + "/archiving/" + key
    }

    init(state: StateFolder, todoPath: String) { self.init(state: state, key: StateKey.name(for: todoPath, in: state.path)) }

    /// The tasks archived by a change to the todo file holding `todo`,
    /// whose `ContentHash` is `hash`, that was never saved; none when the
    /// journal is about another version of the file (the save happened, or
    /// the file changed since). A journal written by an earlier version
    /// names the file by `RetiredHash`.
    func archived(before hash: UInt64, todo: [UInt8]) -> [ArchivedTask] {
        guard let bytes = try? FileReader.readIfPresent(path), let payload = StateFrame.read(bytes) else { return [] }
        let lines = String(decoding: payload, as: UTF8.self).split(separator: "\n")
        guard let named = lines.first.flatMap({ UInt64($0, radix: 16) }), named == hash || named == RetiredHash.of(todo)
        else { return [] }
        return lines.dropFirst().compactMap(ArchivedTask.init(record:))
    }

    /// Notes that `tasks` are in the archive while the todo file, whose
    /// bytes hash to `hash`, still holds them. Not flushed: after a crash
    /// of the machine the worst outcome is a task archived twice.
    func note(_ tasks: [ArchivedTask], before hash: UInt64) {
        let text = ([ContentHash.text(hash)] + tasks.map(\.record)).joined(separator: "\n")
        try? AtomicWriter.savePrivate(StateFrame.frame(Array(text.utf8)), to: path, durable: false)
    }

    /// The save is done: nothing is pending.
    func clear() { unlink(path) }
}
