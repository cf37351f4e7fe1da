import TodoCore
import TaskPaper

/// One version's copy of a task.
struct TaskCopy {
    let version: Version
    /// Index in `version.tasks`.
    let index: Int

    var part: Version.TaskPart { version.tasks[index] }

    var doc: Document { version.doc }
    var name: String { version.name(of: part) }
    var section: Section { part.section }
    var body: ArraySlice<Int> { version.body(of: part) }
    func tag(_ name: String) -> TagState { TagState(doc.tag(name, on: part.line)) }
    var tagNames: [String] { doc.tags(part.line).map(\.name) }
    /// Every tag written on the line, repeated names included.
    var occurrences: [Tag] { doc.tagOccurrences(part.line).filter { !Tag.reservedNames.contains($0.name) } }

    /// Same line, section and body.
    func same(as other: TaskCopy) -> Bool { Version.same(version, index, other.version, other.index) }

    /// The copy as it is.
    var merged: MergedTask { MergedTask(version, index) }
}

/// A task of the merged file: its line and its body's line numbers,
/// written at `level`.
struct MergedTask {
    enum Line {
        /// A line of one version (by `Version.side`), as it is.
        case copied(side: Int, line: Int)
        /// A line rewritten by the merge, terminator included.
        case written([UInt8])
    }

    var section: Section
    var line: Line
    var level: Int
    var body: ArraySlice<Int>

    init(section: Section, line: Line, level: Int, body: ArraySlice<Int>) {
        (self.section, self.line, self.level, self.body) = (section, line, level, body)
    }

    /// Task `index` of the version, as it is.
    init(_ version: Version, _ index: Int) {
        let part = version.tasks[index]
        self.init(
            section: part.section, line: .copied(side: version.side, line: part.line), level: part.level,
            body: version.body(of: part))
    }
}

/// The merged tasks of every identity, in identity order: none (deleted),
/// one, or two (renamed differently on both sides). A task ours has as it
/// is — most of them — is kept as its index, without a `MergedTask`.
struct MergedTasks {
    let ours: Version
    /// Per identity: ≥ 0, ours' task of that index as it is; -1, no task;
    /// below, the group at -2 - kind in `groups`.
    private var kinds: [Int32] = []
    private var groups: [[MergedTask]] = []

    init(ours: Version, capacity: Int) {
        self.ours = ours
        kinds.reserveCapacity(capacity)
    }

    var count: Int { kinds.count }

    mutating func append(_ tasks: [MergedTask]) {
        if tasks.isEmpty {
            kinds.append(-1)
        } else {
            kinds.append(Int32(-2 - groups.count))
            groups.append(tasks)
        }
    }

    /// Ours' task `index`, as it is.
    mutating func appendOurs(_ index: Int) { kinds.append(Int32(index)) }

    /// How many tasks the identity merged into.
    func size(_ id: Int) -> Int {
        let kind = Int(kinds[id])
        return kind >= 0 ? 1 : kind == -1 ? 0 : groups[-2 - kind].count
    }

    /// The section of the identity's first task (nil: no task).
    func section(_ id: Int) -> Section? {
        let kind = Int(kinds[id])
        return kind >= 0 ? ours.tasks[kind].section : kind == -1 ? nil : groups[-2 - kind][0].section
    }

    /// The identity's tasks: `asItIs` with the index of ours' task taken
    /// as it is, else `task` with each task.
    func forEach(of id: Int, asItIs: (Int) -> Void, task: (MergedTask) -> Void) {
        let kind = Int(kinds[id])
        if kind >= 0 {
            asItIs(kind)
        } else if kind < -1 {
            for t in groups[-2 - kind] { task(t) }
        }
    }
}

/// Merges one task's copies (any may be missing) into the tasks to write:
/// none (deleted), one, or two (renamed differently on both sides).
func mergeTask(base: TaskCopy?, ours: TaskCopy?, theirs: TaskCopy?, distinct: Bool, report: inout MergeReport)
    -> [MergedTask]
{
    guard let ours, let theirs else {
        guard let kept = ours ?? theirs else { return [] }
        guard let base else { return [kept.merged] }
        // Deleted on one side: gone, unless the other side changed it.
        if kept.same(as: base) { return [] }
        report.keptDespiteDeletion.append(kept.name)
        report.decided.append(
            MergeDecision(
                task: kept.name, outcome: .kept, against: ours == nil ? .ours : .theirs, lost: .deleted,
                won: changes(from: base, to: kept)))
        return [kept.merged]
    }
    if ours.same(as: theirs) { return [ours.merged] }
    if let base, ours.same(as: base) { return [theirs.merged] }
    if let base, theirs.same(as: base) { return [ours.merged] }
    return fieldMerge(base: base, ours: ours, theirs: theirs, distinct: distinct, report: &report)
}

/// Both sides changed the task: its name, each tag, its section and its
/// body merge on their own.
private func fieldMerge(base: TaskCopy?, ours: TaskCopy, theirs: TaskCopy, distinct: Bool, report: inout MergeReport)
    -> [MergedTask]
{
    let repeated = TagMultiset.repeatedNames([ours, theirs] + (base.map { [$0] } ?? []))
    var names: [String] = []
    for name in ours.tagNames + theirs.tagNames + (base?.tagNames ?? []) where !names.contains(name) {
        names.append(name)
    }
    var tags: [String: TagState] = [:]
    var multisets: [String: [String?]] = [:]
    for name in names {
        if repeated.contains(name) {
            multisets[name] = TagMultiset.merge(name, base: base, ours: ours, theirs: theirs)
            continue
        }
        tags[name] = merge3(base: base?.tag(name), ours: ours.tag(name), theirs: theirs.tag(name)) {
            TagRules.resolve(name, ours: $0, theirs: $1)
        }
    }
    let section = placement(base: base, ours: ours, theirs: theirs, tags: &tags, report: &report)
    if section == .later { tags["day"] = laterDay(base: base, ours: ours, theirs: theirs, merged: tags["day"]) }
    let name = merge3(base: base?.name, ours: ours.name, theirs: theirs.name) { o, _ in o }
    let body =
        base.map { LineHunks.merge(base: Array($0.body), ours: Array(ours.body), theirs: Array(theirs.body)) }
        ?? SequenceDiff.merge(base: nil, ours: Array(ours.body), theirs: Array(theirs.body), distinct: distinct)
    if body.conflicts > 0 { report.notesKeptBoth.append(name) }
    if let base { reportTags(base: base, ours: ours, theirs: theirs, merged: tags, multisets: multisets, task: name, &report) }
    let line = rewrittenLine(ours, name: name, tags: tags, multisets: multisets, order: names)
    var out = [MergedTask(section: section, line: .written(line), level: ours.part.level, body: body.elements[...])]
    if let base, ours.name != base.name, theirs.name != base.name, ours.name != theirs.name {
        // Renamed differently on both sides: nothing typed is lost. Both
        // tasks carry the other changes, whichever side is ours.
        report.renamedBoth.append(theirs.name)
        let renamed = rewrittenLine(ours, name: theirs.name, tags: tags, multisets: multisets, order: names)
        out.append(MergedTask(section: section, line: .written(renamed), level: ours.part.level, body: out[0].body))
    }
    return out
}

/// Tags both sides changed: one value kept and one dropped, or a tag
/// written more than once merged value by value.
private func reportTags(
    base: TaskCopy, ours: TaskCopy, theirs: TaskCopy, merged: [String: TagState], multisets: [String: [String?]],
    task: String, _ report: inout MergeReport
) {
    let text = { (name: String, state: TagState) in state.isPresent ? Tag.text(name: name, value: state.value) : nil }
    for (name, kept) in merged.sorted(by: { $0.key < $1.key }) {
        let (b, o, t) = (base.tag(name), ours.tag(name), theirs.tag(name))
        guard o != b, t != b, o != t, kept == o || kept == t else { continue }
        report.tagConflicts.append(
            .init(task: task, tag: name, kept: text(name, kept), dropped: text(name, kept == o ? t : o)))
    }
    for (name, values) in multisets.sorted(by: { $0.key < $1.key }) {
        let counted = { (copy: TaskCopy) in
            copy.occurrences.filter { $0.name == name }.map { $0.value.map { "(" + $0 } ?? "" }.sorted()
        }
        let (b, o, t) = (counted(base), counted(ours), counted(theirs))
        guard o != b, t != b, o != t else { continue }
        let line = values.map { Tag.text(name: name, value: $0) }.joined(separator: " ")
        report.tagsCombined.append(.init(task: task, tag: name, kept: line.isEmpty ? nil : line, dropped: nil))
    }
}

/// The task's section, and its `@day` and `@delayed` to go with it. Moved
/// differently on both sides: the side that delayed it, else ours. Checked
/// on one side and delayed on the other: done where it was checked, not
/// delayed (a done task needs no delay). Any other move and a check
/// combine: moved, and checked. A task moved on one side only takes that
/// side's `@day` with the section (none in Floating), so the merged day
/// never contradicts the section.
private func placement(
    base: TaskCopy?, ours: TaskCopy, theirs: TaskCopy, tags: inout [String: TagState], report: inout MergeReport
) -> Section {
    let delayed = { (copy: TaskCopy) in copy.tag("delayed").isPresent && !(base?.tag("delayed").isPresent ?? false) }
    var section = merge3(base: base?.section, ours: ours.section, theirs: theirs.section) { o, t in
        delayed(theirs) && !delayed(ours) ? t : o
    }
    guard ours.section != theirs.section else { return section }
    let oursDone = ours.tag("done").isPresent, theirsDone = theirs.tag("done").isPresent
    if !(base?.tag("done").isPresent ?? false), oursDone != theirsDone, delayed(oursDone ? theirs : ours) {
        section = (oursDone ? ours : theirs).section
        report.decided.append(
            MergeDecision(
                task: ours.name, outcome: .doneNotDelayed, against: oursDone ? .theirs : .ours, lost: .delayed,
                won: [.checked]))
    }
    let placed = ours.section == section ? ours : theirs
    for name in ["day", "delayed"] { tags[name] = placed.tag(name) }
    return section
}

/// Ours' task line with the merged name and tags; unchanged bytes when they
/// are ours already.
private func rewrittenLine(
    _ ours: TaskCopy, name: String, tags: [String: TagState], multisets: [String: [String?]], order: [String]
) -> [UInt8] {
    let doc = ours.doc, k = ours.part.line
    var body = Document(bytes: doc.bodyBytes(k))
    if name != ours.name { body = body.replacingDisplayText(of: 0, with: name) }
    for tagName in order {
        if let values = multisets[tagName] {
            body = TagMultiset.apply(values, name: tagName, to: body)
            continue
        }
        let want = tags[tagName] ?? .absent
        if TagState(body.tag(tagName, on: 0)) == want { continue }
        switch want {
        case .absent:
            var guardCount = 0
            while body.hasTag(tagName, on: 0) && guardCount < 64 {
                body = body.removingTag(tagName, from: 0)
                guardCount += 1
            }
        case .present(let value) where body.hasTag(tagName, on: 0):
            body = body.settingTag(tagName, value: value, on: 0)
        case .present(let value):
            body = TagPlace.inserting(tagName, value: value, into: body)
        }
    }
    let indent = doc.bytes[doc.range(k).lowerBound..<doc.bodyRange(k).lowerBound]
    let ending = doc.ending(k) == .none ? doc.style.lineEnding.bytes : doc.ending(k).bytes
    return Array(indent) + body.bytes + ending
}
