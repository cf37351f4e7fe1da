import TaskPaper

/// The archive beside the todo file (`todo.archive.taskpaper`): expired and
/// deleted tasks under a top-level project per day, `2026-11-21:`. Every
/// task is its own entry, however many share its lines: appending adds one
/// entry per task, and a task that comes back into the file (a delete
/// undone) takes one copy back out.
public enum Archive {
    /// The archive document with `tasks` appended under their days' projects.
    /// Projects missing from the archive are added at its end, after a blank
    /// line; everything already there keeps its bytes. Each day's tasks go
    /// in with one edit, so the time grows with the archive and the tasks,
    /// not with their product (a new day may expire many thousands at once).
    public static func appending(_ tasks: [ArchivedTask], to archive: Document) -> Document {
        appendingByDay(tasks, to: archive) ?? appendingOneByOne(tasks, to: archive)
    }

    /// Appends one task at a time, each an edit of the whole document: what
    /// `appending` means, and what it does with the rare files and tasks
    /// `appendingByDay` leaves to it.
    static func appendingOneByOne(_ tasks: [ArchivedTask], to archive: Document) -> Document {
        var document = archive
        for task in tasks where !task.lines.isEmpty {
            let project =
                dayProject(task.day, in: document)
                ?? {
                    document = addingProject(task.day, to: document)
                    return document.lineCount - 1
                }()
            let at = document.appendIndex(under: project)
            // Each line keeps its depth below the task, which sits one level under the day.
            let text = written(task)
            let lines = text.indices.map { k in document.newLine(text[k], level: 2 + depth(task, k)) }
            document = document.replacing(lines: at..<at, with: lines)
        }
        return document
    }

    /// The archive without the copies of `tasks` (the last one under its
    /// day for each); a day project left empty goes too, with the blank line
    /// written before it when it was the last thing in the file.
    public static func removing(_ tasks: [ArchivedTask], from archive: Document) -> Document {
        var document = archive
        for task in tasks {
            guard let (project, line) = locate(task, in: document) else { continue }
            document = document.replacing(lines: line..<document.subtreeContentEnd(line), with: [])
            guard document.subtreeContentEnd(project) == project + 1 else { continue }
            let atEnd = document.subtreeEnd(project) == document.lineCount
            let lo = atEnd && project > 0 && document.kind(project - 1) == .blank ? project - 1 : project
            document = document.replacing(lines: lo..<(atEnd ? document.lineCount : project + 1), with: [])
        }
        return document
    }

    /// The day project and line of the task's copy: under its day, or, for
    /// a deleted task (a floating one is filed under the day of its delete,
    /// which an undo on a later day cannot know), under the latest day that
    /// holds it.
    private static func locate(_ task: ArchivedTask, in document: Document) -> (Int, Int)? {
        if let project = dayProject(task.day, in: document), let line = copy(of: task, under: project, in: document) {
            return (project, line)
        }
        guard task.deletedOn != nil else { return nil }
        for project in document.children(of: nil).reversed() where document.kind(project) == .project {
            if Day(document.displayText(project)) != nil, let line = copy(of: task, under: project, in: document) {
                return (project, line)
            }
        }
        return nil
    }

    /// The task's lines as the archive holds them: a task deleted by hand
    /// says so on its first line, `@deleted(YYYY-MM-DD)`.
    static func written(_ task: ArchivedTask) -> [String] {
        guard let day = task.deletedOn, let first = task.lines.first else { return task.lines }
        let line = Document(first)
        let marked = line.hasTag(deletedTag, on: 0) ? line : line.settingTag(deletedTag, value: day.description, on: 0)
        return [marked.body(0)] + task.lines.dropFirst()
    }

    static let deletedTag = "deleted"

    /// The last task under the day project whose lines (text and depth, blank
    /// lines aside) are the task's, deleted or not as the task is (the day of
    /// a delete may differ: an undo on a later day still finds its copy).
    static func copy(of task: ArchivedTask, under project: Int, in document: Document) -> Int? {
        let wanted = task.lines.indices.map { LineOfTask(depth: depth(task, $0), text: task.lines[$0]) }
        return document.children(of: project).last { k in
            guard document.hasTag(deletedTag, on: k) == (task.deletedOn != nil) else { return false }
            let lines = (k..<document.subtreeContentEnd(k)).filter { document.kind($0) != .blank }
            var found = lines.map { LineOfTask(depth: document.level($0) - document.level(k), text: document.body($0)) }
            if task.deletedOn != nil, !found.isEmpty {
                found[0].text = Document(found[0].text).removingTag(deletedTag, from: 0).body(0)
            }
            return found == wanted
        }
    }

    private struct LineOfTask: Equatable {
        var depth: Int
        var text: String
    }

    static func depth(_ task: ArchivedTask, _ k: Int) -> Int {
        k < task.depths.count ? task.depths[k] : (k == 0 ? 0 : 1)
    }

    /// The line of the top-level project named after the day.
    static func dayProject(_ day: Day, in document: Document) -> Int? {
        let name = day.description
        return document.children(of: nil).first { document.kind($0) == .project && document.displayText($0) == name }
    }

    private static func addingProject(_ day: Day, to document: Document) -> Document {
        var lines = [document.newLine(day.description + ":", level: 1)]
        if let last = document.lineIndices.last, document.kind(last) != .blank {
            lines.insert(document.newLine("", level: 1), at: 0)
        }
        return document.replacing(lines: document.lineCount..<document.lineCount, with: lines)
    }
}
