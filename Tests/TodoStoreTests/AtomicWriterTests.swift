#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
@testable import FileAccess

@Suite struct AtomicWriterTests {
    @Test func createsFolderAndFileOnFirstWrite() throws {
        let folder = TempFolder()
        let path = folder.file("a/b/todo.taskpaper")
        try AtomicWriter.save(Array("Today:\n".utf8), to: path, display: path)
        #expect(folder.read("a/b/todo.taskpaper") == "Today:\n")
        #expect(folder.mode("a") == 0o700 && folder.mode("a/b") == 0o700)
        #expect(folder.mode("a/b/todo.taskpaper") & 0o600 == 0o600)
    }

    @Test func keepsTheModeAndLeavesNoTemporaryFiles() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "old\n")
        chmod(folder.file("todo.taskpaper"), 0o640)
        try AtomicWriter.save(Array("new\n".utf8), to: folder.file("todo.taskpaper"), display: "t")
        #expect(folder.read("todo.taskpaper") == "new\n")
        #expect(folder.mode("todo.taskpaper") == 0o640)
        #expect(folder.names() == ["todo.taskpaper"])
    }

    @Test func writesThroughASymbolicLink() throws {
        let folder = TempFolder()
        _ = mkdir(folder.file("real"), 0o755)
        folder.write("real/todo.taskpaper", "old\n")
        symlink("real/todo.taskpaper", folder.file("link.taskpaper"))
        try AtomicWriter.save(Array("new\n".utf8), to: folder.file("link.taskpaper"), display: "t")
        var st = stat()
        lstat(folder.file("link.taskpaper"), &st)
        #expect(st.st_mode & S_IFMT == S_IFLNK)
        #expect(folder.read("real/todo.taskpaper") == "new\n")
        #expect(folder.names() == ["link.taskpaper", "real"])
    }

    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "old\n")
        let read = try #require(try FileReader.snapshot(folder.file("todo.taskpaper")).stamp)
        let handle = open(folder.file("todo.taskpaper"), O_WRONLY | O_APPEND)
        _ = Glibc.write(handle, "appended\n", 9)
        close(handle)
        let outcome = try AtomicWriter.save(
            Array("new\n".utf8), to: folder.file("todo.taskpaper"), display: "t", replacing: read)
        #expect(outcome == .changed)
        #expect(folder.read("todo.taskpaper") == "old\nappended\n")
        #expect(folder.names() == ["todo.taskpaper"])
    }

    /// A file over the size limit could not be read back: it is not written.
    @Test func contentOverTheSizeLimitIsRefused() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "old\n")
        let path = folder.file("todo.taskpaper")
        let big = [UInt8](repeating: 0x41, count: FileReader.sizeLimit + 1)
        let error = #expect(throws: StoreError.self) { try AtomicWriter.save(big, to: path, display: path) }
        #expect(error?.description.contains("over the limit of \(FileReader.sizeLimit)") == true)
        #expect(folder.read("todo.taskpaper") == "old\n" && folder.names() == ["todo.taskpaper"])
    }

    /// l1 → l2 → missing: the file at the end of the chain is created and
    /// both links stay links.
    @Test func aDanglingChainOfLinksIsFollowedToItsEnd() throws {
        let folder = TempFolder()
        symlink("l2", folder.file("l1"))
        symlink("missing", folder.file("l2"))
        try AtomicWriter.save(Array("new\n".utf8), to: folder.file("l1"), display: "t")
        #expect(folder.read("missing") == "new\n")
        for link in ["l1", "l2"] {
            var st = stat()
            lstat(folder.file(link), &st)
            #expect(st.st_mode & S_IFMT == S_IFLNK, "\(link)")
        }
    }

    @Test func failureLeavesNothingBehind() throws {
        let folder = TempFolder()
        folder.write("plain", "I am a file\n")
        let path = folder.file("plain/todo.taskpaper")
        let error = #expect(throws: StoreError.self) { try AtomicWriter.save([0x41], to: path, display: path) }
        #expect(error?.description.hasPrefix("cannot save \(path):") == true)
        #expect(folder.names() == ["plain"] && folder.read("plain") == "I am a file\n")
    }

    @Test(.disabled(if: runningAsRoot, "root writes into read-only folders, so the refusal cannot be seen"))
    func readOnlyFolderIsRefusedAndFileKept() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "old\n")
        chmod(folder.path, 0o500)
        defer { chmod(folder.path, 0o700) }
        #expect(throws: StoreError.self) {
            try AtomicWriter.save(Array("new\n".utf8), to: folder.file("todo.taskpaper"), display: "t")
        }
        #expect(folder.read("todo.taskpaper") == "old\n" && folder.names() == ["todo.taskpaper"])
    }

    @Test(.disabled(if: runningAsRoot, "root may write read-only files"))
    func readOnlyFileIsRefused() throws {
        let folder = TempFolder()
        folder.write("todo.taskpaper", "old\n")
        chmod(folder.file("todo.taskpaper"), 0o444)
        #expect(throws: StoreError.readOnly(path: "t")) {
            try AtomicWriter.save(Array("new\n".utf8), to: folder.file("todo.taskpaper"), display: "t")
        }
        #expect(folder.read("todo.taskpaper") == "old\n")
    }
}
