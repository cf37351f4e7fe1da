import Testing
import TodoMerge
import TaskPaper

/// Which task is which: each case a merge used to get wrong by guessing.
/// Base, ours, theirs and the merged bytes side by side.
struct IdentityTests {
    static func merged(_ base: String, _ ours: String, _ theirs: String) -> (text: String, report: MergeReport) {
        let result = merge(base: Document(base), ours: Document(ours), theirs: Document(theirs))
        return (String(decoding: result.bytes, as: UTF8.self), result.report)
    }

    /// Tasks as lines, sorted: for results whose order is not the point.
    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).sorted() }

    @Test func aDeletionAndAnAdditionAreNotARename() {
        let base = "Today:\n\t- Buy milk @day(2026-11-22)\n"
        let ours = "Today:\n\t- Call plumber @day(2026-11-22)\n"
        // Checked, delayed or noted on the other side: the change stays on
        // the task it was made to, which is kept where it was; the new task
        // is not touched.
        let m = Self.merged(base, ours, "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t- Call plumber @day(2026-11-22)\n")
        #expect(m.report.keptDespiteDeletion == ["Buy milk"])
        let delayed = Self.merged(base, ours, "Today:\nTomorrow:\n\t- Buy milk @day(2026-11-23) @delayed\n")
        #expect(delayed.text == "Today:\n\t- Call plumber @day(2026-11-22)\nTomorrow:\n\t- Buy milk @day(2026-11-23) @delayed\n")
        let noted = Self.merged(base, ours, "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tsemi-skimmed\n")
        #expect(
            noted.text == "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tsemi-skimmed\n\t- Call plumber @day(2026-11-22)\n")
    }

    @Test func theSameTaskAddedWhereTheOtherSideDeletedOneIsOnce() {
        let m = Self.merged(
            "Today:\n\t- one\n\t- from B\n", "Today:\n\t- one\n\t- from B\n\t- from A\n", "Today:\n\t- one\n\t- from A\n")
        #expect(m.text == "Today:\n\t- one\n\t- from A\n")
    }

    @Test func tasksOfOneNameAreToldApartByTheirContentNotTheirRank() {
        let base = "Today:\n\t- Call mom\n\t\tabout dad\n\t- Call mom\n\t\tbirthday\n"
        // Ours deletes the first; theirs checks that same one: it is kept, checked.
        let m = Self.merged(
            base, "Today:\n\t- Call mom\n\t\tbirthday\n",
            "Today:\n\t- Call mom @done(2026-11-22)\n\t\tabout dad\n\t- Call mom\n\t\tbirthday\n")
        #expect(m.text == "Today:\n\t- Call mom @done(2026-11-22)\n\t\tabout dad\n\t- Call mom\n\t\tbirthday\n")
        // Theirs checks the other one: the first is gone, the second checked.
        let other = Self.merged(
            base, "Today:\n\t- Call mom\n\t\tbirthday\n",
            "Today:\n\t- Call mom\n\t\tabout dad\n\t- Call mom @done(2026-11-22)\n\t\tbirthday\n")
        #expect(other.text == "Today:\n\t- Call mom @done(2026-11-22)\n\t\tbirthday\n")
    }

    @Test func theSameNameInTwoSectionsKeepsEachChangeOnItsOwnTask() {
        let base = "Floating:\n\t- Read SICP\nToday:\n\t- Read SICP @day(2026-11-22)\n"
        // Ours deletes the floating one and delays today's; theirs checks the
        // floating one and notes today's.
        let m = Self.merged(
            base, "Floating:\nToday:\nTomorrow:\n\t- Read SICP @day(2026-11-23) @delayed\n",
            "Floating:\n\t- Read SICP @done(2026-11-22)\nToday:\n\t- Read SICP @day(2026-11-22)\n\t\tchapter 3\n")
        #expect(
            m.text
                == "Floating:\n\t- Read SICP @done(2026-11-22)\nToday:\nTomorrow:\n\t- Read SICP @day(2026-11-23) @delayed\n\t\tchapter 3\n"
        )
        #expect(m.report.keptDespiteDeletion == ["Read SICP"])
    }

    @Test func aTagWrittenTwiceMergesAsAMultiset() {
        let base = "Today:\n\t- Lunch @with(Ann) @with(Bob)\n"
        let m = Self.merged(
            base, "Today:\n\t- Lunch @with(Ann) @with(Bob) @with(Cy)\n", "Today:\n\t- Lunch @with(Bob) @priority(2)\n")
        #expect(m.text == "Today:\n\t- Lunch @with(Bob) @with(Cy) @priority(2)\n")
        // A value added on both sides is added once.
        let both = Self.merged(
            base, "Today:\n\t- Lunch @with(Ann) @with(Bob) @with(Cy)\n",
            "Today:\n\t- Lunch @with(Ann) @with(Bob) @with(Cy) @done(2026-11-22)\n")
        #expect(both.text == "Today:\n\t- Lunch @with(Ann) @with(Bob) @with(Cy) @done(2026-11-22)\n")
    }

    @Test func aRenameHereAndANoteThereStayOneTaskWhateverElseMoved() {
        let base = "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n"
        let expected =
            "Today:\n\t- Call Sam back @day(2026-11-22)\n\t\tabout the car\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n"
        // The task before it delayed on the side that renamed…
        let here = Self.merged(
            base, "Today:\n\t- Call Sam back @day(2026-11-22)\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n",
            "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Call Sam @day(2026-11-22)\n\t\tabout the car\n")
        #expect(here.text == expected)
        // …or on the side that noted.
        let there = Self.merged(
            base, "Today:\n\t- Pay rent @day(2026-11-22)\n\t- Call Sam back @day(2026-11-22)\n",
            "Today:\n\t- Call Sam @day(2026-11-22)\n\t\tabout the car\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n")
        #expect(there.text == expected)
    }

    @Test func aRenameAndACheckOnOneSideIsStillTheTask() {
        // Renamed and checked on ours, noted on theirs: one task with all of it.
        let m = Self.merged(
            "Today:\n\t- Call Sam @day(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n",
            "Today:\n\t- Call Sam back @day(2026-11-22) @done(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n",
            "Today:\n\t- Call Sam @day(2026-11-22)\n\t\tabout the car\n\t- Pay rent @day(2026-11-22)\n")
        #expect(
            m.text
                == "Today:\n\t- Call Sam back @day(2026-11-22) @done(2026-11-22)\n\t\tabout the car\n\t- Pay rent @day(2026-11-22)\n"
        )
    }

    @Test func aRenameAwayFromItsPlaceIsADeletionAndAnAddition() {
        // Renamed and moved to the end: the evidence is not strong enough,
        // so theirs' check keeps the old task and nothing is joined.
        let m = Self.merged(
            "Today:\n\t- Call Sam\n\t- Pay rent\n\t- Walk\n", "Today:\n\t- Pay rent\n\t- Walk\n\t- Call Sam back\n",
            "Today:\n\t- Call Sam @done(2026-11-22)\n\t- Pay rent\n\t- Walk\n")
        #expect(
            Self.lines(m.text)
                == Self.lines("Today:\n\t- Call Sam @done(2026-11-22)\n\t- Pay rent\n\t- Walk\n\t- Call Sam back\n"))
    }

    @Test func tasksTooAlikeToTellApartAreAllKeptAndSaid() {
        // Two tasks alike; ours deletes one, theirs checks one: which one ours
        // deleted cannot be known, so both stay, the checked one checked.
        let base = "Today:\n\t- Stretch @day(2026-11-22)\n\t- Stretch @day(2026-11-22)\n"
        let m = Self.merged(
            base, "Today:\n\t- Stretch @day(2026-11-22)\n",
            "Today:\n\t- Stretch @day(2026-11-22) @done(2026-11-22)\n\t- Stretch @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Stretch @day(2026-11-22) @done(2026-11-22)\n\t- Stretch @day(2026-11-22)\n")
        #expect(m.report.ambiguous == ["Stretch"])
        #expect(m.report.summary.contains { $0.contains("too alike") })
        // Both sides deleted one: at least one stays (they may have meant the same).
        let gone = Self.merged(base, "Today:\n\t- Stretch @day(2026-11-22)\n", "Today:\n\t- Stretch @day(2026-11-22)\n")
        #expect(gone.text == "Today:\n\t- Stretch @day(2026-11-22)\n")
        // The same change on both sides is made once.
        let same = "Today:\n\t- Stretch @day(2026-11-22) @done(2026-11-22)\n"
        #expect(Self.merged(base, same, same).text == same)
    }

    /// Beyond the number whose pairings are all tried, the pairing is made
    /// in steps, and still never joins two changes on one task.
    @Test func manyTasksAlikeKeepEachChangeOnItsOwnTask() {
        for count in [3, 8, 12] {
            let stretch = "\t- Stretch @day(2026-11-22)\n"
            let rest = String(repeating: stretch, count: count - 1)
            let base = "Today:\n" + stretch + rest
            let ours = "Today:\n\t- Stretch @day(2026-11-22) @done(2026-11-22)\n" + rest
            let theirs = "Today:\n" + stretch + "\t\tten minutes\n" + rest
            for (o, t) in [(ours, theirs), (theirs, ours)] {
                let m = Self.merged(base, o, t)
                #expect(m.text.split(separator: "\n").filter { $0.hasPrefix("\t- Stretch") }.count == count, "\(count)")
                #expect(m.text.contains("\t- Stretch @day(2026-11-22) @done(2026-11-22)\n\t- "), "\(count)")
                #expect(m.text.contains("\t- Stretch @day(2026-11-22)\n\t\tten minutes\n"), "\(count)")
                #expect(m.report.ambiguous == ["Stretch"])
            }
        }
    }

    @Test func tooManyFloatingTasksAreSaidOnlyByTheMergeThatMadeThem() {
        let four = "Floating:\n\t- A\n\t- B\n\t- C\n\t- D\n"
        let made = Self.merged(
            "Floating:\n\t- A\n\t- B\n", "Floating:\n\t- A\n\t- B\n\t- C\n", "Floating:\n\t- A\n\t- B\n\t- D\n")
        #expect(made.report.summary.contains { $0.contains("4 floating tasks") })
        let later = Self.merged(four, four + "\t- E\n", four)
        #expect(!later.report.summary.contains { $0.contains("floating tasks") })
    }
}

/// A name that is one task in the base and one on a side is that task only
/// when the files say so: else the old one was deleted and a new one added.
struct OneOfANameTests {
    let merged = IdentityTests.merged

    @Test func aNewTaskOfTheNameIsNotTheOldOneThatHadNotes() {
        let base = "Today:\n\t- Call mom @day(2026-11-22)\n\t\tabout dinner\n"
        let theirs = "Today:\n\t- Call mom @day(2026-11-22) @done(2026-11-22)\n\t\tabout dinner\n"
        // Ours deletes the dinner task and adds a new one of the same name:
        // the dinner task is kept, checked; the new one stays unchecked.
        let m = merged(base, "Today:\n\t- Call mom @day(2026-11-22)\n", theirs)
        #expect(
            m.text
                == "Today:\n\t- Call mom @day(2026-11-22) @done(2026-11-22)\n\t\tabout dinner\n\t- Call mom @day(2026-11-22)\n"
        )
        #expect(m.report.keptDespiteDeletion == ["Call mom"])
        // A new floating task of that name is not checked.
        let floating = merged(base, "Floating:\n\t- Call mom\nToday:\n", theirs)
        #expect(
            floating.text
                == "Floating:\n\t- Call mom\nToday:\n\t- Call mom @day(2026-11-22) @done(2026-11-22)\n\t\tabout dinner\n")
    }

    @Test func aFloatingTaskDoesNotBecomeADailyOne() {
        let base = "Floating:\n\t- Read SICP\n\t\tchapter 3\nToday:\n"
        let m = merged(
            base, "Floating:\nToday:\n\t- Read SICP @day(2026-11-22)\n",
            "Floating:\n\t- Read SICP\n\t\tchapter 3\n\t\tchapter 4\nToday:\n")
        #expect(m.text == "Floating:\n\t- Read SICP\n\t\tchapter 3\n\t\tchapter 4\nToday:\n\t- Read SICP @day(2026-11-22)\n")
    }

    @Test func theTaskIsItselfWhereTheFilesSaySo() {
        // Moved with a note kept, or without notes at all: still the task.
        let base = "Today:\n\t- Call mom @day(2026-11-22)\n\t\tabout dinner\n"
        let moved = merged(
            base, "Today:\nTomorrow:\n\t- Call mom @day(2026-11-23) @delayed\n\t\tabout dinner\n",
            "Today:\n\t- Call mom @day(2026-11-22)\n\t\tabout dinner\n\t\tat eight\n")
        #expect(moved.text == "Today:\nTomorrow:\n\t- Call mom @day(2026-11-23) @delayed\n\t\tabout dinner\n\t\tat eight\n")
        let bare = merged(
            "Today:\n\t- Pay rent @day(2026-11-22)\n", "Floating:\n\t- Pay rent\nToday:\n",
            "Today:\n\t- Pay rent @day(2026-11-22) @priority(1)\n")
        #expect(bare.text == "Floating:\n\t- Pay rent @priority(1)\nToday:\n")
        // Its notes rewritten in place: still the task.
        let rewritten = merged(
            base, "Today:\n\t- Call mom @day(2026-11-22)\n\t\tabout lunch\n",
            "Today:\n\t- Call mom @day(2026-11-22) @done(2026-11-22)\n\t\tabout dinner\n")
        #expect(rewritten.text == "Today:\n\t- Call mom @day(2026-11-22) @done(2026-11-22)\n\t\tabout lunch\n")
    }
}
