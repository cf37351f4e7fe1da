import Testing
import TodoMerge
import TaskPaper

/// Where a task changed on both sides ends up: a move and a check combine,
/// a delay yields to a check, and the merged `@day` always goes with the
/// merged section.
struct PlacementTests {
    static func expectEitherWay(_ base: String?, _ one: String, _ other: String, gives expected: String) {
        for (ours, theirs) in [(one, other), (other, one)] {
            let result = merge(base: base.map { Document($0) }, ours: Document(ours), theirs: Document(theirs))
            #expect(String(decoding: result.bytes, as: UTF8.self) == expected)
        }
    }

    @Test func movedHereCheckedThereIsMovedAndChecked() {
        Self.expectEitherWay(
            "Floating:\nToday:\n\t- Buy milk @day(2026-11-23)\n", "Floating:\n\t- Buy milk\nToday:\n",
            "Floating:\nToday:\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\n",
            gives: "Floating:\n\t- Buy milk @done(2026-11-23)\nToday:\n")
        // Planned from Floating for tomorrow here, checked there.
        Self.expectEitherWay(
            "Floating:\n\t- Call Sam\nTomorrow:\n", "Floating:\nTomorrow:\n\t- Call Sam @day(2026-11-24)\n",
            "Floating:\n\t- Call Sam @done(2026-11-23)\nTomorrow:\n",
            gives: "Floating:\nTomorrow:\n\t- Call Sam @day(2026-11-24) @done(2026-11-23)\n")
    }

    @Test func theDayGoesWithTheSection() {
        // Moved to Floating here, to Tomorrow by hand there: ours' section,
        // and ours' day with it.
        let base = "Floating:\nToday:\n\t- Walk @day(2026-11-23)\nTomorrow:\n"
        let floated = "Floating:\n\t- Walk\nToday:\nTomorrow:\n"
        let planned = "Floating:\nToday:\nTomorrow:\n\t- Walk @day(2026-11-24)\n"
        #expect(IdentityTests.merged(base, floated, planned).text == floated)
        #expect(IdentityTests.merged(base, planned, floated).text == planned)
        // Without a base, two tasks of one name in two sections are one
        // task in ours' section, with ours' day.
        let today = "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout xmas\nTomorrow:\n"
        let tomorrow = "Today:\nTomorrow:\n\t- Call mom @day(2026-11-24)\n\t\tabout xmas\n"
        let m = merge(base: nil, ours: Document(today), theirs: Document(tomorrow))
        #expect(String(decoding: m.bytes, as: UTF8.self) == today)
    }
}
