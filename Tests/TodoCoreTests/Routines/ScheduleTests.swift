import Testing
import TodoCore
import TaskPaper

struct ScheduleTests {
    // 2026-11-23 is a Monday.
    static let monday = Day("2026-11-23")!

    static func dueDays(_ spec: String) -> [Int] {
        let schedule = Schedule(spec)!
        return (0..<7).filter { schedule.isDue(on: monday.adding(days: $0)) }
    }

    @Test func everySpecGivesItsDays() {
        #expect(Self.dueDays("day") == [0, 1, 2, 3, 4, 5, 6])
        #expect(Self.dueDays("weekday") == [0, 1, 2, 3, 4])
        #expect(Self.dueDays("weekend") == [5, 6])
        #expect(Self.dueDays("mon, thu") == [0, 3])
        #expect(Self.dueDays("Monday,THURSDAY") == [0, 3])
        #expect(Self.dueDays(" sun ") == [6])
        #expect(Self.dueDays("weekend, wed") == [2, 5, 6])
        #expect(Self.dueDays("\tTUE ,\tFri\t") == [1, 4])
        #expect(Self.dueDays("Daily") == [0, 1, 2, 3, 4, 5, 6])
        #expect(Self.dueDays("WEEKDAYS") == [0, 1, 2, 3, 4])
    }

    @Test func anythingElseIsRefusedWithOneLine() {
        for bad in ["", ",", "sometimes", "mon thu", "2", "mo", "mon,", "mon,,thu", "lundi", "tues"] {
            #expect(Schedule(bad) == nil, "\(bad)")
        }
        #expect(
            Schedule.problem(with: "sometimes")
                == "“sometimes” is not a schedule: use day, weekday, weekend or day names (mon, thu)")
    }

    @Test func theScheduleIsWrittenBackPlainly() {
        #expect(Schedule("daily")!.description == "day")
        #expect(Schedule("Mon, Tue, Wed, Thu, Fri")!.description == "weekday")
        #expect(Schedule("sat,sun")!.description == "weekend")
        #expect(Schedule("thu, MON")!.description == "mon, thu")
        #expect(Schedule("sunday")!.description == "sun")
    }

    /// Days are calendar days: a 23- or 25-hour day (clocks going forward
    /// or back) is a day like any other, whatever the time zone.
    @Test func dueDaysAreCalendarDaysAcrossDSTChanges() {
        let sunday = Schedule("sun")!
        let weekday = Schedule("weekday")!
        // Europe: 2026-03-29 and 2026-10-25; the US: 2026-03-08 and 2026-11-01 (all Sundays).
        for text in ["2026-03-29", "2026-10-25", "2026-03-08", "2026-11-01"] {
            let day = Day(text)!
            #expect(sunday.isDue(on: day) && !weekday.isDue(on: day), "\(text)")
            #expect(weekday.isDue(on: day.next) && sunday.next(after: day.previous) == day)
            #expect(sunday.next(after: day) == day.adding(days: 7))
        }
    }

    @Test func dueDaysFollowTheCalendarAcrossMonthAndYearEnds() {
        let weekday = Schedule("weekday")!
        // 2026-12-31 is a Thursday, 2027-01-01 a Friday, 2027-01-02 a Saturday.
        #expect(weekday.isDue(on: Day("2026-12-31")!))
        #expect(weekday.isDue(on: Day("2027-01-01")!))
        #expect(!weekday.isDue(on: Day("2027-01-02")!))
        // 2028-02-29 (a leap day) is a Tuesday; 2028-03-01 a Wednesday.
        let tue = Schedule("tue")!
        #expect(tue.isDue(on: Day("2028-02-29")!))
        #expect(!tue.isDue(on: Day("2028-03-01")!))
    }
}
