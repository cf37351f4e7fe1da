import Glibc

/// A small state file that must survive a crash, rewritten in place: one
/// block of a fixed size, overwritten whole and flushed with one
/// `fdatasync`, so no new file, rename or folder flush is needed. Its first
/// line holds the length and hash of what follows, so a block torn by a
/// crash or read half-written is seen as no block at all. Anything that
/// does not fit, and the first write, go by an atomic rename instead.
enum DurableBlock {
    static let size = 4096
    private static let magic = "txtodo-block"

    /// Writes `payload`, fsynced, to `path`.
    static func write(_ payload: [UInt8], to path: String) throws(StoreError) {
        var block = frame(payload)
        guard block.count <= size else { return try StateFile.write(block, to: path, durable: true) }
        block += [UInt8](repeating: 0x0A, count: size - block.count)
        if overwrite(block, at: path) { return }
        try StateFile.write(block, to: path, durable: true)
    }

    /// The payload of a block; nil when it is torn or not a block.
    static func read(_ bytes: [UInt8]) -> [UInt8]? { unframe(bytes[...])?.payload }

    /// The payload after a line with its length and hash.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
        Array("\(magic) \(payload.count) \(String(FileStamp.hash(payload), radix: 16))\n".utf8) + payload
    }

    /// The framed payload at the start of `bytes` and where the next frame
    /// starts; nil when it is torn or not a frame.
    static func unframe(_ bytes: ArraySlice<UInt8>) -> (payload: [UInt8], next: Int)? {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 3, fields[0] == magic, let count = Int(fields[1]), count >= 0,
            let hash = UInt64(fields[2], radix: 16), newline + 1 + count <= bytes.endIndex
        else { return nil }
        let payload = Array(bytes[(newline + 1)..<(newline + 1 + count)])
        return FileStamp.hash(payload) == hash ? (payload, newline + 1 + count) : nil
    }

    /// Where the next frame after `start` begins (a frame's payload never
    /// holds a frame's first word, so the word marks it); nil when none does.
    static func nextFrame(in bytes: [UInt8], after start: Int) -> Int? {
        let head = Array((magic + " ").utf8)
        var k = start + 1
        while k < bytes.count, let found = bytes[k...].firstIndex(of: head[0]) {
            if bytes[found...].starts(with: head) { return found }
            k = found + 1
        }
        return nil
    }

    /// Whether the bytes are meant as a block (they may still be torn).
    static func isBlock(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array((magic + " ").utf8)) }

    /// Overwrites the existing block in place; false when there is none of
    /// the right size (a first write, an older format, a link) or it fails.
    private static func overwrite(_ block: [UInt8], at path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size == size, st.st_nlink == 1 else {
            return false
        }
        let written = block.withUnsafeBytes { pwrite(fd, $0.baseAddress!, size, 0) }
        return written == size && fdatasync(fd) == 0
    }
}
