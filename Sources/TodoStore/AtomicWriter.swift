#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: a temporary file in the same
/// folder, written in full, fsynced, given the original's mode, renamed over
/// the target, then the folder fsynced. The original is never truncated in
/// place, so a crash or a full disk leaves either the old or the new file.
enum AtomicWriter {
    /// Writes `bytes` to `path` (to its target when it is a symbolic link).
    /// `display` is the path named in errors.
    static func save(_ bytes: [UInt8], to path: String, display: String) throws(StoreError) {
        let target = resolvedTarget(path)
        let (folder, name) = FileLocation.split(target)
        try makeFolder(folder.isEmpty ? "." : folder, display: display)
        var st = stat()
        let exists = stat(target, &st) == 0
        if exists && access(target, W_OK) != 0 { throw .readOnly(path: display) }
        let mode = exists ? mode_t(st.st_mode & 0o7777) : 0o666 & ~currentUmask()

        var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw .writeFailed(path: display, reason: errnoText()) }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32 = 0
        if !writeAll(fd, bytes) || fchmod(fd, mode) != 0 || fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw .writeFailed(path: display, reason: errnoText(failure))
        }
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// A symbolic link is followed to the file it names, so the link stays a link.
    static func resolvedTarget(_ path: String) -> String {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return path }
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        // A dangling link: write the file it points to.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return path }
        let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.hasPrefix("/") ? link : FileLocation.split(path).folder + link
    }

    /// Creates the folder and any missing parents, private (0700) as XDG asks.
    static func makeFolder(_ folder: String, display: String) throws(StoreError) {
        var st = stat()
        if stat(folder, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFDIR else {
                throw .writeFailed(path: display, reason: "\(folder) is not a folder")
            }
            return
        }
        let parent = FileLocation.split(folder.hasSuffix("/") ? String(folder.dropLast()) : folder).folder
        if !parent.isEmpty && parent != "/" { try makeFolder(parent, display: display) }
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw .writeFailed(path: display, reason: "cannot create the folder \(folder): \(errnoText())")
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                done += n
            }
            return true
        }
    }

    /// Makes the rename durable. Best effort: some file systems refuse it.
    private static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// The process umask, read without changing it (Linux reports it in
    /// /proc; changing it to read it would race with other threads).
    private static func currentUmask() -> mode_t {
        guard let bytes = try? FileReader.readIfPresent("/proc/self/status") else { return 0o022 }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = line.split(separator: "\t").last.flatMap({ mode_t($0.trimmingPrefixZeros, radix: 8) })
        else { return 0o022 }
        return value
    }
}

private extension Substring {
    var trimmingPrefixZeros: Substring {
        let s = drop { $0 == "0" || $0 == " " }
        return s.isEmpty ? "0" : s
    }
}
