import TodoCore

/// Restyles text already drawn at `column` of `row`: links underlined,
/// search matches marked. `text` is the text as drawn, cut by
/// `DisplayWidth.truncated` (which also made it printable).
func highlight(_ text: String, row: Int, column: Int, _ canvas: inout Canvas, search: SearchQuery?) {
    var starts: [Int] = []
    var x = column
    for character in text {
        starts.append(x)
        x += DisplayWidth.of(character)
    }
    starts.append(x)
    func mark(_ range: Range<Int>, _ style: Style) {
        canvas.restyle(row: row, columns: starts[range.lowerBound]..<starts[range.upperBound], style: style)
    }
    for link in LinkFinder.links(in: text) { mark(link.range, .link) }
    for range in search?.ranges(in: text) ?? [] { mark(range, .match) }
}
