import TaskPaper

/// Which lines of a document are txtodo's: the headers of its three sections
/// and everything under them, and the flat tasks a section reads as its own
/// with everything under those. Every other line is the user's, and no
/// action may turn one of the user's lines into txtodo's.
extension Layout {
    /// For each line, the section it belongs to (nil: the user's line).
    func owners(in doc: Document) -> [Section?] {
        var out = [Section?](repeating: nil, count: doc.lineCount)
        for section in Section.allCases {
            guard let span = self[section] else { continue }
            for k in span.header..<doc.subtreeEnd(span.header) { out[k] = section }
            for task in span.tasks {
                for k in task..<doc.subtreeEnd(task) { out[k] = section }
            }
        }
        return out
    }
}

extension Document {
    /// Whether inserting `count` lines before line `at` (giving `result`)
    /// leaves every line already in the file what it was: the same owner and
    /// the same parent. Blank lines are left out: they have no meaning.
    /// `before` is `Layout(self).owners(in: self)`, the same for every place tried.
    func insertionKeepsLines(at: Int, count: Int, result: Document, before: [Section?]) -> Bool {
        let after = Layout(result).owners(in: result)
        let moved = { (k: Int) in k < at ? k : k + count }
        for k in lineIndices where kind(k) != .blank {
            let n = moved(k)
            guard n < result.lineCount, before[k] == after[n] else { return false }
            if result.parent(n) != parent(k).map(moved) { return false }
        }
        return true
    }
}
