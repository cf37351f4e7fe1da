import Testing
import TodoCore
import TaskPaper

@testable import TerminalUI

/// Later as it is drawn, at 80×24 and at 40×12: folded to one line, open,
/// the schedule field, and the review's Later page.
@Suite struct LaterScreenTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    /// Twelve Later tasks: two scheduled, ten in the backlog.
    static func state(_ size: Size) -> AppState {
        var snapshot = Snapshot(
            today: Fixture.day,
            todayTasks: [Fixture.task("Buy oat milk", priority: 2), Fixture.task("Call the bank")],
            tomorrow: [Fixture.task("Water plants", .tomorrow)])
        snapshot.later =
            [
                TodoTask(ref: TaskRef(section: .later, name: "Pay rent"), priority: 2, day: Day("2026-12-04")),
                TodoTask(ref: TaskRef(section: .later, name: "Renew passport"), day: Day("2027-03-01")),
            ] + (1...10).map { TodoTask(ref: TaskRef(section: .later, name: "Read book \($0)")) }
        snapshot.arrived = ["Call the bank"]
        return AppState(snapshot: snapshot, size: size)
    }

    static func screen(_ state: AppState) -> String { render(state, size: state.size).text }

    @Test func laterIsOneLineAfterTomorrowNamingTheNextToCome() {
        var state = Self.state(Self.sizes[0])
        expectScreen(
            state, width: 80, height: 24,
            """
            Sat 2026-11-21                                                          0/2 done
            Floating 0/3
              nothing here: f adds
            Today
            > [ ] Buy oat milk                                                           !!
              [ ] Call the bank
            Tomorrow
              [ ] Water plants
              Later 12 · next Fri 12-04 Pay rent
            """ + String(repeating: "\n", count: 15)
                + "? help  q quit  a add  x done  d delay  u undo  n note  e rename  m more")
        state.size = Self.sizes[1]
        expectScreen(
            state, width: 40, height: 12,
            """
            Sat 2026-11-21                  0/2 done
            Floating 0/3
              nothing here: f adds
            Today
            > [ ] Buy oat milk                   !!
              [ ] Call the bank
            Tomorrow
              [ ] Water plants
              Later 12 · next Fri 12-04 Pay rent


            ? help  q quit  a add  x done  m more
            """)
    }

    @Test func enterOpensLaterScheduledByDayThenTheBacklog() {
        for size in Self.sizes {
            var state = Self.state(size)
            _ = update(&state, .key(.character("G")))
            #expect(update(&state, .key(.enter)) == nil)
            let screen = Self.screen(state)
            if size.width == 80 {
                #expect(
                    screen.contains(
                        """
                        Tomorrow
                          [ ] Water plants
                        Later
                        > [ ] Pay rent                                                Fri 2026-12-04 !!
                          [ ] Renew passport                                             Mon 2027-03-01
                          [ ] Read book 1
                        """), "\(screen)")
                #expect(screen.contains("  [ ] Read book 10\n"), "\(screen)")
            } else {
                #expect(
                    screen.hasSuffix(
                        """
                        Later
                        > [ ] Pay rent        Fri 2026-12-04 !!
                          [ ] Renew passport     Mon 2027-03-01
                        ? help  q quit  a add  x done  m more
                        """), "\(screen)")
            }
        }
    }

    /// The schedule field's prompt names the day the words typed so far
    /// name, at both sizes.
    @Test func theScheduleFieldShowsTheResultingDay() {
        for size in Self.sizes {
            var state = Self.state(size)
            _ = update(&state, .key(.character("G")))
            _ = update(&state, .key(.enter))
            _ = update(&state, .key(.character("s")))
            #expect(Self.screen(state).hasSuffix("Enter saves, Esc cancels\nDay:"), "\(Self.screen(state))")
            let typed: [(String, String)] = [
                ("+", "Day (?): +"), ("1", "Day (Sun 11-22): +1"), ("w", "Day (Sat 11-28): +1w"),
            ]
            for (key, prompt) in typed {
                _ = Fixture.type(key, into: &state)
                #expect(Self.screen(state).hasSuffix("\n" + prompt), "\(Self.screen(state))")
            }
            for _ in 0..<3 { _ = update(&state, .key(.backspace)) }
            _ = Fixture.type("2027-01-08", into: &state)
            // At 40 columns the prompt gives up its word to keep the whole day.
            let prompt = size.width == 80 ? "Day (Fri 2027-01-08): " : "Fri 2027-01-08: "
            #expect(Self.screen(state).hasSuffix("\n\(prompt)2027-01-08"), "\(Self.screen(state))")
            #expect(
                update(&state, .key(.enter))
                    == .commit(.schedule(TaskRef(section: .later, name: "Pay rent"), Day("2027-01-08")!)))
        }
    }

    static func reviewOpen(_ size: Size, archive: String = "") -> AppState {
        var state = Self.state(size)
        state.reviewFrom = Fixture.day.adding(days: -7)
        let book = Logbook(archive: Document(archive), list: TodoList(document: Document("")), today: Fixture.day)
        _ = update(&state, .recordLoaded(book, .review))
        return state
    }

    /// With no unfinished task waiting the review opens on Later: what
    /// arrived today, then the backlog; Enter brings the selected task to
    /// Today (one change) and lists it as arrived.
    @Test func theReviewsLaterPageBringsABacklogTaskToToday() {
        var state = Self.reviewOpen(Self.sizes[1])
        expectScreen(
            state, width: 40, height: 12,
            """
            Later
            Arrived today
              [ ] Call the bank
            Backlog
            > [ ] Read book 1
              [ ] Read book 2
              [ ] Read book 3
              [ ] Read book 4
              [ ] Read book 5
              [ ] Read book 6

            Enter to today  q close
            """)
        _ = update(&state, .key(.character("j")))
        #expect(
            update(&state, .key(.enter)) == .commit(.move(TaskRef(section: .later, name: "Read book 2"), .today)))
        expectScreen(
            state, width: 40, height: 12,
            """
            Later
            Arrived today
              [ ] Call the bank
              [ ] Read book 2
            Backlog
              [ ] Read book 1
            > [ ] Read book 3
              [ ] Read book 4
              [ ] Read book 5
              [ ] Read book 6

            Enter to today  q close
            """)
        // At 80×24 the whole backlog shows; going past its end scrolls at 40×12.
        state.size = Self.sizes[0]
        let wide = Self.screen(state)
        #expect(wide.hasPrefix("Later\nArrived today\n  [ ] Call the bank\n  [ ] Read book 2\nBacklog\n"), "\(wide)")
        #expect(wide.contains("  [ ] Read book 10\n") && wide.hasSuffix("\nEnter to today  q close"), "\(wide)")
        state.size = Self.sizes[1]
        for _ in 0..<10 { _ = update(&state, .key(.down)) }
        #expect(Self.screen(state).contains("> [ ] Read book 10\n"), "\(Self.screen(state))")
        #expect(update(&state, .key(.escape)) == nil && state.mode == .browse)
    }

    /// Unfinished tasks first; Tab goes to Later and back, and the page
    /// shown says which of two it is.
    @Test func tabSwitchesBetweenTheUnfinishedTasksAndLater() {
        let archive = "2026-11-20:\n\t- Post the letter @day(2026-11-20)\n"
        for size in Self.sizes {
            var state = Self.reviewOpen(size, archive: archive)
            let first = Self.screen(state)
            #expect(first.hasPrefix("Unfinished from Fri"), "\(first)")
            #expect(first.contains("Fri 2026-11-20\n> [ ] Post the letter"), "\(first)")
            #expect(first.hasSuffix("\nEnter take back  Tab later  q close"), "\(first)")
            #expect(first.split(separator: "\n")[0].hasSuffix(" 1/2"), "\(first)")
            _ = update(&state, .key(.tab))
            let later = Self.screen(state)
            #expect(later.hasPrefix("Later") && later.split(separator: "\n")[0].hasSuffix(" 2/2"), "\(later)")
            #expect(later.hasSuffix("\nEnter to today  Tab unfinished  q close"), "\(later)")
            _ = update(&state, .key(.left))
            #expect(Self.screen(state) == first)
            // Taking back the last unfinished task leaves the Later page open.
            guard case .commit(.takeBack(let task))? = update(&state, .key(.enter)) else {
                Issue.record("Enter should take the task back")
                return
            }
            #expect(task.name == "Post the letter")
            #expect(Self.screen(state).hasPrefix("Later\nArrived today\n"), "\(Self.screen(state))")
        }
    }

    @Test func anEmptyLaterLeavesTheReviewAsItWas() {
        var state = AppState(snapshot: Snapshot(today: Fixture.day), size: Size(width: 40, height: 6))
        state.reviewFrom = Fixture.day.adding(days: -7)
        let book = Logbook(archive: Document(""), list: TodoList(document: Document("")), today: Fixture.day)
        _ = update(&state, .recordLoaded(book, .review))
        #expect(state.mode == .browse && state.status?.text == "Nothing to review: no task left unfinished since Sat 2026-11-14")
    }
}
