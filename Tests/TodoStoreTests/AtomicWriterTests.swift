#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TodoStore

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
