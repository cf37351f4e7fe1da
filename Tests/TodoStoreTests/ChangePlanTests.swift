import Testing
@testable import TodoStore
import TodoCore
import TaskPaper

/// What one try of a change decides before anything is written: whether the
/// file is saved, what goes to the archive and whether the journal notes it.
/// Made on real files read with the daily rules, and real actions.
@Suite struct ChangePlanTests {
    let day = Day("2026-11-22")!
    /// Yesterday's list, met on the 22nd: one task expires, one stays.
    let yesterday = "Today:\n\t- Old @day(2026-11-21)\nFloating:\n\t- Keep @priority(1)\n"
    /// Today's list: nothing for the rules to do.
    let current = "Today:\n\t- Milk @day(2026-11-22)\n\t- Bread @day(2026-11-22)\n"

    func plan(
        _ text: String, _ action: Action? = nil, archives: Bool = true, soFar: ArchivedSoFar = ArchivedSoFar(),
        journal: [ArchivedTask] = [], asked: UnsafeMutablePointer<Int>? = nil
    ) throws -> (ChangePlan, RollOverResult) {
        let read = Document(text)
        let rolled = rollOver(read, today: day)
        let outcome = try action.map { try apply($0, to: rolled.list, today: day) }
        let plan = ChangePlan(read: read, rolled: rolled, outcome: outcome, archives: archives, soFar: soFar) {
            asked?.pointee += 1
            return journal
        }
        return (plan, rolled)
    }

    @Test func aNewDaySavesTheRulesAndArchivesWhatExpired() throws {
        let (plan, rolled) = try plan(yesterday)
        #expect(plan.saves)
        #expect(plan.toArchive == rolled.expired && rolled.expired.map(\.lines) == [["- Old @day(2026-11-21)"]])
        #expect(plan.journals)
        #expect(plan.archivedAfter.tasks == rolled.expired)
        #expect(!String(decoding: plan.final.bytes, as: UTF8.self).contains("Old"))
    }

    @Test func aTryAfterOneThatArchivedAlreadyDoesNotArchiveAgain() throws {
        let (first, _) = try plan(yesterday)
        let (again, _) = try plan(yesterday, soFar: first.archivedAfter)
        #expect(again.toArchive.isEmpty)
        #expect(again.archivedAfter.tasks == first.archivedAfter.tasks)
        #expect(again.saves)
    }

    @Test func whatTheJournalSaysWasArchivedIsLeftOutAndCounted() throws {
        var asked = 0
        let (clean, _) = try plan(yesterday)
        let (plan, _) = try plan(yesterday, journal: clean.toArchive, asked: &asked)
        #expect(asked == 1)
        #expect(plan.toArchive.isEmpty)
        #expect(plan.archivedAfter.tasks == clean.toArchive)
        #expect(plan.journals && plan.saves)
    }

    @Test func aChangeArchivesWhatItTookOutAndTheJournalIsAskedOnlyThen() throws {
        var asked = 0
        let (plan, _) = try plan(current, .delete(TaskRef(section: .today, name: "Milk")), asked: &asked)
        #expect(plan.saves && plan.journals && asked == 1)
        #expect(plan.toArchive.map(\.lines) == [["- Milk @day(2026-11-22)"]])
        #expect(plan.toArchive.first?.deletedOn == day)
        #expect(plan.list?.tasks(in: .today).map { $0.name } == ["Bread"])
        var unasked = 0
        let (check, _) = try self.plan(current, .toggleDone(TaskRef(section: .today, name: "Milk")), asked: &unasked)
        #expect(check.saves && !check.journals && check.toArchive.isEmpty && unasked == 0)
    }

    @Test func withoutAnArchiveNothingIsArchivedOrTakenOut() throws {
        var asked = 0
        let (plan, _) = try plan(current, .delete(TaskRef(section: .today, name: "Milk")), archives: false, asked: &asked)
        #expect(plan.saves && plan.toArchive.isEmpty && !plan.journals && asked == 0)
        let (rules, _) = try self.plan(yesterday, archives: false)
        #expect(rules.saves && rules.toArchive.isEmpty && rules.archivedAfter.tasks.isEmpty)
    }

    @Test func aChangeThatLeavesTheBytesAsTheyWereSavesNothing() throws {
        let (plan, _) = try plan(current, .setDone(TaskRef(section: .today, name: "Milk"), false))
        #expect(!plan.saves && !plan.journals && plan.toArchive.isEmpty)
        #expect(plan.final.bytes == Array(current.utf8))
    }

    @Test func stampsGivenOnFirstSightAloneAreNotWritten() throws {
        // A task with no day gets today's on first sight: the bytes change,
        // but with no change asked for they wait for the next one.
        let (plan, rolled) = try plan("Today:\n\t- New\n")
        #expect(!rolled.firstSight.isEmpty && plan.final.bytes != Array("Today:\n\t- New\n".utf8))
        #expect(!plan.saves && !plan.journals)
        let (asked, _) = try self.plan("Today:\n\t- New\n", .toggleDone(TaskRef(section: .today, name: "New")))
        #expect(asked.saves)
    }

    @Test func anUndoneDeleteTakesTheArchivedCopyOutAgain() throws {
        let delete = try apply(.delete(TaskRef(section: .today, name: "Milk")), to: Document(current), today: day)
        let back = try TodoCore.undo(delete.change, in: delete.document, today: day)
        let read = delete.document
        let rolled = rollOver(read, today: day)
        let plan = ChangePlan(read: read, rolled: rolled, outcome: back, archives: true, soFar: ArchivedSoFar()) { [] }
        #expect(plan.restored == delete.removed && plan.saves && plan.toArchive.isEmpty)
        let off = ChangePlan(read: read, rolled: rolled, outcome: back, archives: false, soFar: ArchivedSoFar()) { [] }
        #expect(off.restored.isEmpty)
    }
}
