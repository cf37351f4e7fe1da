import Glibc
import FileAccess

/// The folder beside a todo file where each machine keeps its version log:
/// `todo.versions/` for `todo.taskpaper`, holding `<machine>.log` for the
/// file and `<machine>.archive.log` for its archive. A visible name, since
/// the Nextcloud client leaves hidden files out by default.
package struct VersionFolder: Sendable, Equatable {
    /// With its trailing slash.
    package let path: String
    /// Whose logs: the archive's rather than the todo file's.
    let ofArchive: Bool

    /// The folder for the todo file at `file` (a link's target).
    init(file: String, ofArchive: Bool = false) {
        let (folder, name) = FileLocation.split(file)
        path = folder + FileLocation.versionsFolderName(for: name) + "/"
        self.ofArchive = ofArchive
    }

    var suffix: String { ofArchive ? ".archive.log" : ".log" }

    /// Makes the folder when it is missing (private, like the other state).
    /// In a git work tree it holds a `.gitignore` of `*`: each clone's logs
    /// are its own and git shows none of them, whether or not `txtodo sync
    /// --setup` ever ran. False when the folder cannot be made.
    func make() -> Bool {
        let ignore = path + ".gitignore"
        if access(ignore, F_OK) == 0 { return true }
        guard (try? AtomicWriter.makeFolder(path, display: path)) != nil else { return false }
        if VersionPlace.inGitWorkTree(path) {
            _ = try? AtomicWriter.savePrivate(Array("*\n".utf8), to: ignore, durable: false)
        }
        return true
    }

    func logPath(machine: String) -> String { path + machine + suffix }

    /// The paths of the logs in the folder, sorted by name (a sync tool's
    /// conflict copy of a log counts as one more log).
    func logPaths() -> [String] {
        FolderNames.of(path).filter { name in
            name.hasSuffix(suffix) && !name.hasPrefix(".") && !name.hasPrefix(TemporaryFiles.prefix)
                && (ofArchive || !name.hasSuffix(".archive.log"))
        }.sorted().map { path + $0 }
    }

    /// Whether another machine keeps a log here, of the file or of the
    /// archive (its logs may be on their way too).
    func othersKeepLogs(than machine: String) -> Bool {
        FolderNames.of(path).contains { name in
            name.hasSuffix(".log") && !name.hasPrefix(".") && !name.hasPrefix(TemporaryFiles.prefix)
                && !name.hasPrefix(machine + ".")
        }
    }

    /// Every log in the folder, read.
    func graph() -> VersionGraph {
        VersionGraph(sources: logPaths().compactMap { path in VersionLog.read(path).map { .init(path: path, log: $0) } }) {
            source, index in
            let fd = open(source.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            return source.log.content(at: index, fd: fd)
        }
    }
}
