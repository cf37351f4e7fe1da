import Testing
@testable import TodoCore
import TaskPaper

/// A logbook of an archive text and a todo text, on `today`.
private func logbook(_ archive: String, list: String = "", today: String) -> Logbook {
    Logbook(archive: Document(archive), list: TodoList(document: Document(list)), today: Day(today)!)
}

/// An archive with one done task on each of these days.
private func doneOn(_ days: [String]) -> String {
    days.map { "\($0):\n\t- t @day(\($0)) @done(\($0))\n" }.joined()
}

@Suite struct LogbookReadingTests {
    @Test func eachArchivedTaskSaysWhatBecameOfIt() {
        let book = logbook(
            """
            2026-11-20:
            \t- Paid rent @priority(3) @day(2026-11-20) @done(2026-11-20)
            \t\tby transfer
            \t- Call Sam @day(2026-11-20)
            \t- Old idea @day(2026-11-20) @deleted(2026-11-20)
            \t- Tidied @day(2026-11-20) @done(2026-11-20) @deleted(2026-11-20)
            \t- Read SICP @done(2026-11-20)
            Garden:
            \t- not a day
            """, today: "2026-11-22")
        let tasks = book.tasks(on: Day("2026-11-20")!)
        #expect(tasks.map(\.name) == ["Paid rent", "Tidied", "Read SICP", "Call Sam", "Old idea"])
        #expect(tasks.map(\.fate) == [.done, .done, .done, .unfinished, .deleted])
        #expect(tasks.map(\.isDaily) == [true, true, false, true, true])
        #expect(tasks[0].priority == 3 && tasks[0].notes == ["by transfer"])
        #expect(tasks[4].deletedDay == Day("2026-11-20"))
        #expect(book.days.map(\.day) == [Day("2026-11-20")!])
    }

    @Test func anArchiveWrittenBeforeTheDeletedMarkReadsByItsDoneTags() {
        let book = logbook("2026-11-20:\n\t- A @day(2026-11-20)\n\t- B @day(2026-11-20) @done\n", today: "2026-11-21")
        #expect(book.tasks(on: Day("2026-11-20")!).map(\.fate) == [.done, .unfinished])
    }

    @Test func aDayWrittenTwiceIsOneDayAndDaysComeNewestFirst() {
        let book = logbook(
            "2026-11-19:\n\t- A @day(2026-11-19)\n2026-11-20:\n\t- B @day(2026-11-20)\n2026-11-19:\n\t- C @day(2026-11-19)\n",
            today: "2026-11-21")
        #expect(book.days.map(\.day.description) == ["2026-11-20", "2026-11-19"])
        #expect(book.tasks(on: Day("2026-11-19")!).map(\.name) == ["A", "C"])
        #expect(book.unfinished.map(\.name) == ["B", "A", "C"])
    }

    @Test func todaysListAddsTodaysTasksAndFloatingOnesDoneToday() {
        let book = logbook(
            "",
            list: """
                Floating:
                \t- Learn Go
                \t- Read @done(2026-11-21)
                Today:
                \t- Milk @day(2026-11-21)
                \t- Post @day(2026-11-21) @done(2026-11-21)
                Tomorrow:
                \t- Rent @day(2026-11-22)
                """, today: "2026-11-21")
        let today = book.tasks(on: Day("2026-11-21")!)
        #expect(today.map(\.name) == ["Post", "Read", "Milk"])
        #expect(today.map(\.fate) == [.done, .done, .open])
        #expect(ReviewWaiting(book: book, from: Day("2026-11-14")!, today: []).count == 0)
    }
}

@Suite struct StreakTests {
    @Test func noArchiveNoStreak() {
        #expect(logbook("", today: "2026-11-21").streaks == Streaks(current: 0, longest: 0))
    }

    @Test func todayNotYetDoneKeepsYesterdaysStreak() {
        let book = logbook(doneOn(["2026-11-18", "2026-11-19", "2026-11-20"]), today: "2026-11-21")
        #expect(book.streaks == Streaks(current: 3, longest: 3))
    }

    @Test func todayDoneExtendsTheStreak() {
        let book = logbook(
            doneOn(["2026-11-19", "2026-11-20"]), list: "Today:\n\t- x @day(2026-11-21) @done(2026-11-21)\n",
            today: "2026-11-21")
        #expect(book.streaks == Streaks(current: 3, longest: 3))
    }

    @Test func aGapEndsARunAndAMissedYesterdayEndsTheCurrentOne() {
        let book = logbook(
            doneOn(["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13", "2026-11-15", "2026-11-19"]),
            today: "2026-11-21")
        #expect(book.streaks == Streaks(current: 0, longest: 4))
    }

    @Test func aDayWithOnlyUnfinishedOrDeletedTasksBreaksTheStreak() {
        let archive =
            doneOn(["2026-11-18"]) + "2026-11-19:\n\t- a @day(2026-11-19)\n\t- b @day(2026-11-19) @deleted(2026-11-19)\n"
            + doneOn(["2026-11-20"])
        #expect(logbook(archive, today: "2026-11-21").streaks == Streaks(current: 1, longest: 1))
    }

    @Test func aTaskDoneAfterMidnightBeforeTheRolloverHourCountsForItsDay() {
        // With `rollover = 04:00` the 21st lasts until 04:00 on the 22nd: a task
        // checked at 02:30 still belongs to the 21st, the day it is filed under.
        let archive = doneOn(["2026-11-20"]) + "2026-11-21:\n\t- late @day(2026-11-21) @done(2026-11-22 02:30)\n"
        let book = logbook(archive, today: "2026-11-22")
        #expect(book.doneCount(on: Day("2026-11-21")!) == 1 && book.doneCount(on: Day("2026-11-22")!) == 0)
        #expect(book.streaks == Streaks(current: 2, longest: 2))
    }

    @Test func runsCrossMonthAndYearEnds() {
        let months = logbook(doneOn(["2026-10-30", "2026-10-31", "2026-11-01"]), today: "2026-11-02")
        #expect(months.streaks == Streaks(current: 3, longest: 3))
        let years = logbook(doneOn(["2026-12-31", "2027-01-01"]), today: "2027-01-01")
        #expect(years.streaks == Streaks(current: 2, longest: 2))
        let leap = logbook(doneOn(["2028-02-28", "2028-02-29", "2028-03-01"]), today: "2028-03-02")
        #expect(leap.streaks == Streaks(current: 3, longest: 3))
        let noLeap = logbook(doneOn(["2027-02-28", "2027-03-01"]), today: "2027-03-02")
        #expect(noLeap.streaks == Streaks(current: 2, longest: 2))
    }
}

@Suite struct ShareTests {
    @Test func dailyTasksDoneOverWholeDaysBeforeToday() {
        let archive = """
            2026-11-13:
            \t- too old @day(2026-11-13) @done
            2026-11-14:
            \t- a @day(2026-11-14) @done
            \t- b @day(2026-11-14)
            \t- gone @day(2026-11-14) @deleted(2026-11-14)
            \t- floating @done(2026-11-14)
            2026-11-20:
            \t- c @day(2026-11-20) @done
            \t- d @day(2026-11-20) @done
            """
        let book = logbook(archive, list: "Today:\n\t- e @day(2026-11-21)\n", today: "2026-11-21")
        #expect(book.share(ofLast: 7) == Share(done: 3, total: 4))
        #expect(book.share(ofLast: 7).percent == 75)
        #expect(book.share(ofLast: 30) == Share(done: 4, total: 5))
        #expect(book.share(ofLast: 1).total == 2)
        #expect(logbook("", today: "2026-11-21").share(ofLast: 7).percent == nil)
    }
}
