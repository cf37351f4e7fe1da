import Glibc
import FileAccess
import TodoConfig

/// Whether this machine keeps version logs of a file: they serve only where
/// a sync tool may leave conflict copies beside it, so nobody who never
/// syncs that way (or syncs with git, which keeps its own history) finds a
/// `todo.versions/` folder beside the file.
///
/// `versions = auto` (the default) keeps them when
/// - a conflict copy is beside the file now, or was ever seen there (a mark
///   in the state folder remembers it);
/// - another machine keeps a log in the versions folder (its logs arrived,
///   so something carries this folder's files between machines);
/// - a sync tool's own mark is in the file's folder or a folder above it:
///   Syncthing's `.stfolder`, Dropbox's `.dropbox` or `.dropbox.cache`, the
///   Nextcloud or ownCloud client's sync database (`.sync_*.db`,
///   `._sync_*.db`, `.csync_journal.db`).
///
/// `versions = on` always keeps them, `off` never.
package enum VersionPlace {
    /// `file`: the todo file (a link's target); `machine`: this machine's id.
    package static func keepsLogs(
        _ setting: Config.Versions, file: String, state: StateFolder, machine: String, copiesBeside: Bool
    ) -> Bool {
        switch setting {
        case .on: return true
        case .off: return false
        case .auto:
            let mark = seenMark(file, state: state)
            if copiesBeside {
                rememberCopies(mark, state: state)
                return true
            }
            if access(mark, F_OK) == 0 { return true }
            return otherMachineKeepsLogs(file, machine: machine) || syncToolFolder(above: file) != nil
        }
    }

    /// The state file whose presence says a conflict copy was seen beside the file.
    static func seenMark(_ file: String, state: StateFolder) -> String {
        state.path + "/copies-seen/" + StateKey.name(for: file, in: state.path)
    }

    private static func rememberCopies(_ mark: String, state: StateFolder) {
        guard access(mark, F_OK) != 0 else { return }
        _ = try? AtomicWriter.savePrivate([], to: mark, durable: false)
    }

    private static func otherMachineKeepsLogs(_ file: String, machine: String) -> Bool {
        VersionFolder(file: file).othersKeepLogs(than: machine)
    }

    /// The first folder, from the file's own up to `/`, that holds a sync
    /// tool's mark; nil when none does.
    static func syncToolFolder(above file: String) -> String? {
        let folder = FileLocation.split(file).folder
        return firstFolder(from: folder.isEmpty ? FileLocation.realPath(".") ?? "." : folder, where: holdsSyncMark)
    }

    /// Whether the folder is in a git work tree (a `.git` in it or above it).
    package static func inGitWorkTree(_ folder: String) -> Bool {
        firstFolder(from: folder) { access($0 + ".git", F_OK) == 0 } != nil
    }

    /// The first of `folder` and the folders above it (each with its
    /// trailing slash) for which `test` holds.
    private static func firstFolder(from folder: String, where test: (String) -> Bool) -> String? {
        var folder = folder
        while true {
            let dir = folder.hasSuffix("/") ? folder : folder + "/"
            if test(dir) { return dir }
            guard let up = parent(of: folder) else { return nil }
            folder = up
        }
    }

    private static func holdsSyncMark(_ dir: String) -> Bool {
        for name in [".stfolder", ".dropbox", ".dropbox.cache", ".csync_journal.db"] where access(dir + name, F_OK) == 0 {
            return true
        }
        return FolderNames.hasName(in: dir, startingWith: [".sync_", "._sync_"], endingWith: ".db")
    }

    /// The folder above (`/a/b/` → `/a`, `/a` → `/`); nil at `/` or for a
    /// relative path with nothing above.
    private static func parent(of folder: String) -> String? {
        var trimmed = Substring(folder)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return nil }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
