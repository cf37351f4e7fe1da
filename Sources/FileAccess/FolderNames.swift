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

    /// The name of an entry `readdir` gave, up to its end: read in place,
    /// since the entry's record can end before the name field's full size.
    package static func nameBytes(_ entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let field = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = field.assumingMemoryBound(to: CChar.self)
        return Array(UnsafeRawBufferPointer(start: field, count: strlen(name)))
    }
}
