import Testing
import TodoMerge

/// Later merges task by task like the other sections; a task scheduled for
/// different days on the two sides takes the earlier day, and the report
/// says which was kept and which dropped.
struct LaterMergeTests {
    static let base = """
        Today:
        \t- Buy milk @day(2026-11-27)
        Tomorrow:
        Later:
        \t- Pay rent @day(2026-12-03)
        \t- Renew passport

        """

    func merged(_ ours: String, _ theirs: String) -> (text: String, report: MergeReport) {
        IdentityTests.merged(Self.base, ours, theirs)
    }

    @Test func scheduledDifferentlyOnBothSidesTakesTheEarlierDay() {
        let ours = Self.base.replacing("@day(2026-12-03)", with: "@day(2026-12-05)")
        let theirs = Self.base.replacing("@day(2026-12-03)", with: "@day(2026-12-01)")
        let expected = Self.base.replacing("@day(2026-12-03)", with: "@day(2026-12-01)")
        for (a, b) in [(ours, theirs), (theirs, ours)] {
            let m = merged(a, b)
            #expect(m.text == expected)
            #expect(
                m.report.summary.contains(
                    "@day of “Pay rent” changed differently on both sides: kept @day(2026-12-01), dropped @day(2026-12-05)"))
        }
    }

    /// Both sides sent a task to Later for different days: the earlier one.
    @Test func movedToLaterOnBothSidesForDifferentDays() {
        let ours = "Today:\nTomorrow:\nLater:\n\t- Pay rent @day(2026-12-03)\n\t- Renew passport\n\t- Buy milk @day(2026-12-10)\n"
        let theirs =
            "Today:\nTomorrow:\nLater:\n\t- Pay rent @day(2026-12-03)\n\t- Renew passport\n\t- Buy milk @day(2026-12-08)\n"
        #expect(merged(ours, theirs).text == theirs)
        #expect(merged(theirs, ours).text == theirs)
    }

    /// A task put off on one side (a later day for a Today task) still takes
    /// the later day: only two schedules in Later take the earlier.
    @Test func outsideLaterTheLaterDayStillWins() {
        let ours = Self.base.replacing("@day(2026-11-27)", with: "@day(2026-11-28)")
        let theirs = Self.base.replacing("@day(2026-11-27)", with: "@day(2026-11-29)")
        #expect(merged(ours, theirs).text.contains("\t- Buy milk @day(2026-11-29)\n"))
    }

    @Test func changesToLaterTasksCombineTaskByTask() {
        // Ours: one sent to the backlog with a note, a new backlog task; theirs:
        // the passport checked, Buy milk scheduled.
        let ours = """
            Today:
            Tomorrow:
            Later:
            \t- Pay rent @day(2026-12-03)
            \t\tFrom the joint account.
            \t- Renew passport
            \t- Buy milk
            \t- Read Dune

            """
        let theirs = """
            Today:
            Tomorrow:
            Later:
            \t- Pay rent @day(2026-12-03)
            \t- Renew passport @done(2026-11-27)
            \t- Buy milk @day(2026-12-02)

            """
        let m = merged(ours, theirs)
        #expect(
            m.text == """
                Today:
                Tomorrow:
                Later:
                \t- Pay rent @day(2026-12-03)
                \t\tFrom the joint account.
                \t- Renew passport @done(2026-11-27)
                \t- Buy milk @day(2026-12-02)
                \t- Read Dune

                """)
    }

    /// Later written on one side only comes in after Tomorrow, before Routines.
    @Test func aLaterSectionFromOneSideKeepsItsPlace() {
        let base = "Today:\nTomorrow:\nRoutines:\n\t- Walk @every(day)\n"
        let ours = "Today:\n\t- a @day(2026-11-27)\nTomorrow:\nRoutines:\n\t- Walk @every(day)\n"
        let theirs = "Today:\nTomorrow:\nLater:\n\t- Someday\nRoutines:\n\t- Walk @every(day)\n"
        let m = IdentityTests.merged(base, ours, theirs)
        #expect(m.text == "Today:\n\t- a @day(2026-11-27)\nTomorrow:\nLater:\n\t- Someday\nRoutines:\n\t- Walk @every(day)\n")
    }
}
