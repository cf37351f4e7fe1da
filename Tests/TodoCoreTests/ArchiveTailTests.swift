import TestSupport
import Testing
@testable import TodoCore
import TaskPaper

/// Parsing only the archive's last part gives the very bytes the whole
/// archive's edit would add, or says it cannot.
@Suite struct ArchiveTailTests {
    static func task(_ day: String, _ name: String, notes: [String] = [], deleted: String? = nil) -> ArchivedTask {
        ArchivedTask(day: Day(day)!, lines: ["- " + name + " @day(\(day))"] + notes, deletedOn: deleted.flatMap(Day.init))
    }

    static let archive = "2026-11-20:\n\t- A @day(2026-11-20)\n\n2026-11-21:\n\t- B @day(2026-11-21)\n\t\tits note\n"

    @Test func theLastDayAndANewDayAreAppended() {
        let bytes = Array(Self.archive.utf8)
        let same = Archive.addedAtEnd(archiving: [Self.task("2026-11-21", "C")], to: bytes)
        #expect(same.map { String(decoding: $0, as: UTF8.self) } == "\t- C @day(2026-11-21)\n")
        let new = Archive.addedAtEnd(archiving: [Self.task("2026-11-22", "D", notes: ["why"])], to: bytes)
        #expect(new.map { String(decoding: $0, as: UTF8.self) } == "\n2026-11-22:\n\t- D @day(2026-11-22)\n\t\twhy\n")
    }

    /// A task alike the last one is its own entry, appended as well.
    @Test func aTaskAlikeOneThereIsAppended() {
        let bytes = Array(Self.archive.utf8)
        let again = ArchivedTask(day: Day("2026-11-21")!, lines: ["- B @day(2026-11-21)", "its note"])
        #expect(
            Archive.addedAtEnd(archiving: [again], to: bytes).map { String(decoding: $0, as: UTF8.self) }
                == "\t- B @day(2026-11-21)\n\t\tits note\n")
    }

    @Test func anEarlierDayOrAnotherStyleNeedsTheWholeArchive() {
        #expect(Archive.addedAtEnd(archiving: [Self.task("2026-11-20", "C")], to: Array(Self.archive.utf8)) == nil)
        let spaces = "2026-11-21:\n    - B @day(2026-11-21)\n"
        #expect(Archive.addedAtEnd(archiving: [Self.task("2026-11-21", "C")], to: Array(spaces.utf8)) == nil)
        let crlf = "2026-11-21:\r\n\t- B @day(2026-11-21)\r\n"
        #expect(Archive.addedAtEnd(archiving: [Self.task("2026-11-21", "C")], to: Array(crlf.utf8)) == nil)
        #expect(Archive.addedAtEnd(archiving: [Self.task("2026-11-21", "C")], to: []) == nil)
    }

    /// Random archives and batches: whenever the short way answers, its bytes
    /// are what the whole archive's edit adds; and it answers often.
    @Test func agreesWithTheWholeArchivesEdit() {
        var g = SplitMix64(seed: 0x6172_6368)
        var answered = 0
        let runs = 3_000
        for _ in 0..<runs {
            let text = Self.randomArchive(&g)
            let bytes = Array(text.utf8)
            let tasks = (0..<Int.random(in: 1...3, using: &g)).map { _ in Self.randomTask(&g) }
            let whole = Archive.appending(tasks, to: Document(bytes: bytes)).bytes
            guard let added = Archive.addedAtEnd(archiving: tasks, to: bytes) else { continue }
            answered += 1
            #expect(bytes + added == whole, "\(text.debugDescription) \(tasks)")
        }
        #expect(answered > runs / 4)
    }

    static let days = (18...23).map { "2026-11-\($0)" }

    static func randomTask(_ g: inout SplitMix64) -> ArchivedTask {
        let day = days.randomElement(using: &g)!
        let notes = Bool.random(using: &g) ? ["a note"] : []
        let deleted = Int.random(in: 0..<4, using: &g) == 0 ? day : nil
        return task(day, ["A", "B", "C", "Café 日本"].randomElement(using: &g)!, notes: notes, deleted: deleted)
    }

    static func randomArchive(_ g: inout SplitMix64) -> String {
        var lines: [String] = []
        if Int.random(in: 0..<10, using: &g) == 0 { lines.append("\u{FEFF}My archive") }
        for _ in 0..<Int.random(in: 0...6, using: &g) {
            switch Int.random(in: 0..<12, using: &g) {
            case 0: lines.append("Some words of mine")
            case 1: lines.append("")
            case 2: lines.append("  - indented with spaces")
            default:
                let day = days.randomElement(using: &g)!
                lines.append(day + ":")
                for _ in 0..<Int.random(in: 0...3, using: &g) {
                    lines.append("\t- \(["A", "B", "C", "Café 日本"].randomElement(using: &g)!) @day(\(day))")
                    if Bool.random(using: &g) { lines.append("\t\ta note") }
                    if Int.random(in: 0..<5, using: &g) == 0 { lines.append("") }
                }
            }
        }
        let ending = Int.random(in: 0..<15, using: &g) == 0 ? "\r\n" : "\n"
        let final = Int.random(in: 0..<6, using: &g) == 0 ? "" : ending
        return lines.isEmpty ? "" : lines.joined(separator: ending) + final
    }
}
