import Foundation
import Testing

/// The app open while the clocks change (TZ=Europe/Berlin): the day turns
/// when `txtodo list` says it has, not an hour later.
@Suite struct DaylightSavingEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    /// 2026-03-29 goes from 01:59:59 CET to 03:00:00 CEST: with the day
    /// rolling over at 02:30, which never shows, Sunday begins at 03:00.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aRolloverTimeInTheSpringGapTurnsTheDayAtItsEnd() throws {
        // The file in a folder of its own: the screen captures written beside
        // it would wake the app (it watches the file's folder) at every look.
        let app = try #require(
            TmuxSession(
                wrapper: """
                    mkdir -p own/txtodo && printf 'rollover = 02:30\\n' > own/txtodo/config
                    TZ=Europe/Berlin XDG_CONFIG_HOME="$PWD/own" XDG_STATE_HOME="$PWD/own/state" \\
                      TXTODO_NOW='2026-03-29 01:59:57' \(TmuxSession.binary) --file "$PWD/own/todo.taskpaper"
                    """))
        app.waitFor("Sat 2026-03-28")
        let screen = app.waitFor(15) { $0.contains("Sun 2026-03-29") }
        #expect(screen.contains("Sun 2026-03-29"), "\(screen)")
        app.keys("q")
        app.waitFor("EXIT=0")
    }
}
