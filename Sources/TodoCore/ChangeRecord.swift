import TaskPaper

/// A `Change` written out as text and read back, so a change made by one
/// process can be undone by the next. One field per line; every byte string
/// is written in hex, so names with any bytes survive exactly:
///
///     txtodo-change 1
///     summary <hex>
///     created today,tomorrow
///     separator 0
///     patch <prefix> <suffix> <check> <hex before> <hex after>
///                                        (a change of the whole file only: the bytes between the
///                                        ends both versions share; `swap <hex> <hex>`, both whole
///                                        files, is read too)
///     archived <archived task record>    (entries it wrote to the archive, one a line)
///     before today 0 2 <hex name>        (or `before -`)
///     line <hex indent> <hex body> <hex ending> <level> <blank 0|1>
///     after …
///
/// A change made with others in one step (`also`) is its own record
/// followed by each of theirs.
extension Change {
    public var record: String { parts.map(\.loneRecord).joined() }

    /// Reads what `record` wrote; nil for anything else.
    public init?(record: String) {
        var parts: [String] = []
        for line in record.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == Self.recordHead || parts.isEmpty { parts.append("") }
            parts[parts.count - 1] += line + "\n"
        }
        guard let first = parts.first, var change = Change(loneRecord: first) else { return nil }
        for part in parts.dropFirst() {
            guard let more = Change(loneRecord: part) else { return nil }
            change.also.append(more)
        }
        self = change
    }

    private static let recordHead = "txtodo-change 1"

    private var loneRecord: String {
        var out = [Self.recordHead, "summary " + Hex.encode(Array(summary.utf8))]
        out.append("created " + createdSections.map(\.rawValue).joined(separator: ","))
        out.append("separator " + (addedSeparator ? "1" : "0"))
        if let file {
            out.append(
                "patch \(file.prefix) \(file.suffix) \(String(file.ends, radix: 16)) \(Hex.encode(file.before)) \(Hex.encode(file.after))"
            )
        }
        out += archived.map { "archived " + $0.record }
        for (label, snapshot) in [("before", before), ("after", after)] {
            guard let snapshot else {
                out.append(label + " -")
                continue
            }
            let ref = snapshot.ref
            out.append(
                "\(label) \(ref.section.rawValue) \(ref.occurrence) \(snapshot.position) \(Hex.encode(Array(ref.name.utf8)))")
            for line in snapshot.lines {
                out.append(
                    "line \(Hex.encode(line.indent)) \(Hex.encode(line.body)) \(Hex.encode(line.ending.bytes)) \(line.level) \(line.isBlank ? 1 : 0)"
                )
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private init?(loneRecord record: String) {
        var lines = record.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: false) }
        guard lines.first.map({ $0.joined(separator: " ") }) == Self.recordHead, lines.count >= 6 else { return nil }
        lines.removeFirst()
        guard lines[0].count == 2, lines[0][0] == "summary", let summary = Hex.decode(lines[0][1]),
            lines[1].first == "created", lines[2].count == 2, lines[2][0] == "separator"
        else { return nil }
        let created = lines[1].dropFirst().joined().split(separator: ",").compactMap { Section(rawValue: String($0)) }
        var snapshots: [TaskState?] = []
        var rest = lines[3...]
        var swap: FileSwap?
        if let line = rest.first, line.first == "swap" {
            // Written before only what differs was kept: both whole files.
            rest.removeFirst()
            guard line.count == 3, let before = Hex.decode(line[1]), let after = Hex.decode(line[2]) else { return nil }
            swap = FileSwap(before: before, after: after)
        } else if let line = rest.first, line.first == "patch" {
            rest.removeFirst()
            guard line.count == 6, let prefix = Int(line[1]), let suffix = Int(line[2]), let ends = UInt64(line[3], radix: 16),
                let before = Hex.decode(line[4]), let after = Hex.decode(line[5])
            else { return nil }
            swap = FileSwap(prefix: prefix, suffix: suffix, before: before, after: after, ends: ends)
        }
        var archived: [ArchivedTask] = []
        while let line = rest.first, line.first == "archived" {
            rest.removeFirst()
            guard let entry = ArchivedTask(record: Substring(line.dropFirst().joined(separator: " "))) else { return nil }
            archived.append(entry)
        }
        for label in ["before", "after"] {
            guard let head = rest.popFirst(), head.first.map(String.init) == label else { return nil }
            if head.count == 2, head[1] == "-" {
                snapshots.append(nil)
                continue
            }
            guard head.count == 5, let section = Section(rawValue: String(head[1])), let occurrence = Int(head[2]),
                let position = Int(head[3]), let name = Hex.decode(head[4])
            else { return nil }
            var taskLines: [LineSlice] = []
            while let line = rest.first, line.first == "line" {
                rest.removeFirst()
                guard line.count == 6, let indent = Hex.decode(line[1]), let body = Hex.decode(line[2]),
                    let terminator = Hex.decode(line[3]),
                    let ending = LineEnding.allCases.first(where: { $0.bytes == terminator }),
                    let level = Int(line[4])
                else { return nil }
                taskLines.append(LineSlice(indent: indent, body: body, ending: ending, level: level, isBlank: line[5] == "1"))
            }
            guard !taskLines.isEmpty else { return nil }
            let ref = TaskRef(section: section, name: String(decoding: name, as: UTF8.self), occurrence: occurrence)
            snapshots.append(TaskState(ref: ref, position: position, lines: taskLines))
        }
        guard rest.isEmpty else { return nil }
        self.init(
            before: snapshots[0], after: snapshots[1], createdSections: created, addedSeparator: lines[2][1] == "1",
            summary: String(decoding: summary, as: UTF8.self), file: swap)
        self.archived = archived
    }
}
