import Glibc
import TaskPaper

/// One read of the todo file: its document and the stamp of what was read
/// (nil stamp: the file does not exist, which is an empty list).
package struct FileContents: Sendable {
    package var document: Document
    package var stamp: FileStamp?
}

/// Reads files with POSIX calls and refuses anything that is not a text file.
public enum FileReader {
    package static let sizeLimit = 64 << 20

    /// The todo file as a document, validated. Nothing is created.
    package static func snapshot(_ path: String) throws(StoreError) -> FileContents {
        try snapshot(of: stamped(path), path)
    }

    /// The file's bytes and their stamp, not yet parsed; nil when it does not exist.
    package static func stamped(_ path: String) throws(StoreError) -> (bytes: [UInt8], stamp: FileStamp)? {
        guard let (bytes, st) = try readRaw(path) else { return nil }
        return (bytes, FileStamp(st, hash: ContentHash.of(bytes)))
    }

    /// Validates and parses what `stamped` returned.
    package static func snapshot(of raw: (bytes: [UInt8], stamp: FileStamp)?, _ path: String) throws(StoreError) -> FileContents {
        guard let (bytes, stamp) = raw else {
            return FileContents(document: Document(bytes: []), stamp: nil)
        }
        if !bytes.isEmpty, bytes.withUnsafeBytes({ memchr($0.baseAddress!, 0, $0.count) }) != nil { throw .binary(path: path) }
        let document = Document(bytes: bytes)
        if let offset = document.firstInvalidUTF8Offset { throw .notUTF8(path: path, offset: offset) }
        return FileContents(document: document, stamp: stamp)
    }

    /// A text file other than the todo file, validated as the todo file is
    /// (a missing file cannot be read).
    public static func text(_ path: String) throws(StoreError) -> Document {
        guard let raw = try stamped(path) else { throw .unreadable(path: path, reason: errnoText(ENOENT)) }
        return try snapshot(of: raw, path).document
    }

    /// The file's bytes, or nil when it does not exist.
    public static func readIfPresent(_ path: String) throws(StoreError) -> [UInt8]? {
        try readRaw(path)?.bytes
    }

    /// The file's metadata stamp without its hash, or nil when it does not exist.
    package static func metadata(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return FileStamp(st, hash: 0)
    }

    private static func readRaw(_ path: String) throws(StoreError) -> (bytes: [UInt8], stat: stat)? {
        guard let (fd, st) = try openRegular(path) else { return nil }
        defer { close(fd) }
        let size = Int(st.st_size)
        if size > sizeLimit { throw .tooLarge(path: path, bytes: size) }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let n = read(fd, buffer.baseAddress! + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { break }
                count += n
            }
        }
        if failure != 0 { throw .unreadable(path: path, reason: errnoText(failure)) }
        // The file may have grown since fstat (an editor still writing): read
        // the rest, in a small piece of the stack (nothing zeroed or mapped
        // for the usual read that finds nothing more).
        failure = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while true {
                let n = read(fd, chunk.baseAddress!, chunk.count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { return errno }
                if n == 0 { return 0 }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<n]))
                if bytes.count > sizeLimit { return -1 }
            }
        }
        if failure == -1 { throw .tooLarge(path: path, bytes: bytes.count) }
        if failure != 0 { throw .unreadable(path: path, reason: errnoText(failure)) }
        return (bytes, st)
    }

    /// The file open for reading and its metadata; nil when it does not
    /// exist. Anything but a regular file is refused.
    static func openRegular(_ path: String) throws(StoreError) -> (fd: Int32, stat: stat)? {
        // Non-blocking, so a FIFO is refused below instead of waiting for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if errno == EISDIR { throw .isDirectory(path: path) }
            throw .unreadable(path: path, reason: errnoText())
        }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            let reason = errnoText()
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        if (st.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .isDirectory(path: path)
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return (fd, st)
    }
}
