import Testing
@testable import TodoCore
import TaskPaper

struct NoteTests {
    let input = "Today:\n\t- a @day(2026-11-21)\n\t\tfirst\n\t\t- sub\n\t\t\tsub note\n\n\t- b @day(2026-11-21)\n"

    @Test func addNoteGoesAfterNotesAndSubtasks() throws {
        let (o, out) = try run(.addNote(ref(.today, "a"), "  second  "), on: input)
        #expect(
            out == "Today:\n\t- a @day(2026-11-21)\n\t\tfirst\n\t\t- sub\n\t\t\tsub note\n\t\tsecond\n\n\t- b @day(2026-11-21)\n")
        #expect(o.focus == ref(.today, "a") && o.message == "Added a note to “a”.")
        #expect(TodoList(document: o.document).task(ref(.today, "a"))?.notes == ["first", "sub note", "second"])
    }

    @Test func notesFollowTheFileStyle() throws {
        let flat = "Today:\r\n- a @day(2026-11-21)"
        #expect(try run(.addNote(ref(.today, "a"), "n"), on: flat).1 == "Today:\r\n- a @day(2026-11-21)\r\n\tn")
        let spaces = "Today:\n  - a\n"
        #expect(try run(.addNote(ref(.today, "a"), "n"), on: spaces).1 == "Today:\n  - a\n    n\n")
    }

    @Test func editAndDeleteAddressNotesByIndex() throws {
        let (e, edited) = try run(.editNote(ref(.today, "a"), index: 1, "changed"), on: input)
        #expect(changedLines(input, edited) == [4] && lines(edited)[4] == "\t\t\tchanged\n")
        #expect(e.message == "Edited note 2 of “a”.")
        let (d, deleted) = try run(.deleteNote(ref(.today, "a"), index: 0), on: input)
        #expect(LineDiff(input, deleted) == LineDiff(removed: ["\t\tfirst\n"], added: []))
        #expect(d.removed.isEmpty && d.message == "Deleted note 1 of “a”.")
    }

    @Test func refusals() {
        let a = ref(.today, "a")
        #expect(throws: TodoError.emptyNote) { try run(.addNote(a, " "), on: input) }
        #expect(throws: TodoError.noteHasLineBreak) { try run(.addNote(a, "x\ny"), on: input) }
        #expect(throws: TodoError.noteLooksLikeTask) { try run(.addNote(a, "- x"), on: input) }
        #expect(throws: TodoError.noteLooksLikeTask) { try run(.editNote(a, index: 0, "-\tx"), on: input) }
        #expect(throws: TodoError.noteGone(a, index: 2)) { try run(.editNote(a, index: 2, "x"), on: input) }
        #expect(throws: TodoError.noteGone(a, index: -1)) { try run(.deleteNote(a, index: -1), on: input) }
        #expect(throws: TodoError.noteGone(ref(.today, "b"), index: 0)) {
            try run(.deleteNote(ref(.today, "b"), index: 0), on: input)
        }
    }

    @Test func unusualNotesAreStillNotes() throws {
        let (o, _) = try run(.addNote(ref(.today, "b"), "Ideas: @later"), on: input)
        #expect(TodoList(document: o.document).task(ref(.today, "b"))?.notes == ["Ideas: @later"])
    }
}
