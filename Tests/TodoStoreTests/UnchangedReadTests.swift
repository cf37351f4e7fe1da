import Glibc
import Testing
@testable import TodoStore
import TaskPaper
@testable import FileAccess

/// The last read is reused while the file's stamp says it is unchanged, but
/// a stamp too fresh to trust when it was read is checked against the bytes.
@Suite struct UnchangedReadTests {
    static let today = Day("2026-11-26")!

    @Test func aStampTooFreshWhenReadIsCheckedAgainstTheBytesLater() throws {
        let folder = TempFolder()
        let path = folder.file("todo.taskpaper")
        folder.write("todo.taskpaper", "Today:\n\t- Aa\n")
        let stamp = try #require(FileReader.metadata(path))
        var reads = UnchangedRead()
        let first = try reads.read(path, today: Self.today, now: stamp.mtimeNanoseconds + 500_000_000)
        #expect(first.0.document.bytes == Array("Today:\n\t- Aa\n".utf8))
        // An edit in place in the same tick, of the same size: the stamp
        // reads as it did.
        folder.write("todo.taskpaper", "Today:\n\t- Bb\n")
        let (seconds, nanoseconds) = stamp.mtimeNanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        let at = timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
        var times = [at, at]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(FileReader.metadata(path)?.sameMetadata(as: stamp) == true)
        // Looked at long after: the stamp alone would say nothing changed.
        let later = try reads.read(path, today: Self.today, now: stamp.mtimeNanoseconds + 10_000_000_000)
        #expect(later.0.document.bytes == Array("Today:\n\t- Bb\n".utf8))
    }
}
