import TestSupport
import Testing
@testable import TodoCore
import TaskPaper

/// The words a day ahead is given with, read on Friday 2026-11-27.
struct DateWordsTests {
    static let friday = Day("2026-11-27")!

    static let readable: [(String, String)] = [
        ("2026-12-05", "2026-12-05"), ("2026-11-27", "2026-11-27"), ("2030-01-01", "2030-01-01"),
        ("12-05", "2026-12-05"), ("11-27", "2026-11-27"), ("11-26", "2027-11-26"), ("01-01", "2027-01-01"),
        ("02-29", "2028-02-29"), ("1-05", "2027-01-05"), ("12-5", "2026-12-05"), ("1-1", "2027-01-01"),
        ("2027-1-5", "2027-01-05"), ("2026-12-5", "2026-12-05"),
        ("fri", "2026-12-04"), ("sat", "2026-11-28"), ("sun", "2026-11-29"), ("mon", "2026-11-30"),
        ("tue", "2026-12-01"), ("tues", "2026-12-01"), ("wed", "2026-12-02"), ("Thursday", "2026-12-03"),
        ("thur", "2026-12-03"), ("FRIDAY", "2026-12-04"),
        ("+0", "2026-11-27"), ("+1", "2026-11-28"), ("+4", "2026-12-01"), ("+35", "2027-01-01"),
        ("+1w", "2026-12-04"), ("+2w", "2026-12-11"), ("+52w", "2027-11-26"),
        ("today", "2026-11-27"), ("tomorrow", "2026-11-28"), (" Tomorrow ", "2026-11-28"),
    ]

    @Test(arguments: readable) func everyFormReadsAsTheDayItNames(_ word: String, _ day: String) throws {
        #expect(try DateWords.day(word, today: Self.friday) == Day(day)!)
    }

    static let unreadable = [
        "", "  ", "next week", "th", "fr", "2026-02-30", "2026-13-01", "26-12-05", "13-01", "12-32", "1-", "-5",
        "1--5", "123-5", "2027-001-05", "2027-1", "2027-1-5-1", "0-5", "1-0",
        "+", "+w", "+3d", "+-3", "++3", "+12345", "-3", "3", "friday!", "2026-12-05x", "１２-０５",
    ]

    @Test(arguments: unreadable) func anythingElseIsRefusedInOneLine(_ word: String) {
        #expect(throws: DateWordError.unreadable(String(word.trimmingWhitespace()))) {
            try DateWords.day(word, today: Self.friday)
        }
        let message = DateWordError.unreadable(word).description
        #expect(!message.contains("\n") && message.contains("YYYY-MM-DD"))
    }

    @Test func aPastDayIsRefused() {
        #expect(throws: DateWordError.past(Day("2026-11-26")!)) { try DateWords.day("2026-11-26", today: Self.friday) }
        #expect(throws: DateWordError.past(Day("1999-01-01")!)) { try DateWords.day("1999-01-01", today: Self.friday) }
        #expect(DateWordError.past(Day("2026-11-26")!).description == "Thu 2026-11-26 is past; give a day from today on.")
    }

    @Test func theYearTurnsUnderEveryForm() throws {
        let eve = Day("2026-12-30")!
        #expect(try DateWords.day("01-02", today: eve) == Day("2027-01-02"))
        #expect(try DateWords.day("mon", today: eve) == Day("2027-01-04"))
        #expect(try DateWords.day("+3", today: eve) == Day("2027-01-02"))
        #expect(try DateWords.day("+1w", today: eve) == Day("2027-01-06"))
        #expect(try DateWords.day("12-30", today: eve) == eve)
        #expect(try DateWords.day("02-29", today: Day("2028-02-29")!) == Day("2028-02-29"))
        #expect(try DateWords.day("02-29", today: Day("2028-03-01")!) == Day("2032-02-29"))
    }

    /// Random days and words against a walk over the calendar one day at a
    /// time, each day's weekday counted on from a Friday known to be one.
    @Test func wordsAgreeWithAWalkOverTheCalendar() throws {
        var g = SplitMix64(seed: 2026_11_27)
        let names = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
        for _ in 0..<300 {
            let today = Self.friday.adding(days: Int.random(in: -2000...2000, using: &g))
            let weekday = Self.walkedWeekday(today)
            switch Int.random(in: 0..<5, using: &g) {
            case 0:
                let w = Int.random(in: 0..<7, using: &g)
                var d = today.next
                var k = (weekday + 1) % 7
                while k != w { (d, k) = (d.next, (k + 1) % 7) }
                #expect(try DateWords.day(names[w], today: today) == d, "\(names[w]) from \(today)")
            case 1:
                let (m, dd) = (Int.random(in: 1...12, using: &g), Int.random(in: 1...31, using: &g))
                let word = (m < 10 ? "0" : "") + "\(m)-" + (dd < 10 ? "0" : "") + "\(dd)"
                var d = today
                var steps = 0
                while (d.month, d.day) != (m, dd) && steps < 3000 { (d, steps) = (d.next, steps + 1) }
                if steps < 3000 {
                    #expect(try DateWords.day(word, today: today) == d, "\(word) from \(today)")
                } else {
                    #expect(throws: DateWordError.unreadable(word)) { try DateWords.day(word, today: today) }
                }
            case 2, 3:
                let n = Int.random(in: 0...400, using: &g)
                let weeks = Bool.random(using: &g)
                var d = today
                for _ in 0..<(weeks ? 7 * n : n) { d = d.next }
                let word = "+\(n)" + (weeks ? "w" : "")
                #expect(try DateWords.day(word, today: today) == d, "\(word) from \(today)")
            default:
                let d = today.adding(days: Int.random(in: -40...40, using: &g))
                if d < today {
                    #expect(throws: DateWordError.past(d)) { try DateWords.day(d.description, today: today) }
                } else {
                    #expect(try DateWords.day(d.description, today: today) == d)
                }
            }
        }
    }

    /// 0 (Sunday) … 6, walked from Friday 2026-11-27.
    static func walkedWeekday(_ day: Day) -> Int {
        var (d, k) = (friday, 5)
        while d < day { (d, k) = (d.next, (k + 1) % 7) }
        while d > day { (d, k) = (d.previous, (k + 6) % 7) }
        return k
    }
}
