/// Reads the frames of an append-only state file (see `LogFrame`) front to
/// back. A frame whose header or trailer is damaged, or that was cut short,
/// is passed over: the reader goes on at the next whole frame, so one bad
/// frame never hides the ones written after it. Bodies are skipped with a
/// seek; `verify` also checks each frame's bytes against its check (the
/// undo history's short frames), otherwise only the frames found after
/// damage are checked (the version logs, whose records are rebuilt and
/// checked by their own hash).
package struct FrameReader {
    package let fd: Int32
    package let size: Int
    package let verify: Bool
    private var reader: LogReader
    /// The end of the last whole frame read: where an append goes.
    package private(set) var validEnd: Int
    /// How many times damage was passed over.
    package private(set) var damages = 0
    package var passedDamage: Bool { damages > 0 }
    private var finished = false

    package init(fd: Int32, size: Int, from offset: Int, verify: Bool) {
        self.fd = fd
        self.size = size
        self.verify = verify
        reader = LogReader(fd: fd)
        reader.skip(offset)
        validEnd = offset
    }

    /// What `parse` made of the next whole frame's header line (given the
    /// line and where the frame starts: its value, its body's length and
    /// the tag its trailer must carry, nil for any), and where the frame
    /// starts and ends; nil at the end of the file.
    package mutating func next<T>(
        _ parse: (_ header: ArraySlice<UInt8>, _ start: Int) -> (value: T, body: Int, tag: UInt64?)?
    ) -> (value: T, start: Int, end: Int, tag: UInt64)? {
        while !finished && reader.offset < size {
            let start = reader.offset
            if let line = reader.line(limit: 4096), let (value, body, tag) = parse(line, start) {
                reader.skip(body)
                if let trailer = reader.bytes(LogFrame.trailerLength),
                    let (frameSize, found, _) = LogFrame.parseTrailer(trailer),
                    frameSize == reader.offset - start, tag == nil || tag == found,
                    !verify || LogFrame.holds(fd: fd, start: start, end: reader.offset)
                {
                    validEnd = reader.offset
                    return (value, start, reader.offset, found)
                }
            }
            // Damaged or cut short: read on from the next whole frame.
            damages += 1
            guard let next = LogFrame.resync(fd: fd, from: start + 1, size: size) else {
                finished = true
                return nil
            }
            reader = LogReader(fd: fd)
            reader.skip(next)
        }
        return nil
    }
}
