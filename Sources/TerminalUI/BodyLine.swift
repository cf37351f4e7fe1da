import TodoCore

/// One line of the list between the header and the footer. `update` uses the
/// same lines as `render` to move the selection and scroll.
public enum BodyLine: Equatable, Sendable {
    case section(Section)
    /// Placeholder under a section with no tasks.
    case empty(Section)
    case task(TodoTask)
    case note(TodoTask, Int)

    public var focus: Focus? {
        switch self {
        case .task(let task): Focus(ref: task.ref)
        case .note(let task, let index): Focus(ref: task.ref, note: index)
        case .section, .empty: nil
        }
    }

    public static func build(_ snapshot: Snapshot, expanded: Set<TaskRef>) -> [BodyLine] {
        var lines: [BodyLine] = []
        for section in Section.allCases {
            lines.append(.section(section))
            let tasks = snapshot.tasks(section)
            if tasks.isEmpty { lines.append(.empty(section)) }
            for task in tasks {
                lines.append(.task(task))
                if expanded.contains(task.ref) {
                    for index in task.notes.indices { lines.append(.note(task, index)) }
                }
            }
        }
        return lines
    }
}

/// Where things go on a screen of a given size.
struct Layout {
    let size: Size
    let hasStatus: Bool

    init(size: Size, hasStatus: Bool) {
        self.size = size
        self.hasStatus = hasStatus
    }

    init(_ state: AppState) {
        self.init(size: state.size, hasStatus: state.statusLine != nil)
    }

    var headerRow: Int { 0 }
    var bodyTop: Int { 1 }
    var bottomRow: Int { size.height - 1 }
    var statusRow: Int? { hasStatus ? size.height - 2 : nil }
    var bodyHeight: Int { max(0, size.height - 2 - (hasStatus ? 1 : 0)) }
}

extension AppState {
    /// The line shown above the bottom bar: the last message, else a warning.
    var statusLine: Status? {
        if let status { return status }
        if let warning = snapshot.warnings.first { return Status(warning, isError: true) }
        if case .editing = mode { return Status("Enter saves, Esc cancels") }
        return nil
    }

    var lines: [BodyLine] { BodyLine.build(snapshot, expanded: expanded) }

    /// The first line at or after `scroll` that keeps `selected` in a body of
    /// `height` lines, showing a task's section title when there is room.
    static func scrolled(_ scroll: Int, selected: Int?, height: Int, lineCount: Int) -> Int {
        guard height > 0 else { return 0 }
        var top = min(max(0, scroll), max(0, lineCount - height))
        guard let selected else { return top }
        if selected < top { top = selected }
        if selected >= top + height { top = selected - height + 1 }
        if top == selected, top > 0, height > 1 { top -= 1 }
        return top
    }
}
