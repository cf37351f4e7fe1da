import TodoCore

/// One version of the file cut into what merges differently: the user's text
/// (a line sequence where each of txtodo's sections is one placeholder) and
/// the sections with their tasks.
final class Version {
    struct SectionPart {
        var header: Int
        /// Lines between the header and the first task.
        var preamble: [Int]
        /// The level of the section's tasks (one below the header when it has none).
        var taskLevel: Int
    }

    struct TaskPart {
        var section: Section
        /// The name's bytes (the text without the dash and trailing tags).
        var name: HashedBytes
        /// Among the tasks of that name in the section, in file order.
        var occurrence: Int
        /// Index among its section's tasks in file order.
        var position: Int
        var line: Int
        /// The lines after the task line up to the next task or the section's
        /// end: notes, subtasks, blank lines.
        var body: [Int]
        var level: Int

        var key: TaskKey { TaskKey(section: section, name: name, occurrence: occurrence) }
    }

    let doc: Document
    /// The user's text; numbers below `LineTable.firstLine` are sections.
    var text: [Int] = []
    var sections: [Section: SectionPart] = [:]
    var tasks: [TaskPart] = []

    init(_ doc: Document, lines: inout LineTable) {
        self.doc = doc
        let list = TodoList(document: doc)
        var blocks: [(range: Range<Int>, section: Section)] = []
        for section in Section.allCases {
            var seen: [HashedBytes: Int] = [:]
            guard let header = list.headerLine(section) else { continue }
            seen.reserveCapacity(list.tasks(in: section).count)
            let taskLines = list.tasks(in: section).map(\.line)
            var end = doc.appendIndex(under: header)
            for line in taskLines { end = max(end, doc.subtreeContentEnd(line)) }
            blocks.append((header..<end, section))
            let first = taskLines.first ?? end
            sections[section] = SectionPart(
                header: header, preamble: ((header + 1)..<first).map { lines.number($0, of: doc) },
                taskLevel: taskLines.first.map { doc.level($0) } ?? doc.level(header) + 1)
            for (i, line) in taskLines.enumerated() {
                let next = i + 1 < taskLines.count ? taskLines[i + 1] : end
                let name = HashedBytes(doc.bytes[doc.displayTextRange(line)])
                let occurrence = seen[name, default: 0]
                seen[name] = occurrence + 1
                tasks.append(
                    TaskPart(
                        section: section, name: name, occurrence: occurrence, position: i, line: line,
                        body: ((line + 1)..<next).map { lines.number($0, of: doc) }, level: doc.level(line)))
            }
        }
        blocks.sort { $0.range.lowerBound < $1.range.lowerBound }
        var k = 0
        for block in blocks {
            while k < block.range.lowerBound {
                text.append(lines.number(k, of: doc))
                k += 1
            }
            text.append(block.section.order)
            k = block.range.upperBound
        }
        while k < doc.lineCount {
            text.append(lines.number(k, of: doc))
            k += 1
        }
    }

    /// The task line without its terminator.
    func lineBytes(of task: TaskPart) -> ArraySlice<UInt8> { doc.bytes[doc.contentRange(task.line)] }

    /// The task line without the task's name: what is left to compare when
    /// looking for a rename.
    func lineWithoutName(_ task: TaskPart) -> ArraySlice<UInt8> {
        let name = doc.displayTextRange(task.line)
        return doc.bytes[doc.contentRange(task.line).lowerBound..<name.lowerBound]
            + doc.bytes[name.upperBound..<doc.contentRange(task.line).upperBound]
    }
}

/// A task's identity across versions: its section, its name and, for tasks
/// of the same name, which one it is in file order.
struct TaskKey: Hashable {
    var section: Section
    var name: HashedBytes
    var occurrence: Int
}

extension Section {
    /// Position in the file order Floating, Today, Tomorrow.
    var order: Int { Section.allCases.firstIndex(of: self)! }
}
