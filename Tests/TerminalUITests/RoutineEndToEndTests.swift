import Foundation
import Testing

@testable import TerminalUI

/// Routines in a real terminal (tmux): midnight with the app open makes
/// the new day's routine tasks, and the routines screen shows them.
@Suite(.serialized) struct RoutineEndToEndTests {
    private static let hasTmux = TmuxSession.tmux != nil

    @Test(.enabled(if: hasTmux, "tmux is not installed")) func midnightMakesTheNewDaysRoutineTasks() throws {
        // Sunday 23:59:58; Monday is a weekday, Plants come on Thursdays.
        let app = try #require(
            TmuxSession(
                now: "2026-11-22 23:59:58",
                file: """
                    Today:
                    \t- Read @day(2026-11-22) @routine @done(2026-11-22)
                    Routines:
                    \t- Stand-up notes @every(weekday) @priority(2) @made(2026-11-20)
                    \t\tIn the team channel.
                    \t- Read @every(day) @made(2026-11-22)
                    \t- Plants @every(thu)

                    """))
        #expect(app.waitFor { $0.contains("Sun 2026-11-22") && $0.contains("[x] Read") }.contains("[x] Read"))
        // Up to the status line, drawn last (the header and rows can arrive
        // first), read as one line: it may take two rows.
        func said(_ screen: String) -> String {
            screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        let screen = app.waitFor(15) {
            $0.contains("Mon 2026-11-23") && $0.contains("Stand-up notes") && said($0).contains("made by routines")
        }
        #expect(said(screen).contains("New day Mon 2026-11-23: 1 archived (1 done), 2 made by routines"), "\(screen)")
        #expect(screen.contains("[ ] Stand-up notes"))
        #expect(screen.contains("[ ] Read"))
        #expect(!screen.contains("[x] Read"))
        #expect(!screen.contains("Plants"))
        // The rules' own write, once the file is quiet.
        let path = app.path
        let written = (0..<100).lazy.compactMap { _ -> String? in
            let text = try? String(contentsOfFile: path, encoding: .utf8)
            if text?.contains("@made(2026-11-23)") == true { return text }
            usleep(50_000)
            return nil
        }.first
        #expect(
            written
                == """
                Today:
                \t- Stand-up notes @priority(2) @day(2026-11-23) @routine
                \t\tIn the team channel.
                \t- Read @day(2026-11-23) @routine
                Routines:
                \t- Stand-up notes @every(weekday) @priority(2) @made(2026-11-23)
                \t\tIn the team channel.
                \t- Read @every(day) @made(2026-11-23)
                \t- Plants @every(thu)

                """)
        // The routines screen: Read's streak of yesterday holds while today is open.
        app.keys("R")
        // The whole screen, not a frame caught half drawn.
        let routines = app.waitFor { $0.contains("thu · next") && $0.contains(" day · next") }
        #expect(routines.contains("Read") && routines.contains("· streak 1 · best 1"), "\(routines)")
        #expect(routines.contains("Plants") && routines.contains("· streak 0 · best 0"), "\(routines)")
        app.keys("q", "q")
        app.waitFor("EXIT=0")
    }

    /// After a weekend away: on the routine's history, x marks the missed
    /// Saturday done; the archive records it as late, the page counts it,
    /// and u takes it back out.
    @Test(.enabled(if: hasTmux, "tmux is not installed")) func xMarksAMissedDayDoneFromTheRoutinesHistory() throws {
        let app = try #require(
            TmuxSession(
                now: "2026-11-23 09:00:00",
                file: """
                    Today:
                    \t- Read @day(2026-11-23) @routine
                    Routines:
                    \t- Read @every(day) @made(2026-11-23)

                    """))
        let archive = app.folder + "/todo.archive.taskpaper"
        _ = FileManager.default.createFile(
            atPath: archive,
            contents: Data("2026-11-20:\n\t- Read @day(2026-11-20) @routine @done(2026-11-20)\n".utf8))
        app.waitFor("Read")
        app.keys("R")
        app.waitFor("streak")
        app.keys("Enter")
        app.waitFor("Routine: Read")
        // Two days back: Saturday.
        app.keys("Up", "Up", "x")
        let marked = app.waitFor { $0.contains("Marked “Read” done on Sat 2026-11-21.") }
        #expect(marked.contains("Marked “Read” done on Sat 2026-11-21."), "\(marked)")
        let text = try? String(contentsOfFile: archive, encoding: .utf8)
        #expect(text?.contains("2026-11-21:\n\t- Read @day(2026-11-21) @done(2026-11-21) @routine @late(2026-11-23)\n") == true)
        app.keys("x")
        #expect(app.waitFor { $0.contains("is already done") }.contains("“Read” is already done on Sat 2026-11-21."))
        app.keys("u")
        app.waitFor { $0.contains("Undone: Marked") }
        let undone = try? String(contentsOfFile: archive, encoding: .utf8)
        #expect(undone?.contains("2026-11-21") == false)
        app.keys("q", "q", "q")
        app.waitFor("EXIT=0")
    }
}
