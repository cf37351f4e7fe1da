import Testing
import TodoMerge
import TaskPaper

/// Where the merge went against one side, the report says what and why,
/// with the sides named as the caller knows them.
struct DecisionReportTests {
    @Test func aTaskKeptThoughDeletedSaysWhoDeletedAndWhoChangedIt() {
        let base = "Today:\n\t- Buy milk @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n"
        let ours = "Today:\n\t- Call Sam @day(2026-11-22)\n"
        let theirs = "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n"
        let m = IdentityTests.merged(base, ours, theirs)
        #expect(m.text == theirs)
        #expect(m.report.decisions(ours: "here", theirs: "on laptop") == ["kept “Buy milk” (deleted here, checked on laptop)"])
        let swapped = IdentityTests.merged(base, theirs, ours)
        #expect(
            swapped.report.decisions(ours: "here", theirs: "on laptop") == ["kept “Buy milk” (deleted on laptop, checked here)"])
        let noted = IdentityTests.merged(
            base, ours, "Today:\n\t- Buy milk @day(2026-11-22) @priority(3)\n\t\toat\n\t- Call Sam @day(2026-11-22)\n")
        #expect(
            noted.report.decisions(ours: "in ours", theirs: "in theirs")
                == ["kept “Buy milk” (deleted in ours, given priority 3, noted in theirs)"])
    }

    @Test func aDelayGivingWayToACheckIsSaid() {
        let base = "Today:\n\t- Call Sam @day(2026-11-22)\nTomorrow:\n"
        let m = IdentityTests.merged(
            base, "Today:\nTomorrow:\n\t- Call Sam @day(2026-11-23) @delayed\n",
            "Today:\n\t- Call Sam @day(2026-11-22) @done(2026-11-22)\nTomorrow:\n")
        #expect(m.text == "Today:\n\t- Call Sam @day(2026-11-22) @done(2026-11-22)\nTomorrow:\n")
        #expect(
            m.report.decisions(ours: "here", theirs: "on laptop") == [
                "“Call Sam” done, not delayed (delayed here, checked on laptop)"
            ])
    }

    @Test func aMergeOfChangesThatAgreeDecidesNothing() {
        let base = "Today:\n\t- Buy milk @day(2026-11-22)\n"
        let m = IdentityTests.merged(
            base, "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n", "Today:\n\t- Buy milk @day(2026-11-22)\n\t\toat\n")
        #expect(m.report.decisions(ours: "here", theirs: "there").isEmpty)
    }
}
