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

    /// The file's name in a folder of per-file state: 16 hex digits.
    package static func name(for todoPath: String) -> String {
        let hex = String(FileStamp.hash(Array(canonical(todoPath).utf8)), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
