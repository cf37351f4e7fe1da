import Testing
@testable import TaskPaper

struct DatePayloadTests {
    @Test(arguments: [
        "2024-12-01", "2024-12-01 12:01", "2024-12-01 12:01-13:00", "2024-12-01 12:01 thru 13:00",
        "2024-12-01 12:01-2024-12-31 12:31", "2024-12-01 12:01 thru 2024-12-31 12:31", "2028-02-29",
    ])
    func formsParseAndFormatBack(_ text: String) throws {
        let payload = try DatePayload.parse(text).get()
        #expect(payload.description == text)
    }

    @Test func typedValues() throws {
        let p = try DatePayload.parse("2024-12-01 12:01 thru 13:00").get()
        #expect(p == .timeRange(Day("2024-12-01")!, TimeOfDay(hour: 12, minute: 1)!, TimeOfDay(hour: 13, minute: 0)!, .thru))
        #expect(p.day == Day(year: 2024, month: 12, day: 1))
    }

    @Test func invalidPayloadsAreProblemsNotCrashes() {
        #expect(DatePayload.parse("2024-02-30") == .failure(.invalidDate("2024-02-30")))
        #expect(DatePayload.parse("2023-02-29") == .failure(.invalidDate("2023-02-29")))
        #expect(DatePayload.parse("2024-12-01 25:00") == .failure(.invalidTime("25:00")))
        #expect(DatePayload.parse("2024-12-01 13:00-12:00") == .failure(.endBeforeStart))
        #expect(DatePayload.parse("2024-12-31 12:00-2024-12-01 12:00") == .failure(.endBeforeStart))
        #expect(DatePayload.parse("2024-12-01 12:00 until 13:00") == .failure(.unrecognized))
        #expect(DatePayload.parse("tomorrow") == .failure(.unrecognized))
    }

    @Test func diagnosticsHaveLineAndColumnAndKeepTheText() {
        let text = "Today:\n\t- a @due(2024-02-30)\n\t- b @due(2024-12-01 25:00)\n"
        let doc = Document(text)
        #expect(
            doc.diagnostics().map(\.description) == [
                "line 2, column 11: @due: invalid date 2024-02-30",
                "line 3, column 11: @due: invalid time 25:00",
            ])
        #expect(LineTiling.problems(doc, Array(text.utf8)) == [])
    }

    @Test func dayArithmeticFollowsTheCalendar() {
        #expect(Day("2026-01-31")!.next == Day("2026-02-01"))
        #expect(Day("2026-12-31")!.next == Day("2027-01-01"))
        #expect(Day("2028-02-28")!.next == Day("2028-02-29"))
        #expect(Day("2028-03-01")!.previous == Day("2028-02-29"))
        #expect(Day("1970-01-01")!.ordinal == 0)
        #expect(Day(ordinal: Day("2026-11-22")!.ordinal) == Day("2026-11-22"))
        #expect(Day("2026-11-22")!.weekday == 0)
        #expect(Day("2026-13-01") == nil && Day("2026-1-01") == nil)
    }
}
