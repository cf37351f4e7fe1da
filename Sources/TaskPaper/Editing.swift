// Minimal edits: each one splices the bytes of the lines it is about and
// leaves every other byte where it was. New lines follow the file's style.

/// A line to insert: its text (no indentation, no terminator) and its
/// indentation in levels below the top (0 = top level).
public struct NewLine: Sendable, Hashable {
    public var levels: Int
    public var text: String
    public init(levels: Int, text: String) {
        self.levels = levels
        self.text = text
    }
}

extension Document {
    /// Replaces the whole lines in `lines` with `replacement` (raw bytes,
    /// terminators included) and parses the result.
    public func replacingLines(_ lines: Range<Int>, with replacement: [UInt8]) -> Document {
        let lo = lines.isEmpty ? offset(ofLine: lines.lowerBound) : range(lines.lowerBound).lowerBound
        let hi = lines.isEmpty ? lo : range(lines.upperBound - 1).upperBound
        return replacingBytes(lo..<hi, with: replacement)
    }

    /// Byte offset where line `index` starts (the end of the file for `lineCount`).
    public func offset(ofLine index: Int) -> Int {
        index < lineCount ? Int(records[index].start) : bytes.count
    }

    func replacingBytes(_ r: Range<Int>, with replacement: [UInt8]) -> Document {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count - r.count + replacement.count)
        out.append(contentsOf: bytes[..<r.lowerBound])
        out.append(contentsOf: replacement)
        out.append(contentsOf: bytes[r.upperBound...])
        return Document(bytes: out)
    }

    /// The bytes of a new line in this file's style, terminator included.
    public func encode(_ line: NewLine) -> [UInt8] {
        style.indentation(line.levels) + Array(line.text.utf8) + style.lineEnding.bytes
    }

    /// Inserts lines before line `index` (`lineCount` appends). When the file
    /// ends without a newline, the old last line gets one and the new last
    /// line goes without, so the file keeps that habit. A byte-order mark
    /// stays the first thing in the file.
    public func inserting(_ lines: [NewLine], at index: Int) -> Document {
        guard !lines.isEmpty else { return self }
        var payload = lines.flatMap { encode($0) }
        if index == 0, hasBOM {
            return replacingBytes(3..<3, with: payload)
        }
        if index == lineCount, lacksFinalNewline, lineCount > 0 {
            payload.removeLast(style.lineEnding.length)
            return replacingBytes(bytes.count..<bytes.count, with: style.lineEnding.bytes + payload)
        }
        return replacingLines(index..<index, with: payload)
    }

    /// Replaces the line's text after its indentation, keeping indentation
    /// and terminator.
    public func replacingBody(of line: Int, with body: String) -> Document {
        replacingBytes(bodyRange(line), with: Array(body.utf8))
    }

    /// Replaces the text a person reads (see `displayText`), keeping the
    /// indentation, the task dash or project colon, the tags and the terminator.
    public func replacingDisplayText(of line: Int, with text: String) -> Document {
        replacingBytes(displayTextRange(line), with: Array(text.utf8))
    }

    /// Sets `@name(value)` (or `@name` for nil) on the line: an existing tag
    /// of that name is replaced where it stands; otherwise the tag is added
    /// after the line's text, before any trailing whitespace.
    public func settingTag(_ name: String, value: String?, on line: Int) -> Document {
        let text = Array(Tag.text(name: name, value: value).utf8)
        if let t = tag(name, on: line) {
            return replacingBytes(t.range, with: text)
        }
        let body = bodyRange(line)
        var end = body.upperBound
        bytes.withUnsafeBufferPointer { p in
            while end > body.lowerBound, let n = Bytes.whitespaceEnds(before: end, p, lower: body.lowerBound) { end -= n }
        }
        let insertion = end > body.lowerBound ? [0x20] + text : text
        return replacingBytes(end..<end, with: insertion)
    }

    /// Removes the first tag of that name with the whitespace before it.
    public func removingTag(_ name: String, from line: Int) -> Document {
        guard let t = tag(name, on: line) else { return self }
        var lo = t.leadingStart, hi = t.range.upperBound
        if lo == t.range.lowerBound {
            // At the start of the body: take the whitespace after it instead.
            let end = contentRange(line).upperBound
            bytes.withUnsafeBufferPointer { p in
                while hi < end, let n = Bytes.whitespaceLength(at: hi, p, end: end) { hi += n }
            }
        }
        if lo > hi { lo = hi }
        return replacingBytes(lo..<hi, with: [])
    }

    /// Removes the line and everything that belongs to it.
    public func removingSubtree(_ line: Int) -> Document {
        replacingLines(line..<subtreeEnd(line), with: [])
    }

    /// The raw bytes of a line and its subtree, re-indented so that the line
    /// sits `levels` below the top. Lines keep their bytes when the level is unchanged.
    public func subtreeBytes(_ line: Int, levels: Int) -> [UInt8] {
        let end = subtreeEnd(line)
        let delta = (levels + 1) - level(line)
        var out: [UInt8] = []
        for k in line..<end {
            if delta == 0 {
                out.append(contentsOf: bytes[range(k)])
            } else {
                let newLevels = max(0, level(k) - 1 + delta)
                out.append(contentsOf: style.indentation(newLevels))
                out.append(contentsOf: bytes[bodyRange(k)])
                out.append(contentsOf: ending(k) == .none ? style.lineEnding.bytes : ending(k).bytes)
            }
        }
        if end == lineCount, lacksFinalNewline, delta == 0 {
            out.append(contentsOf: style.lineEnding.bytes)
        }
        return out
    }

    /// Where new children of `parent` go: after its last non-blank descendant
    /// (after the last non-blank line of the file for the top level).
    public func appendIndex(under parent: Int?) -> Int {
        let start = parent.map { $0 + 1 } ?? 0
        let end = parent.map { subtreeEnd($0) } ?? lineCount
        var last = parent ?? -1
        for k in start..<end where kind(k) != .blank { last = k }
        return last + 1
    }

    /// Moves a line with its subtree to the end of `parent`'s children (or the
    /// top level for nil), re-indenting it one level below the parent.
    public func movingSubtree(_ line: Int, under parent: Int?) -> Document {
        let levels = parent.map { level($0) } ?? 0
        let payload = subtreeBytes(line, levels: levels)
        let end = subtreeEnd(line)
        var target = appendIndex(under: parent)
        if let parent, parent >= line && parent < end { return self }
        let removed = removingSubtree(line)
        if target > line { target -= (end - line) }
        if target == removed.lineCount, removed.lacksFinalNewline, removed.lineCount > 0 {
            var p = payload
            if p.suffix(style.lineEnding.length).elementsEqual(style.lineEnding.bytes) { p.removeLast(style.lineEnding.length) }
            return removed.replacingBytes(removed.bytes.count..<removed.bytes.count, with: style.lineEnding.bytes + p)
        }
        return removed.replacingLines(target..<target, with: payload)
    }
}
