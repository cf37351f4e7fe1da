import TestSupport
import Testing
@testable import TodoCore
import TaskPaper

/// Task reading and the display sort work on bytes where they can; these
/// tests hold them to the definitions on strings: names equal as Swift
/// strings are the same name, and names order as their lowercased strings.
@Suite struct TaskReadingTests {
    /// Pieces that are plain text, and pieces that are not (combining marks,
    /// a Kelvin sign equal to K, a dotted capital I that lowercases to two scalars).
    static let pieces = [
        "a", "B", "b", "milk", "Milk", "é", "e\u{301}", "K", "\u{212A}", "日本", "タスク", "🚀", "İ", "i",
        "Straße", "STRASSE", "Ω", "Я", "я", "x y", "z", "À", "à", "Ö", "×", "÷", "Þ", "ß", "ÿ", "Ÿ", "µ", "Ā", "ā",
    ]

    static func names(count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
        }
    }

    static func document(_ names: [String], seed: UInt64) -> Document {
        var rng = SplitMix64(seed: seed)
        let lines = names.map { name -> String in
            let priority = Int.random(in: 0...3, using: &rng)
            let done = Bool.random(using: &rng)
            return "\t- \(name)" + (priority > 0 ? " @priority(\(priority))" : "") + (done ? " @done(2026-11-21)" : "")
        }
        return Document("Today:\n" + lines.joined(separator: "\n") + "\n")
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func occurrencesCountNamesEqualAsStrings(seed: UInt64) {
        for plainOnly in [true, false] {
            let names = Self.names(count: 300, seed: seed).filter {
                !plainOnly || $0.unicodeScalars.allSatisfy { $0.value < 0x300 }
            }
            let list = TodoList(document: Self.document(names, seed: seed))
            var seen: [String: Int] = [:]
            let expected = names.map { name in
                defer { seen[name, default: 0] += 1 }
                return seen[name, default: 0]
            }
            #expect(list.tasks(in: .today).map(\.ref.occurrence) == expected)
            #expect(list.tasks(in: .today).map(\.name) == names)
        }
    }

    /// The README's display order with `sort = name`, with Swift's own
    /// lowercasing: open before done, higher priority first, names alike,
    /// then file order.
    static func documentedOrder(_ tasks: [TodoTask]) -> [TodoTask] {
        tasks.sorted { a, b in
            if a.isDone != b.isDone { return !a.isDone }
            if a.priority != b.priority { return a.priority > b.priority }
            let (x, y) = (a.name.lowercased(), b.name.lowercased())
            if x != y { return x < y }
            return a.line < b.line
        }
    }

    /// The README's display order: open before done, higher priority
    /// first, then the file's order.
    @Test(arguments: [(5, 400), (12, 5000)] as [(UInt64, Int)])
    func displayOrderFollowsTheFile(seed: UInt64, count: Int) {
        let list = TodoList(document: Self.document(Self.names(count: count, seed: seed), seed: seed))
        let expected = list.tasks(in: .today).sorted { a, b in
            if a.isDone != b.isDone { return !a.isDone }
            return a.priority != b.priority ? a.priority > b.priority : a.line < b.line
        }
        #expect(list.displayed(.today).map(\.line) == expected.map(\.line))
        #expect(list.displayedTasks(.today).map(\.index) == list.displayOrder(.today))
        #expect(list.ordered(by: .name).displayed(.today).map(\.line) == Self.documentedOrder(list.tasks(in: .today)).map(\.line))
    }

    @Test(arguments: [(5, 400), (6, 400), (7, 400), (12, 5000)] as [(UInt64, Int)])
    func displayOrderFollowsLowercasedStrings(seed: UInt64, count: Int) {
        let list = TodoList(document: Self.document(Self.names(count: count, seed: seed), seed: seed), order: .name)
        let expected = Self.documentedOrder(list.tasks(in: .today))
        #expect(list.displayed(.today).map(\.line) == expected.map(\.line))
    }

    /// The names, all compared as bytes (some lowered by Unicode), are shown
    /// in the documented order.
    static func expectSortedAsBytes(_ names: [String], seed: UInt64) {
        let doc = Self.document(names, seed: seed)
        let list = TodoList(document: doc, order: .name)
        let keys = doc.bytes.withUnsafeBufferPointer { SortKeys(list.taskLines(in: .today), doc, $0) }
        #expect(keys.strings.isEmpty && !keys.lowered.isEmpty)
        let expected = Self.documentedOrder(list.tasks(in: .today))
        #expect(list.displayed(.today).map(\.line) == expected.map(\.line))
    }

    /// Names that all compare as bytes are sorted in place, in the same order:
    /// here without the pieces that carry a combining mark or lower into
    /// text that is not plain (Ω, İ, the Kelvin sign).
    @Test(arguments: [13, 14] as [UInt64])
    func displayOrderOfNamesComparedAsBytes(seed: UInt64) {
        let names = Self.names(count: 6000, seed: seed).filter { name in
            !name.unicodeScalars.contains { [0x301, 0x212A, 0x130, 0x3A9].contains($0.value) }
        }
        Self.expectSortedAsBytes(names, seed: seed)
    }

    /// Names that tie on their first bytes, often well past eight of them:
    /// long shared starts, case and Latin-1 letters across eight-byte
    /// boundaries, Cyrillic lowered by Unicode, names that are the start of
    /// others, NUL bytes. The runs the first sort leaves tied are ordered by
    /// the rest of each name, as whole lowered names order.
    @Test(arguments: [31, 32, 33] as [UInt64])
    func namesThatTieLongAreOrderedByTheRest(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let pieces = ["a", "A", "b", "B", "à", "À", "я", "Я", " ", "z", "\u{0}"]
        let starts = ["", "aaaaaaa", "AAAAAAAAaaaaaaaa", "Àààààààà", "abcdefgh" + "ABCDEFGH"]
        let names = (0..<3000).map { _ in
            starts.randomElement(using: &rng)!
                + (0..<Int.random(in: 0...20, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
        }.map { $0.isEmpty ? "a" : $0 }
        Self.expectSortedAsBytes(names, seed: seed)
    }

    @Test(arguments: [(8, .file), (9, .file), (8, .name), (9, .name)] as [(UInt64, ListOrder)])
    func aTasksNumberIsItsPlaceInTheNumberedList(seed: UInt64, order: ListOrder) {
        let today = Self.document(Self.names(count: 150, seed: seed), seed: seed)
        let list = TodoList(
            document: Document("Floating:\n\t- Read\n\t- write\n" + today.string(0..<today.bytes.count)), order: order)
        for (k, task) in list.numbered.enumerated() {
            #expect(list.number(of: task.ref) == k + 1, "\(task.ref)")
            #expect(TodoList(document: list.document, order: order).task(numbered: k + 1) == task, "\(task.ref)")
        }
        #expect(list.taskCount == list.numbered.count)
        #expect(list.task(numbered: 0) == nil && list.task(numbered: list.taskCount + 1) == nil)
        #expect(list.number(of: TaskRef(section: .tomorrow, name: "none")) == nil)
    }

    /// One task looked up on its own (by its line, or by its reference) is
    /// the task its section's reading gives, occurrence and name included.
    @Test(arguments: [15, 16] as [UInt64])
    func oneTaskFoundAloneIsTheTaskOfItsSection(seed: UInt64) {
        let names = Self.names(count: 200, seed: seed)
        let list = TodoList(document: Self.document(names, seed: seed))
        let alone = TodoList(document: list.document)
        for (i, task) in list.tasks(in: .today).enumerated() {
            #expect(alone.task(atLine: task.line) == task, "\(task.ref)")
            #expect(TodoList(document: list.document).index(of: task.ref) == i, "\(task.ref)")
            #expect(TodoList(document: list.document).task(task.ref) == task, "\(task.ref)")
            #expect(alone.position(of: task) == i, "\(task.ref)")
        }
        #expect(alone.task(atLine: 0) == nil)
    }

    /// A reference whose name is spelled in another Unicode form finds the
    /// task, which keeps the file's spelling.
    @Test func aNameInAnotherUnicodeFormFindsTheTask() {
        let list = TodoList(document: Document("Today:\n\t- caf\u{E9}\n\t- cafe\u{301}\n"))
        let second = list.task(TaskRef(section: .today, name: "cafe\u{301}", occurrence: 1))
        #expect(second?.line == 2)
        #expect(second.map { Array($0.name.utf8) } == Array("cafe\u{301}".utf8))
        let first = list.task(TaskRef(section: .today, name: "cafe\u{301}", occurrence: 0))
        #expect(first.map { Array($0.name.utf8) } == Array("caf\u{E9}".utf8))
        #expect(list.number(of: TaskRef(section: .today, name: "caf\u{E9}", occurrence: 1)) == 2)
    }

    @Test func tagValuesReadAsTheirStrings() {
        let values = [
            "2026-11-21", "2026-11-21 14:03", "2026-11-2\\)1", "2026-11-21\u{301}", "2026-11-21é", "2026-02-30", "",
            "1", "2", "3", "4", "\\(", "2026-11-21\\)", "x",
        ]
        for value in values {
            let doc = Document("Today:\n\t- t @day(\(value)) @done(\(value)) @priority(\(value))\n")
            let task = TodoList(document: doc).tasks(in: .today)[0]
            let read = doc.tag("day", on: 1)?.value
            #expect(task.day == read.flatMap { Day($0.prefix(10)) }, "\(value)")
            #expect(task.doneDay == read.flatMap { Day($0.prefix(10)) }, "\(value)")
            let priority = ["1": 1, "2": 2, "3": 3][doc.tag("priority", on: 1)?.value ?? ""] ?? 1
            #expect(task.priority == priority, "\(value)")
        }
    }

    /// Days are read in place from the bytes: as `Day(utf8:)` reads them.
    @Test func daysReadInPlaceAsFromText() {
        let bytes: [UInt8] = Array("0123456789-/ a".utf8)
        var g = SplitMix64(seed: 11)
        for _ in 0..<20000 {
            var text = Array("2026-11-25".utf8)
            for _ in 0..<Int(g.next() % 3) { text[Int(g.next() % 10)] = bytes[Int(g.next() % UInt64(bytes.count))] }
            let count = Int(g.next() % 4) == 0 ? Int(g.next() % 11) : 10
            let read = text.withUnsafeBufferPointer { Document.day($0, 0, count) }
            #expect(read == Day(utf8: text[0..<count]), "\(String(decoding: text, as: UTF8.self)) \(count)")
        }
    }

    /// Eight ASCII bytes lowered at once are the bytes lowered one by one.
    @Test func asciiWordsLowerAsTheirBytes() {
        var g = SplitMix64(seed: 5)
        for _ in 0..<5000 {
            let bytes = (0..<8).map { _ in UInt8(g.next() % 128) }
            let word = bytes.withUnsafeBufferPointer { SortKeys.word($0, 0) }
            let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            let expected = lowered.withUnsafeBufferPointer { SortKeys.word($0, 0) }
            #expect(SortKeys.asciiLowered(word) == expected, "\(bytes)")
        }
    }
}
