import Glibc
import Testing
@testable import TodoStore

/// The log of changes behind `txtodo undo`: oldest first, undone ones left
/// out, a tail cut short ignored, and trimmed to the latest changes.
@Suite struct ChangeLogTests {
    static func payload(_ n: Int, size: Int = 0) -> [UInt8] {
        Array("file /t\nchange \(n)\n".utf8) + [UInt8](repeating: 0x78, count: size)
    }

    @Test func undoneChangesAreLeftOut() {
        let folder = TempFolder()
        let log = folder.file("state/changes")
        for n in 1...3 { ChangeLog.append(Self.payload(n), to: log) }
        let all = ChangeLog.entries(log, latest: nil)
        #expect(all.map(\.payload) == (1...3).map { Self.payload($0) })
        ChangeLog.noteUndone(all[2], in: log)
        ChangeLog.noteUndone(all[1], in: log)
        #expect(ChangeLog.entries(log, latest: nil).map(\.payload) == [Self.payload(1)])
        // The same change made again after its undo is a change to undo again.
        ChangeLog.append(Self.payload(2), to: log)
        #expect(ChangeLog.entries(log, latest: nil).map(\.payload) == [Self.payload(1), Self.payload(2)])
    }

    @Test func aTailCutShortAndALostAppendAreHandled() {
        let folder = TempFolder()
        let log = folder.file("changes")
        ChangeLog.append(Self.payload(1), to: log)
        ChangeLog.append(Self.payload(2), to: log)
        var bytes = Array(folder.read("changes")!.utf8)
        bytes.removeLast(3)
        folder.write("changes", bytes: bytes)
        #expect(ChangeLog.entries(log, latest: nil).map(\.payload) == [Self.payload(1)])
        // The latest change, kept in `last-change`, comes last when the log lost it.
        #expect(ChangeLog.entries(log, latest: Self.payload(2)).map(\.payload) == [Self.payload(1), Self.payload(2)])
        #expect(ChangeLog.entries(log, latest: Self.payload(1)).map(\.payload) == [Self.payload(1)])
    }

    @Test func aLargeLogKeepsTheLatestChanges() {
        let folder = TempFolder()
        let log = folder.file("changes")
        let count = ChangeLog.trimBytes / 1000 + 20
        for n in 1...count { ChangeLog.append(Self.payload(n, size: 1000), to: log) }
        let kept = ChangeLog.entries(log, latest: nil).map(\.payload)
        #expect(kept.count <= ChangeLog.kept + ChangeLog.trimBytes / 1000)
        #expect(kept.count >= ChangeLog.kept)
        #expect(kept.last == Self.payload(count, size: 1000))
        #expect(kept == ((count - kept.count + 1)...count).map { Self.payload($0, size: 1000) })
        var st = stat()
        #expect(stat(log, &st) == 0 && st.st_size <= off_t(ChangeLog.trimBytes + 2000))
        #expect(st.st_mode & 0o777 == 0o600)
    }
}
