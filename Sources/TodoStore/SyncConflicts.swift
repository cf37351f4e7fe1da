#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies that sync tools leave beside a file when two machines changed it:
/// Syncthing's `todo.sync-conflict-….taskpaper` and Dropbox's
/// `todo (… conflicted copy …).taskpaper`.
enum SyncConflicts {
    /// One warning line per conflict copy beside the file, sorted by name.
    static func warnings(for path: String) -> [String] {
        copies(beside: path).map {
            "warning: sync conflict copy beside the file: \($0); merge it by hand and delete it"
        }
    }

    static func copies(beside path: String) -> [String] {
        let (folder, name) = FileLocation.split(AtomicWriter.resolvedTarget(path))
        let (stem, ext) = FileLocation.splitExtension(name)
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var found: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if isConflictCopy(entryName, stem: stem, ext: ext) { found.append(entryName) }
        }
        return found.sorted()
    }

    static func isConflictCopy(_ name: String, stem: String, ext: String) -> Bool {
        guard name.hasSuffix(ext) else { return false }
        let middle = name.dropLast(ext.count)
        if middle.hasPrefix(stem + ".sync-conflict-") { return true }
        return middle.hasPrefix(stem + " (") && middle.hasSuffix(")") && middle.contains("conflicted copy")
    }
}
