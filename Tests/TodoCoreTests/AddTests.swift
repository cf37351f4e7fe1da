import Testing
@testable import TodoCore
import TaskPaper

struct AddTests {
    @Test func addsAtTheEndOfTheSectionBeforeTrailingBlankLines() throws {
        let input = "Today:\n\t- a @day(2026-11-21)\n\t\tnote\n\n\nGarden:\n"
        let (o, out) = try run(.add(.today, "  Buy milk ", priority: 1), on: input)
        #expect(out == "Today:\n\t- a @day(2026-11-21)\n\t\tnote\n\t- Buy milk @day(2026-11-21)\n\n\nGarden:\n")
        #expect(LineDiff(input, out) == LineDiff(removed: [], added: ["\t- Buy milk @day(2026-11-21)\n"]))
        #expect(o.focus == ref(.today, "Buy milk") && o.message == "Added “Buy milk” to Today." && o.removed.isEmpty)
    }

    @Test func eachSectionWritesItsOwnTags() throws {
        let input = "Floating:\nToday:\nTomorrow:\n"
        #expect(try run(.add(.floating, "f", priority: 1), on: input).1 == "Floating:\n\t- f\nToday:\nTomorrow:\n")
        #expect(
            try run(.add(.today, "t", priority: 2), on: input).1
                == "Floating:\nToday:\n\t- t @day(2026-11-21) @priority(2)\nTomorrow:\n")
        #expect(
            try run(.add(.tomorrow, "m", priority: 3), on: input).1
                == "Floating:\nToday:\nTomorrow:\n\t- m @day(2026-11-22) @priority(3)\n")
        let dec31 = Day(year: 2026, month: 12, day: 31)!
        #expect(
            try run(.add(.tomorrow, "m", priority: 1), on: input, today: dec31).1
                == "Floating:\nToday:\nTomorrow:\n\t- m @day(2027-01-01)\n")
    }

    @Test func sectionsAreCreatedInOrderAtTheTop() throws {
        #expect(try run(.add(.today, "t", priority: 1), on: "").1 == "Today:\n\t- t @day(2026-11-21)\n")
        let foreign = "Garden:\n\t- mine\n"
        #expect(
            try run(.add(.tomorrow, "m", priority: 1), on: foreign).1
                == "Tomorrow:\n\t- m @day(2026-11-22)\n\nGarden:\n\t- mine\n")
        let hasToday = "Notes first\nToday:\n\t- t @day(2026-11-21)\n\nGarden:\n"
        #expect(
            try run(.add(.floating, "f", priority: 1), on: hasToday).1
                == "Notes first\nFloating:\n\t- f\nToday:\n\t- t @day(2026-11-21)\n\nGarden:\n")
        #expect(
            try run(.add(.tomorrow, "m", priority: 1), on: hasToday).1
                == "Notes first\nToday:\n\t- t @day(2026-11-21)\nTomorrow:\n\t- m @day(2026-11-22)\n\nGarden:\n")
        let ends = "Floating:\n\t- f\nTomorrow:\n\t- m @day(2026-11-22)\n"
        #expect(
            try run(.add(.today, "t", priority: 1), on: ends).1
                == "Floating:\n\t- f\nToday:\n\t- t @day(2026-11-21)\nTomorrow:\n\t- m @day(2026-11-22)\n")
    }

    @Test func aBOMStaysFirst() throws {
        let input = "\u{FEFF}Today:\n\t- a @day(2026-11-21)\n"
        #expect(
            try run(.add(.floating, "f", priority: 1), on: input).1
                == "\u{FEFF}Floating:\n\t- f\nToday:\n\t- a @day(2026-11-21)\n")
        #expect(
            try run(.add(.today, "t", priority: 1), on: "\u{FEFF}Garden:\n").1
                == "\u{FEFF}Today:\n\t- t @day(2026-11-21)\n\nGarden:\n")
        #expect(try run(.add(.today, "t", priority: 1), on: "\u{FEFF}").1 == "\u{FEFF}Today:\n\t- t @day(2026-11-21)\n")
    }

    @Test func newLinesFollowTheFileStyle() throws {
        let spaces = "Today:\n  - a @day(2026-11-21)\n"
        #expect(
            try run(.add(.today, "b", priority: 1), on: spaces).1 == "Today:\n  - a @day(2026-11-21)\n  - b @day(2026-11-21)\n")
        #expect(try run(.add(.floating, "f", priority: 1), on: spaces).1 == "Floating:\n  - f\nToday:\n  - a @day(2026-11-21)\n")
        let crlf = "Today:\r\n\t- a @day(2026-11-21)\r\n"
        #expect(
            try run(.add(.today, "b", priority: 1), on: crlf).1
                == "Today:\r\n\t- a @day(2026-11-21)\r\n\t- b @day(2026-11-21)\r\n")
        #expect(
            try run(.add(.tomorrow, "m", priority: 1), on: crlf).1
                == "Today:\r\n\t- a @day(2026-11-21)\r\nTomorrow:\r\n\t- m @day(2026-11-22)\r\n")
    }

    @Test func aFileWithoutFinalNewlineKeepsThatHabit() throws {
        let input = "Today:\n\t- a @day(2026-11-21)"
        #expect(try run(.add(.today, "b", priority: 1), on: input).1 == "Today:\n\t- a @day(2026-11-21)\n\t- b @day(2026-11-21)")
        #expect(
            try run(.add(.tomorrow, "m", priority: 1), on: input).1
                == "Today:\n\t- a @day(2026-11-21)\nTomorrow:\n\t- m @day(2026-11-22)")
        #expect(try run(.add(.today, "t", priority: 1), on: "Garden:").1 == "Today:\n\t- t @day(2026-11-21)\n\nGarden:")
    }

    @Test func flatSectionsGetFlatTasks() throws {
        let input = "Today:\n- a @day(2026-11-21)\n\tnote\nGarden:\n"
        let (_, out) = try run(.add(.today, "b", priority: 1), on: input)
        #expect(out == "Today:\n- a @day(2026-11-21)\n\tnote\n- b @day(2026-11-21)\nGarden:\n")
    }

    @Test func anEmptySectionGetsItsTaskAfterItsNotes() throws {
        let input = "Today:\n\tplan the day\nGarden:\n"
        #expect(
            try run(.add(.today, "b", priority: 1), on: input).1 == "Today:\n\tplan the day\n\t- b @day(2026-11-21)\nGarden:\n")
    }

    @Test func namesReadBackAsWritten() throws {
        for name in ["Buy oat milk", "牛乳を買う", "🎉 party 👨‍👩‍👧", "Groceries:", "- dash", "a (b) c", "a @ b", "50% off!"] {
            let (o, out) = try run(.add(.today, name, priority: 1), on: "")
            #expect(TodoList(document: Document(out)).tasks(in: .today).map(\.name) == [name])
            #expect(o.focus == ref(.today, name))
        }
    }

    @Test func aNameEndingInATagIsReadAsThatTag() throws {
        let (o, out) = try run(.add(.today, "Call Sam @phone", priority: 1), on: "")
        #expect(out == "Today:\n\t- Call Sam @phone @day(2026-11-21)\n")
        #expect(o.focus == ref(.today, "Call Sam") && o.message == "Added “Call Sam” to Today.")
    }

    @Test func refusals() {
        #expect(throws: TodoError.emptyName) { try run(.add(.today, " \t ", priority: 1), on: "") }
        #expect(throws: TodoError.nameHasLineBreak) { try run(.add(.today, "a\nb", priority: 1), on: "") }
        #expect(throws: TodoError.nameHasLineBreak) { try run(.add(.today, "a\u{2029}b", priority: 1), on: "") }
        #expect(throws: TodoError.nameIsOnlyTags("@x @y(1)")) { try run(.add(.today, "@x @y(1)", priority: 1), on: "") }
        #expect(throws: TodoError.priorityOutOfRange(4)) { try run(.add(.today, "a", priority: 4), on: "") }
        #expect(throws: TodoError.priorityOutOfRange(0)) { try run(.add(.today, "a", priority: 0), on: "") }
    }

    @Test(arguments: [
        ("Old @day(2020-01-01)", "day"), ("Read about @done tags", "done"), ("Pay rent @delayed", "delayed"),
        ("Urgent @priority(3) thing", "priority"), ("@done first", "done"),
    ])
    func txtodosOwnTagsAreRefusedInNames(_ name: String, _ tag: String) throws {
        for section in Section.allCases {
            #expect(throws: TodoError.nameHasOwnTag(tag)) { try run(.add(section, name, priority: 1), on: "") }
        }
        let input = "Today:\n\t- Buy milk @day(2026-11-21)\n"
        #expect(throws: TodoError.nameHasOwnTag(tag)) { try run(.rename(ref(.today, "Buy milk"), name), on: input) }
    }

    @Test func otherTagsInNamesStayTheUsers() throws {
        let (_, out) = try run(.add(.today, "Call @home about @doneness", priority: 1), on: "")
        #expect(out == "Today:\n\t- Call @home about @doneness @day(2026-11-21)\n")
        #expect(
            TodoError.nameHasOwnTag("done").description
                == "A name cannot hold @done (txtodo would act on it); set priority with --priority or the 1 2 3 keys, tomorrow with --tomorrow or t, done with done or x."
        )
        // A routine's tags: a routine is added with its days.
        #expect(
            TodoError.nameHasOwnTag("every").description
                == "A name cannot hold @every (txtodo would act on it); add a routine with add --every DAYS NAME.")
    }

    @Test func atMostThreeFloatingTasksDoneOnesIncluded() throws {
        let input = "Floating:\n\t- a\n\t- b @done(2026-11-21)\n"
        let (_, three) = try run(.add(.floating, "c", priority: 1), on: input)
        #expect(throws: TodoError.floatingFull(limit: 3)) { try run(.add(.floating, "d", priority: 1), on: three) }
        // Checking a task does not free its place today: the message says so.
        #expect(
            TodoError.floatingFull(limit: 3).description
                == "Floating already holds 3 tasks (a done one keeps its place until tomorrow); delete one to add another now.")
        #expect(try run(.add(.today, "d", priority: 1), on: three).1.hasSuffix("Today:\n\t- d @day(2026-11-21)\n"))
    }

    @Test func messagesAreOneLine() {
        let errors: [TodoError] = [
            .emptyName, .nameHasLineBreak, .nameIsOnlyTags("@x"), .nameHasOwnTag("done"), .floatingFull(limit: 3),
            .taskGone(ref(.today, "a")),
            .delayAlreadyDelayed("a"), .delayDone("a"), .delayFloating("a"), .delayTomorrow("a"),
            .priorityOutOfRange(7), .emptyNote, .noteHasLineBreak, .noteLooksLikeTask, .noteGone(ref(.today, "a"), index: 2),
            .undoTaskGone(ref(.today, "a"), redo: false), .undoConflict(ref(.today, "a"), redo: true),
        ]
        for e in errors {
            #expect(!e.description.isEmpty && !e.description.containsLineBreak && e.description.hasSuffix("."))
        }
        #expect(
            TodoError.taskGone(ref(.today, "Buy milk")).description
                == "“Buy milk” is no longer in Today (the file changed); nothing was changed.")
    }
}
