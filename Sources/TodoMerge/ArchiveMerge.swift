import TodoCore

/// The archive (only `YYYY-MM-DD:` projects at the top level) merges as a
/// union: an entry (an archived task with its lines) appears once under its
/// day; an entry that one side removed by hand stays removed.
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
    }

    private static func days(_ doc: Document, _ lines: inout LineTable) -> [DayProject] {
        doc.children(of: nil).filter { doc.kind($0) == .project }.map { header in
            let entries = doc.children(of: header).filter { doc.kind($0) != .blank }.map { entry in
                (entry..<doc.subtreeContentEnd(entry)).map { lines.number($0, of: doc) }
            }
            return DayProject(name: doc.displayText(header), header: doc.lineBytes(header), entries: entries)
        }
    }

    static func merge(base: Document?, ours: Document, theirs: Document) -> MergeResult {
        if ours.bytes == theirs.bytes || theirs.bytes == base?.bytes { return MergeResult(bytes: ours.bytes, report: .init()) }
        if ours.bytes == base?.bytes { return MergeResult(bytes: theirs.bytes, report: .init()) }
        var lines = LineTable()
        let b = base.map { days($0, &lines) }
        var merged = days(ours, &lines)
        let other = days(theirs, &lines)
        let entries = { (days: [DayProject]) in Set(days.flatMap { day in day.entries.map { Entry(day: day.name, lines: $0) } }) }
        let baseEntries = entries(b ?? [])
        let removedBy = { (side: [DayProject]) in baseEntries.subtracting(entries(side)) }
        let (removedByOurs, removedByTheirs) = (removedBy(merged), removedBy(other))
        for k in merged.indices {
            let name = merged[k].name
            merged[k].entries.removeAll { removedByTheirs.contains(Entry(day: name, lines: $0)) }
        }
        for day in other {
            let new = day.entries.filter { !removedByOurs.contains(Entry(day: day.name, lines: $0)) }
            if let k = merged.firstIndex(where: { $0.name == day.name }) {
                for entry in new where !merged[k].entries.contains(entry) { merged[k].entries.append(entry) }
            } else if !new.isEmpty {
                let at = merged.firstIndex { $0.name > day.name } ?? merged.count
                merged.insert(DayProject(name: day.name, header: day.header, entries: new), at: at)
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
}
