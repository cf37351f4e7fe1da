import Testing
import TaskPaper
@testable import TodoCore

/// A change of the whole file (a merged copy) keeps only what differs:
/// undone and redone exactly, refused once the file changed, and a record
/// of the older kind (both whole files) still read.
@Suite struct FileSwapTests {
    static let day = Day("2026-11-22")!
    static let tasks = (0..<2000).map { "\t- Task \($0) @day(2026-11-22)\n" }
    static let before = Document(bytes: Array(("Today:\n" + tasks.joined()).utf8))
    static let after: Document = {
        var lines = tasks
        lines.insert("\t- Call Sam @day(2026-11-22)\n", at: 1000)
        return Document(bytes: Array(("Today:\n" + lines.joined()).utf8))
    }()

    @Test func aMergeThatAddedOneTaskCostsThatTask() throws {
        let change = Change.wholeFile(from: Self.before, to: Self.after, summary: "Merged a Syncthing copy")
        #expect(change.record.utf8.count < 300, "\(change.record.utf8.count)")
        let read = try #require(Change(record: change.record))
        #expect(read == change)
        let undone = try undo(read, in: Self.after, today: Self.day)
        #expect(undone.document.bytes == Self.before.bytes)
        let redone = try redo(read, in: undone.document, today: Self.day)
        #expect(redone.document.bytes == Self.after.bytes)
    }

    @Test func anUndoIsRefusedOnceTheFileChangedAnywhere() {
        let change = Change.wholeFile(from: Self.before, to: Self.after, summary: "Merged a Syncthing copy")
        var edited = Self.after.bytes
        edited[10] = UInt8(ascii: "X")  // far from the merged task, same length
        #expect(throws: TodoError.self) { try undo(change, in: Document(bytes: edited), today: Self.day) }
    }

    @Test func aRecordOfBothWholeFilesIsStillRead() throws {
        let change = Change.wholeFile(from: Self.before, to: Self.after, summary: "Merged a Syncthing copy")
        let lines = change.record.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("patch ")
                ? "swap \(Hex.encode(Self.before.bytes)) \(Hex.encode(Self.after.bytes))" : String(line)
        }
        let read = try #require(Change(record: lines.joined(separator: "\n")))
        #expect(try undo(read, in: Self.after, today: Self.day).document.bytes == Self.before.bytes)
    }
}
