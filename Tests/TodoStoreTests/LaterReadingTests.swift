import Testing
import TodoCore
import TaskPaper
import TodoConfig
@testable import TodoStore
@testable import TodoVersions

/// A store opened for a command that shows Later's count alone reads the
/// file in pieces, Later's lines held nowhere, where no version is kept;
/// the app's read keeps the bytes to unfold; both list what the whole
/// read lists.
@Suite struct LaterReadingTests {
    static var text: String {
        var text = "Floating:\n\t- Learn Japanese\nToday:\n\t- Call Sam @day(2026-11-23)\nTomorrow:\n\t- Shop\nLater:\n"
        for k in 1...3000 { text += "\t- Someday task \(k)" + (k % 7 == 0 ? " @priority(2)" : "") + "\n" }
        return text + "\t- Pay rent @day(2026-12-01)\nGarden:\n\t- Weed\n"
    }

    static func open(_ folder: TempFolder, _ later: LaterReading, versions: Config.Versions = .auto) throws -> TodoStore {
        var config = Config()
        config.versions = versions
        return try TodoStore(
            path: folder.file("todo.taskpaper"), config: config, clock: ManualClock("2026-11-23").clock,
            state: StateFolder(path: folder.file("state")), later: later)
    }

    static func expectListedAsWhole(_ store: TodoStore, _ whole: TodoStore) {
        for section in Section.allCases {
            #expect(store.list.count(in: section) == whole.list.count(in: section), "\(section)")
        }
        for section in [Section.floating, .today, .tomorrow] {
            #expect(store.list.displayed(section).map(\.name) == whole.list.displayed(section).map(\.name), "\(section)")
        }
    }

    @Test func aCountedReadKeepsNoneOfLatersLinesAndListsAsTheWholeRead() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        let store = try Self.open(folder, .counted)
        #expect(store.list.isLaterFolded && store.list.count(in: .later) == 3001)
        // Read in pieces: there are no bytes to unfold, nor a first task.
        #expect(!store.isLaterFolded && store.firstInFoldedLater == nil)
        #expect(store.list.document.bytes.count < 200)
        Self.expectListedAsWhole(store, try Self.open(folder, .whole))
    }

    @Test func whereVersionsAreKeptTheCountedReadKeepsTheBytes() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        let store = try Self.open(folder, .counted, versions: .on)
        #expect(store.list.isLaterFolded && store.isLaterFolded)
        Self.expectListedAsWhole(store, try Self.open(folder, .whole))
    }

    @Test func theAppsReadKeepsTheBytesAndUnfolds() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text)
        let store = try Self.open(folder, .folded)
        // Scheduled tasks come first in Later, by day.
        #expect(store.isLaterFolded && store.firstInFoldedLater?.name == "Pay rent")
        let whole = try Self.open(folder, .whole)
        Self.expectListedAsWhole(store, whole)
        try store.unfoldLater()
        #expect(!store.list.isLaterFolded && store.list.document.bytes == whole.list.document.bytes)
    }

    @Test func aTaskDueFromLaterTodayReadsTheFileWhole() throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", Self.text.replacingOccurrences(of: "2026-12-01", with: "2026-11-23"))
        let store = try Self.open(folder, .counted)
        #expect(!store.list.isLaterFolded)
        #expect(store.list.displayed(.today).map(\.name) == ["Call Sam", "Pay rent"])
    }

    /// Read in pieces and found to have nothing to fold, the file is taken
    /// in as read (whole after all), the rules applied as usual.
    @Test(arguments: ["Today:\n\t- Call Sam\nTomorrow:\n\t- Shop\n", "Today:\n\t- Call Sam\nLater:\n\n", ""])
    func aFileWithNothingToFoldListsAsTheWholeRead(text: String) throws {
        let folder = TempFolder()
        folder.writeBefore("todo.taskpaper", text)
        let store = try Self.open(folder, .counted)
        #expect(!store.list.isLaterFolded && !store.isLaterFolded)
        let whole = try Self.open(folder, .whole)
        #expect(store.list.document.bytes == whole.list.document.bytes)
        Self.expectListedAsWhole(store, whole)
    }

    @Test func aMissingFileIsAnEmptyListAndStaysMissing() throws {
        let folder = TempFolder()
        let store = try Self.open(folder, .counted)
        #expect(store.list.taskCount == 0 && !store.list.isLaterFolded)
        #expect(!folder.names().contains("todo.taskpaper"))
    }
}
