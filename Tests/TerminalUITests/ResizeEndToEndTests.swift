import Foundation
import Testing

/// A resize that comes while the app is busy (here: saving a large file)
/// is drawn at once, not when the next key arrives.
@Suite(.serialized) struct ResizeEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aResizeDuringASaveIsDrawnWithoutAKey() throws {
        let tasks = (0..<50_000).map { "\t- Task number \($0) @day(2026-11-22)\n" }.joined()
        let app = try #require(TmuxSession(file: "Today:\n" + tasks))
        app.waitFor("? help")
        // The check saves the whole file, which takes a while; the terminal
        // shrinks meanwhile, and no key follows.
        app.keys("x")
        app.resize(width: 40, height: 12)
        let screen = app.waitFor { text in
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            return text.contains("Checked") && rows.count >= 12 && rows[11].hasPrefix("? help")
        }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count >= 12 && rows[11].hasPrefix("? help"), "\(screen)")
        app.keys("q")
        app.waitFor("EXIT=0")
    }
}
