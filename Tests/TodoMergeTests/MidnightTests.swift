import Testing
import TodoMerge
import TodoCore
import TaskPaper

/// Midnight between the base and the sides: both machines ran the new
/// day's rules, and what the rules did is neither side's change.
struct MidnightTests {
    static let day = Day("2026-11-23")!

    static func merged(_ base: String, _ ours: String, _ theirs: String, today: Day? = day) -> MergeResult {
        merge(base: Document(base), ours: Document(ours), theirs: Document(theirs), today: today)
    }

    static func text(_ result: MergeResult) -> String { String(decoding: result.bytes, as: UTF8.self) }

    /// Yesterday's file: the three tasks planned for the 23rd.
    static let base = """
        Today:
        \t- Water plants @day(2026-11-22) @done(2026-11-22)
        Tomorrow:
        \t- Call Sam @day(2026-11-23)
        \t- Buy milk @day(2026-11-23)
        \t- Pay rent @day(2026-11-23)

        """

    @Test func aMoveBothMachinesRulesMadeIsNeitherSidesChange() {
        // Both machines moved the three to Today; ours then delays Call Sam
        // and deletes Buy milk, theirs renames Pay rent.
        let ours = "Today:\n\t- Pay rent @day(2026-11-23)\nTomorrow:\n\t- Call Sam @day(2026-11-24) @delayed\n"
        let theirs =
            "Today:\n\t- Call Sam @day(2026-11-23)\n\t- Buy milk @day(2026-11-23)\n\t- Pay the rent @day(2026-11-23)\nTomorrow:\n"
        let expected = "Today:\n\t- Pay the rent @day(2026-11-23)\nTomorrow:\n\t- Call Sam @day(2026-11-24) @delayed\n"
        #expect(Self.text(Self.merged(Self.base, ours, theirs)) == expected)
        #expect(Self.text(Self.merged(Self.base, theirs, ours)) == expected)
        // Read as of one day, the rules' move was a change of its own.
        #expect(Self.text(Self.merged(Self.base, ours, theirs, today: nil)) != expected)
        // What the base's rules expired is not handed back: both machines archived it.
        #expect(Self.merged(Self.base, ours, theirs).expired.isEmpty)
    }

    @Test func aSideNotYetOnTheNewDayIsBroughtToItAndItsExpiredTasksHandedBack() {
        // Theirs is still yesterday's, with a task added and checked then.
        let theirs = Self.base.replacingTomorrow(with: "\t- Stretch @day(2026-11-22) @done(2026-11-22)\nTomorrow:\n")
        let ours =
            "Today:\n\t- Call Sam @day(2026-11-23) @done(2026-11-23)\n\t- Buy milk @day(2026-11-23)\n\t- Pay rent @day(2026-11-23)\nTomorrow:\n"
        let m = Self.merged(Self.base, ours, theirs)
        #expect(Self.text(m) == ours)
        #expect(m.expired.map(\.lines) == [["- Stretch @day(2026-11-22) @done(2026-11-22)"]])
    }

    @Test func withoutADayNothingIsRolled() {
        let same = "Today:\nTomorrow:\n\t- Call Sam @day(2026-11-23)\n"
        #expect(Self.text(Self.merged(same, same, same, today: nil)) == same)
        #expect(Self.text(Self.merged(same, same, same)) == "Today:\n\t- Call Sam @day(2026-11-23)\nTomorrow:\n")
    }
}

extension String {
    /// The text with its `Tomorrow:` line replaced.
    fileprivate func replacingTomorrow(with text: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { $0 == "Tomorrow:" ? String(text.dropLast()) : String($0) }
            .joined(separator: "\n")
    }
}
