import Foundation
import Glibc
import Testing
@testable import TerminalUI

/// Keys, pastes and escape sequences sent to the built binary in tmux: each
/// does what it says and nothing else.
@Suite(.serialized) struct InputEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil
    private static let milk = "Today:\n\t- Buy oat milk @day(2026-11-22)\n\t- Book dentist @day(2026-11-22)\n"

    private func quit(_ app: TmuxSession) throws -> String {
        app.keys("q")
        app.waitFor("EXIT=0")
        return try String(contentsOfFile: app.path, encoding: .utf8)
    }

    /// Keys that arrive together (type-ahead) are keys: each Enter accepts.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func typeAheadIsNotAPaste() throws {
        let app = try #require(TmuxSession())
        app.waitFor("? help")
        app.keys("a", "Buy oat milk", "Enter", "a", "Book dentist", "Enter")
        app.waitFor { $0.contains("[ ] Buy oat milk") && $0.contains("[ ] Book dentist") }
        #expect(try quit(app) == Self.milk)
    }

    /// A paste in the list runs nothing: its letters are not keys.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func pasteInTheListRunsNothing() throws {
        let app = try #require(TmuxSession(file: Self.milk))
        app.waitFor("? help")
        app.run(["set-buffer", "Dxq"])
        app.run(["paste-buffer", "-p"])
        app.waitFor("Pasted text is ignored here")
        #expect(try quit(app) == Self.milk)
    }

    /// Alt keys edit by word in a field and never run list commands.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func altKeysEditByWord() throws {
        let app = try #require(TmuxSession(file: Self.milk))
        app.waitFor("? help")
        app.keys("j", "k", "e")
        app.waitFor("Rename: Buy oat milk")
        app.keys("M-b", "M-BSpace")
        app.waitFor("Rename: Buy milk")
        app.keys("Home", "M-d")
        app.waitFor("Rename:  milk")
        app.keys("M-f", "M-b")
        app.type("Oat")
        app.waitFor("Rename:  Oatmilk")
        app.keys("Home", "Delete", "Enter")
        app.waitFor("[ ] Oatmilk")
        // In the list an Alt key is not its letter: Alt-Shift-D deletes nothing.
        app.keys("M-D")
        app.waitFor("Alt-D does nothing here")
        #expect(try quit(app) == "Today:\n\t- Oatmilk @day(2026-11-22)\n\t- Book dentist @day(2026-11-22)\n")
    }

    /// Delete, Home and End in a field, and arrows in the list, whatever TERM says.
    @Test(
        .enabled(if: hasTmux, "tmux is not installed"),
        arguments: ["vt100", "xterm", "xterm-256color", "screen", "tmux-256color"])
    func editingKeysWorkForEveryTerminalType(_ term: String) throws {
        let app = try #require(TmuxSession(file: Self.milk, wrapper: "TERM=\(term) APP"))
        app.waitFor("? help")
        app.keys("Down", "Up", "Home", "e")
        app.waitFor("Rename: Buy oat milk")
        app.keys("Home", "DC", "End", "Left", "BSpace")
        app.waitFor("Rename: uy oat mik")
        app.keys("Escape")
        app.waitFor { !$0.contains("Rename:") }
        app.keys("End", "e", "PPage", "NPage", "C-u")
        app.type("Call mum")
        app.keys("Enter")
        app.waitFor("[ ] Call mum")
        #expect(try quit(app) == "Today:\n\t- Buy oat milk @day(2026-11-22)\n\t- Call mum @day(2026-11-22)\n")
    }

    /// Ctrl-C closes a field, like Esc, and the app stays; in the list it quits.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func controlCCancelsAFieldAndQuitsTheList() throws {
        let app = try #require(TmuxSession(file: Self.milk))
        app.waitFor("? help")
        app.keys("a")
        app.type("Half typed")
        app.waitFor("Today: Half typed")
        app.keys("C-c")
        app.waitFor { !$0.contains("Half typed") && $0.contains("? help") }
        app.keys("j", "k")
        app.waitFor("> [ ] Buy oat milk")
        #expect(!app.screen().contains("EXIT="))
        app.keys("C-c")
        app.waitFor("EXIT=0")
        #expect(try String(contentsOfFile: app.path, encoding: .utf8) == Self.milk)
    }

    /// A key refused because the file changed by hand leaves the screen
    /// showing the file as it is now, and later hand edits still show up.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aRefusalShowsTheFileAsItIsNow() throws {
        let app = try #require(
            TmuxSession(file: "Today:\n\t- Alpha @day(2026-11-22)\n\t- Beta @day(2026-11-22)\n"))
        app.waitFor("> [ ] Alpha")
        // Replaced the way `sed -i` does it, then a key before the app looks at the disk.
        let edited = app.folder + "/edited"
        try Data("Today:\n\t- Beta @day(2026-11-22)\n".utf8).write(to: URL(fileURLWithPath: edited))
        rename(edited, app.path)
        app.keys("x")
        var screen = app.waitFor { !$0.contains("[ ] Alpha") || $0.contains("no longer in Today") }
        screen = app.waitFor(2) { !$0.contains("[ ] Alpha") }
        #expect(!screen.contains("[ ] Alpha"))
        let handle = try #require(FileHandle(forWritingAtPath: app.path))
        handle.seekToEndOfFile()
        handle.write(Data("\t- Gamma @day(2026-11-22)\n".utf8))
        try handle.close()
        screen = app.waitFor("Gamma")
        #expect(screen.contains("[ ] Gamma"))
        app.keys("C-l")
        screen = app.waitFor { $0.contains("Beta") && $0.contains("Gamma") }
        #expect(!screen.contains("[ ] Alpha"))
        _ = try quit(app)
    }

    /// A refusal known in advance comes before typing; one known only from
    /// the text keeps the field open with the text, to be corrected.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func refusedTextIsKeptForCorrection() throws {
        let full = "Floating:\n\t- One\n\t- Two\n\t- Three\n" + Self.milk
        let app = try #require(TmuxSession(file: full))
        app.waitFor("? help")
        app.keys("f")
        var screen = app.waitFor("Floating already holds 3 tasks")
        #expect(!screen.contains("Floating: "))
        app.keys("n")
        app.run(["send-keys", "-l", "--", "- skimmed"])
        app.keys("Enter")
        screen = app.waitFor("cannot start with")
        #expect(screen.contains("Note: - skimmed"))
        app.keys("Home", "Delete", "Delete", "Enter")
        app.waitFor("      skimmed")
        #expect(try quit(app) == full.replacingOccurrences(of: "\t- One\n", with: "\t- One\n\t\tskimmed\n"))
    }

    /// Every signal that ends the process restores the terminal and ends it
    /// at once, with no crash banner and no backtracer prompt (SWIFT_BACKTRACE unset).
    @Test(
        .enabled(if: hasTmux, "tmux is not installed"),
        arguments: [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGSEGV, SIGBUS, SIGILL, SIGFPE,
            SIGABRT, SIGTRAP,
        ])
    func everyFatalSignalRestoresTheTerminalAtOnce(_ signal: Int32) throws {
        let app = try #require(TmuxSession(watchingSignals: Self.milk, backtrace: nil))
        let screen = try app.signalled(signal, within: 5)
        #expect(screen.contains("EXIT=\(128 + signal)\nicanon\n"))
        // Off the alternate screen: the list is gone from view.
        #expect(!screen.contains("Buy oat milk"))
        #expect(!screen.lowercased().contains("crash"))
    }

    /// Keys rebound in the config act, and the hint bar shows them.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func reboundKeysActAndShow() throws {
        let config = "mkdir -p txtodo; printf 'key.check = c\\nkey.next-section = w\\nkey.delay = >\\n' > txtodo/config; APP"
        let app = try #require(TmuxSession(file: Self.milk, wrapper: config))
        app.waitFor("c done")
        app.keys("j", "k")
        app.keys("c")
        app.waitFor("[x] Buy oat milk")
        app.keys("x")
        app.waitFor("x does nothing here")
        #expect(
            try quit(app) == "Today:\n\t- Buy oat milk @day(2026-11-22) @done(2026-11-22)\n\t- Book dentist @day(2026-11-22)\n")
    }

    /// A clash in the config is one line naming the file and line.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aClashingBindingIsOneLine() throws {
        let config = "mkdir -p txtodo; printf 'archive = on\\nkey.delay = >\\n' > txtodo/config; APP"
        let app = try #require(TmuxSession(width: 200, file: Self.milk, wrapper: config))
        let screen = app.waitFor("EXIT=1")
        #expect(
            screen.contains(
                "txtodo: \(app.folder)/txtodo/config:2: > is already the key of next-section; give next-section another key with key.next-section"
            ))
    }

    /// A file saved the way editors save it (a new file renamed over the old
    /// one) shows without a key press, also after the app was stopped and
    /// continued from outside.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aRenamedFileShowsWithoutAKey() throws {
        let app = try #require(TmuxSession(watchingSignals: Self.milk))
        app.waitFor("? help")
        let pid = try #require(
            Int32(
                try String(contentsOfFile: app.folder + "/pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGSTOP)
        kill(pid, SIGCONT)
        try "Today:\n\t- Saved by an editor @day(2026-11-22)\n".write(
            toFile: app.path + ".new", atomically: false, encoding: .utf8)
        rename(app.path + ".new", app.path)
        let screen = app.waitFor("File changed on disk")
        #expect(screen.contains("[ ] Saved by an editor"))
        #expect(!screen.contains("Buy oat milk"))
        #expect(try quit(app) == "Today:\n\t- Saved by an editor @day(2026-11-22)\n")
    }
}
