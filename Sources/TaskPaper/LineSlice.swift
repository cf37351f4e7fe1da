/// One whole line lifted out of a document, with its exact bytes: the
/// indentation, the body and the terminator, plus its outline level. A line
/// keeps its own terminator wherever it is spliced; a line without one (the
/// last line of a file without a final newline) is given the receiving
/// file's usual ending when lines follow it.
public struct LineSlice: Sendable, Hashable {
    public var indent: [UInt8]
    public var body: [UInt8]
    public var ending: LineEnding
    /// TaskPaper 3 indentation level (1 = top).
    public var level: Int
    public var isBlank: Bool

    public init(indent: [UInt8], body: [UInt8], ending: LineEnding, level: Int, isBlank: Bool) {
        self.indent = indent
        self.body = body
        self.ending = ending
        self.level = level
        self.isBlank = isBlank
    }

    /// The line without its terminator.
    public var content: [UInt8] { indent + body }
    /// The body as text (invalid UTF-8 replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

extension Document {
    /// Line `k` with its exact bytes (a byte-order mark belongs to the file,
    /// not to its first line, and stays behind).
    public func line(_ k: Int) -> LineSlice {
        let start = lineStart(k), body = ownBodyRange(k)
        return LineSlice(
            indent: Array(bytes[start..<body.lowerBound]), body: Array(bytes[body]), ending: ending(k), level: level(k),
            isBlank: kind(k) == .blank)
    }

    /// Where the line's own bytes start: after the byte-order mark on the first line.
    func lineStart(_ k: Int) -> Int { k == 0 && hasBOM ? Self.byteOrderMark.count : range(k).lowerBound }

    /// `bodyRange` without the byte-order mark.
    func ownBodyRange(_ k: Int) -> Range<Int> {
        let body = bodyRange(k)
        return max(lineStart(k), body.lowerBound)..<body.upperBound
    }

    /// The lines in `range`, each with its exact bytes.
    public func lines(_ range: Range<Int>) -> [LineSlice] { range.map(line) }

    /// The lines in `range` as they read with lines after them: a last line
    /// without a terminator gets this file's usual one. Lines kept to be put
    /// back later (undo) take the file's habit with them, whatever the file
    /// looks like by then.
    public func standaloneLines(_ range: Range<Int>) -> [LineSlice] {
        range.map { k in
            var line = line(k)
            if line.ending == .none { line.ending = style.lineEnding }
            return line
        }
    }

    /// A line written by txtodo: indentation and terminator in this file's style.
    public func newLine(_ text: String, level: Int) -> LineSlice {
        LineSlice(
            indent: style.indentation(level - 1), body: Array(text.utf8), ending: style.lineEnding, level: level,
            isBlank: text.isEmpty)
    }

    /// The lines moved `shift` levels deeper (or shallower), re-indented in this
    /// file's style; blank lines keep their bytes.
    public func reindented(_ lines: [LineSlice], by shift: Int) -> [LineSlice] {
        guard shift != 0 else { return lines }
        return lines.map { line in
            guard !line.isBlank else { return line }
            var moved = line
            moved.level = max(1, line.level + shift)
            moved.indent = style.indentation(moved.level - 1)
            return moved
        }
    }
}

// How a text reads once written as the body of a line, as the parser reads it.
extension LineSlice {
    /// Whether `text` stays one line: it holds none of the line breaks the
    /// parser knows (LF, CR, form feed, U+2029, U+2B7F).
    public static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            s.value == 0x0A || s.value == 0x0D || s.value == 0x0C || s.value == 0x2029 || s.value == 0x2B7F
        }
    }

    /// Whether a line with this body is blank: whitespace only
    /// (JavaScript's `\s`, as TaskPaper 3 reads it).
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { Bytes.isJSWhitespace($0.value) }
    }
}
