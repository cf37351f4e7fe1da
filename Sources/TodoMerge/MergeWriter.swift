import TodoCore
import TaskPaper

/// Writes the merged file: the user's text merged line by line, each of
/// txtodo's sections where the merged text has it, and the file's habits
/// (byte-order mark, final newline) merged like any other change.
struct MergeWriter {
    let base: Version?
    let ours: Version
    let theirs: Version
    let lines: LineTable
    /// Whether sequences of distinct lines are matched in one pass.
    let distinct: Bool
    private var out: [UInt8] = []

    init(base: Version?, ours: Version, theirs: Version, lines: LineTable, distinct: Bool) {
        (self.base, self.ours, self.theirs, self.lines, self.distinct) = (base, ours, theirs, lines, distinct)
        out.reserveCapacity(max(ours.doc.bytes.count, theirs.doc.bytes.count) + 4096)
    }

    mutating func write(sections: [Section: [Int]], tasks merged: MergedTasks, report: inout MergeReport) -> [UInt8] {
        let text = SequenceDiff.merge(base: base?.text, ours: ours.text, theirs: theirs.text, distinct: distinct)
        report.conflicts += text.conflicts
        var elements = text.elements
        var blocks: [Section: (header: [UInt8], preamble: [Int], level: Int)] = [:]
        for section in Section.allCases {
            let preamble = SequenceDiff.merge(
                base: base.map { $0.sections[section]?.preamble ?? [] },
                ours: ours.sections[section]?.preamble ?? [], theirs: theirs.sections[section]?.preamble ?? [],
                distinct: distinct)
            report.conflicts += preamble.conflicts
            let tasks = sections[section] ?? []
            let present = elements.contains(section.order)
            guard present || !tasks.isEmpty || !preamble.elements.isEmpty else { continue }
            blocks[section] = (header(section), preamble.elements, taskLevel(section))
            if !present { elements.insert(section.order, at: insertion(of: section, in: elements)) }
        }
        for element in elements {
            guard element < LineTable.firstLine else {
                lines.append(element, to: &out)
                continue
            }
            let section = Section.allCases[element]
            guard let block = blocks.removeValue(forKey: section) else { continue }
            append(block.header)
            for n in block.preamble { lines.append(n, to: &out) }
            for id in sections[section] ?? [] {
                merged.forEach(of: id) { j in
                    writeOurs(j, at: block.level)
                } task: { task in
                    write(task, at: block.level)
                }
            }
        }
        let lacksNewline = merge3(
            base: base?.doc.lacksFinalNewline, ours: ours.doc.lacksFinalNewline, theirs: theirs.doc.lacksFinalNewline
        ) { o, _ in o }
        if lacksNewline { out.removeLast(finalEndingLength()) }
        let bom = merge3(base: base?.doc.hasBOM, ours: ours.doc.hasBOM, theirs: theirs.doc.hasBOM) { o, _ in o }
        return bom ? [0xEF, 0xBB, 0xBF] + out : out
    }

    private mutating func append(_ line: [UInt8]) { out += line }

    private func version(_ side: Int) -> Version { side == 0 ? base! : side == 1 ? ours : theirs }

    /// Ours' task `index` as it is, moved to the section's task level.
    private mutating func writeOurs(_ index: Int, at level: Int) {
        let task = ours.tasks[index]
        guard level == task.level else { return write(MergedTask(ours, index), at: level) }
        ours.appendLine(task.line, to: &out)
        for n in ours.body(of: task) { lines.append(n, to: &out) }
    }

    /// The task's line and body, moved to the section's task level.
    private mutating func write(_ task: MergedTask, at level: Int) {
        let shift = level - task.level
        switch task.line {
        case .copied(let side, let k) where shift == 0:
            version(side).appendLine(k, to: &out)
        case .copied(let side, let k):
            append(reindented(version(side).doc.lineBytes(k), by: shift))
        case .written(let line):
            append(reindented(line, by: shift))
        }
        for n in task.body {
            if shift == 0 {
                lines.append(n, to: &out)
            } else {
                append(reindented(lines[n], by: shift))
            }
        }
    }

    /// Length of the terminator the output ends with (0 for none).
    private func finalEndingLength() -> Int {
        let endings = LineEnding.allCases.filter { $0 != .none }.sorted { $0.length > $1.length }
        return endings.first { out.count >= $0.length && out.suffix($0.length).elementsEqual($0.bytes) }?.length ?? 0
    }

    private func headerBytes(_ version: Version?, _ section: Section) -> [UInt8]? {
        guard let version, let part = version.sections[section] else { return nil }
        return version.doc.lineBytes(part.header)
    }

    /// The header line as merged; a section that only tasks kept alive gets
    /// the header it had, or a new one.
    private func header(_ section: Section) -> [UInt8] {
        let merged = merge3(
            base: base.map { headerBytes($0, section) }, ours: headerBytes(ours, section),
            theirs: headerBytes(theirs, section)
        ) { o, t in o ?? t }
        return merged ?? headerBytes(ours, section) ?? headerBytes(theirs, section) ?? headerBytes(base, section)
            ?? Array((section.title + ":").utf8) + ours.doc.style.lineEnding.bytes
    }

    private func taskLevel(_ section: Section) -> Int {
        let level = { (v: Version?) in v?.sections[section]?.taskLevel }
        let merged = merge3(base: base.map(level), ours: level(ours), theirs: level(theirs)) { o, t in o ?? t }
        return merged ?? level(ours) ?? level(theirs) ?? level(base) ?? 2
    }

    /// Where a section missing from the merged text goes: before the first
    /// later section, else after the last earlier one, else at the top.
    private func insertion(of section: Section, in elements: [Int]) -> Int {
        if let later = elements.firstIndex(where: { $0 > section.order && $0 < LineTable.firstLine }) { return later }
        if let earlier = elements.lastIndex(where: { $0 < section.order }) { return earlier + 1 }
        return 0
    }

    /// The line moved `shift` levels deeper (or shallower) in ours' style;
    /// blank lines keep their bytes.
    private func reindented(_ line: [UInt8], by shift: Int) -> [UInt8] {
        guard shift != 0, line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            return line
        }
        let style = ours.doc.style
        if shift > 0 { return style.indentation(shift) + line }
        var k = 0
        for _ in 0..<(-shift) {
            if k < line.count && line[k] == 0x09 {
                k += 1
                continue
            }
            var spaces = 0
            let width: Int
            if case .spaces(let n) = style.indent { width = n } else { width = 4 }
            while spaces < width && k < line.count && line[k] == 0x20 {
                k += 1
                spaces += 1
            }
        }
        return Array(line[k...])
    }
}
