import CBytes

/// The skim of the lines a top-level line holds: those indented with tabs
/// and the empty ones among them, up to the next line that is not (see
/// `read`, `children`). Read from the whole file at once or from pieces of
/// it in turn, each of whole lines (as `FileReader.streamed` gives them).
/// Offsets are the file's.
public struct SkimReader: Sendable {
    /// Where the lines start: just after the top-level line's line break.
    public let start: Int
    /// The start of the next line to read; once `ended`, the start of the
    /// line after the lines (the next top-level line).
    public private(set) var line: Int
    /// Just after the last line read that is not blank.
    public private(set) var end: Int
    /// Whether the line after the lines was met.
    public private(set) var ended = false
    private var tasks = 0
    /// The offset of every `@` read, in order.
    public private(set) var ats: [Int] = []
    private var marked: [ByteSpan] = []
    private var least = Int.max  // the fewest tabs of the non-blank lines so far
    private var open = -1  // where the last line directly under starts, if marked

    public init(from start: Int) {
        self.start = start
        line = start
        end = start
        // Room made once: growing these a few elements at a time costs
        // more than the skim of a line.
        ats.reserveCapacity(1024)
        marked.reserveCapacity(256)
    }

    /// What was skimmed, once every line is read: nil when no line under
    /// the top-level line is kept.
    public var children: SkimmedChildren? {
        guard end > start else { return nil }
        var marked = marked
        if open >= 0 { marked.append(ByteSpan(start: open, end: end)) }
        // An `@` on a line after the last one kept is not among them.
        var ats = ats
        while let last = ats.last, last >= end { ats.removeLast() }
        return SkimmedChildren(range: start..<end, namedTasks: tasks, ats: ats, marked: marked)
    }

    /// Reads the lines in `piece`, the file's bytes from offset `at` on
    /// (whole lines; where the file ends, its last), from `line` up to the
    /// line after them. False when one of them is out of the ordinary:
    /// spaces in its indentation, a control character other than a tab
    /// (a CR only before an LF), invalid UTF-8, a line break other than LF
    /// and CRLF, other whitespace after its tabs, or a line directly under
    /// the top-level line that starts with `-` and whitespace whose name is
    /// empty or starts with whitespace or `@`. The line after them is read
    /// too (it must be as ordinary). Each line is read sixteen bytes at a
    /// time where it can be (see `cbytes_first_stop`), in one pass.
    public mutating func read(_ piece: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard !ended, let base = piece.baseAddress else { return true }
        let n = piece.count
        // The state in locals while the lines are read, and offsets within
        // the piece: plain arithmetic (`&+`), as offsets stay within the
        // buffer and the overflow checks would cost as much as a line.
        var s = line &- offset
        var end = self.end &- offset
        var tasks = self.tasks
        var least = self.least
        var open = self.open &- offset
        var closed = self.open < 0
        defer {
            line = s &+ offset
            self.end = end &+ offset
            self.tasks = tasks
            self.least = least
            self.open = closed ? -1 : open &+ offset
        }
        while s < n {
            var body = s
            while body < n && base[body] == 0x09 { body &+= 1 }
            // The line's end, checking every byte on the way.
            var i = body
            var contentEnd = n
            var next = n
            var hasAt = false
            while true {
                i = cbytes_first_stop(base, i, n)
                guard i < n else { break }
                let b = base[i]
                if b == 0x0A {
                    contentEnd = i
                    next = i &+ 1
                    break
                }
                if b == 0x40 {
                    ats.append(i &+ offset)
                    hasAt = true
                } else if b >= 0x80 {
                    guard let len = Skim.character(piece, i) else { return false }
                    i &+= len
                    continue
                } else if b == 0x0D {
                    guard i &+ 1 < n, base[i &+ 1] == 0x0A else { return false }
                    contentEnd = i
                    next = i &+ 2
                    break
                } else if b < 0x20 && b != 0x09 {
                    return false
                }
                i &+= 1
            }
            // Blank (an empty line without tabs may be one of them too).
            if body == contentEnd {
                s = next
                continue
            }
            if body == s {
                ended = true
                break
            }
            // A printable ASCII first byte is not whitespace; any other is
            // looked at closely.
            let first = base[body]
            if first <= 0x20 || first >= 0x80 {
                guard !Skim.startsWithSpace(piece, body, contentEnd) else { return false }
            }
            let level = body &- s
            if level <= least {
                // A line directly under the top-level line ends the one before.
                if !closed { marked.append(ByteSpan(start: open &+ offset, end: s &+ offset)) }
                least = level
                let named: Bool
                if first != 0x2D {
                    named = false
                } else if let plain = Skim.plainTask(base, body, contentEnd) {
                    named = plain
                } else {
                    guard let careful = Skim.namedTask(piece, body, contentEnd) else { return false }
                    named = careful
                }
                closed = !(named && (tasks == 0 || hasAt))
                open = s
                if named { tasks &+= 1 }
            }
            end = next
            s = next
        }
        return true
    }
}
