import TaskPaper

/// Rule 0 of `rollOver`: each stamp is an edit inside its own line. Also
/// returns the tasks whose day is past as the input reads (rules 1–3:
/// `@day` in Today and Tomorrow, `@done` in Floating), in no order, and the
/// stamps given, by task (see `FirstSight.Key`).
func stampingDays(
    _ doc: Document, list: TodoList, today: Day, known: FirstSight
) -> (document: Document, past: [(line: Int, day: Day)], given: FirstSight) {
    var past: [(line: Int, day: Day)] = []
    var lacking: [Lacking] = []
    for section in Section.listed {
        let stamp = section.firstSightDay(today: today)
        var seen: [UInt64: Int] = [:]
        // Without a stamp to give, an untagged task has no day and no
        // `@done`: only the tagged ones are looked at (a backlog of
        // thousands has few).
        let lines = list.taskLines(in: section)
        for taskLine in stamp == nil ? doc.taggedLines(among: lines) : lines {
            let day = stamp == nil ? nil : doc.dayValue("day", on: taskLine)
            let isDone = doc.hasTag("done", on: taskLine)
            let doneDay = isDone ? doc.dayValue("done", on: taskLine) : nil
            if let last = stamp == nil ? doneDay : day, last < today { past.append((taskLine, last)) }
            let needsDay = stamp != nil && day == nil && !doc.hasValue("day", on: taskLine)
            let needsDone = isDone && doneDay == nil && !doc.hasValue("done", on: taskLine)
            guard needsDay || needsDone else { continue }
            let content = doc.contentHash(of: taskLine, without: (needsDay ? ["day"] : []) + (needsDone ? ["done"] : []))
            let key = FirstSight.Key(
                section: section, name: doc.displayText(taskLine), content: content, occurrence: seen[content, default: 0])
            seen[content, default: 0] += 1
            lacking.append(Lacking(line: taskLine, key: key, day: needsDay ? stamp : nil, done: needsDone))
        }
    }
    let remembered = known.isEmpty ? [] : known.stamps(for: lacking.map(\.key))
    var given = FirstSight()
    var edits: [LineEdit] = []
    for (i, task) in lacking.enumerated() {
        let kept = remembered.isEmpty ? nil : remembered[i]
        let stamps = FirstSight.Stamps(
            day: task.day.map { kept?.day ?? $0 }, done: task.done ? kept?.done ?? today : nil)
        given.stamps[task.key] = stamps
        var line = doc.line(task.line)
        var body = Document(bytes: line.body)
        if let day = stamps.day, !body.hasValue("day", on: 0) {
            body = body.settingTag("day", value: day.description, on: 0)
        }
        if let done = stamps.done, body.hasTag("done", on: 0), !body.hasValue("done", on: 0) {
            body = body.settingTag("done", value: done.description, on: 0)
        }
        guard body.bytes != line.body else { continue }
        line.body = body.bytes
        edits.append(LineEdit(lines: task.line..<(task.line + 1), with: [line]))
    }
    return (doc.replacing(edits.sorted { $0.lines.lowerBound < $1.lines.lowerBound }), past, given)
}

/// A task that lacks a stamp: its line, its key, and what it lacks
/// (`day`: the day it gets when first seen).
private struct Lacking {
    var line: Int
    var key: FirstSight.Key
    var day: Day?
    var done: Bool
}

extension Document {
    /// A hash (FNV-1a) of what the task on `line` says: its body without
    /// the first of each tag in `tags` (those about to be stamped) and the
    /// blank before it, then each line under it with its depth.
    fileprivate func contentHash(of line: Int, without tags: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { p in
            var from = bodyRange(line).lowerBound
            for tag in tags.compactMap({ tag($0, on: line) }).sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
                Self.hash(&hash, p, from..<max(from, tag.leadingStart))
                from = max(from, tag.range.upperBound)
            }
            Self.hash(&hash, p, from..<bodyRange(line).upperBound)
            for under in (line + 1)..<subtreeContentEnd(line) where kind(under) != .blank {
                let depth = UInt8(truncatingIfNeeded: level(under) - level(line))
                hash = ((hash ^ 0x0A) &* 0x0000_0100_0000_01b3 ^ UInt64(depth)) &* 0x0000_0100_0000_01b3
                Self.hash(&hash, p, bodyRange(under))
            }
        }
        return hash
    }

    private static func hash(_ hash: inout UInt64, _ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        for k in range { hash = (hash ^ UInt64(p[k])) &* 0x0000_0100_0000_01b3 }
    }
}

extension Section {
    /// The `@day` a task first seen here is given: today in Today, tomorrow
    /// in Tomorrow, none elsewhere (a Later task without one is in the backlog).
    func firstSightDay(today: Day) -> Day? {
        switch self {
        case .today: today
        case .tomorrow: today.next
        case .floating, .later, .routines: nil
        }
    }
}
