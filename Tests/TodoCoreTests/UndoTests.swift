import Testing
@testable import TodoCore
import TaskPaper

struct UndoTests {
    static let milk = ref(.today, "Buy milk")
    static let everyAction: [Action] = [
        .add(.floating, "New floating", priority: 2), .add(.today, "New today", priority: 1),
        .add(.tomorrow, "New tomorrow", priority: 3),
        .setDone(milk, true), .toggleDone(ref(.today, "Reply to Sam")), .delay(milk), .rename(milk, "Buy oat milk"),
        .setPriority(milk, 3), .cyclePriority(ref(.floating, "Learn Japanese")), .addNote(milk, "Or oat."),
        .editNote(milk, index: 0, "Whole."), .deleteNote(milk, index: 0), .delete(milk),
        .delete(ref(.tomorrow, "Pay rent")), .delete(ref(.today, "Book dentist")),
    ]

    @Test(arguments: everyAction)
    func everyActionUndoesToTheSameBytes(_ action: Action) throws {
        try roundTrip(action, on: sample)
    }

    @Test(arguments: [
        "\u{FEFF}Today:\r\n  - Buy milk @day(2026-11-21)\r\n    Semi-skimmed.",
        "Garden:\n\t- mine",
        "",
        "Today:\n- Buy milk @day(2026-11-21)\n\tSemi-skimmed.\nGarden:\n- x\n",
        "\u{FEFF}Garden:\r\n",
    ])
    func everyActionUndoesInAnyFile(_ input: String) throws {
        let actions = Self.everyAction.filter { action in (try? apply(action, to: Document(input), today: nov21)) != nil }
        #expect(!actions.isEmpty)
        for action in actions { try roundTrip(action, on: input) }
    }

    @Test func undoAfterAnUnrelatedHandEdit() throws {
        let done = try apply(.setDone(Self.milk, true), to: Document(sample), today: nov21)
        let edited = text(done.document)
            .replacingAll("Water the roses", with: "Water the tulips")
            .replacingAll("Today:\n", with: "Today:\n\t- Hand-written @day(2026-11-21)\n")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        #expect(
            text(undone.document)
                == sample
                .replacingAll("Water the roses", with: "Water the tulips")
                .replacingAll("Today:\n", with: "Today:\n\t- Hand-written @day(2026-11-21)\n"))
        #expect(undone.focus == Self.milk && undone.message == "Undone: Checked “Buy milk”.")
    }

    @Test func undoKeepsNotesAddedByHandToTheSameTask() throws {
        let done = try apply(.rename(Self.milk, "Buy oat milk"), to: Document(sample), today: nov21)
        let edited = text(done.document).replacingAll(
            "\t\tSemi-skimmed.\n", with: "\t\tSemi-skimmed.\n\t\tFrom the corner shop.\n")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        #expect(
            text(undone.document)
                == sample.replacingAll("\t\tSemi-skimmed.\n", with: "\t\tSemi-skimmed.\n\t\tFrom the corner shop.\n"))
        let redone = try redo(done.change, in: undone.document, today: nov21)
        #expect(text(redone.document) == edited && redone.message == "Redone: Renamed “Buy milk” to “Buy oat milk”.")
    }

    @Test func undoOfAnAddedNoteFindsItAfterOtherNotes() throws {
        let done = try apply(.addNote(Self.milk, "Or oat."), to: Document(sample), today: nov21)
        let edited = text(done.document).replacingAll("\t\tOr oat.\n", with: "\t\tOr oat.\n\t\tBy hand.\n")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        #expect(text(undone.document) == sample.replacingAll("\t\tSemi-skimmed.\n", with: "\t\tSemi-skimmed.\n\t\tBy hand.\n"))
    }

    @Test func undoOfDeleteGoesBackToItsPlace() throws {
        let input = "Today:\n\t- a\n\t- b\n\t\tnote\n\t- c\n"
        let done = try apply(.delete(ref(.today, "b")), to: Document(input), today: nov21)
        let edited = text(done.document).replacingAll("\t- a\n", with: "\t- a\n\t- new\n")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        // Back at its index among the section's tasks: the second task.
        #expect(text(undone.document) == "Today:\n\t- a\n\t- b\n\t\tnote\n\t- new\n\t- c\n")
        #expect(undone.focus == ref(.today, "b") && undone.removed.isEmpty)
    }

    @Test func undoOfDelayMovesTheTaskBackWithItsOldTags() throws {
        let done = try apply(.delay(Self.milk), to: Document(sample), today: nov21)
        let edited = text(done.document).replacingAll("Pay rent", with: "Pay the rent")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        #expect(text(undone.document) == sample.replacingAll("Pay rent", with: "Pay the rent"))
        #expect(undone.focus == Self.milk)
    }

    @Test func undoRefusesWhenTheTaskIsGoneOrEditedOnItsLine() throws {
        let done = try apply(.setDone(Self.milk, true), to: Document(sample), today: nov21)
        let gone = Document(sample.replacingAll("\t- Buy milk @day(2026-11-21)\n\t\tSemi-skimmed.\n", with: ""))
        #expect(throws: TodoError.undoTaskGone(Self.milk, redo: false)) { try undo(done.change, in: gone, today: nov21) }
        let retagged = Document(text(done.document).replacingAll("@done(2026-11-21)", with: "@done(2026-11-21) @home"))
        #expect(throws: TodoError.undoConflict(Self.milk, redo: false)) { try undo(done.change, in: retagged, today: nov21) }
        let undone = try undo(done.change, in: done.document, today: nov21)
        #expect(throws: TodoError.undoTaskGone(Self.milk, redo: true)) { try redo(done.change, in: gone, today: nov21) }
        #expect(text(undone.document) == sample)
    }

    @Test func undoOfAddWithHandAddedLinesArchivesThem() throws {
        let done = try apply(.add(.today, "x", priority: 1), to: Document(sample), today: nov21)
        let edited = text(done.document).replacingAll("\t- x @day(2026-11-21)\n", with: "\t- x @day(2026-11-21)\n\t\tmy note\n")
        let undone = try undo(done.change, in: Document(edited), today: nov21)
        #expect(text(undone.document) == sample)
        #expect(undone.removed == [ArchivedTask(day: nov21, lines: ["- x @day(2026-11-21)", "my note"], deletedOn: nov21)])
        #expect(try undo(done.change, in: done.document, today: nov21).removed.isEmpty)
    }

    @Test func undoFindsTheRightOneOfSameNamedTasks() throws {
        let input = "Today:\n\t- call @day(2026-11-21)\n\t- call @day(2026-11-21)\n"
        let done = try apply(.setDone(ref(.today, "call", 1), true), to: Document(input), today: nov21)
        #expect(changedLines(input, text(done.document)) == [2])
        let undone = try undo(done.change, in: done.document, today: nov21)
        #expect(text(undone.document) == input)
    }

    @Test func history() {
        var h = UndoStack(limit: 2)
        #expect(!h.canUndo && !h.canRedo && h.nextUndo == nil)
        let changes = (1...3).map {
            Change(before: nil, after: nil, createdSections: [], addedSeparator: false, summary: "\($0)")
        }
        let real = changes.map { c in
            var c = c
            c.after = TaskState(ref: ref(.today, c.summary), position: 0, lines: [])
            return c
        }
        h.record(changes[0], id: 10)  // empty: not recorded
        #expect(!h.canUndo)
        for (k, c) in real.enumerated() { h.record(c, id: UInt64(k + 1)) }
        #expect(h.nextUndo?.change.summary == "3")
        h.undone(3)
        #expect(h.nextUndo?.change.summary == "2" && h.nextRedo?.change.summary == "3" && h.canRedo)
        h.undone(2)
        h.undone(1)  // only two were kept
        #expect(!h.canUndo && h.nextRedo?.change.summary == "2")
        h.redone(2)
        #expect(h.nextUndo?.change.summary == "2" && h.nextRedo?.change.summary == "3")
        h.record(real[0], id: 4)
        #expect(!h.canRedo && h.nextUndo?.change.summary == "1")
        h.forget(4)
        #expect(h.nextUndo?.change.summary == "2" && !h.holds(4) && h.holds(2))
    }

    /// Changes alike are told apart by their ids: a note names one of them.
    @Test func changesAlikeAreToldApart() {
        var h = UndoStack()
        var change = Change(before: nil, after: nil, createdSections: [], addedSeparator: false, summary: "Added “A”")
        change.after = TaskState(ref: ref(.today, "A"), position: 0, lines: [])
        h.record(change, id: 1)
        h.record(change, id: 2)
        h.undone(1)
        #expect(h.undoStack.map(\.id) == [2] && h.redoStack.map(\.id) == [1])
    }
}

extension String {
    func replacingAll(_ a: String, with b: String) -> String {
        var out = "", rest = Substring(self)
        while let r = rest.firstRange(of: a) {
            out += rest[..<r.lowerBound] + b
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
