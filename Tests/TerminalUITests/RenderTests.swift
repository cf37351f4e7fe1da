import Testing
@testable import TerminalUI
import TodoCore

/// Golden screens: the whole canvas as text (trailing spaces trimmed).
@Suite struct RenderTests {
    private func notesAndRefusal() -> AppState {
        var state = Fixture.state()
        let oatMilk = TaskRef(section: .today, name: "Buy oat milk")
        state.selection = Focus(ref: oatMilk)
        state.expanded = [oatMilk]
        _ = update(&state, .failed("Floating holds at most 3 tasks: finish or delete one first"))
        return state
    }

    private func helpState() -> AppState {
        var state = Fixture.state()
        state.mode = .help(0)
        return state
    }

    private func editing() -> AppState {
        var state = Fixture.state()
        _ = update(&state, .key(.character("a")))
        _ = Fixture.type("Water the 植物 plants today please", into: &state)
        return state
    }

    @Test func subtasksAreShownUnderTheirTaskAndNeverSelected() {
        var trip = Fixture.task("Plan trip")
        trip.subtasks = [Subtask(name: "book flights", isDone: true), Subtask(name: "compare prices", depth: 2)]
        var state = Fixture.state(
            Snapshot(today: Fixture.day, floating: [], todayTasks: [trip, Fixture.task("Call Sam")], tomorrow: []), width: 30,
            height: 8)
        _ = update(&state, .key(.character("j")))
        expectScreen(
            state, width: 30, height: 11,
            """
            Sat 2026-11-21        0/2 done
            Floating 0/3
              nothing here: f adds
            Today
              [ ] Plan trip
                  [x] book flights
                    [ ] compare prices
            > [ ] Call Sam
            Tomorrow
              nothing here: t adds
            ? help  q quit  a add  m more
            """)
    }

    @Test func exampleAt80x24() {
        expectScreen(
            Fixture.state(), width: 80, height: 24,
            """
            Sat 2026-11-21                                                          1/3 done
            Floating 2/3
            > [ ] Learn Japanese 日本語                                                 !!!
              [x] Finish SICP chapter 3
            Today
              [ ] Buy oat milk                                                        +1 !!
              [ ] Book dentist 🦷                                                         ↷
              [x] Reply to Sam
            Tomorrow
              [ ] Pay rent                                                                ↷













            ? help  q quit  a add  x done  d delay  u undo  n note  e rename  m more
            """)
    }

    @Test func exampleAt40x12() {
        expectScreen(
            Fixture.state(), width: 40, height: 12,
            """
            Sat 2026-11-21                  1/3 done
            Floating 2/3
            > [ ] Learn Japanese 日本語         !!!
              [x] Finish SICP chapter 3
            Today
              [ ] Buy oat milk                +1 !!
              [ ] Book dentist 🦷                 ↷
              [x] Reply to Sam
            Tomorrow
              [ ] Pay rent                        ↷

            ? help  q quit  a add  x done  m more
            """)
    }

    @Test func exampleAt20x5() {
        expectScreen(
            Fixture.state(), width: 20, height: 5,
            """
            Sat 2026-11-21   1/3
            Floating 2/3
            > [ ] Learn Ja… !!!
              [x] Finish S…
            ? help  m more
            """)
    }

    @Test func notesOpenAndRefusalAt80x24() {
        expectScreen(
            notesAndRefusal(), width: 80, height: 24,
            """
            Sat 2026-11-21                                                          1/3 done
            Floating 2/3
              [ ] Learn Japanese 日本語                                                 !!!
              [x] Finish SICP chapter 3
            Today
            > [ ] Buy oat milk                                                           !!
                  Semi-skimmed if they are out.
              [ ] Book dentist 🦷                                                         ↷
              [x] Reply to Sam
            Tomorrow
              [ ] Pay rent                                                                ↷











            Floating holds at most 3 tasks: finish or delete one first
            ? help  q quit  a add  x done  d delay  u undo  n note  e rename  m more
            """)
    }

    @Test func notesOpenAndRefusalAt40x12() {
        expectScreen(
            notesAndRefusal(), width: 40, height: 12,
            """
            Sat 2026-11-21                  1/3 done
            Floating 2/3
              [ ] Learn Japanese 日本語         !!!
              [x] Finish SICP chapter 3
            Today
            > [ ] Buy oat milk                   !!
                  Semi-skimmed if they are out.
              [ ] Book dentist 🦷                 ↷
              [x] Reply to Sam
            Floating holds at most 3 tasks: finish
            or delete one first
            ? help  q quit  a add  x done  m more
            """)
    }

    @Test func notesOpenAndRefusalAt20x5() {
        expectScreen(
            notesAndRefusal(), width: 20, height: 5,
            """
            Sat 2026-11-21   1/3
            Floating 2/3
              [ ] Learn Ja… !!!
            Floating holds at m…
            ? help  m more
            """)
    }

    @Test func helpAt80x24() {
        expectScreen(
            helpState(), width: 80, height: 24,
            """
            txtodo keys                     j k ↑ ↓ Space PgUp PgDn scroll, other keys close
             ↑ k         move up
             ↓ j         move down
             g Home      first task
             G End       last task
             PgUp        page up
             PgDn        page down
             x Space     check / uncheck
             a           add a task for today
             t           add a task for tomorrow
             f           add a floating task (at most 3)
             e           rename the task, or edit the selected note
             1           priority 1 (the default: no mark)
             2           priority 2 (!!)
             3           priority 3 (!!!, the highest)
             p           cycle priority
             d           delay a daily task to tomorrow (once)
             J Shift-↓   move the task down past the next of its priority (your own order)
             K Shift-↑   move the task up past the previous of its priority
             >           move the task down a section (Floating → Today → Tomorrow → Later)
             <           move the task up a section
             l           send the task to Later's backlog (no day)
             s           schedule the task for a day: fri, 12-05, +3, +2w; shown as typed
             b           bring the task to Today
            """)
    }

    @Test func helpAt40x12() {
        expectScreen(
            helpState(), width: 40, height: 12,
            """
            txtodo keys  jk↑↓ Space PgUp PgDn scroll
             ↑ k         move up
             ↓ j         move down
             g Home      first task
             G End       last task
             PgUp        page up
             PgDn        page down
             x Space     check / uncheck
             a           add a task for today
             t           add a task for tomorrow
             f           add a floating task (at m…
             e           rename the task, or edit …
            """)
    }

    @Test func helpAt20x5() {
        expectScreen(
            helpState(), width: 20, height: 5,
            """
            txtodo keys
             ↑ k   move up
             ↓ j   move down
             g Ho… first task
             G End last task
            """)
    }

    @Test func lineEditorScrollsAt40x12() {
        expectScreen(
            editing(), width: 40, height: 12,
            """
            Sat 2026-11-21                  1/3 done
            Floating 2/3
            > [ ] Learn Japanese 日本語         !!!
              [x] Finish SICP chapter 3
            Today
              [ ] Buy oat milk                +1 !!
              [ ] Book dentist 🦷                 ↷
              [x] Reply to Sam
            Tomorrow
              [ ] Pay rent                        ↷
            Enter saves, Esc cancels
            Today: ter the 植物 plants today please
            """)
    }

    @Test func lineEditorScrollsAt20x5() {
        expectScreen(
            editing(), width: 20, height: 5,
            """
            Sat 2026-11-21   1/3
            Floating 2/3
            > [ ] Learn Ja… !!!
            Enter saves, Esc ca…
            Today: today please
            """)
    }

    @Test func tooSmallBelow20x5() {
        expectScreen(
            Fixture.state(), width: 19, height: 5,
            """
            Terminal too small
            need 20×5
            q quits


            """)
    }

    @Test func emptyListAt40x12() {
        expectScreen(
            Fixture.state(Snapshot(today: Fixture.day)), width: 40, height: 12,
            """
            Sat 2026-11-21                  0/0 done
            Floating 0/3
              nothing here: f adds
            Today
              nothing here: a adds
            Tomorrow
              nothing here: t adds




            ? help  q quit  a add  x done  m more
            """)
    }
}
