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
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
