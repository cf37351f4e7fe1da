import Glibc
@testable import TodoStore
@testable import FileAccess

/// A fresh folder under /tmp, removed with everything in it at the end.
final class TempFolder {
    let path: String

    /// `synced`: a folder a sync tool shares, marked as Syncthing marks
    /// one (`.stfolder`), where txtodo keeps version logs.
    init(synced: Bool = false) {
        var template = Array("/tmp/txtodo-store-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "cannot create a temporary folder")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if synced { mkdir(path + "/.stfolder", 0o700) }
    }

    deinit { _ = system("chmod -R u+rwx '\(path)' 2>/dev/null; rm -rf '\(path)'") }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) { write(name, bytes: Array(text.utf8)) }

    func write(_ name: String, bytes: [UInt8]) {
        let fd = open(file(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Writes the file as it was before the test's moment: its time ten
    /// seconds back, so it has been quiet (and its stamp can be trusted)
    /// without waiting for that.
    func writeBefore(_ name: String, _ text: String) {
        write(name, text)
        quieten(name)
    }

    /// Dates the file ten seconds back, nanoseconds kept.
    func quieten(_ name: String) { date(name, secondsFromNow: -10) }

    func read(_ name: String) -> String? {
        (try? FileReader.readIfPresent(file(name))).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Names in the folder (or its subfolder `sub`), sorted, without . and ..
    func names(in sub: String? = nil) -> [String] { Self.names(in: sub.map { file($0) } ?? path) }

    static func names(in path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { out.append(name) }
        }
        return out.sorted()
    }

    func mode(_ name: String) -> mode_t {
        var st = stat()
        stat(file(name), &st)
        return st.st_mode & 0o7777
    }
}

/// Root reads and writes anything, so permission tests mean nothing for it.
let runningAsRoot = geteuid() == 0
