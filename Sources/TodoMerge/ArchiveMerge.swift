import TodoCore
import TaskPaper

/// The archive (only `YYYY-MM-DD:` projects at the top level) merges as a
/// union of entries (an archived task with its lines) under their days,
/// counted: tasks alike are each their own entry. What both sides archived
/// since the base counts once (two machines expiring the same synced list
/// archive the same tasks), an entry that one side removed stays removed,
/// and a removal on one side and an addition on the other both hold. One
/// task archived done on one side and unfinished on the other (the same
/// entry but for `@done`) is one entry, the done one.
enum ArchiveMerge {
    static func isArchive(_ doc: Document) -> Bool {
        doc.children(of: nil).allSatisfy { line in
            doc.kind(line) == .blank || (doc.kind(line) == .project && Day(doc.displayText(line)) != nil)
        }
    }

    private struct Entry: Hashable {
        var day: String
        var lines: [Int]
    }

    private struct DayProject {
        var name: String
        var header: [UInt8]
        var entries: [[Int]]
        /// For each entry, the entry but for `@done` (nil: not done).
        var undone: [Entry?]
    }

    private static func days(_ doc: Document, _ lines: inout LineTable) -> [DayProject] {
        doc.children(of: nil).filter { doc.kind($0) == .project }.map { header in
            let name = doc.displayText(header)
            let starts = doc.children(of: header).filter { doc.kind($0) != .blank }
            let entries = starts.map { entry in (entry..<doc.subtreeContentEnd(entry)).map { lines.number($0, of: doc) } }
            let undone = zip(starts, entries).map { (start, entry) -> Entry? in
                guard doc.tag("done", on: start) != nil else { return nil }
                return Entry(
                    day: name,
                    lines: [lines.number(0, of: Document(bytes: Array(withoutDone(doc.lineBytes(start)))))] + entry.dropFirst())
            }
            return DayProject(name: name, header: doc.lineBytes(header), entries: entries, undone: undone)
        }
    }

    static func merge(base: Document?, ours: Document, theirs: Document) -> MergeResult {
        if ours.bytes == theirs.bytes || theirs.bytes == base?.bytes { return MergeResult(bytes: ours.bytes, report: .init()) }
        if ours.bytes == base?.bytes { return MergeResult(bytes: theirs.bytes, report: .init()) }
        var lines = LineTable()
        let b = base.map { days($0, &lines) } ?? []
        var merged = days(ours, &lines)
        let other = days(theirs, &lines)
        var wanted = counts(base: count(b), ours: count(merged), theirs: count(other))
        doneWins(base: b, ours: merged, theirs: other, wanted: &wanted)
        // Ours first, in its order, as many of each entry as the merge keeps…
        var placed: [Entry: Int] = [:]
        for k in merged.indices {
            let name = merged[k].name
            merged[k].entries = merged[k].entries.filter { place(Entry(day: name, lines: $0), wanted, &placed) }
        }
        // …then what theirs has beyond that, under its day.
        for day in other {
            let new = day.entries.filter { place(Entry(day: day.name, lines: $0), wanted, &placed) }
            if let k = merged.firstIndex(where: { $0.name == day.name }) {
                merged[k].entries += new
            } else if !new.isEmpty {
                let at = merged.firstIndex { $0.name > day.name } ?? merged.count
                merged.insert(DayProject(name: day.name, header: day.header, entries: new, undone: []), at: at)
            }
        }
        let newline = ours.style.lineEnding.bytes
        var out: [UInt8] = ours.hasBOM ? [0xEF, 0xBB, 0xBF] : []
        for (k, day) in merged.enumerated() {
            if k > 0 { out += newline }
            out += day.header
            for entry in day.entries { for n in entry { out += lines[n] } }
        }
        return MergeResult(bytes: out, report: .init())
    }

    private static func count(_ days: [DayProject]) -> [Entry: Int] {
        var counts: [Entry: Int] = [:]
        for day in days { for entry in day.entries { counts[Entry(day: day.name, lines: entry), default: 0] += 1 } }
        return counts
    }

    /// How many copies of each entry the merge keeps: the base's count
    /// changed by both sides' changes, where the same kind of change on
    /// both sides (both added, or both removed) counts once, as the larger.
    private static func counts(base: [Entry: Int], ours: [Entry: Int], theirs: [Entry: Int]) -> [Entry: Int] {
        var result: [Entry: Int] = [:]
        for entry in Set(base.keys).union(ours.keys).union(theirs.keys) {
            let b = base[entry] ?? 0
            let (o, t) = ((ours[entry] ?? 0) - b, (theirs[entry] ?? 0) - b)
            let change = o >= 0 && t >= 0 ? max(o, t) : o <= 0 && t <= 0 ? min(o, t) : o + t
            result[entry] = max(0, b + change)
        }
        return result
    }

    /// An entry one side archived done and the other unfinished (both new
    /// since the base) is kept once, done: the unfinished one is dropped.
    private static func doneWins(base: [DayProject], ours: [DayProject], theirs: [DayProject], wanted: inout [Entry: Int]) {
        let (b, o, t) = (count(base), count(ours), count(theirs))
        let added = { (side: [Entry: Int], e: Entry) in max(0, (side[e] ?? 0) - (b[e] ?? 0)) }
        for (done, plain) in undonePairs(ours + theirs) {
            let n = min(added(o, done), added(t, plain)) + min(added(t, done), added(o, plain))
            if n > 0, let w = wanted[plain] { wanted[plain] = max(0, w - n) }
        }
    }

    /// Each done entry with the entry it would be unfinished, once each.
    private static func undonePairs(_ days: [DayProject]) -> [(Entry, Entry)] {
        var seen = Set<Entry>()
        var out: [(Entry, Entry)] = []
        for day in days {
            for (entry, undone) in zip(day.entries, day.undone) {
                guard let undone else { continue }
                let done = Entry(day: day.name, lines: entry)
                if seen.insert(done).inserted { out.append((done, undone)) }
            }
        }
        return out
    }

    /// A task line without its `@done` tag (and the space before it).
    static func withoutDone(_ line: [UInt8]) -> ArraySlice<UInt8> {
        let tag = Array(" @done".utf8)
        guard let at = line.indices.first(where: { line[$0...].starts(with: tag) }) else { return line[...] }
        var end = at + tag.count
        if end < line.count, line[end] != UInt8(ascii: " "), line[end] != UInt8(ascii: "("), line[end] > 0x20 {
            return line[...]
        }
        if end < line.count, line[end] == UInt8(ascii: "(") {
            end = line[end...].firstIndex(of: UInt8(ascii: ")")).map { $0 + 1 } ?? end
        }
        return line[..<at] + line[end...]
    }

    /// Whether one more copy of `entry` is kept, counting it when it is.
    private static func place(_ entry: Entry, _ wanted: [Entry: Int], _ placed: inout [Entry: Int]) -> Bool {
        guard placed[entry, default: 0] < wanted[entry, default: 0] else { return false }
        placed[entry, default: 0] += 1
        return true
    }
}
