import TodoCore

/// The small list shown when the selected task has several links.
public struct LinkChoice: Equatable, Sendable {
    public var links: [Link]
    public var selected = 0

    public init(links: [Link]) {
        self.links = links
    }
}

/// `o`: opens the task's only link, or asks which one when it has several.
func openLink(_ task: TodoTask, _ state: inout AppState) -> Effect? {
    let links = task.links
    switch links.count {
    case 0:
        state.status = Status("“\(task.name)” has no link to open", isError: true)
        return nil
    case 1:
        return .openLink(links[0].url)
    default:
        state.mode = .choosingLink(LinkChoice(links: links))
        return nil
    }
}

/// Keys in the chooser: ↑ ↓ (j k) and Enter, or the link's number; Esc closes.
func chooseLink(_ key: Key, _ choice: LinkChoice, _ state: inout AppState) -> Effect? {
    var choice = choice
    switch key {
    case .up, .character("k"): choice.selected = max(0, choice.selected - 1)
    case .down, .character("j"): choice.selected = min(choice.links.count - 1, choice.selected + 1)
    case .enter, .character("o"):
        state.mode = .browse
        return .openLink(choice.links[choice.selected].url)
    case .character(let c) where c.wholeNumberValue.map({ (1...choice.links.count).contains($0) }) == true:
        state.mode = .browse
        return .openLink(choice.links[c.wholeNumberValue! - 1].url)
    case .escape, .character("q"):
        state.mode = .browse
        return nil
    default:
        break
    }
    state.mode = .choosingLink(choice)
    return nil
}

/// Draws the chooser over the bottom of the list, just above the status line.
func drawChooser(_ canvas: inout Canvas, _ choice: LinkChoice, bottom: Int) {
    let shown = Array(choice.links.prefix(max(0, bottom - 1)))
    let top = bottom - shown.count
    canvas.fill(row: top - 1, style: .prompt)
    canvas.put("Open which link? 1-\(min(9, shown.count)), ↑ ↓ Enter, Esc", row: top - 1, column: 0, style: .prompt)
    for (index, link) in shown.enumerated() {
        let row = top + index
        canvas.fill(row: row, style: .plain)
        let label = index < 9 ? "\(index + 1) " : "  "
        let end = canvas.put(label, row: row, column: 2, style: .hintKey)
        canvas.put(DisplayWidth.truncated(link.text, to: canvas.width - end - 1), row: row, column: end, style: .link)
        if index == choice.selected {
            canvas.put(">", row: row, column: 0, style: .plain)
            canvas.select(row: row)
        }
    }
}
