import Testing
import TaskPaper
@testable import TodoCore

/// The summary a fold of Later keeps reads back as written, refuses
/// anything else, holds only until its soonest scheduled day, and names
/// the task the folded Later shows first.
struct LaterSummaryTests {
    @Test(arguments: [
        LaterSummary(range: 40..<90, count: 3, soonest: Day("2026-12-01")),
        LaterSummary(range: 0..<1, count: 0, soonest: nil, first: .none),
        LaterSummary(range: 7..<30, count: 1, soonest: nil, first: .lines(Array("\t- Café @day(2026-12-01)\n".utf8))),
    ])
    func aSummaryReadsBackAsWritten(summary: LaterSummary) {
        #expect(LaterSummary(text: summary.text) == summary)
    }

    @Test(arguments: [
        "", "later", "later 4 9 2 -", "later 9 4 2 - ?", "later 4 9 -1 - ?", "later 4 9 2 2026-13-01 ?",
        "later x 9 2 - ?", "later 4 9 2 - ? more", "soon 4 9 2 - ?", "later 4 9 2 - 0", "later 4 9 2 - 0g",
        "later 4 9 2 - 0A",
    ])
    func anythingElseIsNoSummary(text: String) {
        #expect(LaterSummary(text: text) == nil)
    }

    @Test func itHoldsUntilItsSoonestDay() {
        let summary = LaterSummary(range: 0..<9, count: 2, soonest: Day("2026-12-01"))
        #expect(summary.holds(on: Day("2026-11-30")!))
        #expect(!summary.holds(on: Day("2026-12-01")!))
        #expect(LaterSummary(range: 0..<9, count: 2, soonest: nil).holds(on: Day("2030-01-01")!))
    }

    /// The soonest scheduled task comes first; without one, the first of
    /// the highest priority and least rank, then in file order.
    @Test(arguments: [
        (
            "\t- Pay rent @day(2026-12-05)\n\t- Backlog\n\t- Renew passport @day(2026-12-02)\n\t\tat the town hall\n"
                + "\t- Visa @day(2027-01-01)\n", "Renew passport", "2026-12-02", 4
        ),
        ("\t- Backlog\n\t\ta note\n\t- Call @priority(2)\n", "Call", "-", 2),
        ("\t- Backlog\n\t\ta note\n\t- Call @rank(1)\n", "Backlog", "-", 2),
        ("\tA note and no task\n", "", "-", 0),
    ])
    func aFoldNamesItsSoonestDayAndFirstTask(later: String, first: String, soonest: String, count: Int) throws {
        let bytes = Array(("Today:\n\t- Call Sam\nLater:\n" + later + "Garden:\n\t- Weed\n").utf8)
        let fold = try #require(LaterFold.fold(bytes, today: Day("2026-11-23")!))
        let summary = fold.summary(in: bytes)
        #expect(summary.soonest == Day(soonest) && summary.count == count)
        #expect(fold.summary().first == .unknown && fold.summary().folds(as: summary))
        guard case .lines(let lines) = summary.first else {
            #expect(first.isEmpty && summary.first == LaterSummary.First.none)
            return
        }
        #expect(LaterFold.task(from: lines) == fold.first(in: bytes))
        #expect(LaterFold.task(from: lines)?.name == first)
        // Its lines are the task's and those under it, as the file has them.
        #expect(bytes.starts(with: lines) || (0..<bytes.count).contains { bytes[$0...].starts(with: lines) })
        #expect(String(decoding: lines, as: UTF8.self).hasPrefix("\t- " + first))
    }

    @Test func hexReadsBackAndRefusesWhatIsNotIt() {
        let bytes: [UInt8] = [0, 9, 10, 0x2D, 0x7F, 0x80, 0xC3, 0xA9, 0xFF]
        #expect(HexBytes.text(bytes) == "00090a2d7f80c3a9ff")
        #expect(HexBytes.bytes(Array(HexBytes.text(bytes).utf8)) == bytes)
        for text in ["0", "0A", "0g", " 0"] { #expect(HexBytes.bytes(Array(text.utf8)) == nil, "\(text)") }
        #expect(HexBytes.bytes([UInt8]()) == [])
    }
}
