import Glibc

/// Reads a version log front to back in blocks, skipping the middles it
/// does not need with a seek instead of a read: finding every record of a
/// log costs about its headers, not its size.
struct LogReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    /// The file offset of `buffer[0]`.
    private var bufferStart = 0
    /// The file offset of the next byte to hand out.
    private(set) var offset = 0
    private var atEnd = false
    private static let block = 65_536

    init(fd: Int32) { self.fd = fd }

    /// The bytes up to the next newline (left out), at most `limit` of
    /// them; nil at the end of the file or when the line is longer.
    mutating func line(limit: Int) -> ArraySlice<UInt8>? {
        var searched = 0
        while true {
            let from = offset - bufferStart
            let available = buffer.count - from
            if let newline = buffer[(from + searched)...].firstIndex(of: 0x0A) {
                guard newline - from <= limit else { return nil }
                offset = bufferStart + newline + 1
                return buffer[from..<newline]
            }
            searched = available
            if searched > limit || !fill() { return nil }
        }
    }

    /// The next `count` bytes; nil when the file ends first.
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        while buffer.count - (offset - bufferStart) < count {
            if !fill() { return nil }
        }
        let from = offset - bufferStart
        offset += count
        return buffer[from..<(from + count)]
    }

    /// Moves on by `count` bytes without reading them.
    mutating func skip(_ count: Int) {
        let available = buffer.count - (offset - bufferStart)
        if count <= available {
            offset += count
            return
        }
        offset += count
        buffer = []
        bufferStart = offset
        atEnd = false
    }

    /// Reads one more block after what the buffer holds (dropping what was
    /// handed out); false at the end of the file.
    private mutating func fill() -> Bool {
        if atEnd { return false }
        let keep = offset - bufferStart
        if keep > 0 {
            buffer.removeFirst(keep)
            bufferStart = offset
        }
        let old = buffer.count
        buffer += [UInt8](repeating: 0, count: Self.block)
        let n = buffer.withUnsafeMutableBytes { raw in
            var n = -1
            repeat { n = pread(fd, raw.baseAddress! + old, Self.block, off_t(bufferStart + old)) } while n < 0 && errno == EINTR
            return n
        }
        buffer.removeLast(Self.block - max(0, n))
        if n <= 0 {
            atEnd = true
            return false
        }
        return true
    }

    /// `count` bytes at `offset` of the file, or nil when they are not all there.
    static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            done += n
        }
        return bytes
    }
}
