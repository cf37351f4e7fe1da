import TestSupport
import Testing
@testable import TodoCore
import TaskPaper

/// Moving a task up and down among its section's tasks: the user's own order.
@Suite struct ReorderTests {
    static let file = """
        Floating:
        \t- Learn Japanese
        Today:
        \t- Stand-up @day(2026-11-21)
        \t- Email landlord @day(2026-11-21)
        \t\tAbout the boiler.
        \t\t- find the letter
        \t\t\tin the drawer

        \t- Pay rent @day(2026-11-21) @priority(3)
        \t- Gym @day(2026-11-21)
        \t- Old @day(2026-11-21) @done(2026-11-21)
        Tomorrow:
        \t- Dentist @day(2026-11-22)

        """

    /// Applies the move, checks that undo gives back the input's bytes and
    /// redo the output's, and returns the outcome.
    @discardableResult
    static func moving(
        _ name: String, _ way: Reorder, in input: String, section: Section = .today, order: ListOrder = .file,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let doc = Document(input)
        let done = try apply(.reorder(ref(section, name), way), to: TodoList(document: doc, order: order), today: nov21)
        let undone = try undo(done.change, in: done.document, today: nov21)
        #expect(undone.document.bytes == doc.bytes, "undo", sourceLocation: sourceLocation)
        #expect(undone.focus == ref(section, name), sourceLocation: sourceLocation)
        let read = try #require(Change(record: done.change.record), sourceLocation: sourceLocation)
        let redone = try redo(read, in: undone.document, today: nov21)
        #expect(redone.document.bytes == done.document.bytes, "redo", sourceLocation: sourceLocation)
        return done
    }

    static func shown(_ text: String, _ section: Section = .today) -> [String] {
        TodoList(document: Document(text)).displayed(section).map(\.name)
    }

    @Test func theListFollowsTheFileWithinEachPriority() {
        #expect(Self.shown(Self.file) == ["Pay rent", "Stand-up", "Email landlord", "Gym", "Old"])
        #expect(
            TodoList(document: Document(Self.file), order: .name).displayed(.today).map(\.name) == [
                "Pay rent", "Email landlord", "Gym", "Stand-up", "Old",
            ])
    }

    /// A new task goes to the end of its section, and so is listed last of
    /// its priority: tasks added in the order they will be done show in it.
    @Test func aNewTaskIsListedLastOfItsPriority() throws {
        var doc = Document("Today:\n\t- Pay rent @day(2026-11-21) @priority(3)\n\t- Old @day(2026-11-21) @done(2026-11-21)\n")
        for name in ["Stand-up", "Email landlord", "Gym"] {
            doc = try apply(.add(.today, name, priority: 1), to: doc, today: nov21).document
        }
        #expect(
            text(doc).hasSuffix(
                "\t- Old @day(2026-11-21) @done(2026-11-21)\n\t- Stand-up @day(2026-11-21)\n"
                    + "\t- Email landlord @day(2026-11-21)\n\t- Gym @day(2026-11-21)\n"))
        #expect(Self.shown(text(doc)) == ["Pay rent", "Stand-up", "Email landlord", "Gym", "Old"])
    }

    /// Down: after the next task of its priority, with its notes and
    /// subtasks; the blank line and the task of another priority between
    /// them stay where they are; no line changes a byte.
    @Test func downTakesTheWholeTaskPastTheNextOfItsPriority() throws {
        let outcome = try Self.moving("Email landlord", .down, in: Self.file)
        let after = text(outcome.document)
        #expect(outcome.message == "Moved “Email landlord” down in Today.")
        #expect(outcome.focus == ref(.today, "Email landlord"))
        #expect(
            after == """
                Floating:
                \t- Learn Japanese
                Today:
                \t- Stand-up @day(2026-11-21)
                \t- Pay rent @day(2026-11-21) @priority(3)

                \t- Gym @day(2026-11-21)
                \t- Email landlord @day(2026-11-21)
                \t\tAbout the boiler.
                \t\t- find the letter
                \t\t\tin the drawer
                \t- Old @day(2026-11-21) @done(2026-11-21)
                Tomorrow:
                \t- Dentist @day(2026-11-22)

                """)
        #expect(lines(after).sorted() == lines(Self.file).sorted())
        #expect(Self.shown(after) == ["Pay rent", "Stand-up", "Gym", "Email landlord", "Old"])
    }

    @Test func upTopAndBottom() throws {
        let up = try Self.moving("Gym", .up, in: Self.file)
        #expect(Self.shown(text(up.document)) == ["Pay rent", "Stand-up", "Gym", "Email landlord", "Old"])
        #expect(up.message == "Moved “Gym” up in Today.")
        let top = try Self.moving("Gym", .top, in: Self.file)
        #expect(Self.shown(text(top.document)) == ["Pay rent", "Gym", "Stand-up", "Email landlord", "Old"])
        #expect(top.message == "Moved “Gym” to the top of its priority in Today.")
        #expect(text(top.document).contains("Today:\n\t- Gym @day(2026-11-21)\n\t- Stand-up"))
        let bottom = try Self.moving("Stand-up", .bottom, in: Self.file)
        #expect(Self.shown(text(bottom.document)) == ["Pay rent", "Email landlord", "Gym", "Stand-up", "Old"])
        #expect(text(bottom.document).contains("\t- Gym @day(2026-11-21)\n\t- Stand-up @day(2026-11-21)\n\t- Old"))
    }

    /// At the edge of its priority (or alone in it), a move is refused,
    /// saying why and what to do; so is every move with `sort = name`.
    @Test func refusals() throws {
        let doc = Document(Self.file)
        func attempt(_ name: String, _ way: Reorder, order: ListOrder = .file) throws {
            _ = try apply(.reorder(ref(.today, name), way), to: TodoList(document: doc, order: order), today: nov21)
        }
        #expect(throws: TodoError.reorderEdge("Gym", .today, last: true, done: false)) { try attempt("Gym", .down) }
        #expect(throws: TodoError.reorderEdge("Gym", .today, last: true, done: false)) { try attempt("Gym", .bottom) }
        #expect(throws: TodoError.reorderEdge("Stand-up", .today, last: false, done: false)) { try attempt("Stand-up", .up) }
        #expect(throws: TodoError.reorderEdge("Pay rent", .today, last: false, done: false)) { try attempt("Pay rent", .top) }
        #expect(throws: TodoError.reorderEdge("Old", .today, last: true, done: true)) { try attempt("Old", .down) }
        #expect(throws: TodoError.reorderByName("Gym")) { try attempt("Gym", .up, order: .name) }
        #expect(throws: TodoError.taskGone(ref(.today, "Nobody"))) { try attempt("Nobody", .up) }
        #expect(
            TodoError.reorderEdge("Gym", .today, last: true, done: false).description
                == "“Gym” is already the last task of its priority in Today; change its priority (1 2 3 or p, or txtodo priority) to move it further."
        )
        #expect(TodoError.reorderByName("Gym").description.contains("sort = name"))
    }

    /// A file with CRLF endings and no final newline: the last task moved
    /// up takes a CRLF, the new last line gives its up, and undo gives back
    /// every byte.
    @Test func crlfFileWithoutAFinalNewline() throws {
        let input = "Today:\r\n\t- A\r\n\t\tnote a\r\n\t- B\r\n\t- C\r\n\t\tnote c"
        let outcome = try Self.moving("C", .up, in: input)
        #expect(text(outcome.document) == "Today:\r\n\t- A\r\n\t\tnote a\r\n\t- C\r\n\t\tnote c\r\n\t- B")
        let top = try Self.moving("C", .top, in: input)
        #expect(text(top.document) == "Today:\r\n\t- C\r\n\t\tnote c\r\n\t- A\r\n\t\tnote a\r\n\t- B")
    }

    /// Tasks written flat under their header (no indentation) move as
    /// written, with the lines indented under them.
    @Test func flatWrittenTasks() throws {
        let input = "Today:\n- one\n\tits note\n- two\n- three\n\nNotes:\nkeep\n"
        let outcome = try Self.moving("one", .bottom, in: input)
        #expect(text(outcome.document) == "Today:\n- two\n- three\n- one\n\tits note\n\nNotes:\nkeep\n")
        try Self.moving("three", .up, in: input)
        try Self.moving("one", .down, in: input, order: .file)
    }

    /// Namesakes: the one moved is the one named, and the reference that
    /// comes back names it where it is now.
    @Test func namesakesKeepTheirIdentity() throws {
        let input = "Today:\n\t- Milk\n\t\tfirst\n\t- Milk\n\t\tsecond\n"
        let outcome = try Self.moving("Milk", .down, in: input)
        #expect(text(outcome.document) == "Today:\n\t- Milk\n\t\tsecond\n\t- Milk\n\t\tfirst\n")
        #expect(outcome.focus == ref(.today, "Milk", 1))
    }

    /// Any sequence of moves on a random section keeps every line's bytes
    /// and the lines outside the tasks where they were, and shows the tasks
    /// as a model predicts: each move trades places with the neighbour of
    /// its rank (open or done, priority), or goes to the end of its rank.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomMovesFollowTheModel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var lines = ["Floating:", "\t- float", "Today:"]
        let count = Int.random(in: 2...9, using: &rng)
        for k in 0..<count {
            let priority = Int.random(in: 1...3, using: &rng)
            let done = Int.random(in: 0..<4, using: &rng) == 0
            lines.append("\t- T\(k)" + (priority > 1 ? " @priority(\(priority))" : "") + (done ? " @done" : ""))
            if Bool.random(using: &rng) { lines.append("\t\tnote of T\(k)") }
            if Int.random(in: 0..<3, using: &rng) == 0 { lines.append("\t\t- sub of T\(k)") }
            if Int.random(in: 0..<4, using: &rng) == 0 { lines.append("") }
        }
        lines += ["Tomorrow:", "\t- later", ""]
        var doc = Document(lines.joined(separator: "\n"))
        let start = doc
        // The model: tasks in display order, each with its rank.
        var shown = TodoList(document: doc).displayed(.today).map { ($0.name, rank: ($0.isDone ? 3 : 0) + 3 - $0.priority) }
        var changes: [Change] = []
        for _ in 0..<25 {
            let i = Int.random(in: 0..<shown.count, using: &rng)
            let way = Reorder.allCases.randomElement(using: &rng)!
            let group = shown.indices.filter { shown[$0].rank == shown[i].rank }
            let k = group.firstIndex(of: i)!
            let target: Int? =
                switch way {
                case .up: k > 0 ? group[k - 1] : nil
                case .down: k + 1 < group.count ? group[k + 1] : nil
                case .top: k > 0 ? group[0] : nil
                case .bottom: k + 1 < group.count ? group[group.count - 1] : nil
                }
            let action = Action.reorder(ref(.today, shown[i].0), way)
            guard let target else {
                #expect(throws: TodoError.self) { try apply(action, to: doc, today: nov21) }
                continue
            }
            let outcome = try apply(action, to: doc, today: nov21)
            shown.insert(shown.remove(at: i), at: target)
            doc = outcome.document
            changes.append(outcome.change)
            #expect(TodoList(document: doc).displayed(.today).map(\.name) == shown.map(\.0), "\(way) \(i)")
            #expect(TaskReorderCheck.sameLines(start, doc))
            #expect(TaskReorderCheck.fixedLines(start, doc))
        }
        for change in changes.reversed() { doc = try undo(change, in: doc, today: nov21).document }
        #expect(doc.bytes == start.bytes)
    }
}

/// What no move changes.
enum TaskReorderCheck {
    /// The same lines, byte for byte, in some order.
    static func sameLines(_ a: Document, _ b: Document) -> Bool {
        a.lineIndices.map { a.string(a.range($0)) }.sorted() == b.lineIndices.map { b.string(b.range($0)) }.sorted()
    }

    /// Every line that belongs to no Today task (headers, the other
    /// sections, blank lines between tasks) is where it was: in the same
    /// order, after as many of Today's tasks.
    static func fixedLines(_ a: Document, _ b: Document) -> Bool {
        func fixed(_ d: Document) -> [String] {
            let tasks = TodoList(document: d).taskLines(in: .today)
            let owned = Set(tasks.flatMap { $0..<d.subtreeContentEnd($0) })
            var out: [String] = []
            for k in d.lineIndices {
                if tasks.contains(k) {
                    out.append("— a task —")
                } else if !owned.contains(k) {
                    out.append(d.string(d.range(k)))
                }
            }
            return out
        }
        return fixed(a) == fixed(b)
    }
}
