import Printable

/// A grid of cells, each holding one grapheme and a style name: what a frame
/// looks like before any terminal is involved. Tests compare its `text`.
public struct Canvas: Sendable {
    struct Cell: Sendable {
        /// One grapheme; "" for the second column of a two-column grapheme.
        var text: String
        var style: Style
        /// Drawn highlighted (the selected row).
        var isSelected: Bool
    }

    let width: Int
    let height: Int
    private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown (text entry), if anywhere.
    var cursor: (row: Int, column: Int)?

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(text: " ", style: .plain, isSelected: false), count: self.width * self.height)
    }

    func cell(row: Int, column: Int) -> Cell { cells[row * width + column] }

    /// Writes `text` from `column`, never past `column + limit` nor the right
    /// edge; a two-column grapheme that does not fit leaves a space. Returns the
    /// column after the last one written.
    @discardableResult
    mutating func put(_ text: String, row: Int, column: Int, style: Style, limit: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0 else { return column }
        let end = min(width, column + (limit ?? width))
        var x = column
        for character in PrintableText.sanitized(text) {
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if x + w > end {
                if x < end { set(row, x, " ", style) }
                return end
            }
            set(row, x, String(character), style)
            if w == 2 { set(row, x + 1, "", style) }
            x += w
        }
        return x
    }

    /// Writes `text` so that it ends at the right edge (minus `margin`).
    @discardableResult
    mutating func putRight(_ text: String, row: Int, style: Style, margin: Int = 0) -> Int {
        let start = max(0, width - margin - DisplayWidth.of(text))
        return put(text, row: row, column: start, style: style, limit: width - margin - start)
    }

    /// Gives every cell of the row a style (a background for what follows).
    mutating func fill(row: Int, style: Style, selected: Bool = false) {
        guard row >= 0, row < height else { return }
        for x in 0..<width { cells[row * width + x] = Cell(text: " ", style: style, isSelected: selected) }
    }

    /// Marks a whole row as the selected one.
    mutating func select(row: Int) {
        guard row >= 0, row < height else { return }
        for x in 0..<width { cells[row * width + x].isSelected = true }
    }

    /// Marks one cell as selected (a day of the history calendar).
    mutating func select(row: Int, column: Int) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        cells[row * width + column].isSelected = true
    }

    /// Gives the cells `columns` of a row another style, text unchanged.
    mutating func restyle(row: Int, columns: Range<Int>, style: Style) {
        guard row >= 0, row < height else { return }
        for x in columns.clamped(to: 0..<width) { cells[row * width + x].style = style }
    }

    private mutating func set(_ row: Int, _ column: Int, _ text: String, _ style: Style) {
        let index = row * width + column
        cells[index].text = text
        cells[index].style = style
    }

    /// One line per row, trailing spaces removed: the golden form of a screen.
    var text: String {
        (0..<height).map { row in
            var line = ""
            for x in 0..<width { line += cells[row * width + x].text }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
