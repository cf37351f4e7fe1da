/// The `?` screen, generated from the key table plus a legend of the marks.
enum HelpScreen {
    static let legend: [String] = [
        "Marks: [x] done  ! !! !!! priority",
        "  ↷ delayed once (cannot be delayed again)",
        "  +N notes hidden (Enter shows them)",
        "Text entry: ← → Home End Ctrl-A Ctrl-E",
        "  Backspace Delete Ctrl-U Ctrl-W,",
        "  Enter saves, Esc cancels",
        "Every change is saved at once; u undoes.",
    ]

    /// One line per binding, then the legend (with an empty key).
    static let lines: [(key: String, text: String)] =
        KeyTable.bindings.map { ($0.label, $0.help) } + [("", "")] + legend.map { ("", $0) }
}

func drawHelp(_ canvas: inout Canvas, top: Int) {
    let end = canvas.put("txtodo keys", row: 0, column: 0, style: .header)
    if let note = ["j k scroll, other keys close", "any key closes"].first(where: { end + 1 + DisplayWidth.of($0) <= canvas.width }) {
        canvas.putRight(note, row: 0, style: .hint)
    }
    let lines = HelpScreen.lines
    let keyWidth = min(12, canvas.width / 3)
    let height = canvas.height - 1
    let first = min(top, max(0, lines.count - height))
    for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
        let row = offset + 1
        if line.key.isEmpty {
            canvas.put(DisplayWidth.truncated(line.text, to: canvas.width - 1), row: row, column: 1, style: .help)
        } else {
            canvas.put(DisplayWidth.truncated(line.key, to: keyWidth - 1), row: row, column: 1, style: .helpKey)
            canvas.put(DisplayWidth.truncated(line.text, to: canvas.width - keyWidth - 2), row: row,
                       column: keyWidth + 1, style: .help)
        }
    }
}
