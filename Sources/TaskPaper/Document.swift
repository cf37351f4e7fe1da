/// A TaskPaper file as text first: the exact bytes, plus a table of lines
/// with their kinds, tags and outline. Nothing is normalized; serializing
/// gives back the bytes that were parsed, always.
public struct Document: Sendable {
    /// The file's bytes, exactly.
    public let bytes: [UInt8]
    let records: [LineRecord]
    let tagRecords: [TagRecord]
    /// Byte offset of the first invalid UTF-8 sequence, if any.
    public let firstInvalidUTF8Offset: Int?
    /// TaskPaper 3's spaces-per-level for space-indented files (nil: none).
    public let spacesPerLevel: Int?
    /// Indentation and line ending for lines written into this file.
    public let style: TextStyle

    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, splitFrom: Parser.parallelThreshold)
    }

    /// `splitFrom`: the size from which the bytes are scanned in two halves.
    init(bytes: [UInt8], splitFrom threshold: Int) {
        self.bytes = bytes
        let r = bytes.withUnsafeBufferPointer { Parser.parse($0, splitFrom: threshold) }
        records = r.records
        tagRecords = r.tags
        firstInvalidUTF8Offset = r.firstInvalidUTF8
        spacesPerLevel = r.spacesPerTab
        style = r.style
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The bytes to write back: identical to the bytes parsed.
    public func serialize() -> [UInt8] { bytes }

    public var isValidUTF8: Bool { firstInvalidUTF8Offset == nil }
    public var hasBOM: Bool { bytes.starts(with: Self.byteOrderMark) }
    public var lineCount: Int { records.count }
    public var lineIndices: Range<Int> { 0..<records.count }
    /// Whether the last line ends without a terminator.
    public var lacksFinalNewline: Bool { records.last.map { $0.ending == .none } ?? false }

    // MARK: Lines

    public func kind(_ line: Int) -> LineKind { records[line].kind }
    public func ending(_ line: Int) -> LineEnding { records[line].ending }
    /// TaskPaper 3 indentation level (1 = top).
    public func level(_ line: Int) -> Int { Int(records[line].level) }
    /// Depth in the outline (1 = top); over-indented top lines count as 1.
    public func depth(_ line: Int) -> Int { Int(records[line].depth) }
    public func parent(_ line: Int) -> Int? { records[line].parent < 0 ? nil : Int(records[line].parent) }

    /// Byte range of the whole line, terminator included.
    public func range(_ line: Int) -> Range<Int> {
        let r = records[line]
        return Int(r.start)..<offset(ofLine: line + 1)
    }
    /// Byte offset where line `index` starts (the end of the file for `lineCount`).
    public func offset(ofLine index: Int) -> Int {
        index < lineCount ? Int(records[index].start) : bytes.count
    }
    /// Byte range of the line without its terminator.
    public func contentRange(_ line: Int) -> Range<Int> { Int(records[line].start)..<contentEnd(line) }
    /// Byte range after the indentation.
    public func bodyRange(_ line: Int) -> Range<Int> { Int(records[line].bodyStart)..<contentEnd(line) }

    /// Where the line's content ends: where the next line starts (or the
    /// file ends), less the line's ending.
    func contentEnd(_ line: Int) -> Int { offset(ofLine: line + 1) - records[line].ending.length }
    /// Byte range of the body without the trailing tags.
    public func textRange(_ line: Int) -> Range<Int> { Int(records[line].bodyStart)..<Int(records[line].textEnd) }

    /// The line without its terminator.
    public func content(_ line: Int) -> String { string(contentRange(line)) }
    /// The line after its indentation.
    public func body(_ line: Int) -> String { string(bodyRange(line)) }

    /// What a person reads: the body without the task dash (and the one
    /// whitespace character after it), the project colon and the trailing
    /// tags; inner tags are kept as written.
    public func displayText(_ line: Int) -> String { string(displayTextRange(line)) }

    /// Bytes of `displayText`.
    public func displayTextRange(_ line: Int) -> Range<Int> {
        let r = records[line]
        var lo = Int(r.bodyStart), hi = Int(r.textEnd)
        bytes.withUnsafeBufferPointer { p in
            switch r.kind {
            case .task:
                // The dash and the one whitespace character that makes the line a
                // task; as in TaskPaper 3, further whitespace (`- \tmake sure`) is
                // part of the name.
                lo += 1
                if lo < hi, let n = Bytes.whitespaceLength(at: lo, p, end: hi) { lo += n }
            case .project:
                hi -= 1
            case .note, .blank:
                break
            }
            // Trailing whitespace before the tags is not part of the text.
            while hi > lo, let n = Bytes.whitespaceEnds(before: hi, p, lower: lo) { hi -= n }
        }
        return lo..<hi
    }

    /// Lines after `line` that belong to it: its notes, subtasks and blank lines among them.
    public func subtreeEnd(_ line: Int) -> Int {
        let level = records[line].level
        var k = line + 1
        while k < records.count && records[k].level > level { k += 1 }
        return k
    }

    /// The end of the subtree without the blank lines that close it: those
    /// belong to what follows as much as to this line.
    public func subtreeContentEnd(_ line: Int) -> Int {
        var end = subtreeEnd(line)
        while end > line + 1 && records[end - 1].kind == .blank { end -= 1 }
        return end
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

    /// Direct children of `line`, or the top-level lines for nil.
    public func children(of line: Int?) -> [Int] {
        var out: [Int] = []
        let start = line.map { $0 + 1 } ?? 0
        let end = line.map { subtreeEnd($0) } ?? records.count
        let parent = Int32(line ?? -1)
        var k = start
        while k < end {
            if records[k].parent == parent { out.append(k) }
            k += 1
        }
        return out
    }

    /// Decodes bytes as UTF-8, replacing invalid sequences.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    // MARK: Tags

    /// Every tag written on the line, in order, duplicates included.
    public func tagOccurrences(_ line: Int) -> [Tag] {
        let r = records[line]
        let lo = Int(r.tagStart)
        return (lo..<(lo + Int(r.tagCount))).map { tag($0, on: line) }
    }

    /// The line's tags as TaskPaper 3 reads them: first occurrence of a name
    /// wins; `id`, `text` and `type` are reserved and not tags.
    public func tags(_ line: Int) -> [Tag] {
        var seen = Set<String>()
        var out: [Tag] = []
        for t in tagOccurrences(line) where !Tag.reservedNames.contains(t.name) && seen.insert(t.name).inserted {
            out.append(t)
        }
        return out
    }

    /// The first tag with this name on the line.
    public func tag(_ name: String, on line: Int) -> Tag? {
        guard let k = tagIndex(name, on: line) else { return nil }
        let t = tagRecords[k]
        let valueRange = t.hasValue ? Int(t.valueStart)..<Int(t.valueEnd) : nil
        return Tag(
            name: name, value: valueRange.map { Tag.unescape(string($0)) },
            range: Int(t.at)..<Int(t.end), leadingStart: leadingStart(ofTag: k, on: line), valueRange: valueRange)
    }

    public func hasTag(_ name: String, on line: Int) -> Bool { tagRecord(name, on: line) != nil }

    /// How many tags of this name are written on the line.
    public func tagCount(_ name: String, on line: Int) -> Int {
        var count = 0
        var found = tagIndex(name, on: line)
        while let k = found {
            count += 1
            found = tagIndex(name, on: line, after: k)
        }
        return count
    }

    /// Finds the record by comparing bytes: no strings are built for the
    /// tags that do not match (this runs several times for every task).
    func tagRecord(_ name: String, on line: Int) -> TagRecord? {
        tagIndex(name, on: line).map { tagRecords[$0] }
    }

    /// The index in `tagRecords` of the first tag with this name on the
    /// line (after the one at index `after`, when given).
    func tagIndex(_ name: String, on line: Int, after: Int? = nil) -> Int? {
        let r = records[line]
        guard r.tagCount > 0 else { return nil }
        let hi = Int(r.tagStart) + Int(r.tagCount)
        let lo = after.map { $0 + 1 } ?? Int(r.tagStart)
        guard lo < hi else { return nil }
        // The lengths first: most of a line's tags have another name's
        // length, and then the name's bytes are never reached.
        let length = name.utf8.count
        guard (lo..<hi).contains(where: { Int(tagRecords[$0].nameEnd) - Int(tagRecords[$0].at) - 1 == length }) else {
            return nil
        }
        var name = name
        return name.withUTF8 { key in
            bytes.withUnsafeBufferPointer { p in
                tagRecords.withUnsafeBufferPointer { tags in
                    for k in lo..<hi {
                        let t = tags[k]
                        let start = Int(t.at) + 1
                        guard Int(t.nameEnd) - start == key.count else { continue }
                        if key.isEmpty || memcmpEqual(p.baseAddress! + start, key.baseAddress!, key.count) { return k }
                    }
                    return nil
                }
            }
        }
    }

    /// Where the trailing tags of the line start (the end of its body if none).
    public func trailingTagsStart(_ line: Int) -> Int { Int(records[line].textEnd) }

    /// Tag `k` of `tagRecords`, written on `line`.
    func tag(_ k: Int, on line: Int) -> Tag {
        let t = tagRecords[k]
        let name = string(Int(t.at + 1)..<Int(t.nameEnd))
        let valueRange = t.hasValue ? Int(t.valueStart)..<Int(t.valueEnd) : nil
        return Tag(
            name: name, value: valueRange.map { Tag.unescape(string($0)) },
            range: Int(t.at)..<Int(t.end), leadingStart: leadingStart(ofTag: k, on: line), valueRange: valueRange)
    }

    /// Where the whitespace before tag `k`'s `@` starts: after the line's
    /// previous tag, or its indentation.
    func leadingStart(ofTag k: Int, on line: Int) -> Int {
        let r = records[line]
        let lower = k > Int(r.tagStart) ? Int(tagRecords[k - 1].end) : Int(r.bodyStart)
        return bytes.withUnsafeBufferPointer { TagScanner.leadingStart($0, at: Int(tagRecords[k].at), lower: lower) }
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for i in 0..<count where a[i] != b[i] { return false }
    return true
}

extension Bytes {
    /// Length of the whitespace character at `i`, if it is one.
    static func whitespaceLength(at i: Int, _ p: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        guard i < end else { return nil }
        let (v, n) = decode(p, i, end)
        return isJSWhitespace(v) ? n : nil
    }
}
