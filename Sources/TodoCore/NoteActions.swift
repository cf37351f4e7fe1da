import TaskPaper

// The actions on a task's notes. Notes are the non-task lines under a task,
// addressed by their 0-based index in file order.

/// Appends a note one level below the task, after its notes and subtasks.
func addNote(_ task: TodoTask, _ raw: String, list: TodoList) throws(TodoError) -> Outcome {
    let text = try validNote(raw)
    let doc = list.document
    let at = doc.appendIndex(under: task.line)
    let edited = doc.replacing(lines: at..<at, with: [doc.newLine(text, level: doc.level(task.line) + 1)])
    return finish("Added a note to “\(task.name)”", before: list.snapshot(task), document: edited, line: task.line)
}

func editNote(_ task: TodoTask, index: Int, _ raw: String, list: TodoList) throws(TodoError) -> Outcome {
    let text = try validNote(raw)
    let doc = list.document
    let line = try noteLine(task, index: index, in: doc)
    var note = doc.line(line)
    guard note.body != Array(text.utf8) else {
        return unchanged(task, list: list, "Note \(index + 1) of “\(task.name)” already says that")
    }
    note.body = Array(text.utf8)
    return finish(
        "Edited note \(index + 1) of “\(task.name)”", before: list.snapshot(task),
        document: doc.replacing(lines: line..<(line + 1), with: [note]), line: task.line)
}

func deleteNote(_ task: TodoTask, index: Int, list: TodoList) throws(TodoError) -> Outcome {
    let doc = list.document
    let line = try noteLine(task, index: index, in: doc)
    return finish(
        "Deleted note \(index + 1) of “\(task.name)”", before: list.snapshot(task),
        document: doc.replacing(lines: line..<(line + 1), with: []), line: task.line)
}

private func noteLine(_ task: TodoTask, index: Int, in doc: Document) throws(TodoError) -> Int {
    let lines = doc.noteLines(of: task.line)
    guard lines.indices.contains(index) else { throw .noteGone(task.ref, index: index) }
    return lines[index]
}

/// A note as it will be written: trimmed, not empty, on one line, and not
/// something TaskPaper would read as a task.
func validNote(_ raw: String) throws(TodoError) -> String {
    let text = String(raw.trimmingWhitespace())
    guard !text.isEmpty else { throw .emptyNote }
    guard !text.containsLineBreak else { throw .noteHasLineBreak }
    if text.hasPrefix("-"), let second = text.dropFirst().first, second.isWhitespace { throw .noteLooksLikeTask }
    return text
}
