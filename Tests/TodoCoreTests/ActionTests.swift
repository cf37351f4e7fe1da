import Testing
@testable import TodoCore
import TaskPaper

/// A small file with a foreign project, used by most actions.
let sample = """
    Floating:
    \t- Learn Japanese @priority(3)
    Today:
    \t- Buy milk @day(2026-11-21)
    \t\tSemi-skimmed.
    \t- Reply to Sam @day(2026-11-21) @done(2026-11-21)
    \t- Book dentist @day(2026-11-21) @delayed
    Tomorrow:
    \t- Pay rent @day(2026-11-22)

    Garden:
    \t- Water the roses @day(2026-11-21)

    """

struct ActionTests {
    @Test func checkAndUncheck() throws {
        let (o, out) = try run(.setDone(ref(.today, "Buy milk"), true), on: sample)
        #expect(
            LineDiff(sample, out)
                == LineDiff(
                    removed: ["\t- Buy milk @day(2026-11-21)\n"],
                    added: ["\t- Buy milk @day(2026-11-21) @done(2026-11-21)\n"]))
        #expect(o.message == "Checked “Buy milk”." && o.focus == ref(.today, "Buy milk"))
        let (u, back) = try run(.toggleDone(ref(.today, "Buy milk")), on: out)
        #expect(back == sample && u.message == "Unchecked “Buy milk”.")
        let (_, floating) = try run(.toggleDone(ref(.floating, "Learn Japanese")), on: sample)
        #expect(changedLines(sample, floating) == [1])
        #expect(lines(floating)[1] == "\t- Learn Japanese @priority(3) @done(2026-11-21)\n")
    }

    @Test func checkingACheckedTaskChangesNothing() throws {
        let (o, out) = try run(.setDone(ref(.today, "Reply to Sam"), true), on: sample)
        #expect(out == sample && o.change.isEmpty && o.message == "“Reply to Sam” is already checked.")
        var history = UndoStack()
        history.record(o.change, id: 1)
        #expect(!history.canUndo)
    }

    @Test func uncheckRemovesEveryDoneTag() throws {
        let input = "Today:\n\t- a @done @day(2026-11-21) @done(2026-11-20)\n"
        #expect(try run(.setDone(ref(.today, "a"), false), on: input).1 == "Today:\n\t- a @day(2026-11-21)\n")
    }

    @Test func delayMovesATodayTaskToTomorrow() throws {
        let (o, out) = try run(.delay(ref(.today, "Buy milk")), on: sample)
        #expect(
            out == """
                Floating:
                \t- Learn Japanese @priority(3)
                Today:
                \t- Reply to Sam @day(2026-11-21) @done(2026-11-21)
                \t- Book dentist @day(2026-11-21) @delayed
                Tomorrow:
                \t- Pay rent @day(2026-11-22)
                \t- Buy milk @day(2026-11-22) @delayed
                \t\tSemi-skimmed.

                Garden:
                \t- Water the roses @day(2026-11-21)

                """)
        #expect(o.focus == ref(.tomorrow, "Buy milk") && o.message == "Delayed “Buy milk” to tomorrow.")
    }

    @Test func delayCreatesTomorrowWhenMissing() throws {
        let input = "Today:\n\t- a @day(2026-11-21)\n\nGarden:\n"
        #expect(
            try run(.delay(ref(.today, "a")), on: input).1 == "Today:\nTomorrow:\n\t- a @day(2026-11-22) @delayed\n\nGarden:\n")
    }

    @Test func delayRefusals() {
        #expect(throws: TodoError.delayAlreadyDelayed("Book dentist")) {
            try run(.delay(ref(.today, "Book dentist")), on: sample)
        }
        #expect(throws: TodoError.delayDone("Reply to Sam")) { try run(.delay(ref(.today, "Reply to Sam")), on: sample) }
        #expect(throws: TodoError.delayFloating("Learn Japanese")) {
            try run(.delay(ref(.floating, "Learn Japanese")), on: sample)
        }
        // A Tomorrow task is as late as a delay can make it: refused, not pushed a further day.
        #expect(throws: TodoError.delayTomorrow("Pay rent")) { try run(.delay(ref(.tomorrow, "Pay rent")), on: sample) }
        // A task delayed to Tomorrow is refused as being on Tomorrow, not as delayed before.
        let delayed = "Tomorrow:\n\t- Pay rent @day(2026-11-22) @delayed\n"
        #expect(throws: TodoError.delayTomorrow("Pay rent")) { try run(.delay(ref(.tomorrow, "Pay rent")), on: delayed) }
    }

    /// The new name comes with the user's tags (`@x`), as the rename field
    /// shows them; the same tags leave every other byte of the line as it was.
    @Test func renameKeepsDashTagsAndEnding() throws {
        let input = "Today:\r\n\t-\tBuy milk   @day(2026-11-21) @x\r\n"
        let (o, out) = try run(.rename(ref(.today, "Buy milk"), " 牛乳を買う 🥛 @x "), on: input)
        #expect(out == "Today:\r\n\t-\t牛乳を買う 🥛   @day(2026-11-21) @x\r\n")
        #expect(o.focus == ref(.today, "牛乳を買う 🥛") && o.message == "Renamed “Buy milk @x” to “牛乳を買う 🥛 @x”.")
    }

    /// As in TaskPaper 3, a task is the dash and one whitespace character;
    /// whitespace after that (`- \tmake sure`) is part of the name.
    @Test func whitespaceAfterTheDashAndItsSpaceIsInTheName() throws {
        let input = "Today:\n\t- \tmake sure @day(2026-11-21)\n\t-  two @day(2026-11-21)\n"
        let list = TodoList(document: Document(input))
        #expect(list.tasks(in: .today).map(\.name) == ["\tmake sure", " two"])
        let out = try run(.rename(ref(.today, " two"), "three"), on: input).1
        #expect(out == "Today:\n\t- \tmake sure @day(2026-11-21)\n\t- three @day(2026-11-21)\n")
        #expect(
            try run(.setDone(ref(.today, "\tmake sure"), true), on: input).1.contains(
                "\t- \tmake sure @day(2026-11-21) @done(2026-11-21)\n"))
    }

    @Test func renameFindsTheNameAfterTheDash() throws {
        let input = "Today:\n\t- - - x\n\t- -\n"
        #expect(try run(.rename(ref(.today, "- - x"), "y"), on: input).1 == "Today:\n\t- y\n\t- -\n")
        #expect(try run(.rename(ref(.today, "-"), "z"), on: input).1 == "Today:\n\t- - - x\n\t- z\n")
    }

    @Test func renameRefusals() throws {
        #expect(throws: TodoError.emptyName) { try run(.rename(ref(.today, "Buy milk"), "  "), on: sample) }
        #expect(throws: TodoError.nameHasLineBreak) { try run(.rename(ref(.today, "Buy milk"), "a\r\nb"), on: sample) }
        #expect(throws: TodoError.nameIsOnlyTags("@a")) { try run(.rename(ref(.today, "Buy milk"), "@a"), on: sample) }
        #expect(try run(.rename(ref(.today, "Buy milk"), "Buy milk"), on: sample).0.change.isEmpty)
    }

    @Test func priority() throws {
        let milk = ref(.today, "Buy milk")
        let (_, two) = try run(.setPriority(milk, 2), on: sample)
        #expect(LineDiff(sample, two).added == ["\t- Buy milk @day(2026-11-21) @priority(2)\n"])
        let (_, three) = try run(.cyclePriority(milk), on: two)
        #expect(LineDiff(sample, three).added == ["\t- Buy milk @day(2026-11-21) @priority(3)\n"])
        let (o, one) = try run(.cyclePriority(milk), on: three)
        #expect(one == sample && o.message == "Set “Buy milk” to priority 1.")
        #expect(try run(.setPriority(milk, 1), on: sample).0.change.isEmpty)
        #expect(throws: TodoError.priorityOutOfRange(5)) { try run(.setPriority(milk, 5), on: sample) }
        let bad = "Today:\n\t- a @priority(high) @day(2026-11-21)\n"
        #expect(try run(.setPriority(ref(.today, "a"), 1), on: bad).1 == "Today:\n\t- a @day(2026-11-21)\n")
        #expect(try run(.cyclePriority(ref(.today, "a")), on: bad).1 == "Today:\n\t- a @priority(2) @day(2026-11-21)\n")
    }

    @Test func deleteTakesTheWholeSubtreeToTheArchive() throws {
        let (o, out) = try run(.delete(ref(.today, "Buy milk")), on: sample)
        #expect(
            LineDiff(sample, out) == LineDiff(removed: ["\t- Buy milk @day(2026-11-21)\n", "\t\tSemi-skimmed.\n"], added: []))
        #expect(
            o.removed == [ArchivedTask(day: nov21, lines: ["- Buy milk @day(2026-11-21)", "Semi-skimmed."], deletedOn: nov21)])
        #expect(o.focus == nil && o.message == "Deleted “Buy milk”.")
        let (f, _) = try run(.delete(ref(.floating, "Learn Japanese")), on: sample, today: nov21.next)
        #expect(f.removed == [ArchivedTask(day: nov21.next, lines: ["- Learn Japanese @priority(3)"], deletedOn: nov21.next)])
    }

    /// A Tomorrow task deleted before its day came is filed under the day
    /// of the delete, and its undo finds it there.
    @Test func aTomorrowTaskDeletedTodayIsFiledUnderToday() throws {
        let (o, out) = try run(.delete(ref(.tomorrow, "Pay rent")), on: sample)
        #expect(o.removed == [ArchivedTask(day: nov21, lines: ["- Pay rent @day(2026-11-22)"], deletedOn: nov21)])
        let undone = try undo(o.change, in: Document(out), today: nov21)
        #expect(undone.restored == o.removed)
    }

    @Test func deletingTheLastLineKeepsAMissingFinalNewlineMissing() throws {
        let input = "Today:\n\t- a @day(2026-11-21)\n\t- b @day(2026-11-21)"
        #expect(try run(.delete(ref(.today, "b")), on: input).1 == "Today:\n\t- a @day(2026-11-21)")
    }

    @Test func aTaskThatIsGoneIsReportedForEveryAction() {
        let gone = ref(.today, "Water the roses")
        let actions: [Action] = [
            .setDone(gone, true), .toggleDone(gone), .delay(gone), .rename(gone, "x"), .setPriority(gone, 2),
            .cyclePriority(gone), .addNote(gone, "n"), .editNote(gone, index: 0, "n"), .deleteNote(gone, index: 0), .delete(gone),
        ]
        for action in actions {
            #expect(throws: TodoError.taskGone(gone)) { try run(action, on: sample) }
        }
        #expect(throws: TodoError.taskGone(ref(.today, "Buy milk", 1))) {
            try run(.delete(ref(.today, "Buy milk", 1)), on: sample)
        }
    }

    @Test func sameNamedTasksAreAddressedByOccurrence() throws {
        let input = "Today:\n\t- call @day(2026-11-21)\n\t- call @day(2026-11-21)\n"
        let (o, out) = try run(.setDone(ref(.today, "call", 1), true), on: input)
        #expect(changedLines(input, out) == [2] && o.focus == ref(.today, "call", 1))
    }
}
