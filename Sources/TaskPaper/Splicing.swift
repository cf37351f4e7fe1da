// The one way lines change: runs of whole lines are replaced by other lines,
// and every other byte stays where it was. Four habits of the file survive
// every edit, each kept by one function below: a byte-order mark stays first;
// a missing final newline stays missing (and a present one present); a CR
// never meets a following LF; lines without a terminator that get lines
// after them take one the file already uses.

/// A run of whole lines and what replaces it.
public struct LineEdit: Sendable, Hashable {
    public var lines: Range<Int>
    public var replacement: [LineSlice]

    public init(lines: Range<Int>, with replacement: [LineSlice]) {
        self.lines = lines
        self.replacement = replacement
    }
}

extension Document {
    /// Replaces the lines in `lines` (an empty range inserts before its
    /// line; `lineCount` appends). The new lines may come from any document:
    /// each keeps its own bytes.
    public func replacing(lines: Range<Int>, with replacement: [LineSlice]) -> Document {
        replacing([LineEdit(lines: lines, with: replacement)])
    }

    /// Applies edits given in file order, not overlapping, in one pass.
    public func replacing(_ edits: [LineEdit]) -> Document {
        var pieces: [Piece] = []
        var next = 0
        for edit in edits where !(edit.lines.isEmpty && edit.replacement.isEmpty) {
            precondition(edit.lines.lowerBound >= next && edit.lines.upperBound <= lineCount, "edits out of order")
            if next < edit.lines.lowerBound { pieces.append(.kept(next..<edit.lines.lowerBound)) }
            pieces += edit.replacement.map(Piece.new)
            next = edit.lines.upperBound
        }
        guard next > 0 || !pieces.isEmpty else { return self }
        if next < lineCount { pieces.append(.kept(next..<lineCount)) }
        return Document(bytes: joined(pieces))
    }

    /// Lines of this document (whole runs) or lines from elsewhere.
    private enum Piece {
        case kept(Range<Int>)
        case new(LineSlice)
    }

    private func joined(_ pieces: [Piece]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        let carried = carriedEnding(lastEnding: pieces.last.map(ending(of:)) ?? .none)
        var unterminated = false
        var lastEndingLength = 0
        for piece in pieces {
            if unterminated { out.appendKeepingLines(carried.bytes) }
            switch piece {
            case .kept(let run):
                var lo = range(run.lowerBound).lowerBound
                if run.lowerBound == 0, hasBOM, !out.isEmpty { lo += Self.byteOrderMark.count }
                out.appendKeepingLines(bytes[lo..<range(run.upperBound - 1).upperBound])
                lastEndingLength = ending(run.upperBound - 1).length
            case .new(let line):
                out.appendKeepingLines(line.content + line.ending.bytes)
                lastEndingLength = line.ending.length
            }
            unterminated = lastEndingLength == 0
        }
        keepingFinalNewlineHabit(&out, lastEndingLength: lastEndingLength)
        keepingByteOrderMarkFirst(&out)
        return out
    }

    private func ending(of piece: Piece) -> LineEnding {
        switch piece {
        case .kept(let run): return ending(run.upperBound - 1)
        case .new(let line): return line.ending
        }
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A byte-order mark stays the first thing in the file, whatever line
    /// comes first now.
    private func keepingByteOrderMarkFirst(_ out: inout [UInt8]) {
        if hasBOM && !out.starts(with: Self.byteOrderMark) { out.insert(contentsOf: Self.byteOrderMark, at: 0) }
    }

    /// A file without a final newline keeps ending without one; a file with
    /// one keeps it.
    private func keepingFinalNewlineHabit(_ out: inout [UInt8], lastEndingLength: Int) {
        if lacksFinalNewline {
            out.removeLast(min(lastEndingLength, out.count))
        } else if lastEndingLength == 0, !out.isEmpty, lineCount > 0 {
            out.append(contentsOf: style.lineEnding.bytes)
        }
    }

    /// The terminator for a line without one that gets lines after it (the
    /// old last line of a file without a final newline): the one the new
    /// last line brought, which that line gives up, else the file's usual one.
    private func carriedEnding(lastEnding: LineEnding) -> LineEnding {
        lastEnding == .none ? style.lineEnding : lastEnding
    }
}

extension Array where Element == UInt8 {
    /// Appends bytes of whole lines (or of an edit inside a line). A CR that
    /// ends the bytes so far and an LF that starts `chunk` would read as one
    /// CRLF, and the blank line the LF ends would vanish: the CR is made a
    /// CRLF first, so every line stays a line. Only a file that mixes CR
    /// and LF endings meets this.
    mutating func appendKeepingLines<C: Collection<UInt8>>(_ chunk: C) {
        if last == 0x0D, chunk.first == 0x0A { append(0x0A) }
        append(contentsOf: chunk)
    }
}
