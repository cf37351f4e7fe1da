import Testing
@testable import TodoCore
import TaskPaper

/// Rule 5: a scheduled Later task arrives at the end of Today on the first
/// day the rules run on or after its day; the backlog stays; a checked Later
/// task leaves the next day. Each roll starts from the bytes of the one
/// before it, as the file would be between runs; nothing else is written.
struct LaterRollOverTests {
    func roll(_ input: String, _ day: String) -> (RollOverResult, String) {
        let r = rollOver(Document(input), today: Day(day)!)
        return (r, text(r.document))
    }

    static let planned = """
        Today:
        \t- Water plants @day(2026-11-30)
        Tomorrow:
        Later:
        \t- Pay rent @day(2026-12-01)
        \t\tTransfer from the joint account.
        \t- Renew passport
        \t- New year call @day(2027-01-01) @priority(2)

        """

    @Test func aScheduledTaskWaitsUntilItsDay() {
        let (r, out) = roll(Self.planned, "2026-11-30")
        #expect(out == Self.planned && !r.changed && r.arrived == 0)
    }

    @Test func itArrivesAtTheEndOfTodayAtTheMonthsEnd() {
        let (r, out) = roll(Self.planned, "2026-12-01")
        #expect(
            out == """
                Today:
                \t- Pay rent @day(2026-12-01)
                \t\tTransfer from the joint account.
                Tomorrow:
                Later:
                \t- Renew passport
                \t- New year call @day(2027-01-01) @priority(2)

                """)
        #expect(r.arrived == 1 && r.appliedNewDay)
        #expect(r.expired.map(\.lines) == [["- Water plants @day(2026-11-30)"]])
        #expect(DayTurn(r).summary == "1 archived (1 unfinished), 1 arrived from Later")
        let (again, same) = roll(out, "2026-12-01")
        #expect(same == out && !again.changed)
    }

    @Test func atTheYearsEndTheNewYearsTaskArrivesOnItsDay() {
        let (_, december) = roll(Self.planned, "2026-12-31")
        #expect(december.contains("Later:\n\t- Renew passport\n\t- New year call @day(2027-01-01)"))
        let (r, out) = roll(december, "2027-01-01")
        #expect(r.arrived == 1)
        #expect(
            out == """
                Today:
                \t- New year call @day(2027-01-01) @priority(2)
                Tomorrow:
                Later:
                \t- Renew passport

                """)
    }

    /// After a week away, every task whose day passed meanwhile arrives with
    /// today's day, by its day: none expired unseen.
    @Test func afterAGapEveryPassedDayArrivesDatedToday() {
        let input = """
            Today:
            \t- Left open @day(2026-11-20)
            Tomorrow:
            \t- Planned @day(2026-11-21)
            Later:
            \t- Third @day(2026-11-25)
            \t- First @day(2026-11-22)
            \t- Backlog
            \t- Second @day(2026-11-24)
            \t- Far @day(2027-03-01)

            """
        let (r, out) = roll(input, "2026-11-28")
        #expect(
            out == """
                Today:
                \t- First @day(2026-11-28)
                \t- Second @day(2026-11-28)
                \t- Third @day(2026-11-28)
                Tomorrow:
                Later:
                \t- Backlog
                \t- Far @day(2027-03-01)

                """)
        #expect(r.arrived == 3 && r.expired.count == 2 && r.moved == 0)
        #expect(DayTurn(r).summary == "2 archived (2 unfinished), 3 arrived from Later")
    }

    /// A task that arrived belongs to Today: with the clock set back a day it
    /// stays there (not expired, not back in Later), and it expires only
    /// after its new day.
    @Test func theClockSetBackNeverTakesAnArrivedTaskOutOfToday() {
        let (_, arrived) = roll(Self.planned, "2026-12-01")
        let (back, out) = roll(arrived, "2026-11-30")
        #expect(out == arrived && !back.changed)
        let (forward, again) = roll(out, "2026-12-01")
        #expect(again == arrived && !forward.changed)
        let (next, after) = roll(again, "2026-12-02")
        #expect(next.expired.map(\.day) == [Day("2026-12-01")!] && !after.contains("Pay rent"))
    }

    /// Tomorrow's tasks come first, then the arrivals, then the routines' tasks.
    @Test func arrivalsFollowTomorrowsTasks() {
        let input = "Today:\nTomorrow:\n\t- t @day(2026-11-22)\nLater:\n\t- l @day(2026-11-22)\n"
        let (r, out) = roll(input, "2026-11-22")
        #expect(out == "Today:\n\t- t @day(2026-11-22)\n\t- l @day(2026-11-22)\nTomorrow:\nLater:\n")
        #expect(r.moved == 1 && r.arrived == 1)
    }

    /// The backlog never expires; a checked Later task leaves the day after
    /// its check, to the archive under that day; a bare `@done` is stamped.
    @Test func theBacklogStaysAndACheckedTaskLeavesTheNextDay() {
        let input = "Later:\n\t- Someday\n\t- Checked @done\n\t- Done before @done(2026-11-20)\n"
        let (first, out) = roll(input, "2026-11-21")
        #expect(out == "Later:\n\t- Someday\n\t- Checked @done(2026-11-21)\n")
        #expect(first.expired == [ArchivedTask(day: nov21.previous, lines: ["- Done before @done(2026-11-20)"])])
        let (r, later) = roll(out, "2030-06-01")
        #expect(later == "Later:\n\t- Someday\n")
        #expect(r.expired == [ArchivedTask(day: nov21, lines: ["- Checked @done(2026-11-21)"])])
    }

    /// A task checked in Later that arrives the same day comes to Today checked.
    @Test func aCheckedTaskDueTodayArrivesChecked() {
        let input = "Later:\n\t- Paid @day(2026-11-21) @done(2026-11-21)\n"
        let (r, out) = roll(input, "2026-11-21")
        #expect(out == "Today:\n\t- Paid @day(2026-11-21) @done(2026-11-21)\nLater:\n" && r.arrived == 1)
    }

    /// Later takes no task of the user's: a `Someday:` project stays theirs,
    /// and the first task added to Later creates its header after Tomorrow.
    @Test func laterIsCreatedAfterTomorrowAndBeforeRoutines() throws {
        let input = "Today:\nTomorrow:\nRoutines:\n\t- Walk @every(day)\n\nSomeday:\n\t- Mine\n"
        let (_, out) = try run(.add(.later, "Read Dune", priority: 1), on: input)
        #expect(out == "Today:\nTomorrow:\nLater:\n\t- Read Dune\nRoutines:\n\t- Walk @every(day)\n\nSomeday:\n\t- Mine\n")
        let list = TodoList(document: Document(out))
        #expect(list.tasks(in: .later).map(\.name) == ["Read Dune"])
    }

    /// The header is found in any case; the first one wins.
    @Test func theHeaderIsFoundInAnyCaseFirstWins() {
        let list = TodoList(document: Document("LATER:\n\t- a\nlater:\n\t- b\n"))
        #expect(list.tasks(in: .later).map(\.name) == ["a"])
    }
}
