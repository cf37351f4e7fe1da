import Testing
@testable import TodoStore
import TodoCore

/// The app renames with the whole field, the task's own tags included: the
/// record keeps the names as the merge reads them, without the tags.
@Suite struct KnownRenameStoreTests {
    static let day = "@day(2026-11-22)"

    @Test func aRenameWithTagsInTheFieldIsKnownByItsName() throws {
        let f = try SharedFolders(
            ["desk", "laptop"], start: "Today:\n\t- Call Sam @with(Ann) \(Self.day)\n\t- Buy milk \(Self.day)\n")
        let (a, b) = (f.machines[0], f.machines[1])
        try a.commit(.rename(TaskRef(section: .today, name: "Call Sam"), "Phone Sam @with(Ann)"))
        try b.commit(.toggleDone(TaskRef(section: .today, name: "Call Sam")))
        f.conflict(winner: b, loser: a)
        try a.open()
        try b.open()
        #expect(a.text == b.text)
        #expect(a.text.contains("- Phone Sam @with(Ann) \(Self.day) @done(2026-11-22)\n"))
        #expect(!a.text.contains("Call Sam"))
    }
}
