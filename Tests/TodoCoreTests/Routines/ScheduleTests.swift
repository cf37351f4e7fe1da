import Testing
import TodoCore
import TaskPaper
import TestSupport

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
        let refusals: [(String, String)] = [
            ("", "use day, weekday"), (",", "use day, weekday"), ("sometimes", "use day, weekday"),
            ("mon thu", "use day, weekday"), ("mo", "use day, weekday"), ("mon,", "use day, weekday"),
            ("mon,,thu", "use day, weekday"), ("lundi", "use day, weekday"), ("tues", "use day, weekday"),
            ("32", "a month has days 1 to 31 (or last)"), ("0th", "a month has days 1 to 31 (or last)"),
            ("123", "use day, weekday"), ("1 st", "use day, weekday"), ("first", "use day, weekday"),
            ("0 days", "the interval is at least 1"), ("1000 weeks", "the interval is at most 999"),
            ("-2 days", "use day, weekday"), ("+2 days", "use day, weekday"), ("2 months", "use day, weekday"),
            ("2 weeks, mon", "2 weeks stands alone, without other days"),
            ("month, 1st", "month stands alone, without other days"),
            ("feb 30", "February has no day 30"), ("31 apr", "April has no day 31"), ("dec 0", "December has no day 0"),
            ("dec 25 2026", "use day, weekday"), ("dec dec", "use day, weekday"), ("25 26", "use day, weekday"),
            ("every", "use day, weekday"), ("every every day", "use day, weekday"), ("mon, every thu", "use day, weekday"),
            ("other", "use day, weekday"), ("every other month", "use day, weekday"),
        ]
        for (bad, why) in refusals {
            #expect(Schedule(bad) == nil, "\(bad)")
            let line = Schedule.problem(with: bad)
            #expect(line.hasPrefix("“\(bad)” is not a schedule: \(why)"), "\(bad): \(line)")
            #expect(!line.contains("\n"))
        }
        #expect(
            Schedule.problem(with: "sometimes")
                == "“sometimes” is not a schedule: use day, weekday, weekend, day names (mon, thu), "
                + "days of the month (1st, 15, last), month, N days, N weeks or a date (dec 25)")
    }

    /// Every form, as read and as written back.
    @Test func everyFormIsReadAndWrittenBackPlainly() {
        let forms: [(String, String)] = [
            ("1st", "1st"), ("2nd", "2nd"), ("3rd", "3rd"), ("15", "15th"), ("22nd", "22nd"), ("11", "11th"),
            ("31ST", "31st"), ("last", "last"), ("15, 1st", "1st, 15th"), ("1st,15 , last", "1st, 15th, last"),
            ("month", "month"), ("Monthly", "month"), ("3 days", "3 days"), ("1 day", "day"), ("2 Weeks", "2 weeks"),
            ("1 week", "week"), ("week", "week"), ("dec 25", "dec 25"), ("25 December", "dec 25"),
            ("jan 1, dec 25", "jan 1, dec 25"), ("feb 29", "feb 29"), ("mon, 1st", "mon, 1st"),
            ("weekend, last, jul 4th", "weekend, last, jul 4"),
            // As people say them.
            ("every 3 days", "3 days"), ("Every mon, thu", "mon, thu"), ("every other day", "2 days"),
            ("every other week", "2 weeks"), ("other week", "2 weeks"), ("fortnightly", "2 weeks"),
            ("every 1st, 15", "1st, 15th"), ("every dec 25", "dec 25"),
        ]
        for (text, written) in forms {
            #expect(Schedule(text)?.description == written, "\(text)")
            #expect(Schedule(written)?.description == written, "\(written)")
        }
        #expect(Schedule("month")!.needsStart && Schedule("2 weeks")!.needsStart && Schedule("3 days")!.needsStart)
        #expect(!Schedule("1st")!.needsStart && !Schedule("dec 25")!.needsStart && !Schedule("1 day")!.needsStart)
    }

    static func due(_ spec: String, since: String? = nil, in range: ClosedRange<String>) -> [String] {
        let schedule = Schedule(spec)!.starting(since.flatMap { Day($0) })
        var day = Day(range.lowerBound)!
        var due: [String] = []
        while day <= Day(range.upperBound)! {
            if schedule.isDue(on: day) { due.append(day.description) }
            day = day.next
        }
        return due
    }

    @Test func daysOfTheMonthSkipMonthsWithoutThemAndLastIsEveryMonthsEnd() {
        #expect(
            Self.due("1st, 15", in: "2026-01-01"..."2026-02-28")
                == ["2026-01-01", "2026-01-15", "2026-02-01", "2026-02-15"])
        #expect(Self.due("31", in: "2026-01-01"..."2026-05-31") == ["2026-01-31", "2026-03-31", "2026-05-31"])
        #expect(Self.due("30", in: "2028-02-01"..."2028-03-31") == ["2028-03-30"])
        #expect(
            Self.due("last", in: "2027-12-01"..."2028-04-30")
                == ["2027-12-31", "2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30"])
        #expect(Self.due("last", in: "2027-02-01"..."2027-02-28") == ["2027-02-28"])
    }

    @Test func monthCountsFromItsStartAndSkipsShortMonths() {
        #expect(
            Self.due("month", since: "2026-01-15", in: "2025-12-01"..."2026-03-31") == ["2026-01-15", "2026-02-15", "2026-03-15"])
        #expect(
            Self.due("month", since: "2026-01-31", in: "2026-01-01"..."2026-05-31")
                == ["2026-01-31", "2026-03-31", "2026-05-31"])
        // Without a start a rhythm is never due, and has no next day.
        #expect(Self.due("month", in: "2026-01-01"..."2026-12-31").isEmpty)
        #expect(Schedule("month")!.nextDue(onOrAfter: Self.monday) == nil)
    }

    @Test func intervalsCountFromTheirStartAcrossMonthsAndYears() {
        #expect(
            Self.due("2 weeks", since: "2026-12-21", in: "2026-12-01"..."2027-01-31")
                == ["2026-12-21", "2027-01-04", "2027-01-18"])
        #expect(
            Self.due("3 days", since: "2028-02-27", in: "2028-02-20"..."2028-03-05")
                == ["2028-02-27", "2028-03-01", "2028-03-04"])
        #expect(Schedule("3 days")!.starting(Day("2028-02-27")).nextDue(onOrAfter: Day("2028-02-28")!) == Day("2028-03-01"))
        #expect(Schedule("3 days")!.starting(Day("2028-02-27")).nextDue(onOrAfter: Day("2020-01-01")!) == Day("2028-02-27"))
    }

    @Test func aDateOfTheYearComesOnceAYearAndFeb29OnlyInLeapYears() {
        #expect(Self.due("dec 25", in: "2026-01-01"..."2027-12-31") == ["2026-12-25", "2027-12-25"])
        #expect(Self.due("feb 29", in: "2026-01-01"..."2028-12-31") == ["2028-02-29"])
        #expect(Schedule("feb 29")!.nextDue(onOrAfter: Day("2097-03-01")!) == Day("2104-02-29"))
        #expect(Schedule("dec 25")!.nextDue(onOrAfter: Day("2026-12-26")!) == Day("2027-12-25"))
    }

    /// The next due day agrees with a walk over the calendar, day by day,
    /// for random schedules of every form and random start days.
    @Test func theNextDueDayAgreesWithAWalkOverTheCalendar() {
        var random = SplitMix64(seed: 29)
        let pieces = [
            "mon", "wed", "sat", "weekday", "weekend", "1st", "2", "15", "29", "30", "31", "last", "feb 29", "dec 25",
            "jan 31", "apr 30",
        ]
        for _ in 0..<400 {
            let text: String
            switch Int.random(in: 0..<4, using: &random) {
            case 0: text = "month"
            case 1: text = "\(1 + Int.random(in: 0..<40, using: &random)) days"
            case 2: text = "\(1 + Int.random(in: 0..<9, using: &random)) weeks"
            default:
                text = (0...Int.random(in: 0..<3, using: &random)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &random)]
                }.joined(separator: ", ")
            }
            let since = Day(ordinal: Day("1999-01-01")!.ordinal + Int.random(in: 0..<12_000, using: &random))
            let schedule = Schedule(text)!.starting(since)
            let from = since.adding(days: Int.random(in: 0..<3_000, using: &random) - 1_000)
            var walk = from
            while !schedule.isDue(on: walk) { walk = walk.next }
            #expect(schedule.nextDue(onOrAfter: from) == walk, "\(text) since \(since) from \(from)")
            #expect(schedule.next(after: from.previous) == walk)
        }
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
