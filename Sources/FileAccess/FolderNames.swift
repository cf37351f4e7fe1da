import Glibc

/// The names of the entries of a folder, read with opendir/readdir.
package enum FolderNames {
    /// The names in `folder` ("" for the current one), without `.` and
    /// `..`, in no order; empty when it cannot be read.
    package static func of(_ folder: String) -> [String] {
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = String(decoding: nameBytes(entry), as: UTF8.self)
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Whether some entry of `folder` has a name that starts with one of
    /// `prefixes` and ends with `suffix`. The names are compared where
    /// readdir left them: a folder of thousands of entries (a home folder,
    /// /tmp) costs no string for each, only a look at its first bytes.
    package static func hasName(in folder: String, startingWith prefixes: [String], endingWith suffix: String) -> Bool {
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return false }
        defer { closedir(dir) }
        let starts = prefixes.map { Array($0.utf8) }, end = Array(suffix.utf8)
        while let entry = readdir(dir) {
            let field = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
            let name = field.assumingMemoryBound(to: UInt8.self)
            // A prefix holds no NUL, so a shorter name differs at its end.
            guard starts.contains(where: { start in start.indices.allSatisfy { name[$0] == start[$0] } }) else { continue }
            let count = strlen(field.assumingMemoryBound(to: CChar.self))
            if count >= end.count && end.indices.allSatisfy({ name[count - end.count + $0] == end[$0] }) { return true }
        }
        return false
    }

    /// The name of an entry `readdir` gave, up to its end: read in place,
    /// since the entry's record can end before the name field's full size.
    package static func nameBytes(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let field = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = field.assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: field, count: strlen(name)))
    }
}
