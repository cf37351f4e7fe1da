import Testing
@testable import TerminalUI
import TodoCore

/// A routine whose task for today was deleted does not come again today:
/// the routines screen and its history say so, and do not count it open.
@Suite struct RoutineTodayTests {
    static let file = RoutineScreenTests.file.replacingOccurrences(
        of: "\t- Water the plants @day(2026-11-23) @routine\n", with: "")
    static let archive =
        RoutineScreenTests.archive + "2026-11-23:\n\t- Water the plants @day(2026-11-23) @routine @deleted(2026-11-23)\n"

    @Test func theRoutinesScreenMarksATaskDeletedTodayAndLeavesItOutOfTheProgress() {
        expectScreen(
            RoutineScreenTests.state(file: Self.file, archive: Self.archive), width: 80, height: 8,
            """
            Routines                                       1/1 done today, 1 not on the list
            > [x] Stand-up @work           weekday · next Tue 11-24 · streak 3 · best 3  !!
              [-] Water the plants        mon, thu · next Thu 11-26 · streak 0 · best 1
                  Read 日本語                  sat · next Sat 11-28 · streak 0 · best 0
                  Someday                                                   no schedule
                  “Someday”: “sometimes” is not a schedule: use day, weekday, weekend, day…

            a add  e rename  s days  p prio  n note  D delete  u undo  Enter history  q back
            """)
    }

    /// Its history draws today as missed (×), and says why.
    @Test func itsHistorySaysTodayIsMissed() {
        let state = RoutineScreenTests.state(
            width: 60, height: 16, screen: .routineHistory("Water the plants"), file: Self.file, archive: Self.archive)
        let text = render(state, size: Size(width: 60, height: 16)).text
        #expect(text.contains("Mon 2026-11-23 (today) · not on today's list"), "\(text)")
        #expect(text.contains("[-] Water the plants (deleted)"), "\(text)")
        #expect(text.contains("Mon                                                     × ×<"), "\(text)")
    }
}
