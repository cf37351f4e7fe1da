import Testing
@testable import TerminalUI
import TodoCore
import TaskPaper

/// A routine's view of the history screen at small sizes: its name keeps
/// its room, the legend stays, and Enter opens the routine's page (its whole
/// name, days, streaks, legend, the selected day and its weeks), which
/// scrolls; Enter goes back to the calendar. Today is Mon 2026-11-23.
@Suite struct RoutinePageTests {
    static let name = "Water the plants on the balcony"
    static let file = """
        Today:
        \t- \(name) @home @day(2026-11-23) @routine
        Routines:
        \t- \(name) @home @every(mon, thu) @made(2026-11-23)

        """
    static let archive = """
        2026-11-16:
        \t- \(name) @home @day(2026-11-16) @routine
        2026-11-19:
        \t- \(name) @home @day(2026-11-19) @routine @done(2026-11-19)

        """

    static func state(width: Int, height: Int) -> AppState {
        RoutineScreenTests.state(
            width: width, height: height, screen: .routineHistory(name), file: file, archive: archive)
    }

    static func press(_ keys: [Key], _ state: inout AppState) {
        for key in keys { _ = update(&state, .key(key)) }
    }

    /// `x` marks the selected day done after the fact, on the calendar or
    /// the page; a refusal shows in the bottom row until the next key; `u`
    /// undoes. (The store's side: LateDayTests and the CLI's tests.)
    @Test func xMarksTheSelectedMissedDayDoneAndARefusalShowsInOneLine() {
        var state = Self.state(width: 40, height: 12)
        // Mon 2026-11-16, a week back: missed.
        Self.press([.left], &state)
        #expect(update(&state, .key(.character("x"))) == .markLate(Self.name, Day("2026-11-16")!))
        Self.press([.enter], &state)
        #expect(update(&state, .key(.character("x"))) == .markLate(Self.name, Day("2026-11-16")!))
        #expect(update(&state, .key(.character("u"))) == .undo)
        let refusal = "“\(Self.name)” is already done on Thu 2026-11-19."
        _ = update(&state, .refused(refusal))
        let bottom = render(state, size: state.size).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(bottom.last.map(String.init) == "“Water the plants on the balcony” is al…")
        Self.press([.down], &state)
        #expect(render(state, size: state.size).text.hasSuffix("↑↓ scroll  ←→ day  x done  Enter back"))
        // Every task's view has no routine: x does nothing there.
        var all = RoutineScreenTests.state(width: 40, height: 12, screen: .history, file: Self.file, archive: Self.archive)
        #expect(update(&all, .key(.character("x"))) == nil)
    }

    @Test func fortyByTwelve() {
        var state = Self.state(width: 40, height: 12)
        expectScreen(
            state, width: 40, height: 12,
            """
            Routine: Water the plants on the ba… 1/1
            Mon                                 × ○<
                                                ·
            Wed                                 ·
                                                █
            Fri                                 ·
                                                ·
                                                ·
            █ done  × missed  · not due  30 days 1/2
            Mon 2026-11-23 (today) · open
              [ ] Water the plants on the balcony …
            ←→ week  ↑↓ day  Enter page  q back
            """)
        Self.press([.enter], &state)
        expectScreen(
            state, width: 40, height: 12,
            """
            Routine: Water the plants on the balcony
            @home
            every mon, thu
            streak 1 day · best 1 day
            █ done  × missed  · not due
            30 days: 1/2 due days done

            Mon 2026-11-23 (today) · open
              [ ] Water the plants on the balcony
                  @home (open)

            ↑↓ scroll  ←→ day  x done  Enter back
            """)
        // Scrolled to its end: the weeks, newest first.
        Self.press([.pageDown], &state)
        let end = render(state, size: state.size).text
        #expect(end.hasPrefix("streak 1 day · best 1 day\n"), "\(end)")
        #expect(end.hasSuffix("\n2026-11-23  ○\n2026-11-16  × · · █ · · ·\n↑↓ scroll  ←→ day  x done  Enter back"), "\(end)")
        // ← goes to the day before; Enter back to the calendar.
        Self.press([.left, .left, .left, .left], &state)
        #expect(render(state, size: state.size).text.contains("Thu 2026-11-19 · done\n  [x] Water the plants on the balcony\n"))
        Self.press([.enter], &state)
        #expect(render(state, size: state.size).text.hasPrefix("Routine: Water the plants on the ba… 1/1\nMon "))
    }

    @Test func thirtyByEight() {
        var state = Self.state(width: 30, height: 8)
        expectScreen(
            state, width: 30, height: 8,
            """
            Routine: Water the plants… 1/1
                                  ×··█···○
            █ done  × missed  · not due
            Mon 2026-11-23 (today) · open
              [ ] Water the plants on th…


            ←→ day  Enter page  q back
            """)
        Self.press([.enter], &state)
        expectScreen(
            state, width: 30, height: 8,
            """
            Routine: Water the plants on
            the balcony @home
            every mon, thu
            streak 1 day · best 1 day
            █ done  × missed  · not due
            30 days: 1/2 due days done

            ↑↓ scroll  ←→ day  Enter back
            """)
        Self.press(Array(repeating: .down, count: 20), &state)
        expectScreen(
            state, width: 30, height: 8,
            """
            Mon 2026-11-23 (today) · open
              [ ] Water the plants on the
                  balcony @home (open)

            week of     M T W T F S S
            2026-11-23  ○
            2026-11-16  × · · █ · · ·
            ↑↓ scroll  ←→ day  Enter back
            """)
    }
}
