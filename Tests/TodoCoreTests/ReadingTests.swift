import Testing
@testable import TodoCore
import TaskPaper

/// The example file of SPEC §1.
let specExample = """
    Floating:
    \t- Learn Japanese @priority(3)
    \t- Finish SICP chapter 3 @done(2026-11-21)
    Today:
    \t- Buy oat milk @priority(2) @day(2026-11-21)
    \t\tSemi-skimmed if they are out.
    \t- Reply to Sam @day(2026-11-21) @done(2026-11-21)
    \t- Book dentist @day(2026-11-21) @delayed
    Tomorrow:
    \t- Pay rent @day(2026-11-22) @delayed

    Garden:
    \t- Anything else in the file is the user's own and is never changed.

    """

struct ReadingTests {
    @Test func readsTheSpecExample() {
        let list = TodoList(document: Document(specExample))
        #expect(list.tasks(in: .floating).map(\.name) == ["Learn Japanese", "Finish SICP chapter 3"])
        #expect(list.tasks(in: .today).map(\.name) == ["Buy oat milk", "Reply to Sam", "Book dentist"])
        #expect(list.tasks(in: .tomorrow).map(\.name) == ["Pay rent"])
        #expect(list.headerLine(.floating) == 0 && list.headerLine(.today) == 3 && list.headerLine(.tomorrow) == 8)

        let milk = list.tasks(in: .today)[0]
        #expect(
            milk
                == TodoTask(
                    ref: ref(.today, "Buy oat milk"), priority: 2, day: nov21,
                    notes: ["Semi-skimmed if they are out."], line: 4))
        let sam = list.tasks(in: .today)[1]
        #expect(sam.isDone && sam.doneDay == nov21 && !sam.isDelayed && sam.priority == 1)
        #expect(list.tasks(in: .today)[2].isDelayed)
        #expect(list.tasks(in: .floating)[0].priority == 3 && list.tasks(in: .floating)[0].day == nil)
        #expect(list.task(ref(.tomorrow, "Pay rent"))?.day == nov21.next)
        #expect(list.task(ref(.today, "Pay rent")) == nil)
    }

    @Test func headersAreMatchedGenerously() {
        let doc = Document("\u{FEFF}today:\n\t- a\nFLOATING:  \n\t- b\nTomorrow: @x\n\t- c\n")
        let list = TodoList(document: doc)
        #expect(list.tasks(in: .today).map(\.name) == ["a"])
        #expect(list.tasks(in: .floating).map(\.name) == ["b"])
        #expect(list.tasks(in: .tomorrow).map(\.name) == ["c"])
    }

    @Test func firstHeaderWinsAndNestedOnesAreTheUsersOwn() {
        let doc = Document("Garden:\n\tToday:\n\t\t- nested\nToday:\n\t- first\nToday:\n\t- second\n")
        let list = TodoList(document: doc)
        #expect(list.headerLine(.today) == 3)
        #expect(list.tasks(in: .today).map(\.name) == ["first"])
    }

    @Test func flatHandWrittenSections() {
        let doc = Document("Today:\n- a\n\tnote of a\n\n- b\nsome words\n- c\nTomorrow:\n- d\nGarden:\n- e\n")
        let list = TodoList(document: doc)
        #expect(list.tasks(in: .today).map(\.name) == ["a", "b"])
        #expect(list.tasks(in: .today)[0].notes == ["note of a"])
        #expect(list.tasks(in: .tomorrow).map(\.name) == ["d"])
    }

    @Test func subtasksStayWithTheirTaskButAreNotTasks() {
        let doc = Document("Today:\n\t- a\n\t\t- sub\n\t\t\tsub note\n\t\tnote\n\n\t\tlater note\n\t- b\n")
        let list = TodoList(document: doc)
        #expect(list.tasks(in: .today).map(\.name) == ["a", "b"])
        #expect(list.tasks(in: .today)[0].notes == ["sub note", "note", "later note"])
    }

    @Test func spaceIndentedFiles() {
        let list = TodoList(document: Document("Today:\n    - a\n        note\n    - b\n"))
        #expect(list.tasks(in: .today).map(\.name) == ["a", "b"])
        #expect(list.tasks(in: .today)[0].notes == ["note"])
    }

    @Test func tagValuesAreReadLeniently() {
        let doc = Document(
            """
            Floating:
            \t- bad priority @priority(high)
            \t- too high @priority(4)
            \t- timed @done(2026-11-21 14:03)
            \t- bare @done
            \t- odd day @day(someday) @priority(2)

            """)
        let tasks = TodoList(document: doc).tasks(in: .floating)
        #expect(tasks.map(\.priority) == [1, 1, 1, 1, 2])
        #expect(tasks[2].isDone && tasks[2].doneDay == nov21)
        #expect(tasks[3].isDone && tasks[3].doneDay == nil)
        #expect(tasks[4].day == nil)
    }

    @Test func sameNamesAreTellApartByOccurrence() {
        let list = TodoList(document: Document("Today:\n\t- call\n\t- x\n\t- call @priority(3)\nTomorrow:\n\t- call\n"))
        #expect(list.tasks(in: .today).map(\.ref) == [ref(.today, "call", 0), ref(.today, "x"), ref(.today, "call", 1)])
        #expect(list.task(ref(.today, "call", 1))?.priority == 3)
        #expect(list.task(ref(.tomorrow, "call"))?.line == 5)
        #expect(list.task(ref(.today, "call", 2)) == nil)
    }

    @Test func displayOrderIsOpenFirstThenPriorityThenTheFile() {
        let doc = Document(
            """
            Today:
            \t- beta
            \t- done high @priority(3) @done(2026-11-21)
            \t- Alpha
            \t- zed @priority(3)
            \t- alpha
            \t- mid @priority(2)
            \t- done low @done

            """)
        let list = TodoList(document: doc)
        #expect(list.displayed(.today).map(\.name) == ["zed", "mid", "beta", "Alpha", "alpha", "done high", "done low"])
        #expect(list.tasks(in: .today).map(\.name).first == "beta")
        // With `sort = name`: by name, case aside, then the file's order.
        let byName = list.ordered(by: .name)
        #expect(byName.displayed(.today).map(\.name) == ["zed", "mid", "Alpha", "alpha", "beta", "done high", "done low"])
        #expect(byName.number(of: ref(.today, "beta")) == 5 && list.number(of: ref(.today, "beta")) == 3)
        #expect(byName.task(numbered: 3)?.name == "Alpha" && list.task(numbered: 3)?.name == "beta")
    }

    @Test func numberingRunsFloatingTodayTomorrowInDisplayOrder() {
        let list = TodoList(document: Document(specExample))
        #expect(
            list.numbered.map(\.name) == [
                "Learn Japanese", "Finish SICP chapter 3",
                "Buy oat milk", "Book dentist", "Reply to Sam",
                "Pay rent",
            ])
    }

    @Test func wideAndEmojiNames() {
        let list = TodoList(document: Document("Today:\n\t- 牛乳を買う @day(2026-11-21)\n\t- 🎉 party 👨‍👩‍👧\n"))
        #expect(list.tasks(in: .today).map(\.name) == ["牛乳を買う", "🎉 party 👨‍👩‍👧"])
    }

    @Test func anEmptyOrForeignFileHasNoTasks() {
        #expect(TodoList(document: Document("")).numbered.isEmpty)
        let list = TodoList(document: Document("Garden:\n\t- a\n- loose\n"))
        #expect(list.numbered.isEmpty && list.headerLine(.today) == nil)
    }
}

/// A task line with no name is left alone: TaskPaper would read it as a note
/// as soon as a tag were added to it.
@Test func namelessTaskLinesAreNotTasks() {
    let list = TodoList(document: Document("Floating:\n\t- \n\t-\t@priority(2)\nToday:\n\t- real\n"))
    #expect(list.numbered.map(\.name) == ["real"])
}

/// A name is any text after the dash and its one whitespace character, of
/// one letter or more, whatever its last byte; whitespace alone (of any
/// kind) is none.
@Test func aNameIsTextAfterTheDashAndItsSpace() {
    let list = TodoList(
        document: Document("Later:\n\t- \u{2003}\n\t- x\n\t-  \t\n\t- é\n\t-\u{2003}y\n\t- z \n\t- \u{2003}\u{2003}\n"))
    #expect(list.numbered.map(\.name) == ["x", "é", "y", "z"])
}

@Suite struct SubtaskReadingTests {
    @Test func indentedTaskLinesAreTheTasksSubtasks() {
        let list = TodoList(
            document: Document("Today:\n\t- Trip\n\t\t- flights @done\n\t\t\t- prices @x\n\t\tnote\n\t- Other\n"))
        let trip = list.tasks(in: .today)[0]
        #expect(
            trip.subtasks == [Subtask(name: "flights", isDone: true, depth: 1), Subtask(name: "prices", depth: 2)])
        #expect(trip.notes == ["note"])
        #expect(list.tasks(in: .today).map(\.name) == ["Trip", "Other"])
    }
}

/// One rule for the three headers: TaskPaper 3 reads a project's name as the
/// text before its colon (trailing tags removed); spaces and tabs around that
/// name are ignored, for Floating, Today and Tomorrow alike.
@Suite struct HeaderNameTests {
    @Test(arguments: Section.allCases)
    func spacingAroundTheNameIsIgnoredForEverySection(_ section: Section) {
        for header in [
            "\(section.title):", "\(section.title) :", "\(section.title)\t:", "\(section.title)  :",
            "\(section.title.uppercased()) : @x", "\(section.title):  ",
        ] {
            let list = TodoList(document: Document(header + "\n\t- a\n"))
            #expect(list.tasks(in: section).map(\.name) == ["a"], "\(header.debugDescription)")
        }
        for other in ["\(section.title)s:", "My \(section.title):", "\t\(section.title):"] {
            let list = TodoList(document: Document(other + "\n\t- a\n"))
            #expect(list.tasks(in: section).isEmpty, "\(other.debugDescription)")
        }
    }
}
