import TaskPaper

/// A task's lines placed into a section.
struct Placement: Sendable {
    var document: Document
    /// The task line's index in `document`.
    var line: Int
    /// Whether the section's header had to be written.
    var createdSection: Bool
    /// Whether a blank line was written after a new section to set it apart
    /// from the file's other content.
    var addedSeparator: Bool
}

extension Document {
    /// Inserts a task's lines (task line first) into `section`: before the task
    /// now at `position` (file order), or at the end of the section for nil or
    /// a position past its end. The lines take the level of the section's
    /// tasks; in a section without tasks, at `level` when given (so a task
    /// written flat under its header goes back flat), else one below the header.
    /// A missing section is created first (see `sectionInsertion`).
    func insertingTask(
        _ lines: [LineSlice], into section: Section, at position: Int? = nil,
        level preferred: Int? = nil
    ) -> Placement {
        let layout = Layout(self)
        guard let span = layout[section] else {
            let header = [newLine(section.title + ":", level: 1)] + reindented(lines, by: 2 - lines[0].level)
            // The first place where the new lines take over none of the file's
            // lines; at the end of the file they cannot.
            let owners = layout.owners(in: self)
            for (at, separator) in sectionInsertions(for: section, layout: layout) {
                let new = separator ? header + [newLine("", level: 1)] : header
                let doc = replacing(lines: at..<at, with: new)
                if insertionKeepsLines(at: at, count: new.count, result: doc, before: owners) {
                    return Placement(document: doc, line: at + 1, createdSection: true, addedSeparator: separator)
                }
            }
            return Placement(
                document: replacing(lines: lineCount..<lineCount, with: header), line: lineCount + 1, createdSection: true,
                addedSeparator: false)
        }
        let at: Int, level: Int
        if let p = position, p < span.tasks.count {
            (at, level) = (span.tasks[p], self.level(span.tasks[p]))
        } else if let last = span.tasks.last {
            (at, level) = (subtreeContentEnd(last), self.level(last))
        } else {
            let headerLevel = self.level(span.header)
            (at, level) = (appendIndex(under: span.header), max(headerLevel, preferred ?? headerLevel + 1))
        }
        return Placement(
            document: replacing(lines: at..<at, with: reindented(lines, by: level - lines[0].level)),
            line: at, createdSection: false, addedSeparator: false)
    }

    /// Where a missing section's header goes, keeping the order Floating,
    /// Today, Tomorrow at the top of the file: before the first existing
    /// section that comes after it, else after the last one before it, else at
    /// the top (after lines indented with no project above them) — followed
    /// by a blank line when other content starts there.
    /// Where a missing section's header may go, best first: the place
    /// `sectionInsertion` picks, then before each later top-level line (so
    /// after flat tasks of the user's at the top, which a header above them
    /// would read as its own); the end of the file is the last resort.
    func sectionInsertions(for section: Section, layout: Layout) -> [(line: Int, separator: Bool)] {
        let first = sectionInsertion(for: section, layout: layout)
        // A header right above a flat task would take it: those places are not tried.
        let later = ((first.line + 1)..<max(first.line + 1, lineCount)).filter {
            kind($0) != .blank && kind($0) != .task && level($0) == 1
        }
        return [first] + later.map { ($0, true) }
    }

    func sectionInsertion(for section: Section, layout: Layout) -> (line: Int, separator: Bool) {
        let all = Section.allCases
        if let next = all.filter({ $0.order > section.order }).lazy.compactMap({ layout[$0] }).first {
            return (next.header, false)
        }
        if let end = all.filter({ $0.order < section.order }).compactMap({ layout[$0]?.end }).max() {
            return (end, false)
        }
        // At the top — but after any indented lines the file starts with: a
        // header above them would adopt them as its own content.
        // (Judged on the raw bytes: TaskPaper 3 reads a one-line file's leading
        // spaces as text, but as indentation once there is a second line.)
        let firstTopLevel =
            lineIndices.first { k in
                kind(k) != .blank && level(k) == 1 && bytes[range(k).lowerBound] != 0x20 && bytes[range(k).lowerBound] != 0x09
            } ?? lineCount
        let indentedFirst = (0..<firstTopLevel).contains { kind($0) != .blank }
        let top = indentedFirst ? firstTopLevel : 0
        return (top, top < lineCount && kind(top) != .blank)
    }

    /// Moves a task with everything under it to the end of another section.
    func movingTask(at line: Int, to section: Section) -> Placement {
        let taskLines = standaloneLines(line..<subtreeContentEnd(line))
        return removingTask(at: line).insertingTask(taskLines, into: section)
    }
}
