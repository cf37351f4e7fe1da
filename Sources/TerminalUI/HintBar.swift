/// The bottom bar of hints. When the hints do not all fit, they are split
/// into pages that each end with `m more`, and `m` shows the next page, so no
/// command is ever dropped from view.
enum HintBar {
    typealias Hint = (key: String, word: String)
    static let more: Hint = ("m", "more")

    static func width(_ hint: Hint) -> Int { DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.word) }

    /// The pages for a bar `width` columns wide (one page when all fit).
    static func pages(width: Int, keys: KeyTable = .standard) -> [[Hint]] { pages(width: width, hints: keys.hints) }

    /// The pages of `all` for a bar `width` columns wide.
    static func pages(width: Int, hints all: [Hint]) -> [[Hint]] {
        let total: Int = all.reduce(0) { $0 + Self.width($1) + 2 } - 2
        if total <= width { return [all] }
        let room = width - Self.width(more) - 2
        var pages: [[Hint]] = []
        var page: [Hint] = []
        var used = 0
        for hint in all {
            let needed = (page.isEmpty ? 0 : used + 2) + Self.width(hint)
            if needed > room, !page.isEmpty {
                pages.append(page)
                (page, used) = ([], 0)
            }
            used = (page.isEmpty ? 0 : used + 2) + Self.width(hint)
            page.append(hint)
        }
        if !page.isEmpty { pages.append(page) }
        return pages.map { $0 + [more] }
    }

    static func draw(_ canvas: inout Canvas, row: Int, page: Int, keys: KeyTable) {
        let pages = pages(width: canvas.width, keys: keys)
        drawHints(&canvas, pages[page % pages.count], row: row)
    }
}

/// As many of the hints as fit, in order.
func drawHints(_ canvas: inout Canvas, _ hints: [HintBar.Hint], row: Int) {
    var x = 0
    for hint in hints {
        if x + HintBar.width(hint) > canvas.width { break }
        x = canvas.put(hint.key, row: row, column: x, style: .hintKey)
        x = canvas.put(" " + hint.word, row: row, column: x, style: .hint) + 2
    }
}
