import Glibc
import Testing
import TodoCore
@testable import TodoStore
@testable import FileAccess
@testable import TodoVersions

/// The last listing, kept per todo file in the state folder: a file that is
/// torn, damaged or cannot be written is only a listing missing.
@Suite struct ListingMemoryTests {
    static let listing = Listing(entries: [
        .init(identity: 0x1234_5678_9abc_def0, line: 1), .init(identity: 42, line: 7),
    ])

    @Test func aListingIsKeptPerFileAndReadBack() {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state"))
        let a = ListingMemory(state: state, todoPath: folder.file("a.taskpaper"))
        let b = ListingMemory(state: state, todoPath: folder.file("b.taskpaper"))
        a.keep(Self.listing)
        #expect(ListingMemory(state: state, todoPath: folder.file("a.taskpaper")).load() == Self.listing)
        #expect(ListingMemory(state: state, todoPath: "\(folder.path)/./a.taskpaper").load() == Self.listing)
        #expect(b.load() == nil)
        var st = stat()
        #expect(stat(a.path, &st) == 0 && st.st_mode & 0o777 == 0o600)
    }

    @Test func aTornOrDamagedListingIsNone() throws {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state"))
        let memory = ListingMemory(state: state, todoPath: folder.file("todo.taskpaper"))
        memory.keep(Self.listing)
        let whole = try #require(try FileReader.readIfPresent(memory.path))
        folder.write(
            "state/listing/" + StateKey.name(for: folder.file("todo.taskpaper"), in: state.path), bytes: Array(whole.dropLast(3)))
        #expect(ListingMemory(state: state, todoPath: folder.file("todo.taskpaper")).load() == nil)
        var flipped = whole
        flipped[flipped.count - 2] ^= 0x01
        folder.write("state/listing/" + StateKey.name(for: folder.file("todo.taskpaper"), in: state.path), bytes: flipped)
        #expect(ListingMemory(state: state, todoPath: folder.file("todo.taskpaper")).load() == nil)
    }

    @Test func theSameListingIsNotWrittenAgain() throws {
        let folder = TempFolder()
        let memory = ListingMemory(state: StateFolder(path: folder.file("state")), todoPath: folder.file("t.taskpaper"))
        memory.keep(Self.listing)
        var before = stat()
        stat(memory.path, &before)
        memory.keep(Self.listing)
        var after = stat()
        stat(memory.path, &after)
        #expect(before.st_ino == after.st_ino)
        var more = Self.listing
        more.append(.init(identity: 9, line: 9))
        memory.keep(more)
        #expect(
            ListingMemory(state: StateFolder(path: folder.file("state")), todoPath: folder.file("t.taskpaper")).load() == more)
    }

    @Test func aStateFolderThatCannotBeWrittenIsNoListing() {
        let folder = TempFolder()
        folder.write("state", "a file where the folder would be")
        let memory = ListingMemory(state: StateFolder(path: folder.file("state")), todoPath: folder.file("t.taskpaper"))
        memory.keep(Self.listing)
        #expect(ListingMemory(state: StateFolder(path: folder.file("state")), todoPath: folder.file("t.taskpaper")).load() == nil)
    }

    @Test func aListingWrittenInPiecesReadsBackAndIsNotRewrittenWhenTheSame() throws {
        let folder = TempFolder()
        let state = StateFolder(path: folder.file("state"))
        let memory = ListingMemory(state: state, todoPath: folder.file("t.taskpaper"))
        let many = Listing(entries: (0..<20000).map { Listing.Entry(identity: UInt64($0) &* 0x9E37_79B9, line: $0) })
        for _ in 0..<2 {
            let writer = try #require(ListingWriter(memory: memory, numbers: many.count))
            var at = 0
            for size in [1, 7, 8, 65536, 100, 200_000] where at < many.bytes.count {
                writer.write(Array(many.bytes[at..<min(at + size, many.bytes.count)]))
                at += size
            }
            writer.finish()
        }
        #expect(ListingMemory(state: state, todoPath: folder.file("t.taskpaper")).load() == many)
        var before = stat()
        stat(memory.path, &before)
        let again = try #require(ListingWriter(memory: memory, numbers: many.count))
        again.write(many.bytes)
        again.finish()
        var after = stat()
        stat(memory.path, &after)
        #expect(before.st_ino == after.st_ino)
        // Fewer bytes than promised: the listing there stays.
        let short = try #require(ListingWriter(memory: memory, numbers: many.count + 1))
        short.write(many.bytes)
        short.finish()
        #expect(ListingMemory(state: state, todoPath: folder.file("t.taskpaper")).load() == many)
        // A writer dropped half way leaves the listing, and no temporary file.
        var dropped = ListingWriter(memory: memory, numbers: many.count)
        dropped?.write(Array(many.bytes.prefix(100)))
        dropped = nil
        #expect(ListingMemory(state: state, todoPath: folder.file("t.taskpaper")).load() == many)
        #expect(TempFolder.names(in: folder.file("state/listing")) == [FileLocation.split(memory.path).name])
    }
}
