import Testing
@testable import TerminalUI
import TodoCore
import TaskPaper

/// The history screen on a fixed record: today is Sat 2026-11-21, and the
/// archive holds 20 weeks in which the number of tasks done follows a fixed
/// pattern, with a gap and a wide-character name.
@Suite struct HistoryScreenTests {
    static let today = Day("2026-11-21")!

    static func archive() -> String {
        var text = ""
        for back in stride(from: 140, through: 1, by: -1) {
            let day = today.adding(days: -back)
            let done = back % 17 == 4 ? 0 : ((back * 37 + 11) % 13) % 7
            guard done > 0 || back % 3 == 0 else { continue }
            text += "\(day):\n"
            for k in 0..<done { text += "\t- Task \(k + 1) @day(\(day)) @done(\(day))\n" }
            if back % 3 == 0 { text += "\t- Left over @day(\(day))\n" }
        }
        text += "\(today.previous):\n\t- 日本語を勉強する @day(\(today.previous)) @done\n"
        text += "\t- Old idea @day(\(today.previous)) @deleted(\(today.previous))\n"
        return text
    }

    static func state(width: Int, height: Int) -> AppState {
        let list = TodoList(document: Document("Today:\n\t- Buy oat milk @day(2026-11-21)\n\t- Post @day(2026-11-21) @done\n"))
        let book = Logbook(archive: Document(archive()), list: list, today: today)
        var state = AppState(snapshot: Snapshot(today: today), size: Size(width: width, height: height))
        _ = update(&state, .recordLoaded(book, .history))
        return state
    }

    @Test func wideScreen() {
        var state = Self.state(width: 80, height: 24)
        _ = update(&state, .key(.up))
        expectScreen(
            state, width: 80, height: 24,
            """
            History                                           streak 2 days · longest 9 days
                        Apr     May       Jun     Jul     Aug       Sep     Oct     Nov
            Mon                                     ░ ░ ▒ ▓ ▓ · ░ · ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░
                                                    ▒ ▓ · · ░ ░ ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ·
            Wed                                     ▓ · ░ ░ ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓
                                                    ░ ░ ▒ ▓ ▓ █ · ░ ░ · ▓ ▓ · ░ ░ ▒ ▓ ▓ █ ·
            Fri                                     ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓ █ · ░ ▒
                                                    ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓ █ · · ░ ▒ ░<
                                                  █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ · █ · ░ ░ ▒ ▓ ▓
            less ·░▒▓█ more                                    done 7 days 89% · 30 days 88%
            Fri 2026-11-20 · 3 done, 1 deleted
              [x] Task 1
              [x] Task 2
              [x] 日本語を勉強する
              [-] Old idea (deleted)








            ←→ week  ↑↓ day  Enter list  g today  q back
            """)
    }

    @Test func smallScreen() {
        expectScreen(
            Self.state(width: 40, height: 12), width: 40, height: 12,
            """
            History   streak 2 days · longest 9 days
            Mon ▒ ▓ ▓ · ░ · ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░
                · · ░ ░ ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ·
            Wed ░ ░ ▒ ▓ ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓
                ▒ ▓ ▓ █ · ░ ░ · ▓ ▓ · ░ ░ ▒ ▓ ▓ █ ·
            Fri ▓ █ · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓ █ · ░ ▒
                · ░ ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ ▓ █ · · ░ ▒ ░<
                ░ ▒ ▓ ▓ · ░ ░ ▒ ▓ · █ · ░ ░ ▒ ▓ ▓
            ·░▒▓█      done 7 days 89% · 30 days 88%
            Sat 2026-11-21 (today) · 1 done, 1 open
              … 2 more: Enter
            ←→ week  ↑↓ day  Enter list  q back
            """)
    }

    @Test func tinyScreen() {
        expectScreen(
            Self.state(width: 20, height: 5), width: 20, height: 5,
            """
            History   streak 2/9
            ▓░▒▓·░▓·░▓█░▒▓░·▓·▒░
            ·░▒▓█         7d 89%
            Sat 2026-11-21 (tod…
            ←→ Enter q back
            """)
    }

    /// At 20×5 the calendar has room for one line of days and the day's
    /// heading: Enter shows the rest on a page of its own, scrolled with ↓.
    @Test func everyPartIsReachableAtTheSmallestSize() {
        var state = Self.state(width: 20, height: 5)
        _ = update(&state, .key(.left))
        _ = update(&state, .key(.enter))
        var pages = [render(state, size: state.size).text]
        for _ in 0..<12 {
            _ = update(&state, .key(.down))
            pages.append(render(state, size: state.size).text)
        }
        #expect(
            pages[0] == """
                Fri 2026-11-20 · 3
                done, 1 deleted
                  [x] Task 1
                  [x] Task 2
                ↑↓ ←→ Enter back
                """)
        let seen = Set(pages.flatMap { $0.split(separator: "\n").dropLast() }.map(String.init))
        for line in [
            "  [x] 日本語を勉強す", "      る", "  [-] Old idea", "      (deleted)", "streak 2 days", "longest 9 days",
            "done over 7 days:", "89%", "done over 30 days:", "88%",
        ] {
            #expect(seen.contains(line), "\(line)")
        }
        // The page ends at its last line; Enter goes back to the calendar.
        #expect(pages[11] == pages[12] && pages[10] != pages[11])
        _ = update(&state, .key(.enter))
        #expect(render(state, size: state.size).text.hasSuffix("←→ Enter q back"))
    }

    /// A day with more tasks than the rows under the calendar (60×15) says
    /// how many more, and its page lists every one of them.
    @Test func aLongDayIsListedInFullOnItsPage() {
        let (today, day) = (Self.today, Self.today.previous)
        let tasks = (1...13).map { "\t- Errand \($0) @day(\(day)) @done\n" }.joined()
        let book = Logbook(archive: Document("\(day):\n" + tasks), list: TodoList(document: Document("")), today: today)
        var state = AppState(snapshot: Snapshot(today: today), size: Size(width: 60, height: 15))
        _ = update(&state, .recordLoaded(book, .history))
        _ = update(&state, .key(.up))
        let calendar = render(state, size: state.size).text.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(calendar[10] == "Fri 2026-11-20 · 13 done")
        #expect(calendar[13] == "  … 11 more: Enter")
        _ = update(&state, .key(.enter))
        var shown: [String] = []
        for _ in 0..<3 {
            shown += render(state, size: state.size).text.split(separator: "\n").dropLast().map(String.init)
            _ = update(&state, .key(.pageDown))
        }
        for n in 1...13 { #expect(shown.contains("  [x] Errand \(n)"), "Errand \(n)") }
    }
}

@Suite struct HistoryKeyTests {
    @Test func LOpensTheScreenAfterTheRecordIsReadAndQClosesIt() {
        var state = AppState(snapshot: Snapshot(today: HistoryScreenTests.today), size: Size(width: 80, height: 24))
        guard case .loadRecord(.history)? = update(&state, .key(.character("L"))) else {
            Issue.record("L should ask for the record")
            return
        }
        #expect(state.mode == .browse)
        state = HistoryScreenTests.state(width: 80, height: 24)
        _ = update(&state, .key(.character("q")))
        #expect(state.mode == .browse)
    }

    @Test func arrowsMoveByDayAndWeekWithinTheRecordAndGComesBack() {
        var state = HistoryScreenTests.state(width: 80, height: 24)
        func selected() -> Day? {
            if case .history(let view) = state.mode { return view.selected }
            return nil
        }
        _ = update(&state, .key(.right))
        #expect(selected() == HistoryScreenTests.today)
        _ = update(&state, .key(.character("h")))
        #expect(selected() == Day("2026-11-14"))
        _ = update(&state, .key(.character("k")))
        #expect(selected() == Day("2026-11-13"))
        for _ in 0..<60 { _ = update(&state, .key(.left)) }
        #expect(selected() == Day("2025-11-22"))
        _ = update(&state, .key(.character("g")))
        #expect(selected() == HistoryScreenTests.today)
        _ = update(&state, .key(.character("x")))
        #expect(selected() == HistoryScreenTests.today)
    }

    @Test func todayIsUnderlinedAndTheSelectedDayReversed() {
        var state = HistoryScreenTests.state(width: 80, height: 24)
        _ = update(&state, .key(.up))
        let canvas = render(state, size: Size(width: 80, height: 24))
        // Sat 2026-11-21 is the last column's sixth row; Fri is above it.
        #expect(canvas.cell(row: 7, column: 78).style == .heatToday)
        #expect(canvas.cell(row: 6, column: 78).isSelected && !canvas.cell(row: 7, column: 78).isSelected)
        #expect(Theme.monochrome.attributes(.heatToday, selected: false).underline)
    }

    @Test func theKeyIsInTheHelpScreenAndTheHintBarsOverflow() {
        #expect(HelpScreen.lines().contains { $0.key == "L" && $0.text.hasPrefix("history") })
        let pages = HintBar.pages(width: 80)
        #expect(pages.count > 1 && pages.dropFirst().contains { page in page.contains { $0.key == "L" } })
        #expect(pages.last!.contains { $0.key == "J" } && pages.last!.contains { $0.key == "K" })
    }
}

@Suite struct ReviewScreenTests {
    static func state() -> AppState {
        let archive = Document(
            "2026-11-20:\n\t- Call Sam @day(2026-11-20) @priority(3)\n\t\tabout the party\n\t- Water 植物 @day(2026-11-20) @delayed\n"
                + "\t- Post @day(2026-11-20)\n\t- Paid @day(2026-11-20) @done\n")
        let list = TodoList(document: Document("Today:\n\t- Post @day(2026-11-21)\n"))
        let book = Logbook(archive: archive, list: list, today: HistoryScreenTests.today)
        var state = AppState(snapshot: Snapshot(today: HistoryScreenTests.today), size: Size(width: 40, height: 7))
        state.snapshot.todayTasks = list.displayed(.today)
        _ = update(&state, .recordLoaded(book, .review))
        return state
    }

    static func review(_ archive: String, today: String = "") throws -> ReviewView {
        let list = TodoList(document: Document(today))
        let book = Logbook(archive: Document(archive), list: list, today: HistoryScreenTests.today)
        let from = HistoryScreenTests.today.adding(days: -7)
        return try #require(ReviewView(ReviewWaiting(book: book, from: from, today: list.tasks(in: .today))))
    }

    /// The marks are the list's, in the list's places: notes hidden, the
    /// delay used (`↷`), the priority.
    @Test func listsTheUnfinishedTasksNotOnTodayAlreadyUnderTheirDay() {
        var state = Self.state()
        _ = update(&state, .key(.character("j")))
        #expect(
            render(state, size: Size(width: 40, height: 7)).text == """
                Unfinished from Fri
                Fri 2026-11-20
                  [ ] Call Sam                   +1 !!!
                > [ ] Water 植物                      ↷


                Enter take back  q close
                """)
        // The same tasks on the list, drawn at the same width.
        let list = TodoList(
            document: Document(
                "Today:\n\t- Call Sam @day(2026-11-21) @priority(3)\n\t\tabout the party\n"
                    + "\t- Water 植物 @day(2026-11-21) @delayed\n"))
        let listed = render(
            Fixture.state(Snapshot(today: HistoryScreenTests.today, todayTasks: list.displayed(.today)), width: 40, height: 8),
            size: Size(width: 40, height: 8)
        ).text
        #expect(listed.contains("> [ ] Call Sam                   +1 !!!\n"), "\(listed)")
        #expect(listed.contains("  [ ] Water 植物                      ↷\n"), "\(listed)")
    }

    /// Days away: every day since the window's first, newest first, each
    /// under its header; the selection walks across the days.
    @Test func aGapOfSeveralDaysShowsEveryDayUnderItsHeader() {
        let archive = Document(
            "2026-11-17:\n\t- Old call @day(2026-11-17)\n2026-11-18:\n\t- Stand-up @day(2026-11-18) @routine\n"
                + "\t- Paid @day(2026-11-18) @done\n2026-11-20:\n\t- Call Sam @day(2026-11-20)\n\t- Pay rent @day(2026-11-20) @priority(2)\n"
        )
        let book = Logbook(archive: archive, list: TodoList(document: Document("")), today: HistoryScreenTests.today)
        var state = AppState(snapshot: Snapshot(today: HistoryScreenTests.today), size: Size(width: 40, height: 9))
        state.reviewFrom = Day("2026-11-15")
        _ = update(&state, .recordLoaded(book, .review))
        _ = update(&state, .key(.character("j")))
        _ = update(&state, .key(.character("j")))
        #expect(
            render(state, size: Size(width: 40, height: 9)).text == """
                Unfinished from Tue–Fri
                Fri 2026-11-20
                  [ ] Pay rent                       !!
                  [ ] Call Sam
                Tue 2026-11-17
                > [ ] Old call


                Enter take back  q close
                """)
        // On a short screen the selected task shows, its day's header above it.
        let short = render(state, size: Size(width: 40, height: 5)).text
        #expect(short.hasPrefix("Unfinished from Tue–Fri\nTue 2026-11-17\n> [ ] Old call\n"), "\(short)")
        // Taken back, the last task of a day takes its header along.
        guard case .commit(.takeBack(let task))? = update(&state, .key(.enter)) else {
            Issue.record("Enter should take the task back")
            return
        }
        #expect(task.name == "Old call" && task.day == Day("2026-11-17"))
        let after = render(state, size: Size(width: 40, height: 9)).text
        #expect(after.hasPrefix("Unfinished from Fri\nFri 2026-11-20\n") && !after.contains("Tue"), "\(after)")
    }

    /// The review lists the tasks in the list's order (priority 3 → 1, then
    /// the order the archive holds them in, which is the file's).
    @Test func theReviewIsSortedLikeTheList() throws {
        let names = ["b plan", "Zoo", "Ärger", "apple", "Émile", "été", "дом", "Call @priority(2)", "x @priority(3)"]
        let tasks = names.map { "\t- \($0) @day(2026-11-20)\n" }.joined()
        let review = try Self.review("2026-11-20:\n" + tasks)
        let listed = TodoList(document: Document("Today:\n" + tasks)).displayed(.today)
        #expect(review.tasks.map(\.name) == listed.map(\.name))
        #expect(review.tasks.map(\.name).prefix(3) == ["x", "Call", "b plan"])
    }

    @Test func enterTakesTheSelectedTaskBackAndTheLastOneClosesTheScreen() {
        var state = Self.state()
        guard case .commit(.takeBack(let task))? = update(&state, .key(.enter)) else {
            Issue.record("Enter should take the task back")
            return
        }
        #expect(task.name == "Call Sam" && task.priority == 3 && task.notes == ["about the party"])
        guard case .commit(.takeBack(let next))? = update(&state, .key(.character("a"))) else {
            Issue.record("a should take the task back")
            return
        }
        #expect(next.name == "Water 植物" && state.mode == .browse)
    }

    /// Two unfinished tasks alike are both offered; one on Today again
    /// stands for one of them only.
    @Test func tasksAlikeAreOfferedOneByOne() throws {
        let archive = "2026-11-20:\n\t- Buy milk @day(2026-11-20)\n\t- Buy milk @day(2026-11-20)\n"
        #expect(try Self.review(archive).tasks.count == 2)
        #expect(try Self.review(archive, today: "Today:\n\t- Buy milk @day(2026-11-21)\n").tasks.count == 1)
    }

    @Test func nothingToReviewSaysSo() {
        var state = AppState(snapshot: Snapshot(today: HistoryScreenTests.today), size: Size(width: 40, height: 6))
        let empty = Logbook(archive: Document(""), list: TodoList(document: Document("")), today: HistoryScreenTests.today)
        _ = update(&state, .recordLoaded(empty, .review))
        #expect(state.mode == .browse && state.status?.text == "Nothing to review: no task left unfinished since Sat 2026-11-14")
    }
}

@Suite struct HeatTests {
    @Test func shadesFollowTheQuartersOfTheDaysWithSomethingDone() {
        let days = (1...8).map { n in
            "2026-11-\(String(format: "%02d", n)):\n" + String(repeating: "\t- t @day(2026-11-01) @done\n", count: n)
        }.joined()
        let book = Logbook(archive: Document(days), list: TodoList(document: Document("")), today: Day("2026-11-21")!)
        let scale = Heat.scale(book)
        #expect(scale == [2, 4, 6])
        #expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map { Heat.level($0, scale: scale) } == [0, 1, 1, 2, 2, 3, 3, 4, 4])
        let none = Logbook(archive: Document(""), list: TodoList(document: Document("")), today: Day("2026-11-21")!)
        #expect(Heat.scale(none).isEmpty && Heat.level(0, scale: []) == 0 && Heat.level(3, scale: []) == 1)
    }
}
