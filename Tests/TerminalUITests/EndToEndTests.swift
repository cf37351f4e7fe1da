import Foundation
import Glibc
import Testing
@testable import TerminalUI

/// The built binary in a real terminal (tmux), used as a person would.
/// Each step waits for what the screen should show, with a deadline.
@Suite(.serialized) struct EndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    /// Text pasted into a field with a line break in it stays text: the break
    /// becomes a space, and nothing after it runs as a command.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func pastedLineBreaksStayInTheField() throws {
        let app = try #require(TmuxSession(wrapper: "APP"))
        app.waitFor("? help")
        app.keys("a")
        app.waitFor("Enter saves")
        app.run(["set-buffer", "first line\nDq second line"])
        app.run(["paste-buffer"])
        app.waitFor("first line Dq second line")
        app.keys("Enter")
        app.waitFor("[ ] first line Dq second line")
        app.keys("q")
        app.waitFor("EXIT=0")
        let text = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(text == "Today:\n\t- first line Dq second line @day(2026-11-22)\n")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func dailyRoundTrip() throws {
        // The "C" locale (as in CI) must still draw wide text aligned.
        let app = try #require(TmuxSession(wrapper: "LC_ALL=C APP"))
        app.waitFor("? help")
        app.keys("a"); app.type("Buy oat milk"); app.keys("Enter")
        app.waitFor("Added “Buy oat milk”")
        app.keys("a"); app.type("Reply to Sam 日本"); app.keys("Enter")
        app.waitFor("[ ] Reply to Sam 日本")
        app.keys("f"); app.type("Learn Japanese"); app.keys("Enter")
        app.waitFor("Floating 1/3")

        // Floating first; Today sorted by name: Buy oat milk, Reply to Sam.
        app.keys("j", "j", "x")
        app.waitFor("[x] Reply to Sam 日本")
        app.keys("k", "d")
        var screen = app.waitFor { $0.contains("Delayed “Buy oat milk”") && $0.contains("Tomorrow\n> [ ] Buy oat milk") }
        #expect(screen.contains("Tomorrow\n> [ ] Buy oat milk"))
        app.keys("3")
        screen = app.waitFor { $0.contains("> [ ] Buy oat milk") && $0.contains("↷ !!!") }
        app.keys("n"); app.type("Semi-skimmed"); app.keys("Enter")
        app.waitFor("      Semi-skimmed")
        app.keys("u")
        screen = app.waitFor { $0.contains("Undone") && !$0.contains("Semi-skimmed\n") }
        #expect(!screen.contains("Semi-skimmed\n"))
        app.keys("C-r")
        app.waitFor("      Semi-skimmed")

        app.resize(width: 40, height: 12)
        let header = "Sun 2026-11-22                  1/2 done"
        let resized = header + """

            Floating 1/3
              [ ] Learn Japanese                  !
            Today
              [x] Reply to Sam 日本               !
            Tomorrow
            > [ ] Buy oat milk                ↷ !!!
                  Semi-skimmed


            Redone: Added a note to “Buy oat milk”.
            ? help  q quit  a add  x done  d delay

            """
        // Wait for the whole frame: the header can arrive before the rest of the repaint.
        screen = app.waitFor { $0 == resized }
        #expect(screen == resized)
        #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 40 })

        // A hand edit while the app runs shows up; a task for today written
        // under Tomorrow moves to Today (the daily rules).
        let handle = try #require(FileHandle(forWritingAtPath: app.path))
        handle.seekToEndOfFile()
        handle.write("\t- Water plants @day(2026-11-22)\n".data(using: .utf8)!)
        try handle.close()
        screen = app.waitFor { $0.contains("Water plants") && $0.contains("File changed on disk") }
        #expect(screen.contains("File changed on disk; reloaded."))

        app.keys("q")
        app.waitFor("EXIT=0")
        let bytes = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(bytes == """
            Floating:
            \t- Learn Japanese
            Today:
            \t- Reply to Sam 日本 @day(2026-11-22) @done(2026-11-22)
            \t- Water plants @day(2026-11-22)
            Tomorrow:
            \t- Buy oat milk @day(2026-11-23) @delayed @priority(3)
            \t\tSemi-skimmed

            """)
    }

    /// Quit signals end the app cleanly; a crash (SIGSEGV) restores the
    /// terminal before the crash report.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: [SIGTERM, SIGHUP, SIGSEGV])
    func terminalIsRestoredOnSignal(_ signal: Int32) throws {
        let app = try #require(TmuxSession(wrapper: """
            sh -c 'echo $$ > pid; exec APP'
            echo EXIT=$?
            stty -a | tr ' ' '\\n' | grep -x -- '-\\?icanon'
            """))
        app.waitFor("? help")
        let pid = try #require(Int32(String(contentsOfFile: app.folder + "/pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, signal)
        let screen = app.waitFor { $0.contains("icanon") }
        #expect(screen.contains("EXIT=\(128 + signal)\nicanon\n"))
    }

    /// The day turns while the app is open; `E` runs the editor and the
    /// app shows what it wrote.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func midnightAndEditor() throws {
        let app = try #require(TmuxSession(now: "2026-11-22 23:59:58", file: """
            Floating:
            \t- Family 👨‍👩‍👧 dinner 🇯🇵 e\u{301} @priority(2)
            Today:
            \t- Old errand @day(2026-11-22)
            Tomorrow:
            \t- Pay rent @day(2026-11-23)

            """, wrapper: "EDITOR='sh edit.sh' APP"))
        FileManager.default.createFile(atPath: app.folder + "/edit.sh",
                                       contents: Data("printf '\\t- From the editor\\n' >> \"$1\"\n".utf8))
        app.waitFor("Sun 2026-11-22")
        let screen = app.waitFor(15) {
            $0.contains("Mon 2026-11-23") && $0.contains("Today\n  [ ] Pay rent") && $0.contains("rules applied")
        }
        #expect(screen.contains("New day 2026-11-23: rules applied."))
        #expect(screen.contains("Today\n  [ ] Pay rent"))
        #expect(!screen.contains("Old errand"))
        // Emoji sequences, a flag and a combining accent keep the marks column.
        let family = try #require(screen.split(separator: "\n").first { $0.contains("Family") })
        #expect(family.hasSuffix(" !!"))
        #expect(DisplayWidth.of(family) == 79)
        app.keys("E")
        app.waitFor("From the editor")
        app.keys("q")
        app.waitFor("EXIT=0")
    }

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func unknownTerminalTypeExitsTwoWithOneLine() throws {
        let app = try #require(TmuxSession(width: 200, wrapper: "TERM=no-such-terminal APP"))
        let screen = app.waitFor("EXIT=")
        #expect(screen.hasPrefix("txtodo: TERM=no-such-terminal is not a terminal txtodo can draw on; "
            + "set TERM (e.g. xterm-256color) or use `txtodo list`\nEXIT=2\n"))
    }

    @Test func withoutATerminalExitsTwoAndPointsToList() throws {
        let folder = NSTemporaryDirectory() + "txtodo-ui-notty-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = Subprocess.run(["/bin/sh", "-c", "\"$0\" --file \"$1/todo.taskpaper\" < /dev/null > \"$1/out\" 2> \"$1/err\"",
                                     TmuxSession.binary, folder])
        #expect(status == 2)
        let err = try String(contentsOfFile: folder + "/err", encoding: .utf8)
        #expect(err == "txtodo: the interactive app needs a terminal; use `txtodo list` to print the tasks\n")
    }
}
