import Foundation
import Testing
import TestSupport
@testable import TaskPaper

/// Agreement with TaskPaper 3's decisions in the shared edge-case set.
@Suite(.enabled(if: SharedCorpus.available, Comment(rawValue: SharedCorpus.skipReason)))
struct EdgeCaseAgreementTests {
    // JSONDecoder keeps a leading U+FEFF inside strings (JSONSerialization drops it).
    struct TagCase: Decodable { var name: String; var value: String }
    struct LineCase: Decodable {
        struct TP3: Decodable { var type: String; var tags: [TagCase] }
        var input: String
        var tp3: TP3
    }
    struct TagsCase: Decodable { var input: String; var tp3: [TagCase]; var trailingTagsSuffix: String? }
    struct DocumentCase: Decodable {
        struct Item: Decodable { var depth: Int; var type: String; var body: String }
        struct TP3: Decodable { var items: [Item] }
        var name: String
        var input: String
        var tp3: TP3
    }
    struct EdgeCases: Decodable { var lines: [LineCase]; var tags: [TagsCase]; var documents: [DocumentCase] }

    static func load() throws -> EdgeCases {
        try JSONDecoder().decode(EdgeCases.self, from: Data(contentsOf: SharedCorpus.edgeCasesURL))
    }

    static func typeName(_ k: LineKind) -> String {
        switch k {
        case .task: return "task"
        case .project: return "project"
        case .note, .blank: return "note"
        }
    }

    @Test func lineKindsAgree() throws {
        let cases = try Self.load().lines
        #expect(cases.count > 20)
        for c in cases {
            let input = c.input
            let doc = Document(input)
            #expect(doc.lineCount == 1)
            #expect(Self.typeName(doc.kind(0)) == c.tp3.type, "\(input.debugDescription)")
            let tags = c.tp3.tags.map { [$0.name, $0.value] }
            #expect(doc.tags(0).map { [$0.name, $0.value ?? ""] } == tags, "\(input.debugDescription)")
        }
    }

    @Test func tagsAgree() throws {
        let cases = try Self.load().tags
        #expect(cases.count > 30)
        for c in cases {
            let input = c.input
            let doc = Document(input)
            let expected = c.tp3.map { [$0.name, $0.value] }
            #expect(doc.tags(0).map { [$0.name, $0.value ?? ""] } == expected, "\(input.debugDescription)")
            let suffix = c.trailingTagsSuffix
            let start = doc.trailingTagsStart(0)
            let actual: String? =
                start < doc.contentRange(0).upperBound ? doc.string(start..<doc.contentRange(0).upperBound) : nil
            #expect(actual == suffix, "\(input.debugDescription)")
        }
    }

    /// TaskPaper 3 reads whitespace-only lines with a regular expression that
    /// runs across line breaks, so a line of leftover spaces swallows the next
    /// line's indentation. txtodo never merges or drops lines; these are the
    /// only places where its outline differs.
    static let knownDeviations: [String: String] = [
        "odd-space blank line is deleted":
            "TaskPaper 3 deletes the line of three spaces and moves `- b` to depth 2; txtodo keeps the line (at the depth of the line after it) and reads `- b` at its six spaces, depth 4"
    ]

    @Test func documentsAgree() throws {
        let cases = try Self.load().documents
        #expect(cases.count > 30)
        for c in cases {
            let name = c.name
            let input = c.input
            let doc = Document(input)
            #expect(LineTiling.problems(doc, Array(input.utf8)) == [], "round trip: \(name)")
            let expected = c.tp3.items.map { "\($0.depth) \($0.type) \($0.body.debugDescription)" }
            let actual = TP3Items.items(doc).map { "\($0.depth) \($0.type) \($0.body.debugDescription)" }
            if Self.knownDeviations[name] != nil {
                #expect(actual != expected, "deviation no longer needed: \(name)")
                #expect(actual == ["1 project \"P:\"", "2 task \"- a\"", "4 note \"\"", "4 task \"- b\"", "1 note \"\""])
            } else {
                #expect(actual == expected, "\(name)")
            }
        }
    }
}

/// TaskPaper 3's item list for a document: one item per line, plus the empty
/// item after a final line break (or for an empty file).
enum TP3Items {
    struct Item { var depth: Int; var type: String; var body: String }

    static func items(_ doc: Document) -> [Item] {
        var out = doc.lineIndices.map {
            Item(depth: doc.depth($0), type: EdgeCaseAgreementTests.typeName(doc.kind($0)), body: doc.body($0))
        }
        if doc.lineCount == 0 || !doc.lacksFinalNewline {
            out.append(Item(depth: 1, type: "note", body: ""))
        }
        return out
    }
}
