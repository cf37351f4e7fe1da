import Glibc

/// Copies that sync tools leave beside the file or its archive when two
/// machines changed it (see `ConflictCopy` for the names).
enum SyncConflicts {
    /// One warning line per conflict copy beside the file, sorted by name.
    static func warnings(for path: String) -> [String] {
        copies(beside: path).map {
            "warning: sync conflict copy beside the file: \($0.name); merge it by hand and delete it"
        }
    }

    /// The copies of the file and of its archive, sorted by name.
    static func copies(beside path: String) -> [ConflictCopy] {
        let (folder, name) = FileLocation.split(AtomicWriter.resolvedTarget(path))
        let archive = FileLocation.split(FileLocation.archivePath(for: name)).name
        let stems = [name, archive].map { FileLocation.splitExtension($0) }
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var found: [ConflictCopy] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            for (index, (stem, ext)) in stems.enumerated() {
                if var copy = ConflictCopy(name: entryName, stem: stem, ext: ext) {
                    copy.ofArchive = index == 1
                    found.append(copy)
                }
            }
        }
        return found.sorted { $0.name < $1.name }
    }
}
