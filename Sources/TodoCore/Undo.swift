import TaskPaper

// Undo and redo replay a Change against the document as it is now, which may
// hold hand edits or other processes' changes made since.

/// Puts the task back as it was before the change: the lines the change
/// touched are restored, other lines are left alone. Sections the change
/// created are taken out again while they are empty. The outcome carries the
/// same change, so it can be redone.
public func undo(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    if !change.also.isEmpty { return try undoGroup(change, in: document, today: today) }
    if let swap = change.file { return try swapFile(swap, change, in: document, redo: false) }
    if !change.archived.isEmpty {
        return Outcome(
            document: document, change: change, focus: nil, removed: [], restored: change.archived,
            message: "Undone: \(change.summary).")
    }
    let (doc, focus, removed) = try replay(document, from: change.after, to: change.before, redo: false, today: today)
    let cleaned = doc.removingEmptySections(change.createdSections, separator: change.addedSeparator)
    // A delete undone: the task is back, so its archived copy comes out
    // (a routine has none).
    let restored =
        change.after == nil && change.before?.ref.section != .routines
        ? change.before.map { [$0.archived(today: today)] } ?? [] : []
    return Outcome(
        document: cleaned, change: change, focus: focus, removed: removed, restored: restored,
        message: "Undone: \(change.summary).")
}

/// Does the change again after it was undone.
public func redo(_ change: Change, in document: Document, today: Day) throws(TodoError) -> Outcome {
    if !change.also.isEmpty { return try redoGroup(change, in: document, today: today) }
    if let swap = change.file { return try swapFile(swap, change, in: document, redo: true) }
    if !change.archived.isEmpty {
        return Outcome(
            document: document, change: change, focus: nil, removed: change.archived,
            message: "Redone: \(change.summary).")
    }
    let (doc, focus, removed) = try replay(document, from: change.before, to: change.after, redo: true, today: today)
    return Outcome(document: doc, change: change, focus: focus, removed: removed, message: "Redone: \(change.summary).")
}

/// Turns the task that looks like `from` into `to` (nil: no task).
private func replay(
    _ doc: Document, from: TaskState?, to: TaskState?, redo: Bool,
    today: Day
) throws(TodoError) -> (Document, TaskRef?, [ArchivedTask]) {
    guard let from else {
        guard let to else { return (doc, nil, []) }
        let placement = doc.insertingTask(to.lines, into: to.ref.section, at: to.position, level: to.lines[0].level)
        return (placement.document, TodoList(document: placement.document).task(atLine: placement.line)?.ref, [])
    }
    let task = try TodoList(document: doc).locate(from, redo: redo)
    let current = doc.standaloneLines(task.line..<doc.subtreeContentEnd(task.line))
    guard let to else {
        // A delete redone archives the task again (its undo took it out);
        // an add undone archives it only if lines were added by hand since.
        let day = filingDay(task.section, day: task.day, today: today)
        let removed =
            !redo && current.keys == from.lines.keys || task.section == .routines
            ? [] : [ArchivedTask(day: day, taskLines: current, deletedOn: today)]
        return (doc.removingTask(at: task.line), nil, removed)
    }
    guard let edit = doc.patch(current, from: from.lines, to: to.lines) else {
        throw .undoConflict(from.ref, redo: redo)
    }
    if to.ref.section == task.section {
        let range = (task.line + edit.range.lowerBound)..<(task.line + edit.range.upperBound)
        var edited = doc.replacing(lines: range, with: edit.lines)
        var line = task.line
        // Moved among its section's tasks (see `reorder`): back to its place.
        if to.position != from.position {
            let list = TodoList(document: edited)
            let count = list.count(in: task.section)
            if let i = list.lineIndex(line, in: task.section), count > 0 {
                (edited, line) = edited.reorderingTask(
                    in: task.section, from: i, to: min(to.position, count - 1), level: to.lines[0].level)
            }
        }
        return (edited, TodoList(document: edited).task(atLine: line)?.ref, [])
    }
    var lines = current
    lines.replaceSubrange(edit.range, with: edit.lines)
    let placement = doc.removingTask(at: task.line)
        .insertingTask(lines, into: to.ref.section, at: to.position, level: to.lines[0].level)
    return (placement.document, TodoList(document: placement.document).task(atLine: placement.line)?.ref, [])
}

extension TaskState {
    /// The task as a delete archived it: under its day (see `filingDay`),
    /// marked deleted today.
    func archived(today: Day) -> ArchivedTask {
        let day = Document(bytes: lines[0].body).tag("day", on: 0)?.value.flatMap(Document.day)
        return ArchivedTask(day: filingDay(ref.section, day: day, today: today), taskLines: lines, deletedOn: today)
    }
}

/// The day a task deleted today is filed under in the archive: its own day
/// when that has come, else today (a floating task has no day; a Tomorrow
/// task deleted before its day never reached it).
func filingDay(_ section: Section, day: Day?, today: Day) -> Day {
    guard section != .floating, let day else { return today }
    return min(day, today)
}

extension TodoList {
    /// The task a snapshot describes: same section, name and task line; the
    /// same occurrence when several match.
    func locate(_ snapshot: TaskState, redo: Bool) throws(TodoError) -> TodoTask {
        let named = tasks(in: snapshot.ref.section).filter { $0.name == snapshot.ref.name }
        guard !named.isEmpty else { throw .undoTaskGone(snapshot.ref, redo: redo) }
        let line = snapshot.lines[0].body
        let matches = { (t: TodoTask) in document.line(t.line).body == line }
        if named.indices.contains(snapshot.ref.occurrence), matches(named[snapshot.ref.occurrence]) {
            return named[snapshot.ref.occurrence]
        }
        guard let task = named.first(where: matches) else { throw .undoConflict(snapshot.ref, redo: redo) }
        return task
    }
}

/// A line compared by what it says and how deep it sits under its task.
struct LineKey: Hashable {
    var depth: Int
    var body: [UInt8]
}

extension Array where Element == LineSlice {
    var keys: [LineKey] {
        guard let base = first?.level else { return [] }
        return map { LineKey(depth: $0.isBlank ? 0 : $0.level - base, body: $0.isBlank ? [] : $0.body) }
    }
}

extension Document {
    /// How `a` became `b`, replayed on `current`: the run of lines that differ
    /// is found in `current` (where it was, else anywhere) and replaced. Nil
    /// when those lines are no longer there.
    func patch(_ current: [LineSlice], from a: [LineSlice], to b: [LineSlice]) -> (range: Range<Int>, lines: [LineSlice])? {
        let (ka, kb, kc) = (a.keys, b.keys, current.keys)
        var p = 0
        while p < ka.count && p < kb.count && ka[p] == kb[p] { p += 1 }
        var s = 0
        while s < ka.count - p && s < kb.count - p && ka[ka.count - 1 - s] == kb[kb.count - 1 - s] { s += 1 }
        let removed = Array(ka[p..<(ka.count - s)])
        let inserted = reindented(Array(b[p..<(b.count - s)]), by: current[0].level - b[0].level)
        let at: Int
        if removed.isEmpty {
            // Pure insertion: after the line it followed, else before the line it preceded, else at the end.
            if p <= kc.count && kc[p - 1] == ka[p - 1] {
                at = p
            } else if let k = kc.firstIndex(of: ka[p - 1]) {
                at = k + 1
            } else if s > 0, let k = kc.firstIndex(of: ka[ka.count - s]) {
                at = k
            } else {
                at = kc.count
            }
        } else {
            let fits = { (k: Int) in k + removed.count <= kc.count && Array(kc[k..<(k + removed.count)]) == removed }
            if fits(p) {
                at = p
            } else if let k = kc.indices.first(where: fits) {
                at = k
            } else {
                return nil
            }
        }
        return (at..<(at + removed.count), inserted)
    }

    /// Takes out the headers of these sections when nothing is under them, and
    /// the blank line written after a new section when no section is left.
    func removingEmptySections(_ sections: [Section], separator: Bool) -> Document {
        var doc = self
        for section in sections {
            guard let span = Layout(doc)[section], span.tasks.isEmpty, span.end == span.header + 1 else { continue }
            doc = doc.replacing(lines: span.header..<(span.header + 1), with: [])
            let layout = Layout(doc)
            if separator, span.header < doc.lineCount, doc.kind(span.header) == .blank,
                Section.allCases.allSatisfy({ layout[$0] == nil })
            {
                doc = doc.replacing(lines: span.header..<(span.header + 1), with: [])
            }
        }
        return doc
    }
}
