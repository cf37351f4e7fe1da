import Testing
import TodoMerge
import TaskPaper

/// Three-way cases the model test found the merge getting wrong, each as
/// small as it goes: base, ours, theirs and what the merge must write.
struct FoundByModelTests {
    static func merged(_ base: String, _ ours: String, _ theirs: String) -> String {
        String(decoding: merge(base: Document(base), ours: Document(ours), theirs: Document(theirs)).bytes, as: UTF8.self)
    }

    /// Two tasks of one name: ours deletes the one with notes and moves the
    /// other, which had none, into its section. That one is not the noted
    /// task with its notes deleted: the check theirs made stays on the
    /// noted task, notes and all.
    @Test func aTaskOfANameMovedBesideANotedOneGoneIsNotThatOne() {
        let base = "Floating:\n\t- Call mom\n\t\tabout dinner\nToday:\n\t- Call mom @day(2026-11-22)\n"
        let ours = "Floating:\n\t- Call mom\nToday:\n"
        let theirs = "Floating:\n\t- Call mom @done(2026-11-22)\n\t\tabout dinner\nToday:\n\t- Call mom @day(2026-11-22)\n"
        let expected = "Floating:\n\t- Call mom @done(2026-11-22)\n\t\tabout dinner\n\t- Call mom\nToday:\n"
        #expect(Self.merged(base, ours, theirs) == expected)
    }

    /// Both sides rename a task alike; ours also moves another line by
    /// hand, so on its own ours reads a deletion and an addition. It is
    /// still one rename, with theirs' check on it.
    @Test func theSameRenameIsOneThoughOneSideMovedALineBesideIt() {
        let base = "Floating:\n\t- Pay rent\n\t\tbank\n\t- Stretch\n\t- Café order\n\t\tbeans\n"
        let ours = "Floating:\n\t- Café order\n\t\tbeans\n\t- Pay rent\n\t\tbank\n\t- Stretch again\n"
        let theirs = "Floating:\n\t- Pay rent\n\t\tbank\n\t- Stretch again @done(2026-11-22)\n\t- Café order\n\t\tbeans\n"
        let merged = Self.merged(base, ours, theirs)
        #expect(merged == "Floating:\n\t- Café order\n\t\tbeans\n\t- Pay rent\n\t\tbank\n\t- Stretch again @done(2026-11-22)\n")
        let swapped = Self.merged(base, theirs, ours).split(separator: "\n")
        #expect(swapped.filter { $0.contains("Stretch") } == ["\t- Stretch again @done(2026-11-22)"])
    }

    /// Both sides rename `Call mom` to `Phone Sam`, and each adds a new
    /// `Stretch` of its own, a name the base has: the two new tasks are
    /// not a rename of `Call mom`, in either order of the sides.
    @Test func tasksOfANameTheBaseHasAddedOnBothSidesAreNoRename() {
        let base = "Today:\n\t- Stretch\n\t\tlegs\n\t- Call mom\n"
        let ours = "Today:\n\t- Stretch\n\t\tlegs\n\t- Stretch\n\t\tback\n\t- Phone Sam\n"
        let theirs = "Today:\n\t- Stretch\n\t\tlegs\n\t- Stretch @with(Cy)\n\t\tarms\n\t- Phone Sam\n"
        for merged in [Self.merged(base, ours, theirs), Self.merged(base, theirs, ours)] {
            let lines = merged.split(separator: "\n").sorted()
            #expect(
                lines == [
                    "\t\tarms", "\t\tback", "\t\tlegs", "\t- Phone Sam", "\t- Stretch", "\t- Stretch", "\t- Stretch @with(Cy)",
                    "Today:",
                ])
        }
    }

    /// Both sides rename `Walk the dog` to `Walk the dog later`; theirs also
    /// adds `Walk the dog twice`, nearer the old task's place. The same
    /// rename on both sides says which one the old task is.
    @Test func theSameRenameOnBothSidesBeatsANearerAlikeName() {
        let base = "Today:\n\t- Walk the dog\n"
        let ours = "Today:\n\t- Walk the dog later @priority(2)\n"
        let theirs = "Today:\n\t- Walk the dog twice\n\t- Walk the dog later\n"
        let expected = "Today:\n\t- Walk the dog twice\n\t- Walk the dog later @priority(2)\n"
        #expect(Self.merged(base, ours, theirs) == expected)
        #expect(Self.merged(base, theirs, ours).split(separator: "\n").sorted() == expected.split(separator: "\n").sorted())
    }
}
