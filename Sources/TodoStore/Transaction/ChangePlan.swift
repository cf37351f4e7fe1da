import TodoCore
import TaskPaper

/// What one try of a change does to the todo file and its archive, decided
/// from what the try read and what the change made of it before anything
/// is written. Pure: the store's transaction carries it out (archive,
/// journal, save, in that order) and hands it nothing else.
struct ChangePlan {
    /// The file's content once the change and the daily rules are applied.
    let final: Document
    /// The tasks of `final`, when the rules or the change read them.
    let list: TodoList?
    /// Whether the todo file is saved: the change, or a new day's rules,
    /// asked for a write, and the bytes differ from those read.
    let saves: Bool
    /// Tasks to add to the archive now: what expired and what the change
    /// took out, less what an earlier try of this change (or an unfinished
    /// change the journal tells of) archived already.
    let toArchive: [ArchivedTask]
    /// Whether the archive journal notes, before the save, what this change
    /// archived: the archive is written first, and a save that then fails
    /// must not archive those tasks a second time.
    let journals: Bool
    /// Tasks put back into the file, whose archived copies come out of the
    /// archive (once the file holds them, when it is saved).
    let restored: [ArchivedTask]
    /// What the change has archived over its tries once `toArchive` is in.
    let archivedAfter: ArchivedSoFar

    /// `read`: the file as this try read it; `rolled`: the daily rules
    /// applied to it; `outcome`: what the change made of it (nil: the rules
    /// alone); `archives`: the archive is kept; `soFar`: what earlier tries
    /// archived; `journalSays`: what the journal tells an unfinished change
    /// archived before this version of the file (asked only when the
    /// journal is needed).
    init(
        read: Document, rolled: RollOverResult, outcome: Outcome?, archives: Bool, soFar: ArchivedSoFar,
        journalSays: () -> [ArchivedTask]
    ) {
        final = outcome?.document ?? rolled.document
        list = outcome == nil ? rolled.list : outcome?.list
        let changes = final.bytes != read.bytes
        // With no change, only the rules of a new day are written; stamps
        // given on first sight wait for the next change (`AutomaticWrite`).
        saves = changes && (outcome != nil || AutomaticWrite.isNeeded(rolled))
        var after = soFar
        var archived = archives ? (rolled.expired + (outcome?.removed ?? [])).removingEach(of: soFar.tasks) : []
        // (An entry written to the archive alone, the file unchanged, needs
        // no note.)
        journals = !archived.isEmpty && changes
        if journals { archived = after.leavingOut(journalSays(), of: archived) }
        after.add(archived)
        toArchive = archived
        archivedAfter = after
        restored = archives ? outcome?.restored ?? [] : []
    }
}
