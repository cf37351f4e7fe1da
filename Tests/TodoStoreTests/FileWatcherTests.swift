import Foundation
import Glibc
import Testing

@testable import TodoStore

/// The watch on the file's folder, and the fall-back to looking.
@Suite struct FileWatcherTests {
    @Test func aMissingFolderIsWatchedOnceItExists() throws {
        let folder = NSTemporaryDirectory() + "txtodo-watch-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = FileWatcher(path: folder + "/todo.taskpaper", versions: nil)
        #expect(watch.isPolling)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        watch.drain()
        #expect(!watch.isPolling)
        #expect(watch.descriptors.count == 2)
    }

    @Test func anEditInTheFolderMakesTheWatchReadable() throws {
        let folder = try Self.folders("edit", [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = FileWatcher(path: folder + "/todo.taskpaper", versions: nil)
        #expect(Self.readable(watch) == 0)
        try "Today:\n".write(toFile: folder + "/todo.taskpaper", atomically: true, encoding: .utf8)
        #expect(Self.readable(watch) == 1)
        watch.drain()
        #expect(Self.readable(watch) == 0)
    }

    /// A version log that arrives wakes the loop (a conflict copy may wait
    /// for it), also when the versions folder is made after the watch began.
    @Test func aLogArrivingInTheVersionsFolderMakesTheWatchReadable() throws {
        let folder = try Self.folders("versions", [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = FileWatcher(path: folder + "/todo.taskpaper", versions: folder + "/todo.versions")
        try FileManager.default.createDirectory(atPath: folder + "/todo.versions", withIntermediateDirectories: true)
        #expect(Self.readable(watch) == 1)
        watch.drain()
        #expect(Self.readable(watch) == 0)
        try "log\n".write(toFile: folder + "/todo.versions/other.log", atomically: true, encoding: .utf8)
        #expect(Self.readable(watch) == 1)
        watch.drain()
        #expect(Self.readable(watch) == 0)
    }

    /// Through a symbolic link, the real file's folder is watched: an edit
    /// made there wakes the app.
    @Test func anEditOfALinksTargetMakesTheWatchReadable() throws {
        let folder = try Self.folders("link", ["real", "links"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Today:\n".write(toFile: folder + "/real/todo.taskpaper", atomically: true, encoding: .utf8)
        #expect(symlink(folder + "/real/todo.taskpaper", folder + "/links/todo.taskpaper") == 0)
        let watch = FileWatcher(path: folder + "/links/todo.taskpaper", versions: nil)
        #expect(!Self.isReadable(watch))
        try "Today:\n\t- By hand\n".write(toFile: folder + "/real/todo.taskpaper", atomically: true, encoding: .utf8)
        #expect(Self.isReadable(watch))
        watch.drain()
        #expect(!Self.isReadable(watch))
    }

    /// When the link comes to name another file, the watch follows it.
    @Test func aLinkPointedElsewhereIsFollowed() throws {
        let folder = try Self.folders("relink", ["one", "two", "links"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/links/todo.taskpaper"
        #expect(symlink(folder + "/one/todo.taskpaper", link) == 0)
        let watch = FileWatcher(path: link, versions: nil)
        // The link replaced by one naming the other folder's file, as `ln -sf` does.
        #expect(symlink(folder + "/two/todo.taskpaper", folder + "/links/new") == 0)
        #expect(rename(folder + "/links/new", link) == 0)
        #expect(Self.isReadable(watch))
        watch.drain()
        #expect(!Self.isReadable(watch))
        try "Today:\n".write(toFile: folder + "/two/todo.taskpaper", atomically: true, encoding: .utf8)
        #expect(Self.isReadable(watch))
    }

    /// A wake-up says whether it may concern the file: a change of another
    /// file in a shared folder (notes, an editor's swap file of them) does
    /// not; the file itself, its archive, a sync tool's conflict copy or
    /// temporary file of it, an editor's file of it, and a log in the
    /// versions folder do.
    @Test func aChangeOfAnotherFileInTheFolderIsToldApart() throws {
        let folder = try Self.folders("others", ["todo.versions"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = FileWatcher(path: folder + "/todo.taskpaper", versions: folder + "/todo.versions")
        #expect(watch.drain() == .nothing)
        for other in ["notes.md", ".notes.md.swp", "shopping list.txt", "4913"] {
            try "x\n".write(toFile: folder + "/" + other, atomically: false, encoding: .utf8)
            #expect(watch.drain() == .others, "\(other)")
        }
        #expect(rename(folder + "/notes.md", folder + "/notes.md~") == 0)
        #expect(unlink(folder + "/shopping list.txt") == 0)
        #expect(watch.drain() == .others)
        let ours = [
            "todo.taskpaper", "todo.archive.taskpaper", "todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper",
            "todo (conflicted copy 2026-11-22).taskpaper", ".syncthing.todo.taskpaper.tmp", ".todo.taskpaper.~1a2b3c",
            ".todo.taskpaper.swp", "todo.versions/m1.log",
        ]
        for name in ours {
            try "x\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
            #expect(watch.drain() == .ours, "\(name)")
        }
        // Another file's change and the file's own in one wake-up: ours.
        try "y\n".write(toFile: folder + "/notes.md", atomically: false, encoding: .utf8)
        try "y\n".write(toFile: folder + "/todo.taskpaper", atomically: true, encoding: .utf8)
        #expect(watch.drain() == .ours)
        #expect(watch.drain() == .nothing)
    }

    /// A name beyond ASCII may reach the folder written another way (a
    /// decomposed accent): every change there may then be the file's.
    @Test func aFileNamedBeyondASCIITakesEveryChangeAsItsOwn() throws {
        let folder = try Self.folders("cafe", [])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watch = FileWatcher(path: folder + "/café.taskpaper", versions: nil)
        try "x\n".write(toFile: folder + "/notes.md", atomically: false, encoding: .utf8)
        #expect(watch.drain() == .ours)
    }

    /// Through a link, a change under the link's own name is the file's too.
    @Test func aChangeUnderTheLinksNameIsTheFiles() throws {
        let folder = try Self.folders("linkname", ["real"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Today:\n".write(toFile: folder + "/real/tasks.taskpaper", atomically: true, encoding: .utf8)
        #expect(symlink(folder + "/real/tasks.taskpaper", folder + "/todo.taskpaper") == 0)
        let watch = FileWatcher(path: folder + "/todo.taskpaper", versions: nil)
        let copy = folder + "/todo.sync-conflict-20261122-101010-ABCDEFG.taskpaper"
        try "x\n".write(toFile: copy, atomically: false, encoding: .utf8)
        #expect(watch.drain() == .ours)
        try "x\n".write(toFile: folder + "/real/tasks.archive.taskpaper", atomically: false, encoding: .utf8)
        #expect(watch.drain() == .ours)
        try "x\n".write(toFile: folder + "/real/other.md", atomically: false, encoding: .utf8)
        #expect(watch.drain() == .others)
    }

    /// A new folder holding the sub-folders named.
    static func folders(_ name: String, _ subs: [String]) throws -> String {
        let folder = NSTemporaryDirectory() + "txtodo-watch-\(name)-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for sub in subs {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        return folder
    }

    /// Whether the watch's descriptors have something to read now.
    static func isReadable(_ watch: FileWatcher) -> Bool { readable(watch) > 0 }

    /// How many of the watch's descriptors have something to read now.
    static func readable(_ watch: FileWatcher) -> Int32 {
        var waits = watch.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return poll(&waits, nfds_t(waits.count), 0)
    }
}
