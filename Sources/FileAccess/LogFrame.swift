import Glibc

/// The one framing of txtodo's append-only state files (the version logs
/// and the undo history): a header line that says how long the body is,
/// the body, and a trailer of fixed length,
///
///     <header line>\n<body>\n.<frame size, 10 digits> <tag> <check>\n
///
/// `tag` is 16 hex digits the file's kind gives meaning to (a version
/// log's record: its version's hash; 0 otherwise) and `check` the content
/// hash of everything before the trailer. The trailer lets the last frame
/// be found from the file's end with one read, and a frame cut short or
/// damaged be told from a whole one; `FrameReader` reads on past it.
package enum LogFrame {
    package static let trailerLength = 47

    /// The trailer of a frame of `size` bytes (itself included).
    package static func trailer(size: Int, tag: UInt64, check: UInt64) -> [UInt8] {
        let sizeText = String(size)
        return Array(
            ("\n." + String(repeating: "0", count: max(0, 10 - sizeText.count)) + sizeText + " " + ContentHash.text(tag)
                + " " + ContentHash.text(check) + "\n").utf8)
    }

    /// `head` (a header line, its newline included) and `body`, framed.
    package static func frame(head: [UInt8], body: ArraySlice<UInt8>, tag: UInt64) -> [UInt8] {
        var bytes = head
        bytes.reserveCapacity(head.count + body.count + trailerLength)
        bytes += body
        bytes += trailer(size: bytes.count + trailerLength, tag: tag, check: ContentHash.of(bytes))
        return bytes
    }

    /// The frame size, tag and check a trailer gives; nil when it is not one.
    package static func parseTrailer(_ bytes: ArraySlice<UInt8>) -> (size: Int, tag: UInt64, check: UInt64)? {
        guard bytes.count == trailerLength else { return nil }
        let b = bytes.startIndex
        guard bytes[b] == 0x0A, bytes[b + 1] == 0x2E, bytes[b + 12] == 0x20, bytes[b + 29] == 0x20, bytes[b + 46] == 0x0A,
            let size = decimal(bytes[(b + 2)..<(b + 12)]), let tag = hex(bytes[(b + 13)..<(b + 29)]),
            let check = hex(bytes[(b + 30)..<(b + 46)])
        else { return nil }
        return (size, tag, check)
    }

    /// Whether the frame at `start..<end` of the file matches its check.
    package static func holds(fd: Int32, start: Int, end: Int) -> Bool {
        let checked = end - trailerLength - start
        guard checked > 0, let bytes = LogReader.read(fd, at: start, count: checked),
            let trailer = LogReader.read(fd, at: end - trailerLength, count: trailerLength),
            let (_, _, check) = parseTrailer(trailer[...])
        else { return false }
        return ContentHash.of(bytes) == check
    }

    /// The last frame of the file, from its last bytes, when its check
    /// holds and it starts at or after `floor`; nil otherwise (a torn or
    /// damaged tail, or no frame).
    package static func lastWhole(fd: Int32, size: Int, floor: Int) -> (start: Int, end: Int, tag: UInt64)? {
        guard size - floor >= trailerLength,
            let tail = LogReader.read(fd, at: size - trailerLength, count: trailerLength),
            let (frameSize, tag, _) = parseTrailer(tail[...]), frameSize <= size - floor,
            holds(fd: fd, start: size - frameSize, end: size)
        else { return nil }
        return (size - frameSize, size, tag)
    }

    /// Where the first whole frame after a damaged one starts: the first
    /// trailer after `from` whose frame starts there or later and matches
    /// its check. nil when none does.
    package static func resync(fd: Int32, from: Int, size: Int) -> Int? {
        let block = 65_536
        var at = from
        while at < size - trailerLength {
            guard let chunk = LogReader.read(fd, at: at, count: min(block + trailerLength, size - at)) else { return nil }
            var k = 0
            while k + trailerLength <= chunk.count, let newline = chunk[k...].firstIndex(of: 0x0A) {
                k = newline + 1
                guard newline + trailerLength <= chunk.count, chunk[newline + 1] == 0x2E,
                    let (frameSize, _, _) = parseTrailer(chunk[newline..<(newline + trailerLength)])
                else { continue }
                let end = at + newline + trailerLength
                let start = end - frameSize
                if start >= from && holds(fd: fd, start: start, end: end) { return start }
            }
            at += block
        }
        return nil
    }

    /// Sixteen lowercase hex digits.
    package static func hex(_ text: ArraySlice<UInt8>) -> UInt64? {
        guard text.count == 16 else { return nil }
        var value: UInt64 = 0
        for c in text {
            let digit: UInt8
            switch c {
            case 0x30...0x39: digit = c - 0x30
            case 0x61...0x66: digit = c - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// A decimal number of at most 18 digits.
    package static func decimal(_ text: ArraySlice<UInt8>) -> Int? {
        guard !text.isEmpty, text.count <= 18 else { return nil }
        var value = 0
        for c in text {
            guard (0x30...0x39).contains(c) else { return nil }
            value = value * 10 + Int(c - 0x30)
        }
        return value
    }
}
