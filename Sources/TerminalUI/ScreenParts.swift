/// Pieces the screens beside the list draw alike.
extension Canvas {
    /// The selected row: `>` before it, the row in reverse video.
    mutating func markSelected(row: Int) {
        put(">", row: row, column: 0, style: .plain)
        select(row: row)
    }

    /// The last message, one line above the bottom row.
    mutating func putStatus(_ status: Status?) {
        guard let status else { return }
        put(
            DisplayWidth.truncated(status.text, to: width), row: height - 2, column: 0,
            style: status.isError ? .error : .message)
    }
}
