import Testing
import TodoMerge

/// Which task is which, in the order of the evidence: the whole task equal,
/// then the same name in the same section, then the same name anywhere; a
/// rename only with alike names at the same place; tasks too alike to tell
/// apart never join two changes; tasks added on both sides are one only
/// when equal. Base, ours, theirs and the merged bytes side by side.
struct EvidenceOrderTests {
    static func merged(_ base: String, _ ours: String, _ theirs: String) -> (text: String, report: MergeReport) {
        IdentityTests.merged(base, ours, theirs)
    }

    /// The same bytes whichever side is ours.
    static func expectEitherWay(_ base: String, _ one: String, _ other: String, gives expected: String) {
        #expect(merged(base, one, other).text == expected)
        #expect(merged(base, other, one).text == expected)
    }

    @Test func aTaskLeftAsItWasKeepsItsIdentityBesideANewTaskOfAlikeName() {
        // Theirs adds "Read book again" and deletes today's "Read book"; the
        // floating "Read book" it left as it was is the one ours checked.
        let base = "Floating:\n\t- Read book\nToday:\n\t- Read book @day(2026-11-23)\n\t\tchapter 3\n"
        let ours = "Floating:\n\t- Read book @done(2026-11-23)\nToday:\n\t- Read book @day(2026-11-23)\n\t\tchapter 3\n"
        let theirs = "Floating:\n\t- Read book\n\t- Read book again\nToday:\n"
        let m = Self.merged(base, ours, theirs)
        #expect(m.text == "Floating:\n\t- Read book @done(2026-11-23)\n\t- Read book again\nToday:\n")
        #expect(!m.report.changes.contains { if case .renamed = $0.change { true } else { false } })
        Self.expectEitherWay(base, ours, theirs, gives: m.text)
    }

    @Test func theSameSectionOutweighsATagValue() {
        // Ours raises the floating task's priority and adds one in Today with
        // the old priority; theirs checks the floating one.
        let base = "Floating:\n\t- Buy milk @priority(2)\nToday:\n"
        let ours = "Floating:\n\t- Buy milk @priority(3)\nToday:\n\t- Buy milk @day(2026-11-23) @priority(2)\n\t\tfor the cake\n"
        let theirs = "Floating:\n\t- Buy milk @priority(2) @done(2026-11-23)\nToday:\n"
        Self.expectEitherWay(
            base, ours, theirs,
            gives:
                "Floating:\n\t- Buy milk @priority(3) @done(2026-11-23)\nToday:\n\t- Buy milk @day(2026-11-23) @priority(2)\n\t\tfor the cake\n"
        )
    }

    @Test func twoChangesToTasksTooAlikeStayOnTwoTasks() {
        let base = "Today:\n\t- Pay rent @day(2026-11-23)\n\t- Pay rent @day(2026-11-23)\n"
        let checked = "\t- Pay rent @day(2026-11-23) @done(2026-11-23)\n"
        let noted = "\t- Pay rent @day(2026-11-23)\n\t\tby transfer\n"
        let plain = "\t- Pay rent @day(2026-11-23)\n"
        // Ours notes the second, theirs checks the first.
        let m = Self.merged(base, "Today:\n" + plain + noted, "Today:\n" + checked + plain)
        #expect(m.text == "Today:\n" + checked + noted)
        #expect(m.report.ambiguous == ["Pay rent"])
        #expect(m.report.summary.contains { $0.contains("too alike") })
        Self.expectEitherWay(base, "Today:\n" + plain + noted, "Today:\n" + checked + plain, gives: m.text)
        // Both change the first: still two tasks, each with one change.
        let first = Self.merged(base, "Today:\n" + noted + plain, "Today:\n" + checked + plain)
        #expect(IdentityTests.lines(first.text) == IdentityTests.lines("Today:\n" + checked + noted))
        #expect(first.report.ambiguous == ["Pay rent"])
        Self.expectEitherWay(base, "Today:\n" + noted + plain, "Today:\n" + checked + plain, gives: first.text)
        // The same change on both sides is made once, and is not in doubt.
        let same = Self.merged(base, "Today:\n" + checked + plain, "Today:\n" + plain + checked)
        #expect(IdentityTests.lines(same.text) == IdentityTests.lines("Today:\n" + checked + plain))
        #expect(same.report.ambiguous.isEmpty)
    }

    @Test func aSharedNoteLineDoesNotMakeARename() {
        // Ours deletes "Buy milk" and adds an unrelated floating task that
        // repeats its note; theirs checks "Buy milk": it is kept, checked.
        let base = "Floating:\nToday:\n\t- Buy milk @day(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n"
        let ours = "Floating:\n\t- Plan trip\n\t\tat Lidl\nToday:\n\t- Walk @day(2026-11-23)\n"
        let theirs =
            "Floating:\nToday:\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n"
        let m = Self.merged(base, ours, theirs)
        #expect(
            m.text
                == "Floating:\n\t- Plan trip\n\t\tat Lidl\nToday:\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n"
        )
        #expect(m.report.keptDespiteDeletion == ["Buy milk"])
        // Alike names in place, with the note kept: that is a rename.
        let renamed = Self.merged(
            base, "Floating:\nToday:\n\t- Buy oat milk @day(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n", theirs)
        #expect(
            renamed.text
                == "Floating:\nToday:\n\t- Buy oat milk @day(2026-11-23) @done(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n"
        )
        // Alike names and the note, but in another section: not a rename.
        let away = Self.merged(
            base, "Floating:\n\t- Buy oat milk\n\t\tat Lidl\nToday:\n\t- Walk @day(2026-11-23)\n", theirs)
        #expect(
            away.text
                == "Floating:\n\t- Buy oat milk\n\t\tat Lidl\nToday:\n\t- Buy milk @day(2026-11-23) @done(2026-11-23)\n\t\tat Lidl\n\t- Walk @day(2026-11-23)\n"
        )
    }

    @Test func tasksAddedOnBothSidesAreOneOnlyWhenEqual() {
        let base = "Today:\nTomorrow:\n"
        // Other notes, another section: two tasks.
        let ours = "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout xmas\nTomorrow:\n"
        let theirs = "Today:\nTomorrow:\n\t- Call mom @day(2026-11-24)\n\t\tabout the car\n"
        Self.expectEitherWay(
            base, ours, theirs,
            gives:
                "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout xmas\nTomorrow:\n\t- Call mom @day(2026-11-24)\n\t\tabout the car\n"
        )
        // Other notes in one section: two tasks, ours first.
        let two = Self.merged(
            base, "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout xmas\nTomorrow:\n",
            "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout the car\nTomorrow:\n")
        #expect(
            two.text
                == "Today:\n\t- Call mom @day(2026-11-23)\n\t\tabout xmas\n\t- Call mom @day(2026-11-23)\n\t\tabout the car\nTomorrow:\n"
        )
        // Equal but for the days each machine stamped: one task.
        Self.expectEitherWay(
            base, "Today:\n\t- Call mom @day(2026-11-23)\nTomorrow:\n", "Today:\n\t- Call mom @day(2026-11-22)\nTomorrow:\n",
            gives: "Today:\n\t- Call mom @day(2026-11-23)\nTomorrow:\n")
    }
}
