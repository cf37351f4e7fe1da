import Testing
import TodoConfig
@testable import TodoStore
@testable import TodoVersions

/// The app reads the file whenever it changes, also while another program
/// is still writing it: a version is recorded only once the file is quiet.
@Suite struct QuietReadTests {
    static let day = "@day(2026-11-22)"

    @Test func aFileStillBeingWrittenIsNoVersionUntilItIsQuiet() throws {
        let folder = TempFolder(synced: true)
        let clock = ManualClock("2026-11-22")
        folder.write("todo.taskpaper", "Today:\n\t- A \(Self.day)\n")
        clock.filesAge = 5_000_000_000
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: clock.clock,
            state: StateFolder(path: folder.file("state")))
        store.recordsOnlyQuietReads = true
        clock.filesAge = 0
        // Another program writes the file in two parts; the app looks after each.
        let half = "Today:\n\t- A \(Self.day)\n\t- B"
        let whole = half + " \(Self.day)\n"
        folder.write("todo.taskpaper", half)
        #expect(try store.refresh())
        folder.write("todo.taskpaper", whole)
        #expect(try store.refresh())
        let hashes = { VersionLogTests.log(folder).records.map(\.hash) }
        #expect(!hashes().contains(VersionLogTests.hash(half)) && !hashes().contains(VersionLogTests.hash(whole)))
        // A second later, the file unchanged: the version read is whole.
        clock.filesAge = 2_000_000_000
        #expect(try !store.refresh())
        #expect(hashes().last == VersionLogTests.hash(whole))
        #expect(!hashes().contains(VersionLogTests.hash(half)))
    }
}
