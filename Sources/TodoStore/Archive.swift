import TodoCore

/// The archive beside the todo file (`todo.archive.taskpaper`): expired and
/// deleted tasks under a top-level project per day, `2026-11-21:`.
enum Archive {
    /// The archive document with `tasks` appended under their days' projects.
    /// Projects missing from the archive are added at its end, after a blank
    /// line; everything already there keeps its bytes.
    static func appending(_ tasks: [ArchivedTask], to archive: Document) -> Document {
        var document = archive
        for task in tasks where !task.lines.isEmpty {
            let project = dayProject(task.day, in: document) ?? {
                document = addingProject(task.day, to: document)
                return document.lineCount - 1
            }()
            let at = document.appendIndex(under: project)
            // Each line keeps its depth below the task, which sits one level under the day.
            let lines = task.lines.indices.map { k in
                NewLine(levels: 1 + (k < task.depths.count ? task.depths[k] : (k == 0 ? 0 : 1)), text: task.lines[k])
            }
            document = document.inserting(lines, at: at)
        }
        return document
    }

    /// The line of the top-level project named after the day.
    static func dayProject(_ day: Day, in document: Document) -> Int? {
        let name = day.description
        return document.children(of: nil).first { document.kind($0) == .project && document.displayText($0) == name }
    }

    private static func addingProject(_ day: Day, to document: Document) -> Document {
        var lines = [NewLine(levels: 0, text: day.description + ":")]
        if let last = document.lineIndices.last, document.kind(last) != .blank {
            lines.insert(NewLine(levels: 0, text: ""), at: 0)
        }
        return document.inserting(lines, at: document.lineCount)
    }
}
