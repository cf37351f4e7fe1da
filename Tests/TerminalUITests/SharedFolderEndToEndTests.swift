import Foundation
import Glibc
import Testing
@testable import TerminalUI

/// The app in a folder it shares with other files that keep changing (notes
/// in a synced folder, an editor's swap file): it still turns the day at
/// midnight and still shows a hand edit of its own file at once.
@Suite(.serialized) struct SharedFolderEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func otherFilesChangingDoNotHoldTheAppBack() throws {
        let app = try #require(
            TmuxSession(
                now: "2026-11-22 23:59:58",
                file: "Today:\n\t- Old errand @day(2026-11-22)\nTomorrow:\n\t- Pay rent @day(2026-11-23)\n"))
        app.waitFor("Sun 2026-11-22")
        // Another file written fifty times a second, by append and by an
        // editor's save by rename, until the test ends.
        let churn = Process()
        churn.executableURL = URL(fileURLWithPath: "/bin/sh")
        churn.arguments = [
            "-c",
            "cd '\(app.folder)' && while :; do echo x >> notes.md; echo y > .notes.new && mv .notes.new notes.md; sleep 0.02; done",
        ]
        try churn.run()
        defer {
            churn.terminate()
            churn.waitUntilExit()
        }
        let turned = app.waitFor(15) { $0.contains("Mon 2026-11-23") && $0.contains("Pay rent") && !$0.contains("Old errand") }
        #expect(turned.contains("Mon 2026-11-23") && !turned.contains("Old errand"), "\(turned)")
        let handle = try #require(FileHandle(forWritingAtPath: app.path))
        handle.seekToEndOfFile()
        handle.write(Data("\t- Water plants @day(2026-11-23)\n".utf8))
        try handle.close()
        let shown = Date()
        let edited = app.waitFor("Water plants", seconds: 5)
        #expect(edited.contains("[ ] Water plants"), "\(edited)")
        // Within the look the app makes at least once a second.
        #expect(Date().timeIntervalSince(shown) < 2)
        #expect(app.quits())
    }
}
