import TaskPaper

extension Document {
    /// Removes a task line with everything under it.
    func removingTask(at line: Int) -> Document {
        replacing(lines: line..<subtreeContentEnd(line), with: [])
    }

    /// Edits that remove tasks with everything under them, in file order.
    func removals(ofTasksAt lines: [Int]) -> [LineEdit] {
        var edits: [LineEdit] = []
        for line in lines.sorted() {
            let run = line..<subtreeContentEnd(line)
            if let last = edits.last, run.lowerBound < last.lines.upperBound {
                edits[edits.count - 1].lines = last.lines.lowerBound..<max(last.lines.upperBound, run.upperBound)
            } else {
                edits.append(LineEdit(lines: run, with: []))
            }
        }
        return edits
    }
}
