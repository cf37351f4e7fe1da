#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import TodoStore
@testable import FileAccess

@Suite struct FileReaderTests {
    @Test func missingFileIsEmptyAndNotCreated() throws {
        let folder = TempFolder()
        let snapshot = try FileReader.snapshot(folder.file("sub/todo.taskpaper"))
        #expect(snapshot.document.bytes.isEmpty && snapshot.stamp == nil)
        #expect(folder.names().isEmpty)
    }

    @Test func directoryIsRefused() {
        let folder = TempFolder()
        #expect(throws: StoreError.isDirectory(path: folder.path)) { try FileReader.snapshot(folder.path) }
    }

    @Test func invalidUTF8IsRefusedWithItsOffset() {
        let folder = TempFolder()
        folder.write("t.taskpaper", bytes: Array("Today:\n\t- caf".utf8) + [0xE9, 0x0A])
        #expect(throws: StoreError.notUTF8(path: folder.file("t.taskpaper"), offset: 13)) {
            try FileReader.snapshot(folder.file("t.taskpaper"))
        }
    }

    @Test func nulBytesMeanBinary() {
        let folder = TempFolder()
        folder.write("t.taskpaper", bytes: [0x2D, 0x20, 0x00, 0x41, 0x0A])
        #expect(throws: StoreError.binary(path: folder.file("t.taskpaper"))) {
            try FileReader.snapshot(folder.file("t.taskpaper"))
        }
    }

    @Test(.disabled(if: runningAsRoot, "root can read a chmod 000 file, so there is nothing to refuse"))
    func unreadableFileIsRefused() throws {
        let folder = TempFolder()
        folder.write("t.taskpaper", "Today:\n")
        chmod(folder.file("t.taskpaper"), 0)
        let error = #expect(throws: StoreError.self) { try FileReader.snapshot(folder.file("t.taskpaper")) }
        #expect(error?.description.hasPrefix("cannot read \(folder.file("t.taskpaper")): permission denied") == true)
    }

    @Test func filesOver64MiBAreRefusedBeforeReading() {
        let folder = TempFolder()
        folder.write("big.taskpaper", "")
        truncate(folder.file("big.taskpaper"), off_t(FileReader.sizeLimit + 1))
        #expect(throws: StoreError.tooLarge(path: folder.file("big.taskpaper"), bytes: FileReader.sizeLimit + 1)) {
            try FileReader.snapshot(folder.file("big.taskpaper"))
        }
    }

    @Test func stampChangesWithContent() throws {
        let folder = TempFolder()
        folder.write("t.taskpaper", "Today:\n")
        let first = try FileReader.snapshot(folder.file("t.taskpaper")).stamp
        folder.write("t.taskpaper", "Today:\n\t- milk\n")
        let second = try FileReader.snapshot(folder.file("t.taskpaper")).stamp
        #expect(first != nil && second != nil && first != second)
        #expect(second?.hash == ContentHash.of(Array("Today:\n\t- milk\n".utf8)))
    }

    @Test func hashSeesAChangeInAnyByte() {
        let base = Array("Today:\n\t- milk @day(2026-11-22)\n".utf8)
        let h = ContentHash.of(base)
        for i in base.indices {
            var changed = base
            changed[i] ^= 0x20
            #expect(ContentHash.of(changed) != h, "byte \(i)")
        }
        #expect(ContentHash.of(base + [0x0A]) != h && ContentHash.of([]) != ContentHash.of([0]))
    }

    @Test func everyErrorIsOneLine() {
        let errors: [StoreError] = [
            .isDirectory(path: "/p"), .unreadable(path: "/p", reason: "r"), .notUTF8(path: "/p", offset: 1),
            .binary(path: "/p"), .tooLarge(path: "/p", bytes: 1), .readOnly(path: "/p"),
            .writeFailed(path: "/p", reason: "r"), .lockFailed(path: "/p", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n") && error.description.contains("/p"))
        }
    }
}
