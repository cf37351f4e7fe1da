import Testing

@testable import TaskPaper

/// The lines that carry a tag are told from the line table, as the tag
/// reader would tell them: an `@` inside a word is not a tag.
struct TaggedLinesTests {
    @Test func onlyLinesWithATagAreKept() {
        let doc = Document("Later:\n\t- a\n\t- b @x\n\t- c @day(2026-12-01)\n\t- mail e@mail\n\t\tnote @n\n\t- d\n")
        #expect(doc.taggedLines(among: [1, 2, 3, 4, 6]) == [2, 3])
        #expect(doc.taggedLines(among: [5, 1, 2]) == [5, 2])
        #expect(doc.taggedLines(among: []) == [])
        #expect(!doc.hasTags(1) && doc.hasTags(2) && !doc.hasTags(4))
    }
}
