import Glibc
import TodoCore

/// The changes made by `txtodo` commands, for `txtodo undo` to take back,
/// latest first, each with the todo file it was made to. The latest is kept
/// in `$XDG_STATE_HOME/txtodo/last-change` (`~/.local/state/txtodo/`),
/// flushed to the disk before the command reports the change (see
/// `DurableBlock`); it and the ones before it are also in the log beside it
/// (see `ChangeLog`). Undoing a change notes it as undone.
public enum LastChange {
    public static func path(environment: [String: String]) -> String {
        FileLocation.stateFolder(environment: environment) + "/last-change"
    }

    static func logPath(environment: [String: String]) -> String {
        FileLocation.stateFolder(environment: environment) + "/changes"
    }

    /// A change still to undo.
    public struct Kept {
        public let change: Change
        let entry: ChangeLog.Entry
    }

    public static func save(_ change: Change, todoPath: String, environment: [String: String]) throws(StoreError) {
        let payload = Array(("file \(canonical(todoPath))\n" + change.record).utf8)
        ChangeLog.append(payload, to: logPath(environment: environment))
        try DurableBlock.write(payload, to: path(environment: environment))
    }

    /// The latest change to this todo file not undone yet; nil when there is none.
    public static func latest(todoPath: String, environment: [String: String]) throws(StoreError) -> Kept? {
        let head = Array("file \(canonical(todoPath))\n".utf8)
        let entries = ChangeLog.entries(logPath(environment: environment), latest: try block(environment))
        for entry in entries.reversed() where entry.payload.starts(with: head) {
            if let change = Change(record: String(decoding: entry.payload.dropFirst(head.count), as: UTF8.self)) {
                return Kept(change: change, entry: entry)
            }
        }
        return nil
    }

    /// Notes the change as undone, so the next undo takes the one before it.
    public static func forget(_ kept: Kept, environment: [String: String]) {
        ChangeLog.noteUndone(kept.entry, in: logPath(environment: environment))
        let state = path(environment: environment)
        if (try? block(environment)).flatMap({ $0 }) == kept.entry.payload { unlink(state) }
    }

    /// What `last-change` holds; a record torn by a crash is no record, and
    /// an older txtodo wrote the text alone.
    private static func block(_ environment: [String: String]) throws(StoreError) -> [UInt8]? {
        guard let raw = try FileReader.readIfPresent(path(environment: environment)) else { return nil }
        return DurableBlock.isBlock(raw) ? DurableBlock.read(raw) : raw
    }

    /// The file's real path when it exists, so `./todo.taskpaper` and its
    /// absolute path are the same file.
    static func canonical(_ path: String) -> String {
        FileLocation.realPath(path) ?? path
    }
}
