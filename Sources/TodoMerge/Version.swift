import TodoCore
import TaskPaper

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

    /// A task as numbers only: copying one retains nothing.
    struct TaskPart {
        var section: Section
        /// The name's number in the merge's `NameTable` (the name is the
        /// text without the dash and trailing tags).
        var name: Int32
        private var position32: Int32
        private var line32: Int32
        /// The task's body in `Version.bodies`.
        fileprivate var bodyStart: Int32
        fileprivate var bodyEnd: Int32
        private var level32: Int32
        /// The name's bytes in the document.
        fileprivate var nameStart: Int32
        fileprivate var nameEnd: Int32

        /// Index among its section's tasks in file order.
        var position: Int { Int(position32) }
        var line: Int { Int(line32) }
        var level: Int { Int(level32) }

        fileprivate init(
            section: Section, name: Int, nameBytes: Range<Int>, position: Int, line: Int,
            body: Range<Int>, level: Int
        ) {
            self.section = section
            self.name = Int32(name)
            nameStart = Int32(nameBytes.lowerBound)
            nameEnd = Int32(nameBytes.upperBound)
            position32 = Int32(position)
            line32 = Int32(line)
            bodyStart = Int32(body.lowerBound)
            bodyEnd = Int32(body.upperBound)
            level32 = Int32(level)
        }
    }

    let doc: Document
    /// Which version this is (base 0, ours 1, theirs 2).
    let side: Int
    /// The user's text; numbers below `LineTable.firstLine` are sections.
    let text: [Int]
    let sections: [Section: SectionPart]
    let tasks: [TaskPart]
    /// The line numbers of every task's body, task after task: the lines
    /// after the task line up to the next task or the section's end (notes,
    /// subtasks, blank lines).
    let bodies: [Int]
    /// Where each section's tasks start in `tasks` (and where the last ends).
    private let sectionStarts: [Int]
    /// For each name number up to this version's, the index of the last of
    /// its tasks with that name (-1: none).
    private let taskOfName: [Int32]
    /// For each task, the index of the task of the version it was read
    /// `like` that it equals byte for byte, line and body, in the same
    /// section (-1: none known): most tasks of a side, found while reading.
    let sameAs: [Int32]

    /// `like`: a version this one is probably much like (names that are
    /// where they were there are known without looking them up).
    init(_ doc: Document, side: Int, like reference: Version?, lines: inout LineTable, names: inout NameTable) {
        self.doc = doc
        self.side = side
        let layout = TodoList(document: doc)
        var blocks: [(range: Range<Int>, section: Section)] = []
        var sections: [Section: SectionPart] = [:]
        var tasks: [TaskPart] = []
        var bodies: [Int] = []
        var sectionStarts: [Int] = []
        var sameAs: [Int32] = []
        for section in Section.allCases {
            sectionStarts.append(tasks.count)
            guard let header = layout.headerLine(section) else { continue }
            let taskLines = layout.taskLines(in: section)
            var end = doc.appendIndex(under: header)
            for line in taskLines { end = max(end, doc.subtreeContentEnd(line)) }
            blocks.append((header..<end, section))
            let first = taskLines.first ?? end
            sections[section] = SectionPart(
                header: header, preamble: ((header + 1)..<first).map { lines.number($0, of: doc) },
                taskLevel: taskLines.first.map { doc.level($0) } ?? doc.level(header) + 1)
            tasks.reserveCapacity(tasks.count + taskLines.count)
            var guess = NameGuess(reference, section)
            doc.bytes.withUnsafeBufferPointer { p in
                for (i, line) in taskLines.enumerated() {
                    let next = i + 1 < taskLines.count ? taskLines[i + 1] : end
                    let hit = guess.sameLine(line, doc, p)
                    var (name, nameBytes) = hit.map { ($0.name, $0.bytes) } ?? (-1, 0..<0)
                    if name < 0 {
                        nameBytes = doc.displayTextRange(line)
                        let bytes = UnsafeBufferPointer(rebasing: p[nameBytes])
                        name =
                            Self.routineTaskKey(line, doc, bytes).map { key in
                                key.withUnsafeBufferPointer { guess.found(names.number($0)) }
                            } ?? guess.name(bytes) ?? guess.found(names.number(bytes))
                    }
                    let bodyStart = bodies.count
                    for k in (line + 1)..<next { bodies.append(lines.number(k, of: doc)) }
                    let equal = hit.map { reference!.body(of: reference!.tasks[$0.index]).elementsEqual(bodies[bodyStart...]) }
                    sameAs.append(equal == true ? Int32(hit!.index) : -1)
                    tasks.append(
                        TaskPart(
                            section: section, name: name, nameBytes: nameBytes, position: i,
                            line: line, body: bodyStart..<bodies.count, level: doc.level(line)))
                }
            }
        }
        sectionStarts.append(tasks.count)
        var taskOfName = [Int32](repeating: -1, count: names.count)
        for (i, task) in tasks.enumerated() { taskOfName[Int(task.name)] = Int32(i) }
        blocks.sort { $0.range.lowerBound < $1.range.lowerBound }
        var text: [Int] = []
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
        (self.text, self.sections, self.tasks, self.bodies) = (text, sections, tasks, bodies)
        (self.sectionStarts, self.taskOfName, self.sameAs) = (sectionStarts, taskOfName, sameAs)
    }

    /// A routine's task is known by its name and its day (`@routine`,
    /// `@day`): the tasks a routine made on two days are two tasks, never
    /// one task checked or put off, and never the routine itself. Nil for
    /// any other task.
    private static func routineTaskKey(_ line: Int, _ doc: Document, _ name: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard doc.hasTag("routine", on: line), let day = doc.tag("day", on: line)?.value else { return nil }
        return Array(name) + [0] + Array(day.utf8)
    }

    /// Guesses a task's name number from the task at the same place of
    /// another version: the next task after the last one recognised there.
    /// A guess is only taken when the bytes are equal, so it gives the
    /// number the name table would.
    private struct NameGuess {
        let reference: Version?
        let tasks: Range<Int>
        var next: Int

        init(_ reference: Version?, _ section: Section) {
            self.reference = reference
            let order = section.order
            tasks = reference.map { $0.sectionStarts[order]..<$0.sectionStarts[order + 1] } ?? 0..<0
            next = tasks.lowerBound
        }

        /// The name of a task line equal, byte for byte, to the guessed
        /// one's, and where it stands: most tasks of a side are unchanged,
        /// and need neither their name read nor looked up.
        mutating func sameLine(_ line: Int, _ doc: Document, _ bytes: UnsafeBufferPointer<UInt8>)
            -> (name: Int, bytes: Range<Int>, index: Int)?
        {
            guard let reference, tasks.contains(next) else { return nil }
            let task = reference.tasks[next]
            let (mine, theirs) = (doc.contentRange(line), reference.doc.contentRange(task.line))
            guard mine.count == theirs.count else { return nil }
            let equal = reference.doc.bytes.withUnsafeBufferPointer { p in
                mine.isEmpty
                    || ByteHash.memcmpEqual(p.baseAddress! + theirs.lowerBound, bytes.baseAddress! + mine.lowerBound, mine.count)
            }
            guard equal else { return nil }
            next += 1
            let shift = mine.lowerBound - theirs.lowerBound
            return (Int(task.name), (Int(task.nameStart) + shift)..<(Int(task.nameEnd) + shift), next - 1)
        }

        mutating func name(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let reference, tasks.contains(next) else { return nil }
            let task = reference.tasks[next]
            guard Int(task.nameEnd - task.nameStart) == bytes.count else { return nil }
            let equal = reference.doc.bytes.withUnsafeBufferPointer { p in
                bytes.isEmpty || ByteHash.memcmpEqual(p.baseAddress! + Int(task.nameStart), bytes.baseAddress!, bytes.count)
            }
            guard equal else { return nil }
            next += 1
            return Int(task.name)
        }

        /// A name looked up: the guesses go on after its task there.
        mutating func found(_ name: Int) -> Int {
            if let reference, name < reference.taskOfName.count {
                let i = Int(reference.taskOfName[name])
                if tasks.contains(i) { next = i + 1 }
            }
            return name
        }
    }

    /// The task's body as line numbers.
    func body(of task: TaskPart) -> ArraySlice<Int> { bodies[Int(task.bodyStart)..<Int(task.bodyEnd)] }

    /// The task's body lines that say something (blank lines left out), as
    /// line numbers: what tells a task apart.
    func noteLines(of task: TaskPart) -> [Int] {
        var out: [Int] = []
        for (k, n) in body(of: task).enumerated() where doc.kind(task.line + 1 + k) != .blank { out.append(n) }
        return out
    }

    /// The task's name as a person reads it.
    func name(of task: TaskPart) -> String { doc.displayText(task.line) }

    /// Appends line `k` as it is, with the file's usual terminator when it has none.
    func appendLine(_ k: Int, to out: inout [UInt8]) {
        out += doc.bytes[doc.contentRange(k)]
        let ending = doc.ending(k) == .none ? doc.style.lineEnding : doc.ending(k)
        switch ending {
        case .none: break
        case .lf: out.append(0x0A)
        default: out += ending.bytes
        }
    }

    /// The indices in `tasks` of the section's tasks.
    func taskRange(_ section: Section) -> Range<Int> { sectionStarts[section.order]..<sectionStarts[section.order + 1] }

    /// The last task with this name number (nil: none).
    func lastTask(named name: Int32) -> Int? {
        Int(name) < taskOfName.count && taskOfName[Int(name)] >= 0 ? Int(taskOfName[Int(name)]) : nil
    }

    /// Task `i` of `a` and task `j` of `b` have the same line (terminator
    /// aside), section and body.
    static func same(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Bool {
        a.tasks[i].section == b.tasks[j].section && sameContent(a, i, b, j)
    }

    /// A hash of the task's line (terminator aside) and body: equal for
    /// tasks of the same content (`sameContent`), in any version.
    static func contentHash(_ v: Version, _ i: Int) -> Int {
        let task = v.tasks[i]
        var hasher = Hasher()
        hasher.combine(v.doc.bytes[v.doc.contentRange(task.line)])
        for n in v.body(of: task) { hasher.combine(n) }
        return hasher.finalize()
    }

    /// The same line (terminator aside) and body, in whatever section.
    static func sameContent(_ a: Version, _ i: Int, _ b: Version, _ j: Int) -> Bool {
        let x = a.tasks[i], y = b.tasks[j]
        guard x.bodyEnd - x.bodyStart == y.bodyEnd - y.bodyStart else { return false }
        let rx = a.doc.contentRange(x.line), ry = b.doc.contentRange(y.line)
        guard rx.count == ry.count else { return false }
        for k in 0..<Int(x.bodyEnd - x.bodyStart) where a.bodies[Int(x.bodyStart) + k] != b.bodies[Int(y.bodyStart) + k] {
            return false
        }
        guard rx.count > 0 else { return true }
        return a.doc.bytes.withUnsafeBufferPointer { p in
            b.doc.bytes.withUnsafeBufferPointer { q in
                ByteHash.memcmpEqual(p.baseAddress! + rx.lowerBound, q.baseAddress! + ry.lowerBound, rx.count)
            }
        }
    }
}
