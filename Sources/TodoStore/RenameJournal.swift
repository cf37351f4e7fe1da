import Glibc
import FileAccess
import TodoVersions

/// What txtodo renamed in a todo file kept in a git work tree, since
/// `txtodo sync` last committed it: the old and new name of each rename, in
/// order, one line each (`old<TAB>new`, a backslash, tab or line break in
/// a name escaped). `txtodo sync` writes them into its commit's message and
/// clears them, and reads them back from the commits it merges, so a rename
/// made with txtodo holds through git's merge driver whatever the new name
/// (see `RenameTrailers`). Kept in the state folder (`renamed/`); outside a
/// git work tree nothing is kept.
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
        guard let bytes = try? FileReader.readIfPresent(path) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            return (Self.unescaped(parts[0]), Self.unescaped(parts[1]))
        }
    }

    /// Adds renames (old and new names in turn) after the ones kept; false
    /// when they could not be written.
    @discardableResult
    func append(_ names: [String]) -> Bool {
        guard names.count >= 2 else { return true }
        var text = String(decoding: (try? FileReader.readIfPresent(path)) ?? [], as: UTF8.self)
        for k in stride(from: 0, to: names.count - 1, by: 2) {
            text += Self.escaped(names[k]) + "\t" + Self.escaped(names[k + 1]) + "\n"
        }
        return (try? AtomicWriter.savePrivate(Array(text.utf8), to: path, durable: false)) != nil
    }

    /// Forgets them (they are in a commit now).
    public func clear() { unlink(path) }

    static func escaped(_ name: String) -> String {
        var out = ""
        for c in name {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out
    }

    static func unescaped(_ text: Substring) -> String {
        var out = ""
        var escape = false
        for c in text {
            if escape {
                out.append(c == "t" ? "\t" : c == "n" ? "\n" : c)
                escape = false
            } else if c == "\\" {
                escape = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

extension TodoStore {
    /// Keeps the renames a save made (old and new names in turn) for the
    /// next `txtodo sync` commit, when the file is in a git work tree.
    func journalRenames(_ renames: [String]) {
        let folder = FileLocation.split(path).folder
        guard !renames.isEmpty, let renameJournal, VersionPlace.inGitWorkTree(folder.isEmpty ? "." : folder) else {
            return
        }
        renameJournal.append(renames)
    }
}
