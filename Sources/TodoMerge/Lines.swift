import TaskPaper

/// Lines of all three versions, each given a number: equal bytes, equal
/// number. A line's bytes include its terminator; a last line without one
/// counts as ending the way its file usually does (the final newline is
/// merged on its own), and a byte-order mark is not part of the first line.
struct LineTable {
    /// Numbers below this stand for txtodo's sections in the user's text.
    static let firstLine = 3
    private var numbers: [HashedBytes: Int] = [:]
    private(set) var lines: [[UInt8]] = [[], [], []]

    mutating func number(_ bytes: [UInt8]) -> Int {
        let key = HashedBytes(bytes[...])
        if let n = numbers[key] { return n }
        lines.append(bytes)
        numbers[key] = lines.count - 1
        return lines.count - 1
    }

    mutating func number(_ line: Int, of doc: Document) -> Int { number(doc.lineBytes(line)) }

    subscript(number: Int) -> [UInt8] { lines[number] }
}

extension Document {
    /// The line's bytes with a terminator (the file's usual one when it has
    /// none) and without a byte-order mark.
    func lineBytes(_ line: Int) -> [UInt8] {
        var r = contentRange(line)
        if line == 0 && hasBOM { r = (r.lowerBound + 3)..<r.upperBound }
        let end = ending(line)
        return Array(bytes[r]) + (end == .none ? style.lineEnding.bytes : end.bytes)
    }

    /// The line's bytes without indentation and terminator.
    func bodyBytes(_ line: Int) -> [UInt8] { Array(bytes[bodyRange(line)]) }
}

/// Bytes as a dictionary key, hashed once in one pass (FNV-1a) rather than
/// byte by byte through the standard hasher.
struct HashedBytes: Hashable {
    let bytes: ArraySlice<UInt8>
    let hash: UInt64

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { p in
            for b in p { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        }
        hash = h
    }

    static func == (a: HashedBytes, b: HashedBytes) -> Bool { a.hash == b.hash && a.bytes.elementsEqual(b.bytes) }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
