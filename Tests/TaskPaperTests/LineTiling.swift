import Testing
@testable import TaskPaper

/// What a round trip can get wrong, checked against the input (a document's
/// `serialize()` hands back the bytes it stores, so comparing that with the
/// input proves nothing): the lines tile the input exactly, each terminator
/// is the one the input has there and no line holds a line break, and the
/// line texts joined with LF read back as the same lines (kinds, levels,
/// tags). Returns what is wrong, one entry per problem.
enum LineTiling {
    static func problems(_ doc: Document, _ input: [UInt8]) -> [String] {
        var out: [String] = []
        var at = 0
        for k in doc.lineIndices {
            let whole = doc.range(k), content = doc.contentRange(k), ending = doc.ending(k)
            guard whole.lowerBound == at, content.lowerBound == at, whole.upperBound <= input.count else {
                return out + ["line \(k) spans \(whole), expected to start at \(at) within \(input.count) bytes"]
            }
            if content.upperBound + ending.length != whole.upperBound { out.append("line \(k): terminator length") }
            if !input[content.upperBound..<whole.upperBound].elementsEqual(ending.bytes) {
                out.append("line \(k): the input has no \(ending) at \(content.upperBound)")
            }
            if let b = firstBreak(input, in: content) { out.append("line \(k): a line break inside, at \(b)") }
            if ending == .cr, whole.upperBound < input.count, input[whole.upperBound] == 0x0A {
                out.append("line \(k): a CR read apart from the LF after it")
            }
            if ending == .none, k != doc.lineCount - 1 { out.append("line \(k): no terminator before the last line") }
            at = whole.upperBound
        }
        if at != input.count { out.append("the lines end at \(at) of \(input.count) bytes") }
        return out + rereadProblems(doc, input)
    }

    /// The line texts joined with LF: the same lines, read the same way.
    private static func rereadProblems(_ doc: Document, _ input: [UInt8]) -> [String] {
        var joined: [UInt8] = []
        for k in doc.lineIndices {
            joined += input[doc.contentRange(k)]
            if doc.ending(k) != .none { joined.append(0x0A) }
        }
        let again = Document(bytes: joined)
        guard again.lineCount == doc.lineCount else {
            return ["\(again.lineCount) lines when read again, not \(doc.lineCount)"]
        }
        let tags = { (d: Document, k: Int) in d.tagOccurrences(k).map { "\($0.name)=\($0.value ?? "-")" } }
        return doc.lineIndices.compactMap { k in
            again.kind(k) == doc.kind(k) && again.level(k) == doc.level(k) && tags(again, k) == tags(doc, k)
                ? nil : "line \(k) reads differently again"
        }
    }

    /// Where a byte sequence that ends a line starts inside `range`, if anywhere.
    private static func firstBreak(_ input: [UInt8], in range: Range<Int>) -> Int? {
        range.first { i in
            switch input[i] {
            case 0x0A, 0x0D, 0x0C: return true
            case 0xE2:
                guard i + 2 < range.upperBound else { return false }
                return (input[i + 1], input[i + 2]) == (0x80, 0xA9) || (input[i + 1], input[i + 2]) == (0xAD, 0xBF)
            default: return false
            }
        }
    }
}

/// The check fails when the lines do not match the input.
struct LineTilingTests {
    @Test func aDocumentOfOtherBytesFails() {
        let doc = Document("Today:\r\n\t- a @x(1)\n")
        #expect(LineTiling.problems(doc, Array("Today:\r\n\t- a @x(1)\n".utf8)) == [])
        #expect(LineTiling.problems(doc, Array("Today:\n\n\t- a @x(1)\n".utf8)) != [])
        #expect(LineTiling.problems(doc, Array("Today:\r\n\t- a @x(1)\n\n".utf8)) != [])
        #expect(LineTiling.problems(doc, Array("Today:\r\n\t- a @x(2)\r".utf8)) != [])
    }
}
