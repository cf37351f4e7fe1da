import Glibc

/// How txtodo's per-file state (the undo history, the first-sight stamps,
/// the archive journal) names the todo file it is about: its real absolute
/// path, so `./todo.taskpaper`, its absolute path and a link to it are one
/// file; a file not created yet is named by its folder's real path.
enum StateKey {
    static func canonical(_ todoPath: String) -> String {
        let target = AtomicWriter.resolvedTarget(todoPath)
        if let real = FileLocation.realPath(target) { return real }
        let (folder, name) = FileLocation.split(target)
        guard let real = FileLocation.realPath(folder.isEmpty ? "." : folder) else { return target }
        return (real.hasSuffix("/") ? real : real + "/") + name
    }

    /// The file's name in a folder of per-file state: 16 hex digits.
    static func name(for todoPath: String) -> String {
        let hex = String(FileStamp.hash(Array(canonical(todoPath).utf8)), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
