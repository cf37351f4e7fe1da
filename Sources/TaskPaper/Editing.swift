// Edits inside one line: tags and the text a person reads. Each builds the
// line anew and replaces it (see Splicing.swift); every other line keeps its bytes.

extension Document {
    /// Line `line` with the bytes in `range` (inside its body; a byte-order
    /// mark before the body stays) replaced.
    func replacingBytes(_ range: Range<Int>, inLine line: Int, with new: [UInt8]) -> Document {
        let body = ownBodyRange(line)
        let lo = max(range.lowerBound, body.lowerBound), hi = max(range.upperBound, body.lowerBound)
        precondition(hi <= body.upperBound)
        var edited = self.line(line)
        edited.body = Array(bytes[body.lowerBound..<lo]) + new + Array(bytes[hi..<body.upperBound])
        return replacing(lines: line..<(line + 1), with: [edited])
    }

    /// Replaces the text a person reads (see `displayText`), keeping the
    /// indentation, the task dash or project colon, the tags and the terminator.
    public func replacingDisplayText(of line: Int, with text: String) -> Document {
        replacingBytes(displayTextRange(line), inLine: line, with: Array(text.utf8))
    }

    /// Sets `@name(value)` (or `@name` for nil) on the line: an existing tag
    /// of that name is replaced where it stands; otherwise the tag is added
    /// after the line's text, before any trailing whitespace.
    public func settingTag(_ name: String, value: String?, on line: Int) -> Document {
        let text = Array(Tag.text(name: name, value: value).utf8)
        if let t = tag(name, on: line) {
            return replacingBytes(t.range, inLine: line, with: text)
        }
        return appendingTag(name, value: value, to: line)
    }

    /// Removes the first tag of that name with the whitespace before it.
    public func removingTag(_ name: String, from line: Int) -> Document {
        guard let t = tag(name, on: line) else { return self }
        return removing(t, from: line)
    }
}

extension Document {
    /// Adds `@name(value)` (or `@name`) after the line's text, before any
    /// trailing whitespace, even when a tag of that name is already there.
    public func appendingTag(_ name: String, value: String?, to line: Int) -> Document {
        let text = Array(Tag.text(name: name, value: value).utf8)
        let body = ownBodyRange(line)
        var end = body.upperBound
        bytes.withUnsafeBufferPointer { p in
            while end > body.lowerBound, let n = Bytes.whitespaceEnds(before: end, p, lower: body.lowerBound) { end -= n }
        }
        let insertion = end > body.lowerBound ? [0x20] + text : text
        return replacingBytes(end..<end, inLine: line, with: insertion)
    }

    /// Removes one occurrence of a tag (as `tagOccurrences` gives it) with
    /// the whitespace before it.
    public func removing(_ occurrence: Tag, from line: Int) -> Document {
        var lo = occurrence.leadingStart, hi = occurrence.range.upperBound
        if lo == occurrence.range.lowerBound {
            // At the start of the body: take the whitespace after it instead.
            let end = contentRange(line).upperBound
            bytes.withUnsafeBufferPointer { p in
                while hi < end, let n = Bytes.whitespaceLength(at: hi, p, end: end) { hi += n }
            }
        }
        if lo > hi { lo = hi }
        return replacingBytes(lo..<hi, inLine: line, with: [])
    }
}
