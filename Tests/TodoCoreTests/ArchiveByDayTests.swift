import TestSupport
import Testing

@testable import TodoCore
import TaskPaper

/// Archiving a batch with one edit per day writes the very bytes that
/// appending its tasks one at a time writes.
@Suite struct ArchiveByDayTests {
    static func task(_ day: String, _ lines: [String], depths: [Int]? = nil, deleted: String? = nil) -> ArchivedTask {
        ArchivedTask(day: Day(day)!, lines: lines, depths: depths, deletedOn: deleted.flatMap(Day.init))
    }

    /// Days already there take their tasks where they end, in the order
    /// given; new days follow at the end in the order they first came.
    @Test func daysInterleavedGoUnderTheirProjects() {
        let archive = Document("2026-11-20:\n\t- A\n\nNotes:\n\t- mine\n")
        let tasks = [
            Self.task("2026-11-21", ["- a", "its note"]), Self.task("2026-11-20", ["- b"]),
            Self.task("2026-11-21", ["- c"], deleted: "2026-11-22"), Self.task("2026-11-19", ["- d"]),
            Self.task("2026-11-20", ["- e", "- sub", "deep"], depths: [0, 1, 2]),
        ]
        let grouped = Archive.appendingByDay(tasks, to: archive)
        #expect(
            grouped.map { String(decoding: $0.bytes, as: UTF8.self) }
                == """
                2026-11-20:
                \t- A
                \t- b
                \t- e
                \t\t- sub
                \t\t\tdeep

                Notes:
                \t- mine

                2026-11-21:
                \t- a
                \t\tits note
                \t- c @deleted(2026-11-22)

                2026-11-19:
                \t- d

                """)
        #expect(grouped?.bytes == Archive.appendingOneByOne(tasks, to: archive).bytes)
    }

    /// A task whose last lines are blank: the next task of its day goes
    /// before them, and a new day after a file ending blank gets no blank line.
    @Test func blankLinesEndingATaskStayLast() {
        let tasks = [
            Self.task("2026-11-21", ["- a", ""]), Self.task("2026-11-22", ["- b"]),
            Self.task("2026-11-21", ["- c", "\u{A0}"]), Self.task("2026-11-21", [""]),
        ]
        let grouped = Archive.appendingByDay(tasks, to: Document("2026-11-21:\n\t- x\n"))
        #expect(
            grouped.map { String(decoding: $0.bytes, as: UTF8.self) }
                == "2026-11-21:\n\t- x\n\t- a\n\t- c\n\t\n\t\t\u{A0}\n\t\t\n2026-11-22:\n\t- b\n")
        #expect(grouped?.bytes == Archive.appendingOneByOne(tasks, to: Document("2026-11-21:\n\t- x\n")).bytes)
    }

    /// What one edit could place otherwise is left to the one-at-a-time way.
    @Test func oddLinesAreLeftToOneAtATime() {
        let day = "2026-11-21"
        #expect(Archive.appendingByDay([Self.task(day, ["- a\nb"])], to: Document(bytes: [])) == nil)
        #expect(Archive.appendingByDay([Self.task(day, ["- a", "  b"])], to: Document(bytes: [])) == nil)
        #expect(Archive.appendingByDay([Self.task(day, ["- a", "b"], depths: [0, -1])], to: Document(bytes: [])) == nil)
        #expect(Archive.appendingByDay([Self.task(day, ["- a"])], to: Document("\t2026-11-21:\n")) == nil)
        let mixed = Document("2026-11-21:\r\t- x\n\nA:\rB:\rC:\r")
        #expect(mixed.style.lineEnding == .cr && Archive.appendingByDay([Self.task(day, ["- a"])], to: mixed) == nil)
        // One task at a time, each new line meets the LF and takes it: CR LF.
        let two = Archive.appending([Self.task(day, ["- a"]), Self.task(day, ["- b"])], to: mixed)
        #expect(String(decoding: two.bytes, as: UTF8.self) == "2026-11-21:\r\t- x\n\t- a\r\n\t- b\r\n\nA:\rB:\rC:\r")
        #expect(Archive.appendingByDay([Self.task(day, ["- a"])], to: Document("2026-11-21:\r\t- x\r")) != nil)
    }

    /// Random archives (odd ones too) and batches of several days with tasks
    /// alike: the grouped way answers nearly always, and its bytes are the
    /// one-at-a-time bytes; `appending` always gives those.
    @Test func agreesWithAppendingOneAtATime() {
        var g = SplitMix64(seed: 0x6461_7973)
        var answered = 0
        let runs = 2_000
        for _ in 0..<runs {
            let archive = Document(Self.randomArchive(&g))
            let tasks = (0..<Int.random(in: 1...12, using: &g)).map { _ in Self.randomTask(&g) }
            let reference = Archive.appendingOneByOne(tasks, to: archive).bytes
            let context = "\(String(decoding: archive.bytes, as: UTF8.self).debugDescription) \(tasks)"
            let appended = Archive.appending(tasks, to: archive).bytes == reference
            #expect(appended, "\(context)")
            guard let grouped = Archive.appendingByDay(tasks, to: archive) else { continue }
            answered += 1
            let same = grouped.bytes == reference
            #expect(same, "\(context)")
        }
        #expect(answered > runs * 4 / 5)
    }

    /// Many tasks of a few days, as a new day expires them.
    @Test func aLargeBatchAgrees() {
        var g = SplitMix64(seed: 0x6261_7463)
        let archive = Document("2026-11-19:\n\t- Old @day(2026-11-19)\n\n2026-11-20:\n\t- Older\n")
        let tasks = (0..<600).map { k in
            var task = Self.randomTask(&g, odd: false)
            task.lines[0] = "- Task \(k % 40) @day(\(task.day))"
            return task
        }
        let grouped = Archive.appendingByDay(tasks, to: archive)
        #expect(grouped != nil)
        let same = grouped?.bytes == Archive.appendingOneByOne(tasks, to: archive).bytes
        #expect(same)
    }

    static let days = (18...23).map { "2026-11-\($0)" }

    /// A task of one of the days with up to three lines under it: now and
    /// then a blank one, and with `odd`, rarely one that breaks the line or
    /// starts with a space (left to the one-at-a-time way).
    static func randomTask(_ g: inout SplitMix64, odd: Bool = true) -> ArchivedTask {
        let day = days.randomElement(using: &g)!
        var lines = ["- " + ["A", "B", "Café 日本", "C @done(\(day))"].randomElement(using: &g)! + " @day(\(day))"]
        var depths = [0]
        for _ in 0..<Int.random(in: 0...3, using: &g) {
            switch Int.random(in: 0..<(odd ? 200 : 198), using: &g) {
            case 0..<5: lines.append("")
            case 5..<10: lines.append("\u{A0}")
            case 10..<15: lines.append("\u{000B}tab-like")
            case 198: lines.append(" leading space")
            case 199: lines.append("two\nlines")
            default: lines.append(["a note", "- a subtask", "note: with colon", "日本語"].randomElement(using: &g)!)
            }
            depths.append(Int.random(in: 1...2, using: &g))
        }
        let deleted = Int.random(in: 0..<4, using: &g) == 0 ? day : nil
        return task(day, lines, depths: depths, deleted: deleted)
    }

    static func randomArchive(_ g: inout SplitMix64) -> String {
        var lines: [String] = []
        if Int.random(in: 0..<10, using: &g) == 0 { lines.append("\u{FEFF}My archive") }
        if Int.random(in: 0..<20, using: &g) == 0 { lines.append("\t" + days.randomElement(using: &g)! + ":") }
        for _ in 0..<Int.random(in: 0...6, using: &g) {
            switch Int.random(in: 0..<14, using: &g) {
            case 0: lines.append("Some words of mine")
            case 1: lines.append("")
            case 2: lines.append("  - indented with spaces")
            case 3: lines.append("\t")
            default:
                let day = days.randomElement(using: &g)!
                lines.append(day + ":" + (Int.random(in: 0..<10, using: &g) == 0 ? " @tag" : ""))
                for _ in 0..<Int.random(in: 0...3, using: &g) {
                    lines.append("\t- \(["A", "B", "Café 日本"].randomElement(using: &g)!) @day(\(day))")
                    if Bool.random(using: &g) { lines.append("\t\ta note") }
                    if Int.random(in: 0..<5, using: &g) == 0 { lines.append(["", "\t", "\t\t"].randomElement(using: &g)!) }
                }
            }
        }
        let endings = ["\n", "\n", "\n", "\n", "\r\n", "\r"]
        let ending = endings.randomElement(using: &g)!
        let final = Int.random(in: 0..<6, using: &g) == 0 ? "" : ending
        guard !lines.isEmpty else { return "" }
        // Now and then a line ends otherwise: a file edited on two systems.
        var text = ""
        for (k, line) in lines.enumerated() {
            text += line
            if k < lines.count - 1 { text += Int.random(in: 0..<12, using: &g) == 0 ? endings.randomElement(using: &g)! : ending }
        }
        return text + final
    }
}
