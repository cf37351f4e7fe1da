import Foundation
import Testing

@testable import TerminalUI

/// One undo history per file, in a real terminal: what the app did is
/// undone after a restart, by the app or by `txtodo undo`, and what a
/// command did is undone in the app; redo likewise.
@Suite(.serialized) struct SharedUndoEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func theAppAndTheCommandsShareOneHistory() throws {
        let command = "XDG_STATE_HOME=$PWD/state TXTODO_NOW='2026-11-22 10:00:00' \(TmuxSession.binary) --file todo.taskpaper"
        let app = try #require(
            TmuxSession(
                file: "Today:\n\t- Buy milk @day(2026-11-22)\n\t- Call mum @day(2026-11-22)\n",
                wrapper: "APP\n\(command) undo > undo.out 2>&1\nAPP\n\(command) add Stretch > add.out 2>&1\nAPP"))
        #expect(app.waitFor("> [ ] Buy milk").contains("> [ ] Buy milk"))
        app.keys("D")
        #expect(app.waitFor("Deleted “Buy milk”.").contains("Deleted"))
        app.keys("q")
        // The command takes back what the app did before it quit.
        let second = app.waitFor { $0.contains("? help") && $0.contains("[ ] Buy milk") }
        #expect(second.contains("[ ] Buy milk") && second.contains("[ ] Call mum"), "\(second)")
        #expect((try? String(contentsOfFile: app.folder + "/undo.out", encoding: .utf8)) == "Undone: Deleted “Buy milk”.\n")
        // The app, started again, redoes it and undoes it.
        app.keys("C-r")
        #expect(app.waitFor("Redone: Deleted “Buy milk”.").contains("Redone"))
        app.keys("u")
        #expect(app.waitFor("Undone: Deleted “Buy milk”.").contains("Undone"))
        app.keys("q")
        // What a command did is the next undo in the app.
        #expect(app.waitFor("Stretch").contains("[ ] Stretch"))
        app.keys("u")
        let undone = app.waitFor("Undone: Added “Stretch” to Today.")
        #expect(undone.contains("Undone: Added “Stretch” to Today.") && !undone.contains("[ ] Stretch"), "\(undone)")
        app.keys("u")
        #expect(app.waitFor("Nothing to undo").contains("Nothing to undo"))
        #expect(app.quits())
        #expect(
            try String(contentsOfFile: app.path, encoding: .utf8)
                == "Today:\n\t- Buy milk @day(2026-11-22)\n\t- Call mum @day(2026-11-22)\n")
    }
}
