import Glibc
import TodoCore

/// The last change made by a `txtodo` command, kept for `txtodo undo` in
/// `$XDG_STATE_HOME/txtodo/last-change` (`~/.local/state/txtodo/last-change`)
/// together with the todo file it was made to, flushed to the disk before
/// the command reports the change (see `DurableBlock`). One change only:
/// undoing it forgets it.
public enum LastChange {
    public static func path(environment: [String: String]) -> String {
        FileLocation.base(environment, variable: "XDG_STATE_HOME", fallback: ".local/state") + "/txtodo/last-change"
    }

    public static func save(_ change: Change, todoPath: String, environment: [String: String]) throws(StoreError) {
        let state = path(environment: environment)
        let text = "file \(canonical(todoPath))\n" + change.record
        try DurableBlock.write(Array(text.utf8), to: state)
    }

    /// The change last saved for this todo file; nil when there is none.
    public static func load(todoPath: String, environment: [String: String]) throws(StoreError) -> Change? {
        let state = path(environment: environment)
        guard let raw = try FileReader.readIfPresent(state) else { return nil }
        // A record torn by a crash is no record; an older txtodo wrote the text alone.
        guard let bytes = DurableBlock.isBlock(raw) ? DurableBlock.read(raw) : raw else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let newline = text.firstIndex(of: "\n"), text[..<newline] == "file \(canonical(todoPath))" else {
            return nil
        }
        return Change(record: String(text[text.index(after: newline)...]))
    }

    public static func forget(environment: [String: String]) {
        unlink(path(environment: environment))
    }

    /// The file's real path when it exists, so `./todo.taskpaper` and its
    /// absolute path are the same file.
    static func canonical(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
