import Glibc

/// How txtodo's per-file state (the undo history, the first-sight stamps,
/// the archive journal) names the todo file it is about: its real absolute
/// path, so `./todo.taskpaper`, its absolute path and a link to it are one
/// file; a file not created yet is named by its folder's real path.
package enum StateKey {
    package static func canonical(_ todoPath: String) -> String {
        let target = AtomicWriter.resolvedTarget(todoPath)
        if let real = FileLocation.realPath(target) { return real }
        // The nearest folder that exists, by its real path, and the rest as
        // written: `new/todo.taskpaper` keys the same before and after `new/`
        // is made, from whichever folder it was named.
        var parts = target.split(separator: "/").map(String.init)
        var rest: [String] = []
        while !parts.isEmpty {
            rest.insert(parts.removeLast(), at: 0)
            let head = (target.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
            if let real = FileLocation.realPath(head.isEmpty ? "." : head) { return joined(real, rest) }
        }
        return joined("/", rest)
    }

    /// `base` and the names after it, `.` left out and `..` going up.
    private static func joined(_ base: String, _ names: [String]) -> String {
        var path = base.split(separator: "/").map(String.init)
        for name in names where name != "." {
            if name == ".." { _ = path.popLast() } else { path.append(name) }
        }
        return "/" + path.joined(separator: "/")
    }

    /// The file's name in a folder of per-file state: the `ContentHash` of
    /// its canonical path, 16 hex digits.
    package static func name(for todoPath: String) -> String {
        ContentHash.text(ContentHash.of(Array(canonical(todoPath).utf8)))
    }

    /// The folders of the state folder that hold a file per todo file.
    package static let folders = ["undo", "listing", "review", "first-seen", "archiving", "arrived", "copies-seen"]

    /// The file's name in the state folder at `state`, as `name(for:)`.
    /// Earlier versions named it by `RetiredHash`; a file kept under that
    /// name in one of the `folders`, with none under the new one, is moved
    /// to the new name, so the file's history, listing, review and stamps
    /// carry over. A move that fails leaves that state where it was.
    package static func name(for todoPath: String, in state: String) -> String {
        let path = Array(canonical(todoPath).utf8)
        let name = ContentHash.text(ContentHash.of(path))
        let retired = ContentHash.text(RetiredHash.of(path))
        for folder in folders {
            let old = state + "/" + folder + "/" + retired
            let new = state + "/" + folder + "/" + name
            if access(old, F_OK) == 0 && access(new, F_OK) != 0 { rename(old, new) }
        }
        return name
    }
}
