import Glibc
import TodoCore
import FileAccess

/// txtodo's own state, `$XDG_STATE_HOME/txtodo/` (else `~/.local/state/txtodo/`):
/// this machine's id for the version logs (`machine-id`) and, under
/// `merged/`, the conflict copies already merged. Nothing here is needed to
/// read the list.
public struct StateFolder: Sendable, Equatable {
    public let path: String

    public init(path: String) { self.path = path }

    public init(environment: [String: String]) {
        path = FileLocation.stateFolder(environment: environment)
    }

    /// Moves a merged copy into `merged/` (never deletes it), private
    /// (0600) like the other state files; a name already there gets a number.
    func keep(_ copyPath: String, name: String, bytes: [UInt8]) throws(StoreError) {
        let folder = path + "/merged"
        try AtomicWriter.makeFolder(folder, display: folder)
        var target = folder + "/" + name
        var number = 1
        while access(target, F_OK) == 0 {
            number += 1
            target = folder + "/\(number) " + name
        }
        Faults.beforeWrite()
        if rename(copyPath, target) == 0 {
            chmod(target, 0o600)
            return
        }
        // Moved away meanwhile by another process that merged it too.
        if errno == ENOENT { return }
        guard errno == EXDEV else { throw .writeFailed(path: copyPath, reason: errnoText()) }
        try AtomicWriter.savePrivate(bytes, to: target, durable: true)
        guard unlink(copyPath) == 0 else { throw .writeFailed(path: copyPath, reason: errnoText()) }
    }
}
