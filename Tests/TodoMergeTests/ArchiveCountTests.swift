import Testing
@testable import TodoMerge
import TaskPaper

/// The archive merge counts entries: tasks alike are each their own entry.
@Suite struct ArchiveCountTests {
    static func merged(_ base: String?, _ ours: String, _ theirs: String) -> String {
        let result = merge(base: base.map { Document($0) }, ours: Document(ours), theirs: Document(theirs))
        return String(decoding: result.bytes, as: UTF8.self)
    }

    static let stretch = "\t- Stretch @day(2026-11-21) @done(2026-11-21)\n"

    @Test func twoEntriesAlikeStayTwo() {
        let base = "2026-11-20:\n\t- a\n"
        let ours = base + "\n2026-11-21:\n" + Self.stretch + Self.stretch
        let theirs = base + "\t- b\n"
        #expect(Self.merged(base, ours, theirs) == "2026-11-20:\n\t- a\n\t- b\n\n2026-11-21:\n" + Self.stretch + Self.stretch)
        #expect(Self.merged(base, theirs, ours) == "2026-11-20:\n\t- a\n\t- b\n\n2026-11-21:\n" + Self.stretch + Self.stretch)
    }

    /// Two machines expiring the same synced list archive the same tasks:
    /// they count once, however many are alike.
    @Test func theSameTasksArchivedOnBothSidesCountOnce() {
        let base = "2026-11-20:\n\t- a\n"
        let both = base + "\n2026-11-21:\n" + Self.stretch + Self.stretch
        let more = both + Self.stretch
        #expect(Self.merged(base, both, both) == both)
        #expect(Self.merged(base, both, more) == more)
        #expect(Self.merged(nil, both, more) == more)
    }

    /// A copy removed on one side (an undone delete) stays removed; the
    /// other copies stay, and one added on the other side is kept.
    @Test func oneCopyRemovedOnOneSideLeavesTheOthers() {
        let base = "2026-11-21:\n" + Self.stretch + Self.stretch
        let ours = "2026-11-21:\n" + Self.stretch
        let theirs = base + "\t- c\n"
        #expect(Self.merged(base, ours, theirs) == "2026-11-21:\n" + Self.stretch + "\t- c\n")
        #expect(Self.merged(base, theirs, ours) == "2026-11-21:\n" + Self.stretch + "\t- c\n")
        let added = base + Self.stretch
        #expect(Self.merged(base, ours, added) == base)
    }

    /// One machine expired the task done, the other unfinished: one entry
    /// for the day, the done one, in either order of the sides.
    @Test func aTaskArchivedDoneAndUnfinishedIsOneEntryDone() {
        let base = "2026-11-20:\n\t- a\n"
        let done = base + "\n2026-11-21:\n" + Self.stretch + "\t\tten minutes\n"
        let unfinished = base + "\n2026-11-21:\n\t- Stretch @day(2026-11-21)\n\t\tten minutes\n"
        #expect(Self.merged(base, done, unfinished) == done)
        #expect(Self.merged(base, unfinished, done) == done)
        #expect(Self.merged(nil, unfinished, done) == done)
        // Another task left unfinished on the other side is its own entry.
        let other = base + "\n2026-11-21:\n\t- Stretch more @day(2026-11-21)\n"
        #expect(Self.merged(base, done, other) == done + "\t- Stretch more @day(2026-11-21)\n")
    }
}
