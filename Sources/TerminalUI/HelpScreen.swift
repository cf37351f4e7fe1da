/// The `?` screen, generated from the key table plus a legend of the marks.
enum HelpScreen {
    static let legend: [String] = [
        "Marks: [x] done  !! !!! priority 2 and 3",
        "  ↷ delayed once (cannot be delayed again)",
        "  ↻ made by a routine (it comes back on its days)",
        "  [-] a routine whose task left today's list",
        "  +N notes hidden (Enter shows them)",
        "Text entry: ← → Home End Ctrl-A Ctrl-E",
        "  Alt-B Alt-F Ctrl-← Ctrl-→ by word,",
        "  Backspace Delete Ctrl-U Ctrl-W Ctrl-K,",
        "  Alt-D Alt-Backspace, Ctrl-Y yanks back,",
        "  ↑ ↓ earlier texts of this kind of field,",
        "  Enter saves, Esc cancels",
        "Search (/): case and accents optional;",
        "  while a filter is on, n N go to the next /",
        "  previous match and Esc clears it.",
        "Mouse (mouse = on in the config): the wheel",
        "  scrolls, a click selects, a click on [ ] checks.",
        "Every change is saved at once; u undoes.",
    ]

    /// The routines screen's keys, from its table, under a line that says
    /// where they work (its key as `keys` has it).
    static func routineKeys(_ keys: KeyTable = .standard) -> [(key: String, text: String)] {
        let opening = keys.label(of: .routines).map { " (\($0))" } ?? ""
        return [("", "On the routines screen\(opening):")] + KeyTable.routineScreen.bindings.map { ($0.label, $0.help) }
    }

    /// The review screen's keys, as `routineKeys`.
    static func reviewKeys(_ keys: KeyTable = .standard) -> [(key: String, text: String)] {
        let opening = keys.label(of: .review).map { " (\($0))" } ?? ""
        return [("", "On the review screen\(opening):")] + KeyTable.reviewScreen.bindings.map { ($0.label, $0.help) }
    }

    /// One line per binding in force, then the legend (with an empty key)
    /// and the routines and review screens' keys.
    static func lines(_ keys: KeyTable = .standard) -> [(key: String, text: String)] {
        keys.bindings.map { ($0.label, $0.help) } + [("", "")] + legend.map { ("", $0) } + [("", "")]
            + routineKeys(keys) + [("", "")] + reviewKeys(keys)
    }

    /// The top line that shows the last line of the help at the bottom, for
    /// the keys and the file `state` has, on its screen.
    static func lastTop(_ state: AppState) -> Int {
        let count = lines(path: state.snapshot.path, keys: state.keys, note: watchNote(state)).count
        return max(0, count - (state.size.height - 1))
    }

    /// Every line of the screen: the keys, the legend, then the file in use.
    static func lines(path: String, keys: KeyTable = .standard, note: [String] = []) -> [(key: String, text: String)] {
        lines(keys) + [("", ""), ("", "File: \(path)")] + note.map { ("", $0) }
    }

    /// How outside edits are found, when not by watching the folder: said
    /// with its reason, and that nothing is lost by it.
    static func watchNote(_ state: AppState) -> [String] {
        guard state.checksByPolling else { return [] }
        return state.folderMissing ? folderMissingNote : pollingNote
    }

    static let pollingNote = [
        "Outside edits are looked for twice a second:", "this folder cannot be watched (inotify); none is missed.",
    ]
    static let folderMissingNote = [
        "The file's folder does not exist yet: the first change makes it.",
        "Until then outside edits are looked for twice a second; harmless.",
    ]

    /// The header's note, longest first: the first that fits is shown.
    static let notes = [
        "j k ↑ ↓ Space PgUp PgDn scroll, other keys close", "jk↑↓ Space PgUp PgDn scroll",
        "jk↑↓ Space PgUp PgDn",
    ]
}

func drawHelp(_ canvas: inout Canvas, top: Int, path: String, keys: KeyTable, note: [String]) {
    let end = canvas.put("txtodo keys", row: 0, column: 0, style: .header)
    if let note = HelpScreen.notes.first(where: { end + 1 + DisplayWidth.of($0) <= canvas.width }) {
        canvas.putRight(note, row: 0, style: .hint)
    }
    let lines = HelpScreen.lines(path: path, keys: keys, note: note)
    let keyWidth = min(12, canvas.width / 3)
    let height = canvas.height - 1
    let first = min(top, max(0, lines.count - height))
    for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
        let row = offset + 1
        if line.key.isEmpty {
            canvas.put(DisplayWidth.truncated(line.text, to: canvas.width - 1), row: row, column: 1, style: .help)
        } else {
            canvas.put(DisplayWidth.truncated(line.key, to: keyWidth - 1), row: row, column: 1, style: .helpKey)
            canvas.put(
                DisplayWidth.truncated(line.text, to: canvas.width - keyWidth - 2), row: row,
                column: keyWidth + 1, style: .help)
        }
    }
}
