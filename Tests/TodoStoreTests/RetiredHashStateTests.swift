import Glibc
import Testing
import TodoCore
import TaskPaper
@testable import TodoStore
@testable import FileAccess
@testable import TodoConfig
@testable import TodoVersions

/// State written before `ContentHash` became the one hash: its files are
/// named by the retired hash of the todo file's path and their frames are
/// checked by it. Such a state folder still gives the file its undo
/// history, listing and review; the files move to the new names once.
@Suite struct RetiredHashStateTests {
    static let day = "@day(2026-11-22)"

    /// A frame as earlier versions wrote it: the retired hash, unpadded.
    static func retiredFrame(_ payload: [UInt8]) -> [UInt8] {
        Array("txtodo-block \(payload.count) \(String(RetiredHash.of(payload), radix: 16))\n".utf8) + payload
    }

    static func retiredName(_ todoPath: String) -> String {
        ContentHash.text(RetiredHash.of(Array(StateKey.canonical(todoPath).utf8)))
    }

    /// Renames every per-file state file of `todoPath` to the retired name,
    /// its one frame (if it is a framed record) rewritten with the retired check.
    static func makeRetired(_ state: String, _ todoPath: String) throws {
        let name = StateKey.name(for: todoPath, in: state)
        for folder in StateKey.folders where access("\(state)/\(folder)/\(name)", F_OK) == 0 {
            let path = "\(state)/\(folder)/\(name)", old = "\(state)/\(folder)/\(retiredName(todoPath))"
            let bytes = try #require(try FileReader.readIfPresent(path))
            let payload = StateFrame.read(bytes)
            try AtomicWriter.savePrivate(payload.map(retiredFrame) ?? bytes, to: old, durable: false)
            #expect(unlink(path) == 0)
        }
    }

    @Test func aStateFolderKeyedTheOldWayKeepsItsHistoryListingAndReview() throws {
        let folder = TempFolder()
        let environment = ["XDG_STATE_HOME": folder.file("xdg")]
        let state = StateFolder(environment: environment)
        let todo = folder.file("todo.taskpaper")
        folder.write("todo.taskpaper", "Today:\n\t- Milk \(Self.day)\n")
        let clock = ManualClock("2026-11-22").clock
        let store = try TodoStore(path: todo, config: Config(), clock: clock, state: state)
        try store.commit(.add(.today, "Bread", priority: 1))
        let listing = Listing(entries: [.init(identity: 42, line: 1), .init(identity: 7, line: 2)])
        store.keepListing(listing)
        let from = ReviewMemory(todoPath: todo, environment: environment).open(today: Day("2026-11-22")!)
        try Self.makeRetired(state.path, todo)
        #expect(try FileReader.readIfPresent(state.path + "/undo/" + Self.retiredName(todo)) != nil)

        let later = try TodoStore(path: todo, config: Config(), clock: clock, state: state)
        #expect(later.lastListing == listing)
        #expect(later.canUndo)
        try later.undo()
        #expect(folder.read("todo.taskpaper") == "Today:\n\t- Milk \(Self.day)\n")
        let review = ReviewMemory(todoPath: todo, environment: environment).load()
        #expect(review.opened == ReviewOpening(day: Day("2026-11-22")!, from: from))
        for name in ["undo", "listing", "review"] {
            #expect(access("\(state.path)/\(name)/\(Self.retiredName(todo))", F_OK) != 0, "\(name)")
            #expect(access("\(state.path)/\(name)/\(StateKey.name(for: todo))", F_OK) == 0, "\(name)")
        }
    }

    /// A journal left by an interrupted write of an earlier version (under
    /// the old name, naming the todo file by the retired hash) still keeps
    /// its tasks from being archived twice.
    @Test func anArchiveJournalWrittenTheOldWayIsStillHeeded() throws {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state")), path = folder.file("todo.taskpaper")
        let todo = "Today:\n\t- Old @day(2026-11-21)\n"
        let old = ArchivedTask(day: Day("2026-11-21")!, lines: ["- Old @day(2026-11-21)"])
        let archived = "2026-11-21:\n\t- Old @day(2026-11-21)\n"
        folder.write("todo.archive.taskpaper", archived)
        folder.writeBefore("todo.taskpaper", todo)
        try AtomicWriter.makeFolder(folder.file("state/archiving"), display: "archiving")
        let note = String(RetiredHash.of(Array(todo.utf8)), radix: 16) + "\n" + old.record
        folder.write("state/archiving/" + Self.retiredName(path), bytes: Self.retiredFrame(Array(note.utf8)))
        try TodoStore(path: path, config: Config(), clock: ManualClock("2026-11-22").clock, state: state).settle()
        #expect(folder.read("todo.taskpaper") == "Today:\n")
        #expect(folder.read("todo.archive.taskpaper") == archived)
    }

    /// A file under the new name wins: the old one is left as it is.
    @Test func stateUnderTheNewNameIsNotReplacedByTheOld() throws {
        let folder = TempFolder()
        let state = folder.file("state"), todo = folder.file("todo.taskpaper")
        for name in ["first-seen", "copies-seen"] { try AtomicWriter.makeFolder(folder.file("state/" + name), display: name) }
        folder.write("state/first-seen/" + Self.retiredName(todo), "old")
        folder.write("state/first-seen/" + StateKey.name(for: todo), "new")
        folder.write("state/copies-seen/" + Self.retiredName(todo), "")
        _ = StateKey.name(for: todo, in: state)
        #expect(folder.read("state/first-seen/" + StateKey.name(for: todo)) == "new")
        #expect(folder.read("state/first-seen/" + Self.retiredName(todo)) == "old")
        #expect(folder.read("state/copies-seen/" + StateKey.name(for: todo)) == "")
        #expect(folder.read("state/copies-seen/" + Self.retiredName(todo)) == nil)
    }

    @Test func aFrameCheckedByTheRetiredHashReadsAndTheNextIsWrittenWithTheNewOne() {
        let payload = Array("opened 2026-11-22 from 2026-11-15\n".utf8)
        #expect(StateFrame.read(Self.retiredFrame(payload)) == payload)
        var damaged = Self.retiredFrame(payload)
        damaged[damaged.count - 2] ^= 0x01
        #expect(StateFrame.read(damaged) == nil)
        let framed = StateFrame.frame(payload)
        #expect(framed.starts(with: Array("txtodo-block \(payload.count) \(ContentHash.text(ContentHash.of(payload)))\n".utf8)))
        #expect(StateFrame.read(framed) == payload)
    }

    @Test func theHashOfPiecesIsTheHashOfTheWhole() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ $0 >> 3) }
        for cut in [[], [0], [1], [31], [32], [33], [5, 7, 64], [100, 101, 102, 290], Array(0..<300)] {
            var stream = ContentHashStream()
            var from = 0
            for at in cut + [bytes.count] {
                stream.add(Array(bytes[from..<at]))
                from = at
            }
            #expect(stream.value == ContentHash.of(bytes), "\(cut)")
        }
        for count in [0, 3, 8, 31, 32, 63, 64, 65] {
            var stream = ContentHashStream()
            stream.add(Array(bytes.prefix(count)))
            #expect(stream.value == ContentHash.of(Array(bytes.prefix(count))), "\(count)")
        }
    }
}
