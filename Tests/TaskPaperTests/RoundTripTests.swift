import Testing
import TestSupport
@testable import TaskPaper

/// Parsing keeps every byte, whatever they are: the lines tile the input.
struct RoundTripTests {
    static func variants(_ bytes: [UInt8]) -> [(String, [UInt8])] {
        let lf = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        let crlf = Array(lf.joined(separator: [0x0D, 0x0A]))
        let cr = Array(lf.joined(separator: [0x0D]))
        var noFinal = bytes
        while noFinal.last == 0x0A { noFinal.removeLast() }
        return [
            ("as is", bytes), ("CRLF", crlf), ("CR", cr), ("BOM", [0xEF, 0xBB, 0xBF] + bytes), ("no final newline", noFinal),
        ]
    }

    @Test(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
    func realFilesAndTheirVariantsRoundTrip() {
        let files = SharedCorpus.realFiles()
        #expect(files.count >= 28)
        for file in files {
            for (variant, bytes) in Self.variants(file.bytes) {
                let doc = Document(bytes: bytes)
                #expect(LineTiling.problems(doc, bytes) == [], "\(file.name) \(variant)")
                #expect(doc.isValidUTF8, "\(file.name)")
            }
        }
    }

    /// The project's own fixtures cover the same cases without the corpus.
    static let fixtures: [String] = [
        "Floating:\n\t- Learn Japanese @priority(3)\nToday:\n\t- Buy oat milk @priority(2) @day(2026-11-21)\n\t\tSemi-skimmed if they are out.\n",
        "Today:\r\n\t- a @day(2026-11-21)\r\n\r\nGarden:\r\n\t- keep\r\n",
        "Today:\r\t- a\r",
        "Mixed:\n\t- lf\r\n\t- crlf\r\t- cr\n",
        "\u{FEFF}Today:\n\t- with BOM\n",
        "Today:\n\t- no final newline",
        "Trailing:   \n\t- spaces   \n\t\t\n",
        "Tabs inside:\n\t- a\tb\tc\n",
        "Spaces:\n    - four\n        - eight\n  - two\n",
        "Blank lines:\n\n\n\t- a\n\n",
        "Line\u{2028}separator stays inside\n",
        "Form\u{0C}feed and \u{2029} paragraph and \u{2B7F} breaks\n",
        "",
        "\n",
        "\r\n\r\n",
        "Unknown tags: @foo(bar) @x @y(1)\n\t- task @z(\\(escaped\\))\n",
    ]

    @Test(arguments: fixtures)
    func fixtureRoundTrips(_ text: String) {
        for (variant, bytes) in Self.variants(Array(text.utf8)) {
            #expect(LineTiling.problems(Document(bytes: bytes), bytes) == [], "\(text.debugDescription) \(variant)")
        }
    }

    @Test func megabyteLineRoundTrips() {
        let line = [UInt8](repeating: 0x61, count: 1 << 20)
        let bytes = Array("Today:\n\t- ".utf8) + line + [0x0A]
        let doc = Document(bytes: bytes)
        #expect(LineTiling.problems(doc, bytes) == [])
        #expect(doc.lineCount == 2)
        #expect(doc.kind(1) == .task)
    }

    @Test func randomBytesRoundTrip() {
        var g = SplitMix64(seed: 0x7478_746F_646F)
        for _ in 0..<3000 {
            let bytes = Fragments.bytes(&g, count: Int.random(in: 0...200, using: &g))
            let doc = Document(bytes: bytes)
            #expect(LineTiling.problems(doc, bytes) == [])
            // Lines tile the file exactly.
            var offset = 0
            for k in doc.lineIndices {
                #expect(doc.range(k).lowerBound == offset)
                offset = doc.range(k).upperBound
            }
            #expect(offset == bytes.count)
        }
    }

    @Test func randomTaskPaperTextsRoundTrip() {
        var g = SplitMix64(seed: 42)
        for _ in 0..<3000 {
            let text = Fragments.text(&g, pieces: Int.random(in: 0...40, using: &g))
            let bytes = Array(text.utf8)
            let doc = Document(bytes: bytes)
            #expect(LineTiling.problems(doc, bytes) == [])
            for k in doc.lineIndices {
                #expect(doc.depth(k) >= 1)
                if let p = doc.parent(k) { #expect(p < k && doc.subtreeEnd(p) > k) }
            }
        }
    }

    @Test func invalidUTF8IsReportedNotFatal() {
        let bytes: [UInt8] = Array("Today:\n\t- ok\n\t- bad ".utf8) + [0xFF, 0xC3] + Array("\n".utf8)
        let doc = Document(bytes: bytes)
        #expect(!doc.isValidUTF8)
        #expect(doc.firstInvalidUTF8Offset == 20)
        #expect(LineTiling.problems(doc, bytes) == [])
        #expect(doc.diagnostics().first?.description == "line 3, column 8: invalid UTF-8")
    }
}

/// Scanning a file in two halves gives the same table as scanning it whole.
struct SplitScanTests {
    static func summary(_ d: Document) -> [String] {
        d.lineIndices.map { k in
            "\(d.range(k)) \(d.kind(k)) \(d.level(k)) \(d.depth(k)) \(d.parent(k) ?? -1) \(d.bodyRange(k)) \(d.textRange(k)) "
                + d.tagOccurrences(k).map { "\($0.name)=\($0.value ?? "-")@\($0.range)" }.joined(separator: ",")
        }
    }

    @Test func halvesAgreeWithTheWhole() {
        var g = SplitMix64(seed: 99)
        for _ in 0..<30 {
            let text = Fragments.text(&g, pieces: 400)
            let bytes = Array(text.utf8)
            let whole = Document(bytes: bytes, splitFrom: .max)
            let halves = Document(bytes: bytes, splitFrom: 0)
            #expect(Self.summary(whole) == Self.summary(halves))
            #expect(whole.style == halves.style && whole.spacesPerLevel == halves.spacesPerLevel)
            #expect(whole.firstInvalidUTF8Offset == halves.firstInvalidUTF8Offset)
        }
    }
}
