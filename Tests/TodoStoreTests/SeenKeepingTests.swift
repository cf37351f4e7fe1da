import Glibc
import Testing
@testable import TodoStore

/// The last content seen (the base for merging a sync-conflict copy), as a
/// command that changes the file keeps it: only what it writes, or what it
/// read when it writes nothing.
@Suite struct SeenKeepingTests {
    static let day = "@day(2026-11-22)"
    static let text = "Today:\n\t- A \(day)\n"

    /// A store on a file holding `text`.
    static func open(_ folder: TempFolder, defersSeen: Bool) throws -> (TodoStore, StateFolder) {
        folder.write("todo.taskpaper", text)
        let state = StateFolder(path: folder.file("state"))
        let store = try TodoStore(
            path: folder.file("todo.taskpaper"), config: Config(), clock: ManualClock("2026-11-22").clock, state: state,
            defersSeen: defersSeen)
        return (store, state)
    }

    static func seen(_ state: StateFolder, _ folder: TempFolder) -> String? {
        state.lastSeen(folder.file("todo.taskpaper")).map { $0.string(0..<$0.bytes.count) }
    }

    @Test func aChangeKeepsOnlyWhatItWrote() throws {
        let folder = TempFolder()
        let (store, state) = try Self.open(folder, defersSeen: true)
        #expect(Self.seen(state, folder) == nil)
        try store.commit(.add(.today, "B", priority: 1))
        let written = try #require(folder.read("todo.taskpaper"))
        #expect(written.contains("B"))
        #expect(Self.seen(state, folder) == written)
        #expect(state.lastSeenHash(folder.file("todo.taskpaper")) == FileStamp.hash(Array(written.utf8)))
        store.keepSeen()
        #expect(Self.seen(state, folder) == written)
    }

    @Test func aRefusedChangeKeepsWhatWasRead() throws {
        let folder = TempFolder()
        let (store, state) = try Self.open(folder, defersSeen: true)
        #expect(throws: TodoError.self) { try store.commit(.add(.today, "", priority: 1)) }
        #expect(Self.seen(state, folder) == nil)
        store.keepSeen()
        #expect(Self.seen(state, folder) == Self.text)
    }

    @Test func withoutDeferringWhatIsReadIsKeptAtOnce() throws {
        let folder = TempFolder()
        let (_, kept) = try Self.open(folder, defersSeen: false)
        #expect(Self.seen(kept, folder) == Self.text)
    }

    /// The state files are txtodo's own: private, whatever the umask.
    @Test func stateFilesArePrivate() throws {
        let folder = TempFolder()
        try StateFile.write(Array("x\n".utf8), to: folder.file("last-change"), durable: true)
        var st = stat()
        #expect(stat(folder.file("last-change"), &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(folder.read("last-change") == "x\n")
        #expect(folder.names() == ["last-change"])
    }
}
