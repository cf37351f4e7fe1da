/// One line lifted out of a document: indentation, body, terminator and
/// outline level. Lines that are copied keep their exact bytes; only lines
/// that move to another level get new indentation in the file's style.
struct TextLine: Sendable, Hashable {
    var indent: [UInt8]
    var body: [UInt8]
    /// The terminator; a line read from the end of a file without a final
    /// newline gets the file's usual one (splicing takes it off again there).
    var ending: [UInt8]
    var level: Int
    var isBlank: Bool

    var bytes: [UInt8] { indent + body + ending }
    var text: String { String(decoding: body, as: UTF8.self) }
}

extension Document {
    func textLine(_ k: Int) -> TextLine {
        let body = bodyRange(k)
        let end = ending(k)
        return TextLine(
            indent: Array(bytes[range(k).lowerBound..<body.lowerBound]),
            body: Array(bytes[body]),
            ending: end == .none ? style.lineEnding.bytes : end.bytes,
            level: level(k),
            isBlank: kind(k) == .blank)
    }

    func textLines(_ lines: Range<Int>) -> [TextLine] { lines.map(textLine) }

    /// A line txtodo writes: the file's indentation and line ending.
    func newLine(_ text: String, level: Int) -> TextLine {
        TextLine(indent: style.indentation(level - 1), body: Array(text.utf8), ending: style.lineEnding.bytes,
                 level: level, isBlank: text.isEmpty)
    }

    /// The lines moved `shift` levels deeper (or shallower), re-indented in the
    /// file's style; blank lines keep their bytes.
    func reindented(_ lines: [TextLine], by shift: Int) -> [TextLine] {
        guard shift != 0 else { return lines }
        return lines.map { line in
            guard !line.isBlank else { return line }
            var l = line
            l.level = max(1, line.level + shift)
            l.indent = style.indentation(l.level - 1)
            return l
        }
    }

    /// Replaces whole lines, touching no other byte, and keeps two habits of
    /// the file: a missing final newline stays missing, and a BOM stays first.
    func splice(_ lines: Range<Int>, with new: [TextLine]) -> Document {
        if lines.isEmpty && new.isEmpty { return self }
        var lo = lines.lowerBound, hi = lines.upperBound
        var payload = new.flatMap(\.bytes)
        if hi == lineCount && lacksFinalNewline {
            if let last = new.last {
                payload.removeLast(last.ending.count)
                if lo == hi {
                    // After an unterminated last line: the new last line's terminator moves up to it.
                    lo -= 1
                    payload = Array(bytes[contentRange(lo)]) + last.ending + payload
                }
            } else if lo > 0 {
                // The new last line loses its terminator.
                lo -= 1
                payload = Array(bytes[contentRange(lo)])
            }
        }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        if lo == 0 && hasBOM && !payload.starts(with: bom) {
            if lo == hi && lineCount > 0 {
                // Inserting before the first line: the BOM moves up to the new first line.
                hi = 1
                payload += bytes[range(0)].dropFirst(bom.count)
            }
            payload = bom + payload
        }
        return replacingLines(lo..<hi, with: payload)
    }

    /// Rewrites many lines in one pass, for edits that touch many tasks: each
    /// line in `edits` becomes the given bytes (its terminator included; empty
    /// removes the line). A missing final newline stays missing and a BOM stays first.
    func rewritingLines(_ edits: [Int: [UInt8]]) -> Document {
        guard !edits.isEmpty else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32 * edits.count)
        var lastKept: Int? = nil
        for k in lineIndices {
            if let new = edits[k] {
                out += new
                if !new.isEmpty { lastKept = k }
            } else {
                out += bytes[range(k)]
                lastKept = k
            }
        }
        if lacksFinalNewline, let k = lastKept, k != lineCount - 1 { out.removeLast(ending(k).length) }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        if hasBOM && !out.starts(with: bom) { out = bom + out }
        return Document(bytes: out)
    }

    /// Edits to remove tasks with everything under them, for `rewritingLines`.
    func removals(ofTasksAt lines: [Int]) -> [Int: [UInt8]] {
        var edits: [Int: [UInt8]] = [:]
        for line in lines {
            for k in line..<subtreeContentEnd(line) { edits[k] = [] }
        }
        return edits
    }

    /// Removes a task line with everything under it.
    func removingTask(at line: Int) -> Document {
        splice(line..<subtreeContentEnd(line), with: [])
    }
}
