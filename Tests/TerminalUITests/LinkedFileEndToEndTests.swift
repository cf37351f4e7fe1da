import Foundation
import Glibc
import Testing

/// A todo file reached through a symbolic link, in a real terminal: an edit
/// made to the file the link names shows at once, with no key pressed.
@Suite struct LinkedFileEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func anEditThroughTheLinksTargetIsShownAtOnce() throws {
        let app = try #require(
            TmuxSession(
                now: "2026-11-22 10:00:00",
                wrapper: """
                    mkdir synced links && printf 'Today:\\n\\t- First @day(2026-11-22)\\n' > synced/todo.taskpaper
                    ln -s ../synced/todo.taskpaper links/todo.taskpaper
                    APP
                    """, opening: "links/todo.taskpaper"))
        #expect(app.waitFor("[ ] First").contains("[ ] First"))
        // Saved the way editors and sync tools save: a new file renamed over the old.
        let target = app.folder + "/synced/todo.taskpaper"
        try "Today:\n\t- First @day(2026-11-22)\n\t- Second by hand @day(2026-11-22)\n".write(
            toFile: target, atomically: true, encoding: .utf8)
        #expect(app.waitFor(3, { $0.contains("[ ] Second by hand") }).contains("[ ] Second by hand"))
        #expect(app.quits())
    }
}
