import TodoStore
import Testing
import TerminalUI
@testable import txtodo
import TodoCore
import TaskPaper
import Printable

/// `txtodo list` is written from the file's bytes; these files hold what
/// could make that differ from reading the tasks as strings: cases that
/// Unicode lowers differently from bytes, combining marks, tabs and control
/// characters, duplicates, subtasks, notes, flat sections, escapes in tags.
@Suite struct ListTextTests {
    static let today = Day(year: 2026, month: 11, day: 22)!

    @Test(arguments: 0..<300)
    func theListReadsAsTheTasksDo(_ seed: Int) {
        var g = Generator(seed: UInt64(seed))
        let doc = Document(g.file())
        let list = TodoList(document: doc, order: seed % 2 == 0 ? .file : .name)
        let expected = Self.reference(list)
        var whole: [UInt8] = []
        ListText.render(list, today: Self.today) { whole += $0 }
        #expect(String(decoding: whole, as: UTF8.self) == expected, "\(doc.string(0..<doc.bytes.count))")
        // In pieces as small as one task, sanitised one by one: the bytes
        // the whole text gives.
        var pieces: [[UInt8]] = []
        ListText.render(list, today: Self.today, piece: g.below(3) == 0 ? 1 : 1 + g.below(200)) { pieces.append($0) }
        #expect(Array(pieces.joined()) == whole)
        let scope = Console.Scope(environment: [:])
        Console.$scope.withValue(scope) {
            for piece in pieces { Console.out(part: piece) }
        }
        let sanitised = PrintableText.sanitized(expected, keepingLineBreaks: true)
        #expect(String(decoding: scope.out, as: UTF8.self) == sanitised)
    }

    @Test(arguments: 0..<300)
    func displayOrderIsTheDocumentedOne(_ seed: Int) {
        var g = Generator(seed: UInt64(seed) &+ 1000)
        let document = Document(g.file())
        for order in ListOrder.allCases {
            let list = TodoList(document: document, order: order)
            for section in Section.listed {
                let tasks = list.tasks(in: section)
                let expected = tasks.indices.sorted { Self.before(tasks[$0], tasks[$1], order) }
                #expect(list.displayOrder(section) == expected)
                for ref in tasks.map(\.ref) {
                    let number = list.number(of: ref)
                    #expect(number.map { list.numbered[$0 - 1].ref } == ref)
                }
            }
        }
    }

    /// A long section, where names share long beginnings and repeat.
    @Test func aLongSectionSortsAsTheDocumentedOrder() {
        var g = Generator(seed: 77)
        var lines = ["Today:"]
        for _ in 0..<3000 { lines += g.task(indent: "\t") }
        let list = TodoList(document: Document(lines.joined(separator: "\n") + "\n"), order: .name)
        let tasks = list.tasks(in: .today)
        #expect(tasks.count > 2500)
        #expect(list.displayOrder(.today) == tasks.indices.sorted { Self.before(tasks[$0], tasks[$1], .name) })
        var listed: [UInt8] = []
        ListText.render(list, today: Self.today) { listed += $0 }
        #expect(String(decoding: listed, as: UTF8.self) == Self.reference(list))
    }

    /// Open before done, then priority 3 → 1, then (with `sort = name`)
    /// name as lowered strings, then file order.
    static func before(_ a: TodoTask, _ b: TodoTask, _ order: ListOrder) -> Bool {
        if a.isDone != b.isDone { return !a.isDone }
        if a.priority != b.priority { return a.priority > b.priority }
        let (x, y) = order == .name ? (a.name.lowercased(), b.name.lowercased()) : ("", "")
        if x != y { return x < y }
        return a.line < b.line
    }

    /// The listing from the tasks as strings, in the documented order.
    static func reference(_ list: TodoList) -> String {
        let sections = Section.listed.map { list.tasks(in: $0) }
        let width = String(max(sections.reduce(0) { $0 + $1.count }, 1)).count
        var out = ""
        var number = 0
        for (section, tasks) in zip(Section.listed, sections) where section != .later || !tasks.isEmpty {
            if section != .floating { out += "\n" }
            switch section {
            case .floating: out += "Floating \(tasks.count)/3"
            case .today:
                let progress = dailyProgress(tasks)
                out += "Today \(today) · \(progress.done)/\(progress.total) done"
            case .tomorrow, .later, .routines: out += section.title
            }
            if tasks.isEmpty { out += "\n  (none)" }
            for task in tasks.sorted(by: { before($0, $1, list.order) }) {
                number += 1
                let digits = String(number)
                out += "\n  " + String(repeating: " ", count: max(width - digits.count, 0)) + digits + " "
                out += (task.isDone ? "[x] " : "[ ] ") + task.nameAndTags
                if task.priority > 1 { out += " " + String(repeating: "!", count: task.priority) }
                if task.isRoutine { out += " (routine)" }
                if task.isDelayed { out += " (delayed)" }
                for subtask in task.subtasks {
                    out += "\n" + String(repeating: " ", count: 2 + width + 3 + 2 * subtask.depth)
                    out += (subtask.isDone ? "[x] " : "[ ] ") + subtask.name
                }
                for note in task.notes {
                    out += "\n" + String(repeating: " ", count: 2 + width + 5) + note
                }
            }
        }
        return out
    }
}

/// Random todo files (SplitMix64, so each seed gives one file).
struct Generator {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let pieces = [
        "buy", "Buy", "BUY", "milk", "Milk", "call", "Anna", "anna", "ÀÖØÞ", "àöøþ", "×", "÷", "ß", "ÿ", "Ÿ", "µ",
        "É", "é", "e\u{301}", "E\u{301}", "İstanbul", "ıi", "Σ", "σς", "ДОМ", "дом", "日本語", "タスク", "한국", "🚀",
        "Ǆ", "ǅ", "ﬀ", "Å", "\u{212B}", "a\tb", "x\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}rtl",
        "\u{2066}iso", "@inner", "@tag(v)", "a\\b", "zebra", "Zebra", "aaaaaaaa", "AAAAAAAAb", "aaaaaaaab", "12",
        "①", "ǈ", "ΐ", "Ω", "ω",
    ]

    mutating func name() -> String {
        (0...below(4)).map { _ in pick(Self.pieces) }.joined(separator: pick([" ", " ", "", "  "]))
    }

    mutating func tags() -> String {
        var tags: [String] = []
        if below(3) == 0 { tags.append("@priority(\(pick(["1", "2", "3", "4", "0", "x", "22"])))") }
        if below(3) == 0 { tags.append(pick(["@done", "@done(2026-11-22)", "@done(2026-11-23)", "@done()"])) }
        if below(5) == 0 { tags.append("@delayed") }
        if below(2) == 0 { tags.append(pick(["@day(2026-11-22)", "@day(2026-11-23)", "@day(2026-11-22 10:00)", "@day(x)"])) }
        if below(6) == 0 { tags.append(pick(["@priority", "@flag", "@day(2026\\-11-22)"])) }
        if below(6) == 0 { tags.append(pick(["@routine", "@made(2026-11-22)", "@store", "@with(Ann)", "@every(day)"])) }
        return tags.shuffledDeterministically(&self).map { " " + $0 }.joined()
    }

    mutating func task(indent: String) -> [String] {
        var lines = [indent + "- " + name() + tags()]
        for _ in 0..<below(3) where below(3) == 0 {
            switch below(4) {
            case 0: lines.append(indent + "\t- " + name() + (below(2) == 0 ? " @done" : ""))
            case 1: lines.append(indent + "\t\t- " + name())
            case 2: lines.append(indent + "\t" + name())
            default: lines.append(indent + "\tSub project:")
            }
        }
        if below(8) == 0 { lines.append("") }
        return lines
    }

    mutating func file() -> String {
        var lines: [String] = []
        for title in ["Floating", "Today", "Tomorrow", "Other"].shuffledDeterministically(&self) where below(6) != 0 {
            lines.append(pick([title, title.lowercased(), title.uppercased()]) + ":")
            let flat = below(4) == 0
            for _ in 0..<below(25) { lines += task(indent: flat ? "" : "\t") }
        }
        if below(4) == 0 { lines.append("- " + name()) }
        return lines.joined(separator: pick(["\n", "\n", "\r\n"])) + pick(["\n", ""])
    }
}

extension Array {
    func shuffledDeterministically(_ g: inout Generator) -> [Element] {
        var copy = self
        for i in stride(from: copy.count - 1, to: 0, by: -1) { copy.swapAt(i, g.below(i + 1)) }
        return copy
    }
}

/// Environment entries are split on their bytes where that gives what the
/// characters of the entry give.
@Suite struct EnvironmentTests {
    @Test func entriesSplitAsTheirCharactersDo() {
        let entries: [[UInt8]] =
            [
                "HOME=/root", "=x", "A==b", "EMPTY=", "noequals", "K=\u{301}v", "\u{600}=x", "é=ü", "TZ=Europe/Paris",
                "X=日本", "\u{1F680}=y", "A\r=b",
            ].map { Array($0.utf8) } + [[0x41, 0xC3, 0x3D, 0x62], [0x41, 0x3D, 0xFF, 0x62], [0xE2, 0x82, 0x3D]]
        for bytes in entries {
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = text.firstIndex(of: "=").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) }
            let split = bytes.withUnsafeBufferPointer { Console.split($0) }
            if let split {
                #expect(split.0 == expected?.0 && split.1 == expected?.1, "\(text.debugDescription)")
            }
        }
    }
}
