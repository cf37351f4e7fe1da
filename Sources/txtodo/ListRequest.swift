import TodoCore

/// What `txtodo list` is asked for: its form, its filter and its colour.
/// The filter only hides rows: every task keeps the number of the whole
/// listing, a section with no task left is left out, and when none is left
/// the text says `noMatch`.
struct ListRequest: Equatable {
    var json = false
    /// Words and `@tags`, as typed.
    var terms: [String] = []
    /// `--today`, `--tomorrow`, `--floating`, `--later`: the sections to show (none: all).
    var sections: Set<Section> = []
    var color: ListColour.Choice = .auto

    /// The filter, or nil when nothing is hidden.
    var filter: TaskFilter? {
        let filter = TaskFilter(terms: terms, sections: sections)
        return filter.isEmpty ? nil : filter
    }

    /// Whether the listing shows nothing of Later: its tasks are counted
    /// (they keep the numbers after them) but need not be read.
    var hidesLater: Bool { !json && !sections.isEmpty && !sections.contains(.later) }

    /// The text when the filter hides every task.
    static let noMatch = "No task matches."
}
