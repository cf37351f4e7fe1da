import Testing
@testable import TodoCore
import TaskPaper

/// A change made from a screen acts on the task shown, even when the file
/// changed between the drawing and the key and put a namesake at its rank.
struct TaskIdentityTests {
    let shown = "Today:\n\t- Call @day(2026-11-21)\n\t\tthe bank\n\t- Call @day(2026-11-21)\n\t\tmum\n"

    /// The second “Call” (mum), as the screen named it.
    var mum: TaskRef { TodoList(document: Document(shown)).seen(ref(.today, "Call", 1)) }

    @Test func anUnchangedFileActsAtTheRank() throws {
        #expect(mum.identity != nil)
        let (_, out) = try run(.toggleDone(mum), on: shown)
        #expect(changedLines(shown, out) == [3])
    }

    @Test func aNamesakeAddedBeforeItIsPassedOver() throws {
        let edited = "Today:\n\t- Call @day(2026-11-21)\n\t\tthe plumber\n" + shown.dropFirst("Today:\n".count)
        let (o, out) = try run(.toggleDone(mum), on: edited)
        #expect(changedLines(edited, out) == [5] && lines(out)[5].contains("@done"))
        #expect(o.focus == ref(.today, "Call", 2))
    }

    @Test func aNamesakeTakenAwayBeforeItIsFollowed() throws {
        let edited = "Today:\n\t- Call @day(2026-11-21)\n\t\tmum\n"
        let (_, out) = try run(.delete(mum), on: edited)
        #expect(out == "Today:\n")
    }

    @Test func aTaskThatChangedIsRefusedNotSwapped() throws {
        // mum's note edited by hand: the first “Call” is not taken for it.
        let edited = "Today:\n\t- Call @day(2026-11-21)\n\t\tthe bank\n\t- Call @day(2026-11-21)\n\t\tdad\n"
        #expect(throws: TodoError.taskChanged(mum)) { try run(.toggleDone(mum), on: edited) }
        #expect(TodoError.taskChanged(mum).description.contains("changed in the file since it was shown"))
        // With no namesake left at all, it is gone.
        #expect(throws: TodoError.taskGone(mum)) { try run(.toggleDone(mum), on: "Today:\n") }
    }

    @Test func aCheckOrAMoveKeepsTheIdentity() throws {
        let checked = try run(.toggleDone(mum), on: shown).1
        #expect(TodoList(document: Document(checked)).seen(ref(.today, "Call", 1)).identity == mum.identity)
    }

    @Test func refsWithoutIdentityActAtTheRankAsBefore() throws {
        let edited = "Today:\n\t- Call @day(2026-11-21)\n\t\tthe plumber\n" + shown.dropFirst("Today:\n".count)
        let (_, out) = try run(.toggleDone(ref(.today, "Call", 1)), on: edited)
        #expect(changedLines(edited, out) == [3])
        #expect(mum == ref(.today, "Call", 1))
    }

    @Test func everyActionOnATaskCarriesIt() {
        let list = TodoList(document: Document(shown))
        let plain = ref(.today, "Call", 1)
        let actions: [Action] = [
            .setDone(plain, true), .toggleDone(plain), .delay(plain), .rename(plain, "x"), .setPriority(plain, 2),
            .cyclePriority(plain), .addNote(plain, "n"), .editNote(plain, index: 0, "n"),
            .deleteNote(plain, index: 0), .delete(plain), .move(plain, .tomorrow), .schedule(plain, nov21),
            .reorder(plain, .up), .setSchedule(plain, "mon"),
        ]
        for action in actions {
            var carried: UInt64?
            _ = list.seen(action).mappingRef { ref in
                carried = ref.identity
                return ref
            }
            #expect(carried == mum.identity, "\(action)")
        }
    }
}
