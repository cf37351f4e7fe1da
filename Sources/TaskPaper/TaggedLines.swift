// Which of many lines carry any tag, read from the line table alone: a
// large section of plain tasks (a backlog) is passed over without looking
// for tags by name on each line.

extension Document {
    /// The lines of `lines` that have at least one tag, in the same order.
    public func taggedLines(among lines: [Int]) -> [Int] {
        records.withUnsafeBufferPointer { r in lines.filter { r[$0].tagCount > 0 } }
    }

    /// Whether the line has at least one tag.
    public func hasTags(_ line: Int) -> Bool { records[line].tagCount > 0 }
}
