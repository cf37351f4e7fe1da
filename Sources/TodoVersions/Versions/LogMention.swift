import FileAccess
import Glibc

extension VersionFolder {
    /// Whether any log here may hold a record of `hash`: its sixteen hex
    /// digits appear somewhere in a log's bytes (or a log cannot be read).
    /// One search through the bytes, no record parsed: a hand edit beside
    /// long logs learns that its version is new without reading every
    /// record (a yes reads them).
    func mayHold(_ hash: UInt64) -> Bool {
        let needle = Array(ContentHash.text(hash).utf8)
        return logPaths().contains { path in
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var st = stat()
            guard fstat(fd, &st) == 0 else { return true }
            let size = Int(st.st_size)
            let block = 1 << 20
            var at = 0
            while at < size {
                guard let bytes = LogReader.read(fd, at: at, count: min(block + needle.count, size - at)) else { return true }
                let found = VersionDelta.find(needle, 0..<needle.count, in: bytes, 0..<bytes.count) != nil
                if found { return true }
                at += block
            }
            return false
        }
    }
}
