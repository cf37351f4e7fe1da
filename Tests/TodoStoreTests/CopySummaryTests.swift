import Testing
import TodoMerge

@testable import TodoStore
import TodoCore
import TaskPaper
@testable import TodoVersions

/// The line a conflict copy's merge says is counted task by task with the
/// merge's own identities: tasks of one name are told apart, a rename is a
/// rename, and a new priority counts.
struct CopySummaryTests {
    /// The summary of merging `copy` into `file` (both from `base`), as
    /// the machine that had `file` says it.
    static func summary(_ base: String, file: String, copy: String) -> String {
        let result = merge(base: Document(base), ours: Document(file), theirs: Document(copy))
        return CopySummary.describe(result.report, had: .ours, from: Document(file))
    }

    @Test func tasksOfOneNameAreCountedEach() {
        let base = "Today:\n\t- Call mom\n\t\tabout dad\n\t- Call mom\n\t\tbirthday\n"
        let copy = "Today:\n\t- Call mom @done(2026-11-22)\n\t\tabout dad\n\t- Call mom\n\t\tbirthday\n"
        #expect(Self.summary(base, file: base, copy: copy) == "1 checked")
    }

    @Test func aRenameIsOneTaskRenamed() {
        let base = "Today:\n\t- Call Sam\n\t- Pay rent\n"
        #expect(Self.summary(base, file: base, copy: "Today:\n\t- Call Sam back\n\t- Pay rent\n") == "1 renamed")
        // Renamed and checked on the copy: renamed and checked, nothing added.
        #expect(
            Self.summary(base, file: base, copy: "Today:\n\t- Call Sam back @done(2026-11-22)\n\t- Pay rent\n")
                == "1 checked, 1 renamed")
    }

    @Test func aNewPriorityCounts() {
        let base = "Floating:\n\t- Learn Japanese\n"
        #expect(Self.summary(base, file: base, copy: "Floating:\n\t- Learn Japanese @priority(3)\n") == "1 with a new priority")
    }

    @Test func onlyWhatCameFromTheOtherSideCounts() {
        // This machine checked one task, the copy added one: only the addition is news here.
        let base = "Today:\n\t- A\n"
        #expect(
            Self.summary(base, file: "Today:\n\t- A @done(2026-11-22)\n", copy: "Today:\n\t- A\n\t- B\n") == "1 task added")
    }

    @Test func aTaskScheduledDifferentlyOnBothSidesNamesTheDayDropped() {
        let base = "Later:\n\t- Pay rent\n"
        let here = "Later:\n\t- Pay rent @day(2026-12-05)\n"
        let copy = "Later:\n\t- Pay rent @day(2026-12-01)\n"
        let named = "@day of “Pay rent” changed differently on both sides: kept @day(2026-12-01), dropped @day(2026-12-05)"
        #expect(Self.summary(base, file: here, copy: copy) == named)
        #expect(Self.summary(base, file: here, copy: copy + "\t- Call the bank\n") == "1 task added; " + named)
    }
}
