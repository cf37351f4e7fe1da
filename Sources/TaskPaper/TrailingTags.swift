// The tags after a line's text (`- Buy milk @store @day(2026-11-22)`): read
// in place, and replaced together with the text.

extension Document {
    /// Calls `body` with each tag after the line's text, in order: the bytes
    /// of the whole tag (`@due(2026-12-01)`) and of its name (`due`).
    public func forEachTrailingTag(on line: Int, _ body: (_ tag: Range<Int>, _ name: Range<Int>) -> Void) {
        let r = records[line]
        guard r.tagCount > 0 else { return }
        let start = Int(r.textEnd)
        for k in Int(r.tagStart)..<(Int(r.tagStart) + Int(r.tagCount)) {
            let t = tagRecords[k]
            guard Int(t.at) >= start else { continue }
            body(Int(t.at)..<Int(t.end), Int(t.at + 1)..<Int(t.nameEnd))
        }
    }

    /// Replaces the text a person reads and every tag after it with `text`,
    /// keeping the indentation, the task dash, the whitespace after the last
    /// tag and the terminator.
    public func replacingTextAndTrailingTags(of line: Int, with text: String) -> Document {
        let name = displayTextRange(line)
        var end = name.upperBound
        forEachTrailingTag(on: line) { tag, _ in end = max(end, tag.upperBound) }
        return replacingBytes(name.lowerBound..<end, inLine: line, with: Array(text.utf8))
    }
}
