import TaskPaper

/// Archiving many tasks at once: one edit puts every day's tasks where
/// appending them one at a time would, so the time grows with the archive
/// and the tasks, not with their product.
extension Archive {
    /// `appendingOneByOne`'s bytes, made with one edit of the document: the
    /// tasks of a day already there go after its last non-blank line, in
    /// order (a task goes before the blank lines the one before it ended
    /// with); a day missing from the archive is added at the end, after a
    /// blank line unless the file then ended with one.
    ///
    /// That holds while the new lines change nothing in how the rest of the
    /// file reads. Nil, for the one-at-a-time way, where they could: a line
    /// to write holds a line break, starts with a space or a tab (it would
    /// change the file's measure of indentation) or sits at the top level;
    /// a day's project is indented; a file of carriage returns has a blank
    /// LF line right where tasks go (each edit would join the two). A file of
    /// one line without a final newline reads its indentation anew once it
    /// has more lines, so the first task goes in alone.
    static func appendingByDay(_ tasks: [ArchivedTask], to archive: Document) -> Document? {
        var document = archive
        var tasks = tasks.filter { !$0.lines.isEmpty }[...]
        if document.lineCount == 1 && document.lacksFinalNewline, let first = tasks.popFirst() {
            document = appendingOneByOne([first], to: document)
        }
        guard !tasks.isEmpty else { return document }
        let projects = topLevelProjects(of: Set(tasks.map(\.day)), in: document)
        // Under days already there, and under the days added at the end, in the order they came.
        var under: [Run] = []
        var added: [Run] = []
        var runOfDay: [Day: (added: Bool, index: Int)] = [:]
        for task in tasks {
            let text = written(task)
            var lines: [LineSlice] = []
            lines.reserveCapacity(text.count)
            var lastNonBlank: Int?
            for k in text.indices {
                let level = 2 + depth(task, k)
                let first = text[k].utf8.first
                guard level >= 2, first != 0x20, first != 0x09, LineSlice.isOneLine(text[k]) else { return nil }
                if !LineSlice.isBlank(text[k]) { lastNonBlank = k }
                lines.append(document.newLine(text[k], level: level))
            }
            if runOfDay[task.day] == nil {
                if let project = projects[task.day] {
                    guard document.level(project) == 1 else { return nil }
                    let at = document.appendIndex(under: project)
                    if document.style.lineEnding == .cr, at < document.lineCount,
                        document.bytes[document.range(at).lowerBound] == 0x0A
                    {
                        return nil
                    }
                    runOfDay[task.day] = (false, under.count)
                    under.append(Run(at: at, head: []))
                } else {
                    var head = [document.newLine(task.day.description + ":", level: 1)]
                    if endsWithNonBlankLine(document, under: under, added: added) {
                        head.insert(document.newLine("", level: 1), at: 0)
                    }
                    runOfDay[task.day] = (true, added.count)
                    added.append(Run(at: document.lineCount, head: head))
                }
            }
            switch runOfDay[task.day]! {
            case (false, let k): under[k].insert(lines, lastNonBlank: lastNonBlank)
            case (true, let k): added[k].insert(lines, lastNonBlank: lastNonBlank)
            }
        }
        let end = document.lineCount
        var edits = under.sorted { $0.at < $1.at }.map { LineEdit(lines: $0.at..<$0.at, with: $0.lines) }
        if !added.isEmpty { edits.append(LineEdit(lines: end..<end, with: added.flatMap(\.lines))) }
        return document.replacing(edits)
    }

    /// The lines going in at one place: `head` up to its last non-blank line,
    /// then the blank lines that ended the tasks so far (kept in reverse, so
    /// that the next task's go before them in constant time).
    private struct Run {
        var at: Int
        var head: [LineSlice]
        var reversedTail: [LineSlice] = []

        var lines: [LineSlice] { head + reversedTail.reversed() }
        var isEmpty: Bool { head.isEmpty && reversedTail.isEmpty }
        /// Whether the last line is blank (the head always ends with a non-blank one).
        var endsBlank: Bool { !reversedTail.isEmpty }

        mutating func insert(_ lines: [LineSlice], lastNonBlank: Int?) {
            let split = lastNonBlank.map { $0 + 1 } ?? 0
            head += lines[..<split]
            reversedTail += lines[split...].reversed()
        }
    }

    /// Whether the document, with the runs so far in, ends with a line that
    /// is not blank: a new day's project then goes after a blank line.
    private static func endsWithNonBlankLine(_ document: Document, under: [Run], added: [Run]) -> Bool {
        if let last = added.last { return !last.endsBlank }
        // At most one day already there takes its tasks at the very end.
        if let atEnd = under.last(where: { $0.at == document.lineCount }), !atEnd.isEmpty { return !atEnd.endsBlank }
        guard let last = document.lineIndices.last else { return false }
        return document.kind(last) != .blank
    }

    /// The first top-level project named after each of `days`, as `dayProject` finds it.
    private static func topLevelProjects(of days: Set<Day>, in document: Document) -> [Day: Int] {
        var wanted: [String: Day] = [:]
        for day in days { wanted[day.description] = day }
        var found: [Day: Int] = [:]
        for line in document.children(of: nil) where document.kind(line) == .project {
            if let day = wanted[document.displayText(line)], found[day] == nil { found[day] = line }
        }
        return found
    }
}
