#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import TestSupport
@testable import TaskPaper

/// The fast path for plain lines reads eight bytes at a time: every line
/// it reads, wherever it ends (the last bytes of the file, a line of 7, 8
/// or 9 bytes), is the line the byte-by-byte scan reads, and every range a
/// document gives for it lies inside the bytes, in order.
struct PlainLineBoundsTests {
    /// TXTODO_PLAIN_ROUNDS sets a longer series.
    static var rounds: Int { getenv("TXTODO_PLAIN_ROUNDS").flatMap { Int(String(cString: $0)) } ?? 4000 }

    /// Bytes a line's text is drawn from: what makes a line plain or not.
    static let alphabet: [UInt8] = [
        0x09, 0x20, 0x2D, 0x2D, 0x3A, 0x3A, 0x40, 0x28, 0x29, 0x61, 0x62, 0x7A, 0x41, 0x30, 0x7E, 0x7F, 0x0E, 0x0B,
        0x0C, 0x0D, 0x80, 0xA0, 0xC2, 0xC3, 0xA9, 0xE2, 0x80, 0xA9, 0xFF,
    ]
    static let endings: [[UInt8]] = [[0x0A], [0x0A], [0x0D, 0x0A], [0x0D], []]

    /// A file of lines of 0 to 17 bytes (7, 8 and 9 often), mostly tabs then
    /// text, each with a random ending (or none).
    static func randomFile(_ g: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...12, using: &g) {
            let tabs = Int.random(in: 0...3, using: &g)
            bytes += Array(repeating: 0x09, count: tabs)
            let length = Bool.random(using: &g) ? Int.random(in: 6...10, using: &g) : Int.random(in: 0...17, using: &g)
            let plain = Int.random(in: 0..<3, using: &g) > 0
            for k in 0..<max(0, length - tabs) {
                if plain {
                    // Mostly what a plain line holds, so lines stay plain to their end.
                    bytes.append(k == 0 && Bool.random(using: &g) ? 0x2D : [0x20, 0x61, 0x3A, 0x7A].randomElement(using: &g)!)
                } else {
                    bytes.append(alphabet.randomElement(using: &g)!)
                }
            }
            bytes += endings.randomElement(using: &g)!
        }
        return bytes
    }

    @Test func linesNearTheEndAndOfEightBytesParseTheSameBothWays() {
        var g = SplitMix64(seed: 0xB0_0D5)
        for round in 0..<Self.rounds {
            let bytes = Self.randomFile(&g)
            #expect(PlainLineTests.differences(bytes) == [], "round \(round): \(bytes)")
            #expect(PlainLineTests.differences(bytes, split: true) == [], "round \(round), in halves: \(bytes)")
            for threshold in [1, Int.max] {
                let problems = Self.outOfBounds(Document(bytes: bytes, splitFrom: threshold))
                #expect(problems == [], "round \(round): \(bytes)")
            }
        }
    }

    @Test func theEmptyFileAndShortFilesHaveNoLinesPastTheirBytes() {
        for text in ["", "\n", "\r\n", "\r", "\t", "\t\n", "-", "- a\n", "1234567", "1234567\n", "12345678\n", "\t- 45678\r\n"] {
            let bytes = Array(text.utf8)
            #expect(PlainLineTests.differences(bytes) == [], "\(bytes)")
            #expect(Self.outOfBounds(Document(bytes: bytes)) == [], "\(bytes)")
        }
        #expect(Document(bytes: []).lineCount == 0)
    }

    /// Every byte after a run of bytes that do not stop a plain line: the
    /// lowest byte the mask marks is the first that stops it, whatever follows.
    @Test func theStopMaskMarksTheFirstStopExactly() {
        var g = SplitMix64(seed: 0x57_0B5)
        let passing = (0...255).map(UInt8.init).filter { !Self.stops($0) }
        for position in 0..<8 {
            for b in 0...255 {
                for _ in 0..<8 {
                    var word = (0..<8).map { _ in UInt8.random(in: 0...255, using: &g) }
                    for k in 0..<position { word[k] = passing.randomElement(using: &g)! }
                    word[position] = UInt8(b)
                    let x = word.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
                    let first = word.firstIndex(where: Self.stops)
                    let mask = Parser.plainStops(x)
                    #expect((mask == 0 ? nil : mask.trailingZeroBitCount >> 3) == first, "\(word)")
                }
            }
        }
    }

    /// Whether a byte ends a plain line or makes it not plain.
    static func stops(_ b: UInt8) -> Bool { b < 0x0E || b == 0x40 || b >= 0x80 }

    /// The ranges of each line that are not inside the bytes, or not in order.
    static func outOfBounds(_ doc: Document) -> [String] {
        var out: [String] = []
        let n = doc.bytes.count
        for k in doc.lineIndices {
            let whole = doc.range(k), content = doc.contentRange(k), body = doc.bodyRange(k)
            let text = doc.textRange(k), shown = doc.displayTextRange(k)
            let inOrder =
                0 <= whole.lowerBound && whole.upperBound <= n && whole.lowerBound == content.lowerBound
                && content.upperBound <= whole.upperBound && content.lowerBound <= body.lowerBound
                && body.upperBound == content.upperBound && text.lowerBound == body.lowerBound
                && text.upperBound <= body.upperBound && body.lowerBound <= shown.lowerBound
                && shown.upperBound <= text.upperBound
            if !inOrder { out.append("line \(k): \(whole) \(content) \(body) \(text) \(shown)") }
            if k + 1 < doc.lineCount && whole.upperBound != doc.range(k + 1).lowerBound { out.append("line \(k) ends apart") }
            if let parent = doc.parent(k), parent >= k { out.append("line \(k) has parent \(parent)") }
            if doc.depth(k) < 1 { out.append("line \(k) has depth \(doc.depth(k))") }
            _ = doc.body(k)
            _ = doc.displayText(k)
        }
        if let last = doc.lineIndices.last, doc.range(last).upperBound != n { out.append("the last line ends before the bytes") }
        return out
    }
}
