import TaskPaper

/// Finding one task without reading its whole section: a command that adds
/// or checks off one task needs that task and its number, not every name of
/// a long list as a string. Names are compared as `tasks(in:)` compares
/// them: bytes where both are plain text (see `PlainText`), else strings.
extension TodoList {
    /// How many tasks `list` numbers.
    public var taskCount: Int { Section.listed.reduce(0) { $0 + count(in: $1) } }

    /// Task N as `list` numbers it (1 = the first of Floating): only its
    /// section is sorted, and only that task is read.
    public func task(numbered number: Int) -> TodoTask? {
        var orders: [Section: [Int]] = [:]
        return task(numbered: number, orders: &orders)
    }

    /// Task N, with the display orders sorted so far kept in `orders`.
    func task(numbered number: Int, orders: inout [Section: [Int]]) -> TodoTask? {
        var n = number - 1
        guard n >= 0 else { return nil }
        for section in Section.listed {
            let count = count(in: section)
            if n < count {
                let order = orders[section] ?? displayOrder(section)
                orders[section] = order
                return readTask(atLine: taskLines(in: section)[order[n]], in: section)
            }
            n -= count
        }
        return nil
    }

    /// The index into `taskLines(in: ref.section)` of the task `ref` names.
    func index(of ref: TaskRef) -> Int? {
        let sought = SoughtName(ref.name)
        return document.bytes.withUnsafeBufferPointer { p -> Int? in
            var seen = 0
            for (i, line) in taskLines(in: ref.section).enumerated()
            where sought.matches(document.displayTextRange(line), p, document) {
                if seen == ref.occurrence { return i }
                seen += 1
            }
            return nil
        }
    }

    /// The task on `line` with its reference: its name, and how many tasks
    /// before it in its section have the same name.
    func readTask(atLine line: Int, in section: Section) -> TodoTask? {
        guard let i = lineIndex(line, in: section) else { return nil }
        let name = document.displayText(line)
        let sought = SoughtName(name)
        let occurrence = document.bytes.withUnsafeBufferPointer { p in
            taskLines(in: section)[..<i].count { sought.matches(document.displayTextRange($0), p, document) }
        }
        return document.task(at: line, ref: TaskRef(section: section, name: name, occurrence: occurrence))
    }

    /// The index into `taskLines(in: section)` of the task on `line`: the
    /// lines are in file order, so a binary search.
    func lineIndex(_ line: Int, in section: Section) -> Int? {
        let lines = taskLines(in: section)
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid] < line { lo = mid + 1 } else { hi = mid }
        }
        return lo < lines.count && lines[lo] == line ? lo : nil
    }
}

/// A name looked for among a section's tasks, compared as `tasks(in:)`
/// compares names: as bytes where both are plain text, else as strings.
private struct SoughtName {
    let string: String
    let bytes: [UInt8]
    let isPlain: Bool

    init(_ string: String) {
        self.string = string
        bytes = Array(string.utf8)
        isPlain = bytes.withUnsafeBufferPointer { PlainText.isPlain($0, 0..<$0.count) }
    }

    func matches(_ range: Range<Int>, _ p: UnsafeBufferPointer<UInt8>, _ doc: Document) -> Bool {
        if range.count == bytes.count && bytes.indices.allSatisfy({ p[range.lowerBound + $0] == bytes[$0] }) {
            return true
        }
        return !(isPlain && PlainText.isPlain(p, range)) && doc.string(range) == string
    }
}
