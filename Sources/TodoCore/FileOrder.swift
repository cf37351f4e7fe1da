import TaskPaper

/// How the tasks of one rank (open or done, and priority) follow each other
/// on the list: the config's `sort`.
public enum ListOrder: String, Sendable, Hashable, CaseIterable {
    /// The order of the file: the user's own, which moving a task changes (the default).
    case file
    /// By name, case aside, then file order.
    case name
}

/// The display sort by the file's order: by rank (open before done, then
/// priority 3 → 1), then file order. Each task's rank is read once; the
/// tasks are then taken rank by rank, in file order within each: no name
/// read and nothing compared.
enum FileOrder {
    /// How many ranks there are (see `DisplayedTask.rank`).
    static let ranks = 6

    static func sorted(_ lines: [Int], _ doc: Document) -> [DisplayedTask] {
        var out: [DisplayedTask] = []
        out.reserveCapacity(lines.count)
        forEach(lines, doc, ranks: ranks(lines, doc)) { out.append($0) }
        return out
    }

    /// Each task's rank (a byte a task), read once.
    static func ranks(_ lines: [Int], _ doc: Document) -> [UInt8] { lines.map { DisplayedTask.rank($0, doc) } }

    /// Gives the tasks in display order, rank by rank and in file order
    /// within each, each made as it is given (`ranks`: as `ranks(_:_:)`).
    static func forEach(_ lines: [Int], _ doc: Document, ranks: [UInt8], _ body: (DisplayedTask) -> Void) {
        for rank in 0..<UInt8(Self.ranks) {
            for (i, r) in ranks.enumerated() where r == rank {
                body(DisplayedTask(lines[i], index: i, doc, rank: r))
            }
        }
    }

    /// How many of the tasks come before task `i` in display order.
    static func rank(of i: Int, in lines: [Int], _ doc: Document) -> Int {
        let own = DisplayedTask.rank(lines[i], doc)
        var before = 0
        for (k, line) in lines.enumerated() {
            let r = DisplayedTask.rank(line, doc)
            if r < own || (r == own && k < i) { before += 1 }
        }
        return before
    }
}

extension DisplayedTask {
    /// The task on `line`, index `index` among its section's tasks in file
    /// order, with its name not read yet (`prefix` 0).
    init(_ line: Int, index: Int, _ doc: Document, rank known: UInt8? = nil) {
        let name = doc.displayTextRange(line)
        let flags: UInt8 =
            (doc.hasTag("delayed", on: line) ? Self.delayed : 0)
            | (doc.subtreeEnd(line) > line + 1 ? Self.linesUnder : 0)
            | (doc.hasUserTag(on: line) ? Self.userTags : 0)
            | (doc.hasTag(RoutineTag.routine, on: line) ? Self.routine : 0)
        self.init(
            prefix: 0, start: UInt32(truncatingIfNeeded: name.lowerBound),
            end: UInt32(truncatingIfNeeded: name.upperBound), index32: Int32(index), rank: known ?? Self.rank(line, doc),
            kind: .bytes, flags: flags)
    }

    /// Open before done, then priority 3 → 1: 0 (open, 3) … 5 (done, 1).
    static func rank(_ line: Int, _ doc: Document) -> UInt8 {
        UInt8((doc.hasTag("done", on: line) ? 3 : 0) + 3 - doc.taskPriority(on: line))
    }
}
