import Glibc
import FileAccess

/// Copies that sync tools leave beside the file or its archive when two
/// machines changed it (see `ConflictCopy` for the names).
package enum SyncConflicts {
    /// One warning line per conflict copy beside the file, sorted by name.
    package static func warnings(for copies: [ConflictCopy]) -> [String] {
        copies.map {
            "warning: sync conflict copy beside the file: \($0.name); merge it by hand and delete it"
        }
    }

    /// The copies of the file and of its archive, sorted by name.
    package static func copies(beside path: String) -> [ConflictCopy] {
        let (folder, name) = FileLocation.split(AtomicWriter.resolvedTarget(path))
        let archive = FileLocation.split(FileLocation.archivePath(for: name)).name
        let stems = [name, archive].map { FileLocation.splitExtension($0) }
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var found: [ConflictCopy] = []
        let asciiStems = stems.map { Self.isASCII(Array($0.stem.utf8)) ? Array($0.stem.utf8) : nil }
        while let entry = readdir(dir) {
            let raw = FolderNames.nameBytes(entry)
            // A copy's name starts with the stem. Between ASCII names that is a
            // comparison of bytes, made before any string is; any other pair is
            // left to `ConflictCopy` (canonical equivalence).
            let ascii = Self.isASCII(raw)
            let candidates = stems.indices.filter { k in
                guard ascii, let stem = asciiStems[k] else { return true }
                return raw.starts(with: stem)
            }
            guard !candidates.isEmpty else { continue }
            let entryName = String(decoding: raw, as: UTF8.self)
            for index in candidates {
                let (stem, ext) = stems[index]
                if var copy = ConflictCopy(name: entryName, stem: stem, ext: ext) {
                    copy.ofArchive = index == 1
                    found.append(copy)
                }
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    /// Where the copies of the file itself (not its archive) are.
    package static func copyPaths(beside path: String) -> [String] {
        let target = AtomicWriter.resolvedTarget(path)
        return copies(beside: target).filter { !$0.ofArchive }.map { $0.path(beside: target) }
    }

    static func isASCII(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { $0 < 0x80 } }
}
