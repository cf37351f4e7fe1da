import Testing
@testable import TodoCore
import TaskPaper

/// What a review covers after days away: every day since it was last
/// opened, newest first, without routines' tasks or tasks back on Today.
@Suite struct ReviewWaitingTests {
    static let monday = Day("2026-11-23")!

    /// Four days expired while nobody looked: Thu, Fri, Sat, Sun.
    static let archive = Document(
        """
        2026-11-19:
        \t- Old call @day(2026-11-19)
        2026-11-20:
        \t- Water plants @day(2026-11-20)
        \t- Paid rent @day(2026-11-20) @done(2026-11-20)
        \t- Stand-up @day(2026-11-20) @routine
        2026-11-21:
        \t- Buy milk @day(2026-11-21)
        \t- Call Sam @day(2026-11-21) @priority(2)
        \t\tabout the party
        \t- Old idea @day(2026-11-21) @deleted(2026-11-21)
        2026-11-22:
        \t- Buy milk @day(2026-11-22)

        """)

    static func waiting(from: String, today: String = "") -> ReviewWaiting {
        let list = TodoList(document: Document(today))
        let book = Logbook(archive: archive, list: list, today: monday)
        return ReviewWaiting(book: book, from: Day(from)!, today: list.tasks(in: .today))
    }

    @Test func everyDaySinceTheFirstIsCoveredNewestFirstInTheListsOrder() {
        let waiting = Self.waiting(from: "2026-11-19")
        #expect(waiting.tasks.map(\.name) == ["Buy milk", "Call Sam", "Buy milk", "Water plants", "Old call"])
        #expect(waiting.days.map(\.day.description) == ["2026-11-22", "2026-11-21", "2026-11-20", "2026-11-19"])
        #expect(waiting.days[1].tasks.map(\.number) == [2, 3])
        #expect(waiting.days[1].tasks[0].task.notes == ["about the party"])
        #expect(waiting.summary == "5 unfinished from Thu–Sun")
        // Days before the first are left out.
        #expect(Self.waiting(from: "2026-11-21").summary == "3 unfinished from Sat–Sun")
        #expect(Self.waiting(from: "2026-11-22").summary == "1 unfinished from Sun")
        #expect(Self.waiting(from: "2026-11-23").summary == nil)
    }

    /// A task on Today again stands for one unfinished task of its name,
    /// the newest first; the numbers of the others hold.
    @Test func tasksBackOnTodayAreLeftOutAndNumbersHold() {
        let waiting = Self.waiting(
            from: "2026-11-19", today: "Today:\n\t- Buy milk @day(2026-11-23)\n\t- Water plants @day(2026-11-23)\n")
        #expect(waiting.isBack == [true, false, false, true, false])
        #expect(waiting.waitingNumbers == [2, 3, 5])
        #expect(waiting.days.map { $0.tasks.map(\.task.name) } == [["Call Sam", "Buy milk"], ["Old call"]])
        #expect(waiting.summary == "3 unfinished from Thu–Sat")
    }

    /// Weekday names only for the six days before today: a day a week ago
    /// has today's weekday, and would read as today.
    @Test func daysAWeekAgoOrMoreAreSaidAsDates() {
        let monday = Self.monday
        #expect(ReviewWaiting.span(of: [Day("2026-11-17")!], today: monday) == "Tue")
        #expect(ReviewWaiting.span(of: [Day("2026-11-16")!], today: monday) == "2026-11-16")
        #expect(
            ReviewWaiting.span(of: [Day("2026-11-22")!, Day("2026-11-16")!], today: monday) == "2026-11-16–2026-11-22")
        #expect(ReviewWaiting.span(of: [Day("2026-11-22")!, Day("2026-11-17")!], today: monday) == "Tue–Sun")
    }

    @Test func theWindowStartsWhereTheLastReviewWasOpened() {
        let monday = Self.monday
        // Never opened: the last week.
        #expect(ReviewOpening.start(today: monday, last: nil) == Day("2026-11-16"))
        // Opened on Thursday: Thursday's tasks expired after it, so it is in.
        let thursday = ReviewOpening(day: Day("2026-11-19")!, from: Day("2026-11-12")!)
        #expect(ReviewOpening.start(today: monday, last: thursday) == Day("2026-11-19"))
        // Opened today already: the same days again.
        let today = ReviewOpening(day: monday, from: Day("2026-11-19")!)
        #expect(ReviewOpening.start(today: monday, last: today) == Day("2026-11-19"))
    }

    /// Weekday names would repeat beyond a week: dates then.
    @Test func aSpanOfMoreThanAWeekIsSaidInDates() {
        let days = [Day("2026-11-22")!, Day("2026-11-10")!]
        #expect(ReviewWaiting.span(of: days, today: Self.monday) == "2026-11-10–2026-11-22")
    }
}
