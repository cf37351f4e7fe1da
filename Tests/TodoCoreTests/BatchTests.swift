import Testing
@testable import TodoCore
import TaskPaper

/// Several tasks named in one listing and changed as one change of the file.
@Suite struct BatchTests {
    /// Two tasks named Milk in Today, and one in Tomorrow.
    static let namesakes = """
        Today:
        \t- Bread @day(2026-11-21)
        \t- Milk @day(2026-11-21)
        \t- Milk @day(2026-11-21) @priority(2)
        Tomorrow:
        \t- Milk @day(2026-11-22)

        """

    /// The tasks as `list` numbers them in `text`.
    static func numbered(_ text: String) -> [TodoTask] { TodoList(document: Document(text)).numbered }

    static func applying(_ make: (TaskRef) -> Action, numbers: [Int], on text: String) throws -> (Batch, String) {
        let tasks = numbered(text)
        let batch = try TodoCore.apply(
            numbers.map { make(tasks[$0 - 1].ref) }, to: TodoList(document: Document(text)), today: nov21)
        return (batch, TodoCoreTests.text(batch.combined.document))
    }

    @Test func namesakesAreEachDeletedWhateverTheOrderGiven() throws {
        for numbers in [[1, 3], [3, 1], [1, 3, 4], [4, 3, 1]] {
            // 1 is the Milk of priority 2 (listed first), 2 Bread, 3 the other Milk, 4 tomorrow's Milk.
            let (batch, after) = try Self.applying({ .delete($0) }, numbers: numbers, on: Self.namesakes)
            let left = Self.numbered(after).map { "\($0.section.title) \($0.name)" }
            #expect(left == ["Today Bread"] + (numbers.contains(4) ? [] : ["Tomorrow Milk"]), "\(numbers)")
            #expect(batch.steps.count == numbers.count)
            #expect(batch.combined.removed.count == numbers.count)
        }
    }

    @Test func namesakesAreEachDelayedAndChecked() throws {
        let (_, delayed) = try Self.applying({ .delay($0) }, numbers: [3, 1], on: Self.namesakes)
        #expect(Self.numbered(delayed).filter { $0.section == .tomorrow && $0.isDelayed }.count == 2)
        let (_, checked) = try Self.applying({ .setDone($0, true) }, numbers: [1, 4], on: Self.namesakes)
        let done = Self.numbered(checked).filter(\.isDone).map { "\($0.section.title) \($0.priority)" }
        #expect(done.sorted() == ["Today 2", "Tomorrow 1"])
    }

    @Test func messagesComeInTheOrderGivenAndUndoGoesBackInTheOrderMade() throws {
        let (batch, after) = try Self.applying({ .delete($0) }, numbers: [3, 1], on: Self.namesakes)
        // The later namesake in the file (number 1, the second given) goes first.
        #expect(batch.steps.map(\.index) == [1, 0])
        var doc = Document(after)
        for step in batch.steps.reversed() { doc = try undo(step.outcome.change, in: doc, today: nov21).document }
        #expect(text(doc) == Self.namesakes)
    }

    /// The command is one change: one undo takes every task back, one redo
    /// makes them all again, and the change survives its record.
    @Test func oneUndoTakesTheWholeCommandBack() throws {
        let (batch, after) = try Self.applying({ .delete($0) }, numbers: [3, 1, 4], on: Self.namesakes)
        let change = batch.combined.change
        #expect(change.summary == "Deleted “Milk”; Deleted “Milk”; Deleted “Milk”")
        let read = try #require(Change(record: change.record))
        #expect(read == change)
        let undone = try undo(read, in: Document(after), today: nov21)
        #expect(text(undone.document) == Self.namesakes)
        #expect(undone.restored.count == 3)
        #expect(undone.message == "Undone: Deleted “Milk”; Deleted “Milk”; Deleted “Milk”.")
        #expect(text(try redo(read, in: undone.document, today: nov21).document) == after)
    }

    /// A task already as asked is no part of the change; more than three
    /// parts are summed up.
    @Test func partsThatChangedNothingAreLeftOut() throws {
        let checked = "Today:\n\t- A @day(2026-11-21) @done(2026-11-21)\n\t- B @day(2026-11-21)\n"
        let (one, _) = try Self.applying({ .setDone($0, true) }, numbers: [1, 2], on: checked)
        #expect(one.combined.change.summary == "Checked “B”")
        #expect(one.combined.change.also.isEmpty)
        let five = "Today:\n" + (1...5).map { "\t- T\($0) @day(2026-11-21)\n" }.joined()
        let (all, after) = try Self.applying({ .setDone($0, true) }, numbers: [1, 2, 3, 4, 5], on: five)
        #expect(all.combined.change.summary == "Checked “T1”; Checked “T2”; and 3 more changes")
        #expect(text(try undo(all.combined.change, in: Document(after), today: nov21).document) == five)
    }

    /// Several names resolved at once reach what each reaches alone; the
    /// first that reaches no task is named by its place.
    @Test func severalNamesAreResolvedInOneListing() throws {
        let list = TodoList(document: Document(Self.namesakes))
        let names: [TaskName] = [.number(3), .text("bread"), .number(1), .number(4)]
        let found = try list.tasks(named: names)
        #expect(found.map(\.number) == [3, 2, 1, 4])
        #expect(try found == names.map { name throws(NamingError) in try list.task(named: name) })
        #expect(throws: IndexedNamingError(index: 1, error: .noNumber(9, count: 4))) {
            try list.tasks(named: [.number(1), .number(9), .text("nothing")])
        }
    }

    @Test func oneRefusalRefusesThemAll() {
        let tasks = Self.numbered(Self.namesakes)
        let actions: [Action] = [.delete(tasks[2].ref), .delay(tasks[3].ref)]
        #expect(throws: TodoError.delayTomorrow("Milk")) {
            try TodoCore.apply(actions, to: TodoList(document: Document(Self.namesakes)), today: nov21)
        }
    }
}

/// A task named by its number or by a part of its name.
@Suite struct TaskNamingTests {
    static let list = TodoList(
        document: Document(
            """
            Floating:
            \t- Café crème
            Today:
            \t- Buy oat milk @day(2026-11-21)
            \t- Milk @day(2026-11-21)
            \t- Straße kehren @day(2026-11-21)
            \t- Milk @day(2026-11-21) @done(2026-11-21)

            """))

    static func named(_ word: String) throws -> String {
        let found = try list.task(named: TaskName(word))
        return "\(found.number) \(found.task.name)"
    }

    @Test func numbersAndPartsOfNames() throws {
        #expect(try Self.named("1") == "1 Café crème")
        #expect(try Self.named("3") == "3 Milk")
        #expect(try Self.named("CAFE") == "1 Café crème")
        #expect(try Self.named("crème") == "1 Café crème")
        #expect(try Self.named("OAT") == "2 Buy oat milk")
        #expect(try Self.named("strasse") == "4 Straße kehren")
        #expect(try Self.named(" kehren ") == "4 Straße kehren")
    }

    @Test func aWholeNameIsChosenOverNamesThatHoldIt() throws {
        let list = TodoList(document: Document("Today:\n\t- Oat milk @day(2026-11-21)\n\t- milk @day(2026-11-21)\n"))
        #expect(try list.task(named: .text("MILK")).task.name == "milk")
    }

    @Test func severalMatchesAreRefusedWithTheMatchesNumbered() {
        // Two tasks are named Milk: the whole name does not single one out.
        #expect(throws: NamingError.self) { try Self.named("milk") }
        do {
            _ = try Self.list.task(named: .text("milk"))
        } catch {
            #expect(
                error.description
                    == "3 tasks' names hold “milk”; name one by its number or by more of its name:\n  2 Buy oat milk\n  3 Milk\n  5 Milk"
            )
        }
    }

    @Test func nothingNamedIsRefused() {
        #expect(throws: NamingError.noMatch("tea")) { try Self.list.task(named: .text("tea")) }
        #expect(throws: NamingError.noMatch("  ")) { try Self.list.task(named: .text("  ")) }
        #expect(throws: NamingError.noNumber(6, count: 5)) { try Self.list.task(named: .number(6)) }
        #expect(throws: NamingError.noNumber(0, count: 5)) { try Self.list.task(named: .number(0)) }
    }

    @Test func digitsAreANumberAndAnythingElseText() {
        #expect(TaskName("12") == .number(12))
        #expect(TaskName("007") == .number(7))
        #expect(TaskName("+1") == .text("+1"))
        #expect(TaskName("1a") == .text("1a"))
        #expect(TaskName("١") == .text("١"))
    }
}
