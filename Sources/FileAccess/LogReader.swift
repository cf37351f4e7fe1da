import Glibc

/// Reads a version log front to back in blocks, skipping the middles it
/// does not need with a seek instead of a read: finding every record of a
/// log costs about its headers, not its size.
package struct LogReader {
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    /// How many bytes of `buffer` hold the file's bytes.
    private var count = 0
    /// The file offset of `buffer[0]`.
    private var bufferStart = 0
    /// The file offset of the next byte to hand out.
    package private(set) var offset = 0
    private var atEnd = false

    package init(fd: Int32) { self.fd = fd }

    /// The bytes up to the next newline (left out), at most `limit` of
    /// them; nil at the end of the file or when the line is longer.
    package mutating func line(limit: Int) -> ArraySlice<UInt8>? {
        var searched = offset - bufferStart
        while true {
            if let newline = buffer[searched..<count].firstIndex(of: 0x0A) {
                let from = offset - bufferStart
                guard newline - from <= limit else { return nil }
                offset = bufferStart + newline + 1
                return buffer[from..<newline]
            }
            let before = bufferStart
            searched = count
            if count - (offset - bufferStart) > limit || !fill() { return nil }
            searched -= bufferStart - before
        }
    }

    /// The next `count` bytes; nil when the file ends first.
    package mutating func bytes(_ wanted: Int) -> ArraySlice<UInt8>? {
        while count - (offset - bufferStart) < wanted {
            if !fill() { return nil }
        }
        let from = offset - bufferStart
        offset += wanted
        return buffer[from..<(from + wanted)]
    }

    /// Moves on by `count` bytes without reading them.
    package mutating func skip(_ skipped: Int) {
        offset += skipped
        if offset - bufferStart > count {
            bufferStart = offset
            count = 0
            atEnd = false
        }
    }

    /// Reads more of the file after what the buffer holds, first dropping
    /// what was handed out (and growing the buffer for a long line); false
    /// at the end of the file.
    private mutating func fill() -> Bool {
        if atEnd { return false }
        let keep = offset - bufferStart
        if keep > 0 {
            buffer.withUnsafeMutableBytes { raw in
                _ = memmove(raw.baseAddress!, raw.baseAddress! + keep, count - keep)
            }
            count -= keep
            bufferStart = offset
        }
        if count == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        let n = buffer.withUnsafeMutableBytes { raw in
            var n = -1
            repeat {
                n = pread(fd, raw.baseAddress! + count, raw.count - count, off_t(bufferStart + count))
            } while n < 0 && errno == EINTR
            return n
        }
        guard n > 0 else {
            atEnd = true
            return false
        }
        count += n
        return true
    }

    /// `count` bytes at `offset` of the file, or nil when they are not all there.
    package static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
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
