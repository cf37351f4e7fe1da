import Glibc
import Testing
@testable import TodoStore
@testable import FileAccess

@Suite struct StateFileTests {
    /// The state files are txtodo's own: private, whatever the umask.
    @Test func stateFilesArePrivate() throws {
        let folder = TempFolder()
        try AtomicWriter.savePrivate(Array("x\n".utf8), to: folder.file("last-change"), durable: true)
        var st = stat()
        #expect(stat(folder.file("last-change"), &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(folder.read("last-change") == "x\n")
        #expect(folder.names() == ["last-change"])
    }
}
