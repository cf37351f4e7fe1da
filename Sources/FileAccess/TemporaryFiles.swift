import Glibc

/// The names of the temporary files a save writes before its rename, and
/// the clean-up of those a killed save left behind.
///
/// `~syncthing~todo.taskpaper.XXXXXX.tmp`: Syncthing never syncs a name that
/// starts with `~syncthing~` (its own temporary files), and Dropbox skips
/// names that start with `~` and end in `.tmp`, so a half-written copy is
/// never sent to other machines.
package enum TemporaryFiles {
    package static let prefix = "~syncthing~"
    static let suffix = ".tmp"
    /// mkstemp's random part: six letters or digits.
    private static let randomLength = 6

    /// The mkstemps template, without the folder.
    static func template(for name: String) -> String {
        prefix + name + "." + String(repeating: "X", count: randomLength) + suffix
    }

    /// Creates a new temporary file for `name` in `folder` (with its
    /// trailing slash, or ""), private (0600): its descriptor and path.
    package static func create(in folder: String, for name: String, display: String) throws(StoreError) -> (Int32, String) {
        var template = Array((folder + self.template(for: name)).utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        guard fd >= 0 else { throw .writeFailed(path: display, reason: errnoText()) }
        return (fd, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// How old a leftover must be before a save that holds no lock removes
    /// it: another txtodo may be in the middle of writing a younger one.
    package static let unlockedAgeSeconds = 60

    /// Removes, from `folder` (with its trailing slash, or "" for the current
    /// one), the regular files named like a temporary file of `name`: this
    /// pattern, and the earlier `.todo.taskpaper.XXXXXX`. A save of the todo
    /// file holds the folder lock, so no other txtodo is writing one of them
    /// and all go (`olderThan` nil); saves of txtodo's own state take no
    /// lock and remove only those last changed `olderThan` seconds ago.
    package static func removeLeftovers(in folder: String, of name: String, olderThan seconds: Int? = nil) {
        for entryName in FolderNames.of(folder) where isLeftover(entryName, of: name) {
            var st = stat()
            let path = folder + entryName
            guard lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG else { continue }
            if let seconds, Int(time(nil)) - Int(st.st_mtim.tv_sec) < seconds { continue }
            unlink(path)
        }
    }

    static func isLeftover(_ candidate: String, of name: String) -> Bool {
        for (head, tail) in [(prefix + name + ".", suffix), ("." + name + ".", "")] {
            guard candidate.hasPrefix(head) && candidate.hasSuffix(tail) else { continue }
            let middle = candidate.utf8.dropFirst(head.utf8.count).dropLast(tail.utf8.count)
            if middle.count == randomLength && middle.allSatisfy(isRandomCharacter) { return true }
        }
        return false
    }

    private static func isRandomCharacter(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
