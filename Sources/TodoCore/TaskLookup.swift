/// Finding one task without reading its whole section: a command that adds
/// or checks off one task needs that task and its number, not every name of
/// a long list as a string. Names are compared as `tasks(in:)` compares
/// them: bytes where both are plain text (see `PlainText`), else strings.
extension TodoList {
    /// How many tasks `list` numbers.
    public var taskCount: Int { Section.allCases.reduce(0) { $0 + count(in: $1) } }

    /// Task N as `list` numbers it (1 = the first of Floating): only its
    /// section is sorted, and only that task is read.
    public func task(numbered number: Int) -> TodoTask? {
        var n = number - 1
        guard n >= 0 else { return nil }
        for section in Section.allCases {
            let count = count(in: section)
            if n < count { return readTask(atLine: taskLines(in: section)[displayOrder(section)[n]], in: section) }
            n -= count
        }
        return nil
    }

    /// The index into `taskLines(in: ref.section)` of the task `ref` names.
    func index(of ref: TaskRef) -> Int? {
        let lines = taskLines(in: ref.section)
        let wanted = Array(ref.name.utf8)
        return document.bytes.withUnsafeBufferPointer { p -> Int? in
            let wantedIsPlain = wanted.withUnsafeBufferPointer { PlainText.isPlain($0, 0..<$0.count) }
            var seen = 0
            for (i, line) in lines.enumerated() {
                let range = document.displayTextRange(line)
                let same =
                    range.count == wanted.count && wanted.indices.allSatisfy { p[range.lowerBound + $0] == wanted[$0] }
                let matches =
                    same || (!(wantedIsPlain && PlainText.isPlain(p, range)) && document.string(range) == ref.name)
                guard matches else { continue }
                if seen == ref.occurrence { return i }
                seen += 1
            }
            return nil
        }
    }

    /// The task on `line` with its reference: its name, and how many tasks
    /// before it in its section have the same name.
    func readTask(atLine line: Int, in section: Section) -> TodoTask? {
        let lines = taskLines(in: section)
        guard let lo = lineIndex(line, in: section) else { return nil }
        let range = document.displayTextRange(line)
        let name = document.string(range)
        let occurrence = document.bytes.withUnsafeBufferPointer { p in
            let plain = PlainText.isPlain(p, range)
            return lines[..<lo].reduce(0) { count, earlier in
                let other = document.displayTextRange(earlier)
                let same =
                    other.count == range.count
                    && (0..<range.count).allSatisfy { p[other.lowerBound + $0] == p[range.lowerBound + $0] }
                let matches = same || (!(plain && PlainText.isPlain(p, other)) && document.string(other) == name)
                return matches ? count + 1 : count
            }
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
