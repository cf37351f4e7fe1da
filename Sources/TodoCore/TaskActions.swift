import TaskPaper

// The actions on whole tasks: add, check, delay, rename, priority, delete.

func addTask(_ section: Section, name raw: String, priority: Int, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    let name = try validName(raw)
    guard (1...3).contains(priority) else { throw .priorityOutOfRange(priority) }
    if section == .floating && list.tasks(in: .floating).count >= floatingLimit {
        throw .floatingFull(limit: floatingLimit)
    }
    var text = "- " + name
    switch section {
    case .floating, .later: break
    case .today: text += " @day(\(today))"
    case .tomorrow: text += " @day(\(today.next))"
    case .routines: throw .routineNeedsSchedule
    }
    if priority > 1 { text += " @priority(\(priority))" }
    let doc = list.document
    let placement = doc.insertingTask([doc.newLine(text, level: 2)], into: section)
    let added = placement.document.displayText(placement.line)
    return finish(
        "Added “\(added)” to \(section.title)", before: nil, document: placement.document,
        line: placement.line, placement: placement)
}

func setDone(_ task: TodoTask, _ done: Bool, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    guard task.isDone != done else {
        return unchanged(task, list: list, done ? "“\(task.name)” is already checked" : "“\(task.name)” is not checked")
    }
    var doc = list.document
    if done {
        doc = doc.settingTag("done", value: today.description, on: task.line)
    } else {
        while doc.hasTag("done", on: task.line) { doc = doc.removingTag("done", from: task.line) }
    }
    return finish(
        "\(done ? "Checked" : "Unchecked") “\(task.name)”", before: list.snapshot(task), document: doc,
        line: task.line)
}

/// Only an open, not yet delayed Today task can be delayed: it moves to the end
/// of Tomorrow with `@day(tomorrow) @delayed`. A Tomorrow task is refused
/// rather than pushed a further day: it is already as late as a delay can make it.
func delay(_ task: TodoTask, list: TodoList, today: Day) throws(TodoError) -> Outcome {
    if task.section == .floating { throw .delayFloating(task.name) }
    if task.isDone { throw .delayDone(task.name) }
    if task.section == .tomorrow { throw .delayTomorrow(task.name) }
    if task.section == .later { throw .delayLater(task.name) }
    try refuseMovingRoutineTask(task, list: list, today: today)
    if task.isDelayed { throw .delayAlreadyDelayed(task.name) }
    let tagged = list.document
        .settingTag("day", value: today.next.description, on: task.line)
        .settingTag("delayed", value: nil, on: task.line)
    let placement = tagged.movingTask(at: task.line, to: .tomorrow)
    return finish(
        "Delayed “\(task.name)” to tomorrow", before: list.snapshot(task), document: placement.document,
        line: placement.line, placement: placement)
}

/// The new text is the name and the user's tags after it (`Buy milk
/// @store`), as a rename field shows them; txtodo's own tags stay. When the
/// user's tags are the same, only the name's bytes change.
func rename(_ task: TodoTask, to raw: String, list: TodoList) throws(TodoError) -> Outcome {
    let text = try validName(raw)
    let old = task.nameAndTags
    guard text != old else { return unchanged(task, list: list, "“\(old)” already has that name") }
    let typed = Document("- " + text)
    if task.section == .routines { try refuseTakenRoutineName(typed.displayText(0), renaming: task, list: list) }
    let doc: Document
    if typed.userTags(on: 0) == task.tags {
        doc = list.document.replacingDisplayText(of: task.line, with: typed.displayText(0))
    } else {
        let own = list.document.ownTrailingTags(on: task.line)
        doc = list.document.replacingTextAndTrailingTags(of: task.line, with: ([text] + own).joined(separator: " "))
    }
    let renamed = ([doc.displayText(task.line)] + doc.userTags(on: task.line)).joined(separator: " ")
    return finish("Renamed “\(old)” to “\(renamed)”", before: list.snapshot(task), document: doc, line: task.line)
}

/// Priority 1 is the default and removes the tag; 2 and 3 set it.
func setPriority(_ task: TodoTask, _ priority: Int, list: TodoList) throws(TodoError) -> Outcome {
    guard (1...3).contains(priority) else { throw .priorityOutOfRange(priority) }
    let doc = list.document
    let current = doc.tag("priority", on: task.line)
    let edited: Document
    if priority == 1 {
        guard current != nil else { return unchanged(task, list: list, "“\(task.name)” already has priority 1") }
        edited = doc.removingTag("priority", from: task.line)
    } else {
        guard current?.value != String(priority) else {
            return unchanged(task, list: list, "“\(task.name)” already has priority \(priority)")
        }
        edited = doc.settingTag("priority", value: String(priority), on: task.line)
    }
    return finish(
        "Set “\(task.name)” to priority \(priority)", before: list.snapshot(task), document: edited,
        line: task.line)
}

/// A deleted task goes to the archive, marked deleted; a routine does not
/// (it is no day's task).
func deleteTask(_ task: TodoTask, list: TodoList, today: Day) -> Outcome {
    let snapshot = list.snapshot(task)
    return finish(
        "Deleted \(task.section == .routines ? "the routine " : "")“\(task.name)”", before: snapshot,
        document: list.document.removingTask(at: task.line), line: nil,
        removed: task.section == .routines ? [] : [snapshot.archived(today: today)])
}

/// The tags txtodo reads and writes itself; in a name they would act as the
/// real thing (a checked, archived or delayed task). Other tags stay the user's.
public let ownTags: Set<String> = ["day", "done", "delayed", "priority", "every", "made", "since", "routine"]

/// A name as it will be written: trimmed, not empty, on one line, read
/// back as a task with a name (not as tags only), without txtodo's own tags.
func validName(_ raw: String) throws(TodoError) -> String {
    let name = String(raw.trimmingWhitespace())
    guard !name.isEmpty else { throw .emptyName }
    guard !name.containsLineBreak else { throw .nameHasLineBreak }
    let probe = Document("- " + name)
    guard probe.kind(0) == .task, !probe.displayText(0).isEmpty else { throw .nameIsOnlyTags(name) }
    if let own = probe.tagOccurrences(0).first(where: { ownTags.contains($0.name) }) { throw .nameHasOwnTag(own.name) }
    return name
}

extension String {
    /// Whether the text holds a character TaskPaper (or a terminal) would break a line at.
    var containsLineBreak: Bool {
        unicodeScalars.contains { Character($0).isNewline || $0 == "\u{2B7F}" }
    }
}
