// A line's task children that have a name, read from the line table in one
// pass: a section's tasks are found this way on every launch, however long
// the section (a backlog of thousands).

extension Document {
    /// The task lines whose parent is `line` and whose display text is not
    /// empty (`- ` alone has none), in file order, and the last line of
    /// `line`'s subtree that is not blank (`line` itself when none is).
    public func namedTaskChildren(of line: Int) -> (tasks: [Int], lastNonBlank: Int) {
        let end = subtreeEnd(line)
        var tasks: [Int] = []
        tasks.reserveCapacity(end - line - 1)
        var last = line
        records.withUnsafeBufferPointer { r in
            bytes.withUnsafeBufferPointer { p in
                var k = line + 1
                while k < end {
                    let record = r[k]
                    if record.kind != .blank { last = k }
                    if record.kind == .task && Int(record.parent) == line {
                        // Most names show by their last byte: a printable ASCII
                        // byte past the dash and its whitespace character.
                        let lo = Int(record.bodyStart), hi = Int(record.textEnd)
                        let named = hi - lo > 2 && p[hi - 1] > 0x20 && p[hi - 1] < 0x7F
                        if named || !displayTextRange(k).isEmpty { tasks.append(k) }
                    }
                    k += 1
                }
            }
        }
        return (tasks, last)
    }
}
