import Testing
import TestSupport
@testable import TodoCore
import TaskPaper

/// A new section never takes over a line of the user's.
struct OwnershipTests {
    static let flatTop = "- buy milk\n- call Sam\n\nGarden:\n\t- weed\n"

    @Test(arguments: [Section.today, .floating, .tomorrow])
    func newSectionGoesBelowTheUsersFlatTasks(_ section: Section) throws {
        let (outcome, out) = try run(.add(section, "x", priority: 1), on: Self.flatTop)
        #expect(out.hasPrefix("- buy milk\n- call Sam\n\n\(section.title):\n\t- x"))
        #expect(out.hasSuffix("\nGarden:\n\t- weed\n"))
        let list = TodoList(document: outcome.document)
        #expect(Section.allCases.flatMap { list.tasks(in: $0) }.map(\.name) == ["x"])
        // Nothing of the user's expires the next days.
        let later = rollOver(outcome.document, today: nov21.next.next)
        #expect(later.expired.map(\.lines) == (section == .floating ? [] : [["- x" + tagsFor(section)]]))
        #expect(text(later.document).hasPrefix("- buy milk\n- call Sam\n"))
        try roundTrip(.add(section, "x", priority: 1), on: Self.flatTop)
    }

    private func tagsFor(_ section: Section) -> String {
        section == .today ? " @day(2026-11-21)" : " @day(2026-11-22)"
    }

    @Test func flatTasksAloneSendTheSectionToTheEnd() throws {
        let (_, out) = try run(.add(.today, "x", priority: 1), on: "- a\n- b")
        #expect(out == "- a\n- b\nToday:\n\t- x @day(2026-11-21)")
        try roundTrip(.add(.today, "x", priority: 1), on: "- a\n- b")
    }

    /// The user's lines, in order, without the blank ones: content and
    /// terminator (the file's last line may gain or lose its terminator, and
    /// a byte-order mark belongs to the file, not to its first line).
    static func usersLines(_ doc: Document) -> [String] {
        let owners = Layout(doc).owners(in: doc)
        return doc.lineIndices.filter { owners[$0] == nil && doc.kind($0) != .blank }.map { k in
            let r = k == doc.lineCount - 1 ? doc.contentRange(k) : doc.range(k)
            return doc.string(k == 0 && doc.hasBOM ? (r.lowerBound + 3)..<r.upperBound : r)
        }
    }

    static func lastTrimmed(_ lines: [String]) -> [String] {
        var out = lines
        if let last = out.popLast() { out.append(last.trimmingCharacters(in: ["\n", "\r"])) }
        return out
    }

    /// Each of the user's lines is still the user's, unchanged and in order.
    /// The only other lines the user may gain are txtodo's own, given up
    /// (a one-line file's indented header reads as a header only while alone).
    static func keepsUsersLines(_ before: Document, _ after: Document) -> Bool {
        let mine = lastTrimmed(usersLines(before))
        let owners = Layout(before).owners(in: before)
        let given = Set(before.lineIndices.filter { owners[$0] != nil }.map { before.string(before.contentRange($0)) })
        var k = 0
        for line in lastTrimmed(usersLines(after)) {
            if k < mine.count && line == mine[k] {
                k += 1
            } else if !given.contains(line.trimmingCharacters(in: ["\n", "\r"])) {
                return false
            }
        }
        return k == mine.count
    }

    @Test func noActionTakesOverAUsersLine() {
        let today = RandomFileTests.today
        RandomFileTests.eachFile(seed: 2026_11_23) { original, rolled, actions in
            #expect(Self.keepsUsersLines(original, rolled), "roll-over: \(text(original).debugDescription)")
            for action in actions {
                guard let outcome = try? apply(action, to: rolled, today: today) else { continue }
                #expect(
                    Self.keepsUsersLines(rolled, outcome.document),
                    "\(action): \(text(rolled).debugDescription) → \(text(outcome.document).debugDescription)")
                guard let back = try? undo(outcome.change, in: outcome.document, today: today) else { continue }
                #expect(Self.keepsUsersLines(rolled, back.document), "undo \(action)")
            }
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let c = s.last, set.contains(c) || c == "\r\n" { s = s.dropLast() }
        return String(s)
    }
}
