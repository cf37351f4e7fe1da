import Testing
import TodoMerge
import TaskPaper

/// Every row of the README's merge table: base, ours, theirs and the merged
/// bytes side by side.
struct DecisionTableTests {
    static func merged(_ base: String?, _ ours: String, _ theirs: String) -> (text: String, report: MergeReport) {
        let result = merge(base: base.map { Document($0) }, ours: Document(ours), theirs: Document(theirs))
        return (String(decoding: result.bytes, as: UTF8.self), result.report)
    }

    /// The rule does not depend on which side is ours.
    static func expectEitherWay(_ base: String, _ one: String, _ other: String, gives expected: String) {
        #expect(merged(base, one, other).text == expected)
        #expect(merged(base, other, one).text == expected)
    }

    @Test func checkedHereNotedThere() {
        let m = Self.merged(
            "Today:\n\t- Buy milk @day(2026-11-22)\n",
            "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n",
            "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tSemi-skimmed\n")
        #expect(m.text == "Today:\n\t- Buy milk @day(2026-11-22) @done(2026-11-22)\n\t\tSemi-skimmed\n")
        #expect(m.report.isClean)
    }

    @Test func renamedHereCheckedThere() {
        let m = Self.merged(
            "Today:\n\t- Call Sam @day(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n",
            "Today:\n\t- Call Sam back @day(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n",
            "Today:\n\t- Call Sam @day(2026-11-22) @done(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Call Sam back @day(2026-11-22) @done(2026-11-22)\n\t- Pay rent @day(2026-11-22)\n")
        #expect(m.report.changes.contains(.init(side: .ours, task: "Call Sam back", change: .renamed(from: "Call Sam"))))
    }

    @Test func deletedHereChangedThereIsKept() {
        let m = Self.merged(
            "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22)\n",
            "Today:\n\t- B @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22) @priority(3)\n\t- B @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- A @day(2026-11-22) @priority(3)\n\t- B @day(2026-11-22)\n")
        #expect(m.report.keptDespiteDeletion == ["A"])
    }

    @Test func deletedHereUnchangedThereIsDeleted() {
        let m = Self.merged(
            "Today:\n\t- A @day(2026-11-22)\n\t\tnote\n\t- B @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22)\n\t\tnote\n\t- B @day(2026-11-22) @done(2026-11-22)\n",
            "Today:\n\t- B @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- B @day(2026-11-22) @done(2026-11-22)\n")
    }

    @Test func sameTaskAddedOnBothSidesOnce() {
        let m = Self.merged(
            "Today:\n\t- A @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- A @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n")
    }

    @Test func differentTasksAddedOnBothSidesOursFirst() {
        let m = Self.merged(
            "Today:\n\t- A @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n",
            "Today:\n\t- A @day(2026-11-22)\n\t- Eggs @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- A @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n\t- Eggs @day(2026-11-22)\n")
        #expect(m.report.isClean)
    }

    @Test func tasksOfOneNameAddedDifferentlyOnBothSidesAreTwo() {
        // Nothing says they are one task: both are kept, ours first.
        let m = Self.merged(
            "Today:\n",
            "Today:\n\t- Bread @day(2026-11-22) @priority(2)\n",
            "Today:\n\t- Bread @day(2026-11-22) @done(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Bread @day(2026-11-22) @priority(2)\n\t- Bread @day(2026-11-22) @done(2026-11-22)\n")
    }

    @Test func differentPrioritiesHigherWins() {
        let m = Self.merged(
            "Floating:\n\t- Learn Japanese @priority(2)\n",
            "Floating:\n\t- Learn Japanese @priority(3) @done(2026-11-22)\n",
            "Floating:\n\t- Learn Japanese\n\t\tten words a day\n")
        #expect(m.text == "Floating:\n\t- Learn Japanese @priority(3) @done(2026-11-22)\n\t\tten words a day\n")
        let n = Self.merged(
            "Floating:\n\t- Learn Japanese @priority(2)\n",
            "Floating:\n\t- Learn Japanese\n\t\tx\n",
            "Floating:\n\t- Learn Japanese @priority(3)\n")
        #expect(n.text == "Floating:\n\t- Learn Japanese @priority(3)\n\t\tx\n")
    }

    @Test func delayedHereCheckedThereStaysCheckedToday() {
        let base = "Today:\n\t- Book dentist @day(2026-11-22)\nTomorrow:\n"
        let delayed = "Today:\nTomorrow:\n\t- Book dentist @day(2026-11-23) @delayed\n"
        let checked = "Today:\n\t- Book dentist @day(2026-11-22) @done(2026-11-22)\nTomorrow:\n"
        Self.expectEitherWay(base, delayed, checked, gives: checked)
    }

    @Test func delayedHereReprioritisedThere() {
        // The tags come out in txtodo's order whichever side is ours.
        Self.expectEitherWay(
            "Today:\n\t- Book dentist @day(2026-11-22)\nTomorrow:\n",
            "Today:\nTomorrow:\n\t- Book dentist @day(2026-11-23) @delayed\n",
            "Today:\n\t- Book dentist @day(2026-11-22) @priority(3)\nTomorrow:\n",
            gives: "Today:\nTomorrow:\n\t- Book dentist @day(2026-11-23) @priority(3) @delayed\n")
    }

    @Test func noteEditedOnBothSidesKeepsBothOursFirst() {
        let m = Self.merged(
            "Today:\n\t- Buy milk @day(2026-11-22)\n\t\toat\n\t\tlarge\n",
            "Today:\n\t- Buy milk @day(2026-11-22)\n\t\toat or soy\n\t\tlarge\n",
            "Today:\n\t- Buy milk @day(2026-11-22)\n\t\tsoy\n\t\tlarge\n")
        #expect(m.text == "Today:\n\t- Buy milk @day(2026-11-22)\n\t\toat or soy\n\t\tsoy\n\t\tlarge\n")
        #expect(m.report.notesKeptBoth == ["Buy milk"])
        #expect(m.report.isClean)
    }

    @Test func doneOnBothSidesOnDifferentDaysEarlierWins() {
        let m = Self.merged(
            "Floating:\n\t- Read SICP\n",
            "Floating:\n\t- Read SICP @done(2026-11-23)\n",
            "Floating:\n\t- Read SICP @done(2026-11-21 14:03)\n")
        #expect(m.text == "Floating:\n\t- Read SICP @done(2026-11-21 14:03)\n")
    }

    @Test func uncheckedHereNotedThere() {
        let m = Self.merged(
            "Floating:\n\t- Read SICP @done(2026-11-22)\n",
            "Floating:\n\t- Read SICP\n",
            "Floating:\n\t- Read SICP @done(2026-11-22)\n\t\tchapter 3\n")
        #expect(m.text == "Floating:\n\t- Read SICP\n\t\tchapter 3\n")
    }

    @Test func renamedDifferentlyOnBothSidesKeepsBoth() {
        let m = Self.merged(
            "Today:\n\t- Call Sam @day(2026-11-22)\n",
            "Today:\n\t- Call Sam today @day(2026-11-22)\n",
            "Today:\n\t- Call Sam back @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Call Sam today @day(2026-11-22)\n\t- Call Sam back @day(2026-11-22)\n")
        #expect(m.report.renamedBoth == ["Call Sam back"])
    }

    @Test func aNewNameWithHalfTheWordsIsADeletionAndAnAddition() {
        // "Call Sam" → "Phone Sam" shares one word of four: not a rename on
        // theirs, so ours' rename is a change to a task theirs deleted.
        let m = Self.merged(
            "Today:\n\t- Call Sam @day(2026-11-22)\n",
            "Today:\n\t- Call Sam today @day(2026-11-22)\n",
            "Today:\n\t- Phone Sam @day(2026-11-22)\n")
        #expect(m.text == "Today:\n\t- Call Sam today @day(2026-11-22)\n\t- Phone Sam @day(2026-11-22)\n")
        #expect(m.report.keptDespiteDeletion == ["Call Sam today"])
        #expect(m.report.renamedBoth.isEmpty)
    }

    @Test func fourFloatingTasksAreAllKept() {
        let m = Self.merged(
            "Floating:\n\t- A\n\t- B\n",
            "Floating:\n\t- A\n\t- B\n\t- C\n",
            "Floating:\n\t- A\n\t- B\n\t- D\n")
        #expect(m.text == "Floating:\n\t- A\n\t- B\n\t- C\n\t- D\n")
        #expect(m.report.floatingCount == 4)
        #expect(m.report.summary.contains("4 floating tasks now (more than 3): all kept"))
    }

    @Test func movedTaskIsTheSameTask() {
        // Delayed on one side (moved to Tomorrow), a note added on the other.
        let m = Self.merged(
            "Today:\n\t- Pay rent @day(2026-11-22)\n\t- B @day(2026-11-22)\nTomorrow:\n",
            "Today:\n\t- B @day(2026-11-22)\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n",
            "Today:\n\t- Pay rent @day(2026-11-22)\n\t\tby transfer\n\t- B @day(2026-11-22)\nTomorrow:\n")
        #expect(
            m.text == "Today:\n\t- B @day(2026-11-22)\nTomorrow:\n\t- Pay rent @day(2026-11-23) @delayed\n\t\tby transfer\n")
    }

    @Test func userTextMergesLineByLine() {
        let base = "Today:\n\t- A @day(2026-11-22)\n\nGarden:\n\t- water roses\n\t- prune apple\n\t- rake leaves\n"
        let ours = "Today:\n\t- A @day(2026-11-22)\n\nGarden:\n\t- water roses daily\n\t- prune apple\n\t- rake leaves\n"
        let theirs = "Today:\n\t- A @day(2026-11-22)\n\nGarden:\n\t- water roses\n\t- prune apple\n\t- rake all leaves\n"
        let m = Self.merged(base, ours, theirs)
        #expect(
            m.text == "Today:\n\t- A @day(2026-11-22)\n\nGarden:\n\t- water roses daily\n\t- prune apple\n\t- rake all leaves\n")
        #expect(m.report.isClean)
    }

    @Test func sameUserChangeOnBothSidesOnce() {
        let base = "Garden:\n\t- water roses\n"
        let both = "Garden:\n\t- water roses daily\n"
        let m = Self.merged(base, both, both)
        #expect(m.text == both)
        #expect(m.report.isClean)
    }

    @Test func differentUserChangesKeepBothOursFirstWithoutMarkers() {
        let base = "Garden:\n\t- water roses\n\t- prune apple\n"
        let m = Self.merged(
            base, "Garden:\n\t- water roses daily\n\t- prune apple\n", "Garden:\n\t- water roses weekly\n\t- prune apple\n")
        #expect(m.text == "Garden:\n\t- water roses daily\n\t- water roses weekly\n\t- prune apple\n")
        #expect(m.report.conflicts == 1)
        #expect(!m.report.isClean)
    }

    @Test func noBaseIsAUnion() {
        let m = Self.merged(
            nil,
            "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22) @done(2026-11-22)\nGarden:\n\t- roses\n",
            "Today:\n\t- B @day(2026-11-22)\n\t- C @day(2026-11-22)\nGarden:\n\t- roses\n\t- apple\n")
        #expect(
            m.text
                == "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22) @done(2026-11-22)\n\t- C @day(2026-11-22)\nGarden:\n\t- roses\n\t- apple\n"
        )
    }

    @Test func fileHabitsMerge() {
        // CRLF endings, a byte-order mark and a missing final newline survive.
        let base = "\u{FEFF}Today:\r\n\t- A @day(2026-11-22)\r\nGarden:\r\n\tx"
        let ours = "\u{FEFF}Today:\r\n\t- A @day(2026-11-22) @done(2026-11-22)\r\nGarden:\r\n\tx"
        let theirs = "\u{FEFF}Today:\r\n\t- A @day(2026-11-22)\r\nGarden:\r\n\tx\r\n\ty"
        #expect(
            Self.merged(base, ours, theirs).text
                == "\u{FEFF}Today:\r\n\t- A @day(2026-11-22) @done(2026-11-22)\r\nGarden:\r\n\tx\r\n\ty")
    }

    @Test func sectionDeletedHereButChangedThereComesBack() {
        let m = Self.merged(
            "Floating:\n\t- A\nGarden:\n",
            "Garden:\n",
            "Floating:\n\t- A @priority(2)\nGarden:\n")
        #expect(m.text == "Floating:\n\t- A @priority(2)\nGarden:\n")
    }

    @Test func archiveMergesAsAUnion() {
        let base = "2026-11-20:\n\t- a @done(2026-11-20)\n"
        let ours = base + "\n2026-11-21:\n\t- b @day(2026-11-21)\n"
        let theirs = base + "\t- c @done(2026-11-20)\n\n2026-11-21:\n\t- b @day(2026-11-21)\n\t- d @day(2026-11-21)\n"
        let m = Self.merged(base, ours, theirs)
        #expect(
            m.text
                == "2026-11-20:\n\t- a @done(2026-11-20)\n\t- c @done(2026-11-20)\n\n2026-11-21:\n\t- b @day(2026-11-21)\n\t- d @day(2026-11-21)\n"
        )
    }

    @Test func checkedHereUncheckedThereStaysChecked() {
        let m = Self.merged(
            "Floating:\n\t- Read SICP @done(2026-11-21)\n",
            "Floating:\n\t- Read SICP\n",
            "Floating:\n\t- Read SICP @done(2026-11-22)\n")
        #expect(m.text == "Floating:\n\t- Read SICP @done(2026-11-22)\n")
    }

    @Test func dayChangedDifferentlyLaterWinsOtherTagsOurs() {
        let m = Self.merged(
            "Today:\n\t- A @day(2026-11-22) @where(home)\n",
            "Today:\n\t- A @day(2026-11-23) @where(office)\n",
            "Today:\n\t- A @day(2026-11-24) @where(shop)\n")
        #expect(m.text == "Today:\n\t- A @day(2026-11-24) @where(office)\n")
    }

    @Test func movedDifferentlyOnBothSidesTheDelayWins() {
        let base = "Floating:\nToday:\n\t- A @day(2026-11-22)\nTomorrow:\n"
        let floated = "Floating:\n\t- A @day(2026-11-22)\nToday:\nTomorrow:\n"
        let delayed = "Floating:\nToday:\nTomorrow:\n\t- A @day(2026-11-23) @delayed\n"
        Self.expectEitherWay(base, floated, delayed, gives: delayed)
    }

    @Test func linesAddedAtTheSamePlaceAreBothKeptCleanly() {
        let m = Self.merged(
            "Garden:\n\t- roses\n",
            "Garden:\n\t- roses\n\t- apple\n\t- pear\n",
            "Garden:\n\t- roses\n\t- apple\n\t- plum\n")
        #expect(m.text == "Garden:\n\t- roses\n\t- apple\n\t- pear\n\t- plum\n")
        #expect(m.report.isClean)
    }

    @Test func archiveEntryRemovedOnOneSideStaysRemoved() {
        let base = "2026-11-20:\n\t- a @done(2026-11-20)\n\t- typo\n"
        let ours = "2026-11-20:\n\t- a @done(2026-11-20)\n"
        let theirs = base + "\n2026-11-21:\n\t- b @day(2026-11-21)\n"
        #expect(Self.merged(base, ours, theirs).text == ours + "\n2026-11-21:\n\t- b @day(2026-11-21)\n")
    }

    @Test func aNameInTwoSectionsStaysTwoTasks() {
        // A floating "Walk" added on one side is not Today's "Walk" checked on the other.
        let m = Self.merged(
            "Floating:\nToday:\n\t- Walk @day(2026-11-22)\n",
            "Floating:\n\t- Walk\nToday:\n\t- Walk @day(2026-11-22)\n",
            "Floating:\nToday:\n\t- Walk @day(2026-11-22) @done(2026-11-22)\n")
        #expect(m.text == "Floating:\n\t- Walk\nToday:\n\t- Walk @day(2026-11-22) @done(2026-11-22)\n")
    }

    @Test func checkedTaskKeepsItsPlaceWhenTheOtherSideDelayedIt() {
        let base = "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22)\n\t- C @day(2026-11-22)\nTomorrow:\n"
        let delayed = "Today:\n\t- A @day(2026-11-22)\n\t- C @day(2026-11-22)\nTomorrow:\n\t- B @day(2026-11-23) @delayed\n"
        let checked =
            "Today:\n\t- A @day(2026-11-22)\n\t- B @day(2026-11-22) @done(2026-11-22)\n\t- C @day(2026-11-22)\nTomorrow:\n"
        Self.expectEitherWay(base, delayed, checked, gives: checked)
    }
}
