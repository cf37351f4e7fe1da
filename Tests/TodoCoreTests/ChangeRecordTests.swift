import Testing
@testable import TodoCore
import TaskPaper

/// A change written as a record and read back is the same change, and undoes the same way.
struct ChangeRecordTests {
    @Test(arguments: UndoTests.everyAction)
    func everyChangeSurvivesItsRecord(_ action: Action) throws {
        let outcome = try apply(action, to: Document(sample), today: nov21)
        let read = try #require(Change(record: outcome.change.record))
        #expect(read == outcome.change)
        let undone = try undo(read, in: outcome.document, today: nov21)
        #expect(undone.document.bytes == Array(sample.utf8))
    }

    @Test func oddBytesInNamesSurvive() throws {
        let file = "\u{FEFF}Today:\r\n\t- a \u{1B}[2J “b” \u{202E} @day(2026-11-21)  \r\n\t\t\n\t\tnote\r\n"
        let list = TodoList(document: Document(file))
        let outcome = try apply(.setDone(list.tasks(in: .today)[0].ref, true), to: list, today: nov21)
        #expect(Change(record: outcome.change.record) == outcome.change)
    }

    @Test(arguments: ["", "txtodo-change 2\n", "txtodo-change 1\nsummary .zz\ncreated \nseparator 0\nbefore -\nafter -\n"])
    func otherTextIsNoRecord(_ text: String) {
        #expect(Change(record: text) == nil)
    }
}
