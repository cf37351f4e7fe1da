import TodoCore
import TaskPaper

/// The merged file and what the merge did.
public struct MergeResult: Sendable {
    /// The merged bytes: lines nobody changed keep their exact bytes.
    public var bytes: [UInt8]
    public var report: MergeReport
    /// Tasks the daily rules took out of ours or theirs before the merge
    /// (not out of the base): for the caller to archive.
    public var expired: [ArchivedTask] = []
    public var document: Document { Document(bytes: bytes) }
}

/// Merges two versions of a todo file changed apart from a common `base`
/// (nil when the history is unknown: then a two-way union). Pure: no clock,
/// no files. With `today`, the three versions are first brought to that day
/// with the daily rules (`SameDay`), so a move both machines' rules made is
/// neither side's change; the caller archives `expired`. An archive file
/// (only day projects at the top level) merges as a union of its entries.
/// `renames`: renames each side is known to have made (from the version
/// logs), taken as evidence of which task is which.
public func merge(
    base: Document?, ours: Document, theirs: Document, today: Day?, renames: KnownRenames = KnownRenames()
) -> MergeResult {
    let day = SameDay(base: base, ours: ours, theirs: theirs, today: today)
    var result = merge(base: day.base, ours: day.ours, theirs: day.theirs, shortcuts: true, renames: renames)
    result.expired = day.expired
    return result
}

/// The merge of versions of one day (no daily rules applied).
public func merge(base: Document?, ours: Document, theirs: Document) -> MergeResult {
    merge(base: base, ours: ours, theirs: theirs, shortcuts: true)
}

/// `shortcuts`: whether to take the ways that only save time (tasks alike
/// in all three versions taken at once, names known from where they were,
/// sequences of distinct elements matched in one pass). Without them every
/// step is taken the long way, with the same result.
func merge(
    base: Document?, ours: Document, theirs: Document, shortcuts: Bool, renames: KnownRenames = KnownRenames()
) -> MergeResult {
    let (ours, theirs) = (Restyle.following(base, ours, other: theirs), Restyle.following(base, theirs, other: ours))
    if ArchiveMerge.isArchive(ours), ArchiveMerge.isArchive(theirs), base.map(ArchiveMerge.isArchive) ?? true {
        return ArchiveMerge.merge(base: base, ours: ours, theirs: theirs)
    }
    var lines = LineTable()
    var names = NameTable(capacity: ours.lineCount)
    let b = base.map { Version($0, side: 0, like: nil, lines: &lines, names: &names) }
    let o = Version(ours, side: 1, like: shortcuts ? b : nil, lines: &lines, names: &names)
    let t = Version(theirs, side: 2, like: shortcuts ? b ?? o : nil, lines: &lines, names: &names)
    var report = MergeReport()
    let identity = TaskIdentity(base: b, ours: o, theirs: t, names: names.count, renames: renames)
    report.ambiguous = identity.ambiguous
    let tasks = mergeTasks(identity, shortcuts: shortcuts, report: &report)
    let sections = TaskOrder(identity: identity, tasks: tasks, distinct: shortcuts).sections()
    report.floatingCount = (sections[.floating] ?? []).reduce(0) { $0 + tasks.size($1) }
    report.floatingBefore = o.taskRange(.floating).count
    var writer = MergeWriter(base: b, ours: o, theirs: t, lines: lines, distinct: shortcuts)
    let bytes = writer.write(sections: sections, tasks: tasks, report: &report)
    return MergeResult(bytes: bytes, report: report)
}

/// Each task merged, and each side's changes to it reported against the
/// base. A task all three versions have alike is taken as it is.
private func mergeTasks(_ identity: TaskIdentity, shortcuts: Bool, report: inout MergeReport) -> MergedTasks {
    var tasks = MergedTasks(ours: identity.ours, capacity: identity.count)
    for id in 0..<identity.count {
        let (j, k) = (identity.oursIndex[id], identity.theirsIndex[id])
        // Both read as equal to the base while reading, or compared now.
        if shortcuts, let base = identity.base, id < identity.baseCount, j >= 0, k >= 0,
            (identity.ours.sameAs[j] == id && identity.theirs.sameAs[k] == id)
                || (Version.same(identity.ours, j, identity.theirs, k) && Version.same(identity.ours, j, base, id))
        {
            tasks.appendOurs(j)
            continue
        }
        let copies = identity.copies(id)
        reportSide(copies.base, copies.ours, side: .ours, into: &report)
        reportSide(copies.base, copies.theirs, side: .theirs, into: &report)
        let merged = mergeTask(
            base: copies.base, ours: copies.ours, theirs: copies.theirs, distinct: shortcuts, report: &report)
        report.toOurs.count(copies.ours, merged, versions: identity.version)
        report.toTheirs.count(copies.theirs, merged, versions: identity.version)
        tasks.append(merged)
    }
    return tasks
}

private func reportSide(_ base: TaskCopy?, _ copy: TaskCopy?, side: MergeReport.Side, into report: inout MergeReport) {
    switch (base, copy) {
    case (nil, let copy?):
        report.changes.append(.init(side: side, task: copy.name, change: .added))
    case (let base?, nil):
        report.changes.append(.init(side: side, task: base.name, change: .deleted))
    case (let base?, let copy?) where !copy.same(as: base):
        for change in changes(from: base, to: copy) {
            report.changes.append(.init(side: side, task: copy.name, change: change))
        }
    case (nil, nil), (_?, _?):
        break
    }
}

func changes(from base: TaskCopy, to copy: TaskCopy) -> [MergeReport.Change] {
    var out: [MergeReport.Change] = []
    if base.name != copy.name { out.append(.renamed(from: base.name)) }
    let (wasDone, isDone) = (base.tag("done").isPresent, copy.tag("done").isPresent)
    if wasDone != isDone { out.append(isDone ? .checked : .unchecked) }
    if !base.tag("delayed").isPresent && copy.tag("delayed").isPresent {
        out.append(.delayed)
    } else if base.section != copy.section {
        out.append(.moved(to: copy.section))
    }
    let priority = TagRules.priority(copy.tag("priority"))
    if TagRules.priority(base.tag("priority")) != priority { out.append(.priority(priority)) }
    let own = { (c: TaskCopy) in c.occurrences.filter { !TodoCore.ownTags.contains($0.name) }.map { [$0.name, $0.value] } }
    if own(base) != own(copy) { out.append(.tags) }
    if !base.body.elementsEqual(copy.body) { out.append(.notes) }
    return out
}
