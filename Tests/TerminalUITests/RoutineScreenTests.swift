import Testing
@testable import TerminalUI
import TodoCore
import TaskPaper

/// The routines screen and a routine's history, on a fixed record: today is
/// Mon 2026-11-23; Stand-up (weekdays) was done Mon–Tue and Thu–Fri of the
/// week before, deleted on Wednesday, and is checked today.
@Suite struct RoutineScreenTests {
    static let today = Day("2026-11-23")!

    static let file = """
        Today:
        \t- Stand-up @work @day(2026-11-23) @routine @done(2026-11-23)
        \t- Water the plants @day(2026-11-23) @routine
        Routines:
        \t- Stand-up @work @every(weekday) @priority(2) @made(2026-11-23)
        \t- Water the plants @every(mon, thu) @made(2026-11-23)
        \t- Read 日本語 @every(sat)
        \t- Someday @every(sometimes)

        """

    static let archive = """
        2026-11-16:
        \t- Stand-up @work @day(2026-11-16) @routine @done(2026-11-16)
        \t- Water the plants @day(2026-11-16) @routine
        2026-11-17:
        \t- Stand-up @work @day(2026-11-17) @routine @done(2026-11-17)
        2026-11-18:
        \t- Stand-up @work @day(2026-11-18) @routine @deleted(2026-11-18)
        2026-11-19:
        \t- Stand-up @work @day(2026-11-19) @routine @done(2026-11-19)
        \t- Water the plants @day(2026-11-19) @routine @done(2026-11-19)
        2026-11-20:
        \t- Stand-up @work @day(2026-11-20) @routine @done(2026-11-20)

        """

    static func state(
        width: Int = 80, height: Int = 24, screen: RecordScreen = .routines, file: String = file, archive: String = archive
    ) -> AppState {
        let list = TodoList(document: Document(file))
        let snapshot = Snapshot(
            today: today, todayTasks: list.displayed(.today), routines: list.routines, path: "/tmp/todo.taskpaper")
        var state = AppState(snapshot: snapshot, size: Size(width: width, height: height))
        _ = update(&state, .recordLoaded(Logbook(archive: Document(archive), list: list, today: today), screen))
        return state
    }

    @Test func theRoutinesScreenShowsDaysStandingAndStreaks() {
        expectScreen(
            Self.state(), width: 80, height: 10,
            """
            Routines                                                          1/2 done today
            > [x] Stand-up @work           weekday · next Tue 11-24 · streak 3 · best 3  !!
              [ ] Water the plants        mon, thu · next Thu 11-26 · streak 1 · best 1
                  Read 日本語                  sat · next Sat 11-28 · streak 0 · best 0
                  Someday                                                   no schedule
                  “Someday”: “sometimes” is not a schedule: use day, weekday, weekend, day…



            a add  e rename  s days  p prio  n note  D delete  u undo  Enter history  q back
            """)
    }

    @Test func aNarrowScreenShortensTheDetailsAndTheNames() {
        var state = Self.state()
        _ = update(&state, .key(.down))
        expectScreen(
            state, width: 36, height: 7,
            """
            Routines              1/2 done today
              [x] Stand-up @… weekday · 3/3  !!
            > [ ] Water the… mon, thu · 1/1
                  Read 日本語     sat · 0/0
                  Someday       no schedule

            a add  e rename  s days  m more
            """)
    }

    /// Keys that do not fit are on further pages of the bar, which m turns,
    /// as on the list: none is cut off.
    @Test func mTurnsTheHintBarOfANarrowScreen() {
        var state = Self.state(width: 36, height: 7)
        let bars = (0..<5).map { _ -> String in
            _ = update(&state, .key(.character("m")))
            return render(state, size: Size(width: 36, height: 7)).text.split(separator: "\n").last.map(String.init) ?? ""
        }
        #expect(
            bars.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "p prio  n note  D delete  m more", "u undo  Enter history  m more", "q back  m more",
                "a add  e rename  s days  m more", "p prio  n note  D delete  m more",
            ])
        // Wide enough for every key, m says so.
        var wide = Self.state()
        _ = update(&wide, .key(.character("m")))
        #expect(wide.status?.text == "Every key of this screen is in the bar")
    }

    @Test func aRoutinesHistoryShowsItsDueDaysDoneAndMissed() {
        var state = Self.state(screen: .routineHistory("Stand-up"))
        _ = update(&state, .key(.left))
        expectScreen(
            state, width: 60, height: 16,
            """
            Routine: Stand-up                streak 3 days · best 3 days
                    Jun     Jul     Aug       Sep     Oct     Nov
            Mon                                                     █ █<
                                                                    █
            Wed                                                     ×
                                                                    █
            Fri                                                     █
                                                                    ·
                                                                    ·
            █ done  × missed  · not due       30 days: 4/5 due days done
            Mon 2026-11-16 · done
              [x] Stand-up @work



            ←→ week  ↑↓ day  Enter page  g today  Tab routines  q back
            """)
    }

    /// Started on Friday the 13th, first made a task today: the week's due
    /// days txtodo did not run on are missed, not days before it started.
    @Test func dueDaysSinceItStartedWithNoTaskMadeAreMissed() {
        let file = """
            Today:
            \t- Stretch @day(2026-11-23) @routine
            Routines:
            \t- Stretch @every(weekday) @since(2026-11-13) @made(2026-11-23)

            """
        var state = Self.state(screen: .routineHistory("Stretch"), file: file, archive: "")
        for _ in 0..<3 { _ = update(&state, .key(.up)) }
        expectScreen(
            state, width: 60, height: 16,
            """
            Routine: Stretch                 streak 0 days · best 0 days
                    Jun     Jul     Aug       Sep     Oct     Nov
            Mon                                                     × ○<
                                                                    ×
            Wed                                                     ×
                                                                    ×
            Fri                                                   × ×
                                                                  · ·
                                                                  · ·
            █ done  × missed  · not due       30 days: 0/6 due days done
            Fri 2026-11-20 · missed




            ←→ week  ↑↓ day  Enter page  g today  Tab routines  q back
            """)
    }

    @Test func tabGoesThroughTheRoutinesAndBackToEveryTask() {
        var state = Self.state(screen: .history)
        guard case .history(let all) = state.mode else { return #expect(Bool(false)) }
        #expect(all.routine == nil)
        _ = update(&state, .key(.tab))
        guard case .history(let first) = state.mode else { return #expect(Bool(false)) }
        #expect(first.routine?.name == "Stand-up")
        _ = update(&state, .key(.backTab))
        _ = update(&state, .key(.backTab))
        guard case .history(let last) = state.mode else { return #expect(Bool(false)) }
        #expect(last.routine?.name == "Someday")
        // A routine without a schedule says why under its day.
        #expect(render(state, size: Size(width: 80, height: 24)).text.contains("“Someday”: “sometimes” is not a schedule"))
    }

    @Test func aRoutineIsAddedByNameThenDays() {
        var state = Self.state()
        #expect(update(&state, .key(.character("a"))) == nil)
        _ = Fixture.type("Walk", into: &state)
        #expect(update(&state, .key(.enter)) == nil)
        guard case .routines(let view) = state.mode else { return #expect(Bool(false)) }
        #expect(view.field?.prompt == "Every: " && view.field?.editor.text == "day")
        #expect(render(state, size: state.size).text.contains("weekday, mon, thu, 1st, 15, last, month, 2 weeks, dec 25"))
        _ = update(&state, .key(.control("u")))
        _ = Fixture.type("sometimes", into: &state)
        #expect(update(&state, .key(.enter)) == .commit(.addRoutine("Walk", every: "sometimes", priority: 1)))
        // Refused: the field comes back with the text, to be corrected.
        #expect(update(&state, .refused(TodoError.badSchedule("sometimes").description)) == .reload)
        guard case .routines(let again) = state.mode else { return #expect(Bool(false)) }
        #expect(again.field?.editor.text == "sometimes")
        // Esc closes the field; q goes back to the list.
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("q")))
        #expect(state.mode == .browse)
    }

    @Test func keysActOnTheSelectedRoutine() {
        var state = Self.state()
        _ = update(&state, .key(.down))
        #expect(update(&state, .key(.character("D"))) == .commit(.delete(TaskRef(section: .routines, name: "Water the plants"))))
        #expect(update(&state, .key(.enter)) == .loadRecord(.routineHistory("Water the plants")))
        _ = update(&state, .key(.character("s")))
        guard case .routines(let view) = state.mode else { return #expect(Bool(false)) }
        #expect(view.field?.editor.text == "mon, thu")
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.character("e")))
        _ = Fixture.type(" daily", into: &state)
        #expect(
            update(&state, .key(.enter))
                == .commit(.rename(TaskRef(section: .routines, name: "Water the plants"), "Water the plants daily")))
        #expect(update(&state, .key(.character("x"))) == nil)
        #expect(state.status == Status("x does nothing here: a adds a routine, q goes back", isError: true))
    }

    @Test func aRoutinesTaskIsMarkedInTheList() {
        let list = TodoList(document: Document(Self.file))
        let state = Fixture.state(Snapshot(today: Self.today, todayTasks: list.displayed(.today)), width: 40, height: 6)
        expectScreen(
            state, width: 40, height: 6,
            """
            Mon 2026-11-23                  1/2 done
            Floating 0/3
              nothing here: f adds
            Today
            > [ ] Water the plants                ↻
            ? help  q quit  a add  x done  m more
            """)
    }
}
