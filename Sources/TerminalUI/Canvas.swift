/// A grid of cells, each holding one grapheme and a style name: what a frame
/// looks like before any terminal is involved. Tests compare its `text`.
public struct Canvas: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// One grapheme; "" for the second column of a two-column grapheme.
        public var text: String
        public var style: Style
        /// Drawn highlighted (the selected row).
        public var isSelected: Bool
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Where the terminal cursor should be shown (text entry), if anywhere.
    public var cursor: (row: Int, column: Int)?

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(text: " ", style: .plain, isSelected: false), count: self.width * self.height)
    }

    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.width == b.width && a.height == b.height && a.cells == b.cells
            && a.cursor?.row == b.cursor?.row && a.cursor?.column == b.cursor?.column
    }

    public func cell(row: Int, column: Int) -> Cell { cells[row * width + column] }

    /// Writes `text` from `column`, never past `column + limit` nor the right
    /// edge; a two-column grapheme that does not fit leaves a space. Returns the
    /// column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style, limit: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0 else { return column }
        let end = min(width, column + (limit ?? width))
        var x = column
        for character in DisplayWidth.sanitized(text) {
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
    public mutating func putRight(_ text: String, row: Int, style: Style, margin: Int = 0) -> Int {
        let start = max(0, width - margin - DisplayWidth.of(text))
        return put(text, row: row, column: start, style: style, limit: width - margin - start)
    }

    /// Gives every cell of the row a style (a background for what follows).
    public mutating func fill(row: Int, style: Style, selected: Bool = false) {
        guard row >= 0, row < height else { return }
        for x in 0..<width { cells[row * width + x] = Cell(text: " ", style: style, isSelected: selected) }
    }

    /// Marks a whole row as the selected one.
    public mutating func select(row: Int) {
        guard row >= 0, row < height else { return }
        for x in 0..<width { cells[row * width + x].isSelected = true }
    }

    private mutating func set(_ row: Int, _ column: Int, _ text: String, _ style: Style) {
        let index = row * width + column
        cells[index].text = text
        cells[index].style = style
    }

    /// One line per row, trailing spaces removed: the golden form of a screen.
    public var text: String {
        (0..<height).map { row in
            var line = ""
            for x in 0..<width { line += cells[row * width + x].text }
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
