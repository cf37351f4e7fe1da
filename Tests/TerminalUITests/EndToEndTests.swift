import Foundation
import Glibc
import Processes
import Testing
@testable import TerminalUI
import TodoStore

/// The built binary in a real terminal (tmux), used as a person would.
/// Each step waits for what the screen should show, with a deadline.
@Suite(.serialized) struct EndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    /// Text pasted into a field with a line break in it stays text: the break
    /// becomes a space, and nothing after it runs as a command (the terminal
    /// marks the paste: bracketed paste).
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func pastedLineBreaksStayInTheField() throws {
        let app = try #require(TmuxSession(wrapper: "APP"))
        app.waitFor("? help")
        app.keys("a")
        app.waitFor("Enter saves")
        app.run(["set-buffer", "first line\nDq second line"])
        app.run(["paste-buffer", "-p"])
        app.waitFor("first line Dq second line")
        app.keys("Enter")
        app.waitFor("[ ] first line Dq second line")
        app.keys("q")
        app.waitFor("EXIT=0")
        let text = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(text == "Today:\n\t- first line Dq second line @day(2026-11-22)\n")
    }

    /// Pressing x over and over checks the tasks one after the other, from
    /// the selected one down, with no moving in between.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func tickingDownAListIsOneKeyPerTask() throws {
        let tasks = (1...30).map { "\t- Task \(String(format: "%02d", $0)) @day(2026-11-22)\n" }.joined()
        let app = try #require(TmuxSession(file: "Today:\n" + tasks))
        app.waitFor("> [ ] Task 01")
        app.keys("j", "j")
        app.waitFor("> [ ] Task 03")
        for _ in 0..<5 { app.keys("x") }
        app.waitFor("> [ ] Task 08")
        app.keys("q")
        app.waitFor("EXIT=0")
        let text = try String(contentsOfFile: app.path, encoding: .utf8)
        let done = text.split(separator: "\n").filter { $0.contains("@done") }.map { String($0.prefix(10).dropFirst(3)) }
        #expect(done == ["Task 03", "Task 04", "Task 05", "Task 06", "Task 07"])
    }

    /// < and > move the selected task between sections, and the selection follows it.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func movingBetweenSections() throws {
        let app = try #require(TmuxSession(file: "Today:\n\t- Water plants @day(2026-11-22)\n"))
        app.waitFor("> [ ] Water plants")
        app.keys("<")
        app.waitFor { $0.contains("Moved “Water plants” to Floating.") && $0.contains("Floating 1/3\n> [ ] Water plants") }
        app.keys(">", ">")
        // From Today to Tomorrow is the task's one delay.
        app.waitFor { $0.contains("Delayed “Water plants” to tomorrow.") && $0.contains("Tomorrow\n> [ ] Water plants") }
        app.keys("q")
        app.waitFor("EXIT=0")
        let text = try String(contentsOfFile: app.path, encoding: .utf8)
        #expect(text.hasSuffix("Tomorrow:\n\t- Water plants @day(2026-11-23) @delayed\n"))
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
        // Checking keeps the row: the selection is on the task above, the last open one.
        app.keys("d")
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
        let header = "Sun 2026-11-22                  1/1 done"
        let resized =
            header + """

                Floating 1/3
                  [ ] Learn Japanese
                Today
                  [x] Reply to Sam 日本
                Tomorrow
                > [ ] Buy oat milk                ↷ !!!
                      Semi-skimmed


                Redone: Added a note to “Buy oat milk”.
                ? help  q quit  a add  x done  m more

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

        // The move is saved on its own once the file has been quiet for a second.
        let moved = """
            Floating:
            \t- Learn Japanese
            Today:
            \t- Reply to Sam 日本 @day(2026-11-22) @done(2026-11-22)
            \t- Water plants @day(2026-11-22)
            Tomorrow:
            \t- Buy oat milk @day(2026-11-23) @delayed @priority(3)
            \t\tSemi-skimmed

            """
        app.waitFor { _ in (try? String(contentsOfFile: app.path, encoding: .utf8)) == moved }
        app.keys("q")
        app.waitFor("EXIT=0")
        #expect(try String(contentsOfFile: app.path, encoding: .utf8) == moved)
    }

    /// A program appends a line, pauses, appends another through the same
    /// open file: the app shows both and writes nothing on its own, so the
    /// second line is not lost to a file renamed away under the writer.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func aWriterStillWritingKeepsItsFile() throws {
        let original = "Today:\n\t- Mine @day(2026-11-22)\n"
        let app = try #require(TmuxSession(file: original))
        app.waitFor("[ ] Mine")
        var before = stat()
        stat(app.path, &before)
        let writer = try #require(FileHandle(forWritingAtPath: app.path))
        writer.seekToEndOfFile()
        writer.write(Data("\t- First by hand\n".utf8))
        app.waitFor("[ ] First by hand")
        // The writer pauses as a slow script would, past the app's quiet
        // second: the file's time set back, and the app made to look at it
        // then (Ctrl-L looks again; the help it opens next shows it did).
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var times = [
            timespec(tv_sec: now.tv_sec - 5, tv_nsec: now.tv_nsec), timespec(tv_sec: now.tv_sec - 5, tv_nsec: now.tv_nsec),
        ]
        utimensat(AT_FDCWD, app.path, &times, 0)
        app.keys("C-l", "?")
        app.waitFor("txtodo keys")
        app.keys("Escape")
        app.waitFor("? help")
        writer.write(Data("\t- Second by hand\n".utf8))
        try writer.close()
        app.waitFor("[ ] Second by hand")
        var after = stat()
        stat(app.path, &after)
        #expect(after.st_ino == before.st_ino)
        #expect(
            try String(contentsOfFile: app.path, encoding: .utf8)
                == original + "\t- First by hand\n\t- Second by hand\n")
        app.keys("q")
        app.waitFor("EXIT=0")
    }

    /// A folder the app may not write to (as `nobody` when the tests run as
    /// root): the app opens, shows the day's rules applied, and says in the
    /// status line that the file could not be updated.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func readOnlyFolderOpensWithAWarning() throws {
        let asNobody = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups -- " : ""
        let app = try #require(
            TmuxSession(
                width: 200,
                file: "Today:\n\t- Old @day(2026-11-21)\nTomorrow:\n\t- Next @day(2026-11-22)\n",
                wrapper: "touch -d '1 minute ago' todo.taskpaper; chmod 555 .; \(asNobody)APP; chmod 755 ."))
        let screen = app.waitFor { $0.contains("could not be updated") || $0.contains("EXIT=") }
        #expect(screen.contains("[ ] Next") && !screen.contains("Old"))
        #expect(screen.contains("warning: \(app.path) could not be updated"))
        app.keys("q")
        app.waitFor("EXIT=0")
    }

    /// `E` where the file's folder does not exist yet (here the file is a
    /// link into a missing folder): the folder is made before the editor
    /// starts, so the editor's save lands.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func editorCanSaveIntoAMissingFolder() throws {
        let app = try #require(
            TmuxSession(wrapper: "ln -s missing/todo.taskpaper todo.taskpaper; EDITOR='sh edit.sh' APP"))
        _ = FileManager.default.createFile(
            atPath: app.folder + "/edit.sh", contents: Data("printf 'Today:\\n\\t- From the editor\\n' >> \"$1\"\n".utf8))
        app.waitFor("? help")
        app.keys("E")
        app.waitFor("From the editor")
        app.keys("q")
        app.waitFor("EXIT=0")
        #expect(
            try String(contentsOfFile: app.folder + "/missing/todo.taskpaper", encoding: .utf8)
                == "Today:\n\t- From the editor\n")
    }

    /// Quit signals end the app cleanly; a crash (SIGSEGV) restores the
    /// terminal before the crash report.
    @Test(.enabled(if: hasTmux, "tmux is not installed"), arguments: [SIGTERM, SIGHUP, SIGSEGV])
    func terminalIsRestoredOnSignal(_ signal: Int32) throws {
        let app = try #require(TmuxSession(watchingSignals: nil))
        let screen = try app.signalled(signal)
        #expect(screen.contains("EXIT=\(128 + signal)\nicanon\n"))
    }

    /// The day turns while the app is open; `E` runs the editor and the
    /// app shows what it wrote.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func midnightAndEditor() throws {
        let app = try #require(
            TmuxSession(
                now: "2026-11-22 23:59:58",
                file: """
                    Floating:
                    \t- Family 👨‍👩‍👧 dinner 🇯🇵 e\u{301} @priority(2)
                    Today:
                    \t- Old errand @day(2026-11-22)
                    Tomorrow:
                    \t- Pay rent @day(2026-11-23)

                    """, wrapper: "EDITOR='sh edit.sh' APP"))
        _ = FileManager.default.createFile(
            atPath: app.folder + "/edit.sh",
            contents: Data("printf '\\t- From the editor\\n' >> \"$1\"\n".utf8))
        app.waitFor("Sun 2026-11-22")
        let screen = app.waitFor(15) {
            $0.contains("Mon 2026-11-23") && $0.contains("Today\n  [ ] Pay rent") && $0.contains("r to review")
        }
        // What the new day did, and the review offered as at a launch (on two rows).
        let said = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(
            said.contains(
                "New day Mon 2026-11-23: 1 archived (1 unfinished), 1 moved from Tomorrow. 1 unfinished from Sun: r to review"
            ), "\(screen)")
        #expect(screen.contains("Today\n  [ ] Pay rent"))
        #expect(!screen.contains("Old errand"))
        app.keys("r")
        // The whole frame: its title can arrive before its rows.
        #expect(
            app.waitFor { $0.contains("Unfinished from Sun 2026-11-22") && $0.contains("Old errand") }
                .contains("> [ ] Old errand"))
        app.keys("Escape")
        app.waitFor { $0.contains("? help") && !$0.contains("Unfinished from") }
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
        #expect(
            screen.hasPrefix(
                "txtodo: TERM=no-such-terminal is not a terminal txtodo can draw on; "
                    + "set TERM (e.g. xterm-256color) or use `txtodo list`\nEXIT=2\n"))
    }

    @Test func withoutATerminalExitsTwoAndPointsToList() throws {
        let folder = NSTemporaryDirectory() + "txtodo-ui-notty-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let status = Subprocess.run([
            "/bin/sh", "-c", "\"$0\" --file \"$1/todo.taskpaper\" < /dev/null > \"$1/out\" 2> \"$1/err\"",
            TmuxSession.binary, folder,
        ])
        #expect(status == 2)
        let err = try String(contentsOfFile: folder + "/err", encoding: .utf8)
        #expect(err == "txtodo: the interactive app needs a terminal; use `txtodo list` to print the tasks\n")
    }
}
