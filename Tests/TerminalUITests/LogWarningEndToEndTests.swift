import Foundation
import Testing

/// A change whose undo history cannot be written is made all the same, and
/// the app's status line says so in the terminal.
@Suite struct LogWarningEndToEndTests {
    @Test(.enabled(if: TmuxSession.tmux != nil, "tmux is not installed")) func theStatusLineWarnsOfALostUndoHistory()
        throws
    {
        let file = "Today:\n\t- Water plants @day(2026-11-22)\n"
        // A file where the undo history's folder would be, before the app starts.
        let app = try #require(TmuxSession(file: file, wrapper: "mkdir -p state/txtodo && : > state/txtodo/undo && APP"))
        app.waitFor("> [ ] Water plants")
        app.keys("x")
        let screen = app.waitFor("could not be written")
        #expect(screen.contains("[x] Water plants"))
        #expect(screen.contains("warning: the undo history could not be written"))
        let saved = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(saved == "Today:\n\t- Water plants @day(2026-11-22) @done(2026-11-22)\n")
        #expect(app.quits())
    }
}
