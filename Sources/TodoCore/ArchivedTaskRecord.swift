import TaskPaper

/// An archived task written as one line of text and read back, for the
/// store's note of what it archived before saving the todo file:
///
///     2026-11-21 2026-11-22 0,1 <hex line> <hex line>     (`-` when not deleted)
extension ArchivedTask {
    public var record: String {
        let depths = depths.map(String.init).joined(separator: ",")
        let head = [day.description, deletedOn?.description ?? "-", depths.isEmpty ? "-" : depths]
        return (head + lines.map { Hex.encode(Array($0.utf8)) }).joined(separator: " ")
    }

    /// Reads what `record` wrote; nil for anything else.
    public init?(record: Substring) {
        let fields = record.split(separator: " ")
        guard fields.count >= 3, let day = Day(fields[0]) else { return nil }
        let deleted = fields[1] == "-" ? nil : Day(fields[1])
        guard fields[1] == "-" || deleted != nil else { return nil }
        let depths = fields[2] == "-" ? [] : fields[2].split(separator: ",").compactMap { Int($0) }
        let lines = fields.dropFirst(3).compactMap { Hex.decode($0).map { String(decoding: $0, as: UTF8.self) } }
        guard lines.count == fields.count - 3, depths.count == lines.count else { return nil }
        self.init(day: day, lines: lines, depths: depths, deletedOn: deleted)
    }
}
