import Glibc
import FileAccess
import TodoVersions
import TodoMerge

/// What txtodo renamed in a todo file kept in a git work tree, since
/// `txtodo sync` last committed it: each rename, in order, one line each
/// as the commit will say it (`RenameTrailers`). `txtodo sync` writes them
/// into its commit's message and clears them, and reads them back from the
/// commits it merges, so a rename made with txtodo holds through git's
/// merge driver whatever the new name. Kept in the state folder
/// (`renamed/`); outside a git work tree nothing is kept.
public struct RenameJournal: Sendable {
    public let path: String

    public init(state: StateFolder, key: String) {
        path = state.path + "/renamed/" + key
    }

    public init(state: StateFolder, todoPath: String) {
        self.init(state: state, key: StateKey.name(for: todoPath, in: state.path))
    }

    /// The renames in order, oldest first.
    public func read() -> [(from: String, to: String)] {
        RenameTrailers.renames(in: String(decoding: (try? FileReader.readIfPresent(path)) ?? [], as: UTF8.self))
    }

    /// The lines a commit says them in: one a task, from its first name to
    /// its last (a rename undone, or given back, is none).
    public func trailers() -> [String] {
        RenameTrailers.lines(KnownRenames.chained(read()).sorted { $0.key < $1.key }.map { (from: $0.key, to: $0.value) })
    }

    /// Adds renames (old and new names in turn) after the ones kept; false
    /// when they could not be written.
    @discardableResult
    func append(_ names: [String]) -> Bool {
        guard names.count >= 2 else { return true }
        var text = String(decoding: (try? FileReader.readIfPresent(path)) ?? [], as: UTF8.self)
        let renames = stride(from: 0, to: names.count - 1, by: 2).map { (from: names[$0], to: names[$0 + 1]) }
        for line in RenameTrailers.lines(renames) { text += line + "\n" }
        return (try? AtomicWriter.savePrivate(Array(text.utf8), to: path, durable: false)) != nil
    }

    /// Forgets them (they are in a commit now).
    public func clear() { unlink(path) }
}

extension TodoStore {
    /// Keeps the renames a save made (old and new names in turn) for the
    /// next `txtodo sync` commit, when the file is in a git work tree.
    func journalRenames(_ renames: [String]) {
        let folder = FileLocation.split(path).folder
        guard !renames.isEmpty, let renameJournal = places.renames, VersionPlace.inGitWorkTree(folder.isEmpty ? "." : folder)
        else {
            return
        }
        renameJournal.append(renames)
    }
}
