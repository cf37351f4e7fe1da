import Testing
import TodoMerge
import TaskPaper
import TodoCore

/// Routines merge as tasks with an identity, never as the user's text: two
/// machines that both made a day's task end with one routine and one task.
struct RoutineMergeTests {
    static func merged(_ base: String?, _ ours: String, _ theirs: String) -> String {
        String(
            decoding: merge(base: base.map { Document($0) }, ours: Document(ours), theirs: Document(theirs)).bytes, as: UTF8.self)
    }

    /// The merge either way round, then the daily rules of `today`.
    static func expectEitherWay(_ base: String?, _ one: String, _ other: String, today: String, gives expected: String) {
        for (ours, theirs) in [(one, other), (other, one)] {
            let result = merge(base: base.map { Document($0) }, ours: Document(ours), theirs: Document(theirs))
            let rolled = rollOver(result.document, today: Day(today)!)
            #expect(String(decoding: rolled.document.bytes, as: UTF8.self) == expected)
            #expect(rolled.made == 0)
        }
    }

    static let yesterday = """
        Today:
        \t- Read @day(2026-11-22) @routine @done(2026-11-22)
        Routines:
        \t- Read @every(day) @made(2026-11-22)
        \t- Walk @every(day) @made(2026-11-22)

        """

    /// What each machine's daily rules made of yesterday's file on Monday.
    static let made = """
        Today:
        \t- Read @day(2026-11-23) @routine
        \t- Walk @day(2026-11-23) @routine
        Routines:
        \t- Read @every(day) @made(2026-11-23)
        \t- Walk @every(day) @made(2026-11-23)

        """

    @Test func bothMachinesMadeTodaysTasks() {
        // One machine checked Read, the other noted Walk.
        let ours = Self.made.replacing("Read @day(2026-11-23) @routine", with: "Read @day(2026-11-23) @routine @done(2026-11-23)")
        let theirs = Self.made.replacing(
            "Walk @day(2026-11-23) @routine\n", with: "Walk @day(2026-11-23) @routine\n\t\tround the park\n")
        Self.expectEitherWay(
            Self.yesterday, ours, theirs, today: "2026-11-23",
            gives: """
                Today:
                \t- Read @day(2026-11-23) @routine @done(2026-11-23)
                \t- Walk @day(2026-11-23) @routine
                \t\tround the park
                Routines:
                \t- Read @every(day) @made(2026-11-23)
                \t- Walk @every(day) @made(2026-11-23)

                """)
    }

    @Test func withoutABaseTheTasksStillMergeToOne() {
        Self.expectEitherWay(nil, Self.made, Self.made, today: "2026-11-23", gives: Self.made)
        // A union of a file that made today's tasks and one that did not
        // yet: yesterday's checked Read is another task than today's (it
        // expires), never today's checked.
        Self.expectEitherWay(nil, Self.made, Self.yesterday, today: "2026-11-23", gives: Self.made)
    }

    @Test func differentMadeDaysTakeTheLaterOne() {
        // One machine is a day ahead (it made Tuesday's task already).
        let base = "Routines:\n\t- Read @every(day) @made(2026-11-22)\n"
        let ours = "Routines:\n\t- Read @every(day) @made(2026-11-23)\n"
        let theirs = "Routines:\n\t- Read @every(day) @made(2026-11-24)\n"
        #expect(Self.merged(base, ours, theirs) == theirs)
        #expect(Self.merged(base, theirs, ours) == theirs)
        #expect(Self.merged(nil, ours, theirs) == theirs)
    }

    @Test func aRescheduleHereAndARenameThereCombine() {
        let base = "Routines:\n\t- Read the news @every(day) @made(2026-11-22)\n\t- Walk @every(day)\n"
        let ours = "Routines:\n\t- Read the news @every(weekday) @made(2026-11-22)\n\t- Walk @every(day)\n"
        let theirs = "Routines:\n\t- Read the morning news @every(day) @made(2026-11-22)\n\t- Walk @every(day)\n"
        let expected = "Routines:\n\t- Read the morning news @every(weekday) @made(2026-11-22)\n\t- Walk @every(day)\n"
        #expect(Self.merged(base, ours, theirs) == expected)
        #expect(Self.merged(base, theirs, ours) == expected)
    }

    @Test func aRoutineDeletedHereStaysDeletedAndItsTaskStays() {
        let theirs = Self.made.replacing("\t- Walk @every(day) @made(2026-11-23)\n", with: "")
        Self.expectEitherWay(
            Self.made, Self.made, theirs, today: "2026-11-23",
            gives: """
                Today:
                \t- Read @day(2026-11-23) @routine
                \t- Walk @day(2026-11-23) @routine
                Routines:
                \t- Read @every(day) @made(2026-11-23)

                """)
    }
}
