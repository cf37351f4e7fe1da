import TaskPaper

/// A section's tasks in display order, one after another, for printing
/// them. In the file order nothing is sorted and no task is held: each
/// task's rank is read once (a byte a task), and the tasks are then taken
/// rank by rank in file order, each made as it is given (a listing of
/// 100,000 tasks holds 100 KB here, not 2.4 MB of placed tasks). In the
/// name order, and in Later (by day), they are placed first.
public struct DisplayedInTurn {
    private let lines: [Int]
    private let document: Document
    private let ranks: [UInt8]
    private let placed: [DisplayedTask]?
    /// How many tasks, and how many of them are done.
    public let count: Int
    public let doneCount: Int

    init(_ section: Section, of list: TodoList) {
        lines = list.taskLines(in: section)
        document = list.document
        count = lines.count
        if list.order == .file && section != .later {
            ranks = FileOrder.ranks(lines, document)
            placed = nil
            doneCount = ranks.reduce(0) { $0 + ($1 >= 3 ? 1 : 0) }
        } else {
            let all = list.displayedTasks(section)
            ranks = []
            placed = all
            doneCount = all.reduce(0) { $0 + ($1.isDone ? 1 : 0) }
        }
    }

    /// Gives each task in display order.
    public func forEach(_ body: (DisplayedTask) -> Void) {
        if let placed {
            placed.forEach(body)
            return
        }
        FileOrder.forEach(lines, document, ranks: ranks, body)
    }
}

extension TodoList {
    /// The section's tasks in display order, given in turn (see `DisplayedInTurn`).
    public func displayedInTurn(_ section: Section) -> DisplayedInTurn { DisplayedInTurn(section, of: self) }
}
