import Testing
import TodoMerge

/// What the report says of tags: a tag changed differently on both sides
/// names the value kept and the one dropped; a tag written more than once
/// that both sides changed says it merged value by value; a side's change
/// to the user's own tags is a change like any other.
struct TagReportTests {
    @Test func aTagChangedDifferentlyOnBothSidesSaysWhatWasKeptAndDropped() {
        let m = IdentityTests.merged(
            "Today:\n\t- A @where(home) @day(2026-11-22) @priority(2)\n",
            "Today:\n\t- A @where(office) @day(2026-11-22) @priority(3)\n",
            "Today:\n\t- A @where(shop) @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- A @where(office) @day(2026-11-22) @priority(3)\n")
        #expect(
            m.report.tagConflicts == [
                .init(task: "A", tag: "priority", kept: "@priority(3)", dropped: nil),
                .init(task: "A", tag: "where", kept: "@where(office)", dropped: "@where(shop)"),
            ])
        #expect(
            m.report.summary.contains(
                "@where of “A” changed differently on both sides: kept @where(office), dropped @where(shop)"))
        #expect(
            m.report.summary.contains(
                "@priority of “A” changed differently on both sides: kept @priority(3), dropped no @priority"))
    }

    @Test func aTagWrittenTwiceChangedOnBothSidesIsSaid() {
        let m = IdentityTests.merged(
            "Today:\n\t- Lunch @with(Ann) @with(Bob)\n", "Today:\n\t- Lunch @with(Ann) @with(Bob) @with(Cy)\n",
            "Today:\n\t- Lunch @with(Bob)\n")
        #expect(m.text == "Today:\n\t- Lunch @with(Bob) @with(Cy)\n")
        #expect(m.report.tagsCombined == [.init(task: "Lunch", tag: "with", kept: "@with(Bob) @with(Cy)", dropped: nil)])
        #expect(m.report.summary.contains("@with of “Lunch” changed on both sides: each value merged (@with(Bob) @with(Cy))"))
    }

    @Test func aSidesChangeToItsOwnTagsIsReported() {
        let m = IdentityTests.merged(
            "Today:\n\t- A @day(2026-11-22)\n", "Today:\n\t- A @where(home) @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22) @done(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- A @where(home) @day(2026-11-22) @done(2026-11-22)\n")
        #expect(m.report.changes.contains(.init(side: .ours, task: "A", change: .tags)))
        #expect(m.report.tagConflicts.isEmpty)
    }
}
