import Testing
import TodoMerge
@testable import TodoStore
import TodoVersions

/// How renames travel through git: kept here until a commit, said in its
/// message, read back from the commits of each side.
@Suite struct RenameTrailerTests {
    static let odd = [("Call Sam", "Phone Sam"), (#"a → b \ c"#, "tab\there"), ("x", "→")]

    @Test func whatIsSaidIsReadBackWhole() {
        let lines = RenameTrailers.lines(Self.odd)
        #expect(lines[0] == "txtodo-renamed: Call Sam → Phone Sam")
        #expect(lines[1] == #"txtodo-renamed: a \→ b \\ c → tab"# + "\there")
        let read = RenameTrailers.renames(in: (["txtodo sync on host, 2026-11-22 10:00", ""] + lines).joined(separator: "\n"))
        #expect(read.map(\.from) == Self.odd.map(\.0) && read.map(\.to) == Self.odd.map(\.1))
    }

    @Test func otherLinesAndHalfLinesArePassedOver() {
        let text = """
            txtodo sync: merge
            txtodo-renamed: no arrow here
            txtodo-renamed:  → only a new name
            txtodo-renamed: only an old name → 
            Renamed: Call Sam → Phone Sam
            """
        #expect(RenameTrailers.renames(in: text).isEmpty)
    }

    @Test func renamesInARowAreOnePerTask() {
        let text = RenameTrailers.lines([("Call Sam", "Phone Sam"), ("Buy milk", "Buy oat milk"), ("Phone Sam", "Ring Sam")])
            .joined(separator: "\n")
        #expect(RenameTrailers.chained(in: text) == ["Call Sam": "Ring Sam", "Buy milk": "Buy oat milk"])
    }

    @Test func theJournalKeepsRenamesInOrderUntilCleared() {
        let folder = TempFolder()
        let journal = RenameJournal(state: StateFolder(path: folder.file("state")), key: "k")
        #expect(journal.read().isEmpty)
        #expect(journal.append(["Call Sam", "Phone Sam"]))
        #expect(journal.append([#"a \ b"#, "tab\there\nand a line"]))
        let read = journal.read()
        #expect(read.map(\.from) == ["Call Sam", #"a \ b"#] && read.map(\.to) == ["Phone Sam", "tab\there\nand a line"])
        journal.clear()
        #expect(journal.read().isEmpty)
    }
}
