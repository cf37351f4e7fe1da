@_exported import TodoCore

/// The merged file and what the merge did.
public struct MergeResult: Sendable {
    /// The merged bytes: lines nobody changed keep their exact bytes.
    public var bytes: [UInt8]
    public var report: MergeReport
    public var document: Document { Document(bytes: bytes) }
}

/// Merges two versions of a todo file changed apart from a common `base`
/// (nil when the history is unknown: then a two-way union). Pure: no clock,
/// no files. The daily rules are not applied here — the caller runs
/// `rollOver(_:today:)` on the result. An archive file (only day projects
/// at the top level) merges as a union of its entries.
public func merge(base: Document?, ours: Document, theirs: Document) -> MergeResult {
    if ArchiveMerge.isArchive(ours), ArchiveMerge.isArchive(theirs), base.map(ArchiveMerge.isArchive) ?? true {
        return ArchiveMerge.merge(base: base, ours: ours, theirs: theirs)
    }
    var lines = LineTable()
    let b = base.map { Version($0, lines: &lines) }
    let o = Version(ours, lines: &lines), t = Version(theirs, lines: &lines)
    var report = MergeReport()
    let identity = TaskIdentity(base: b, ours: o, theirs: t)
    reportChanges(identity, into: &report)
    let tasks: [[MergedTask]] = identity.copies.map {
        mergeTask(base: $0.base, ours: $0.ours, theirs: $0.theirs, report: &report)
    }
    let sections = TaskOrder(identity: identity, base: b, ours: o, theirs: t).sections(tasks)
    report.floatingCount = sections[.floating]?.count ?? 0
    var writer = MergeWriter(base: b, ours: o, theirs: t, lines: lines)
    let bytes = writer.write(sections: sections, report: &report)
    return MergeResult(bytes: bytes, report: report)
}

/// Each side's changes to each task, against the base.
private func reportChanges(_ identity: TaskIdentity, into report: inout MergeReport) {
    for copies in identity.copies {
        reportSide(copies.base, copies.ours, side: .ours, into: &report)
        reportSide(copies.base, copies.theirs, side: .theirs, into: &report)
    }
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

private func changes(from base: TaskCopy, to copy: TaskCopy) -> [MergeReport.Change] {
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
    if base.part.body != copy.part.body { out.append(.notes) }
    return out
}
