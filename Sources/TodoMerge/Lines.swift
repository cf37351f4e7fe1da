import TodoCore
import TaskPaper

/// Lines of all three versions, each given a number: equal bytes, equal
/// number. A line's bytes include its terminator; a last line without one
/// counts as ending the way its file usually does (the final newline is
/// merged on its own), and a byte-order mark is not part of the first line.
struct LineTable {
    /// Numbers below this stand for txtodo's sections in the user's text.
    static let firstLine = Section.allCases.count
    /// Every distinct line's bytes, one after the other.
    private var storage: [UInt8] = []
    /// Where each number's bytes start in `storage` (and where the next start).
    private var starts: [Int] = Array(repeating: 0, count: firstLine + 1)
    /// Each number's terminator (`LineEnding` raw value).
    private var endings: [UInt8] = Array(repeating: 0, count: firstLine)
    private var slots = ByteSlots()

    var count: Int { starts.count - 1 }

    mutating func number(_ line: Int, of doc: Document) -> Int {
        var r = doc.contentRange(line)
        if line == 0 && doc.hasBOM { r = (r.lowerBound + 3)..<r.upperBound }
        let end = doc.ending(line) == .none ? doc.style.lineEnding : doc.ending(line)
        // A line's content holds no terminator, so content and terminator
        // compare apart exactly as the whole bytes would.
        return doc.bytes.withUnsafeBufferPointer { p in
            let content = UnsafeBufferPointer(rebasing: p[r])
            let hash = ByteHash.hash(content) ^ UInt64(end.rawValue) &* 0x9E37_79B9_7F4A_7C15
            let n = count
            let known = storage.withUnsafeBufferPointer { stored in
                starts.withUnsafeBufferPointer { starts in
                    endings.withUnsafeBufferPointer { endings in
                        slots.find(hash, orInsert: n) { m in
                            endings[m] == end.rawValue && starts[m + 1] - starts[m] == content.count + end.length
                                && ByteHash.equal(stored, starts[m], content)
                        }
                    }
                }
            }
            if let known { return known }
            storage += content
            storage += end.bytes
            starts.append(storage.count)
            endings.append(end.rawValue)
            return n
        }
    }

    /// The line's bytes (empty for the section numbers).
    subscript(number: Int) -> [UInt8] { Array(storage[starts[number]..<starts[number + 1]]) }

    /// Appends the line's bytes without building an array for them.
    func append(_ number: Int, to out: inout [UInt8]) { out += storage[starts[number]..<starts[number + 1]] }
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
