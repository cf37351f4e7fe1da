import Testing

@testable import TaskPaper

/// A line's named task children, read in one pass: tasks with text after
/// the dash, not their subtasks, notes or nameless dashes; and where the
/// subtree's text ends.
struct NamedTasksTests {
    @Test func childrenWithANameAndTheLastLineOfText() {
        let doc = Document("Later:\n\t- a\n\t\t- sub\n\t- \n\tnote\n\t- \u{2003}\n\t- é\n\n\t- b @x\n\n\nToday:\n\t- c\n")
        let read = doc.namedTaskChildren(of: 0)
        #expect(read.tasks == [1, 6, 8])
        #expect(read.lastNonBlank == 8)
        #expect(doc.namedTaskChildren(of: 11) == (tasks: [12], lastNonBlank: 12))
        #expect(doc.namedTaskChildren(of: 12) == (tasks: [], lastNonBlank: 12))
    }
}
