import Printable

/// Where things go on a screen of a given size.
struct ScreenLayout {
    let size: Size
    /// Rows of the status line: 0, 1, or 2 when a long message would be cut
    /// and the screen has room for it.
    let statusRows: Int
    /// What the status line says (`AppState.statusLine`, worked out once).
    let status: Status?

    init(size: Size, status: Status?) {
        self.size = size
        self.status = status
        guard let status else {
            statusRows = 0
            return
        }
        let roomy = size.height >= 10
        statusRows = roomy && DisplayWidth.of(PrintableText.sanitized(status.text)) > size.width ? 2 : 1
    }

    init(_ state: AppState) {
        self.init(size: state.size, status: state.statusLine)
    }

    var bodyTop: Int { 1 }
    var bottomRow: Int { size.height - 1 }
    var statusRow: Int? { statusRows > 0 ? size.height - 1 - statusRows : nil }
    var bodyHeight: Int { max(0, size.height - 2 - statusRows) }

    /// The status text cut into its rows; what does not fit ends with `…`.
    func statusText(_ text: String) -> [String] {
        guard statusRows == 2 else { return [DisplayWidth.truncated(text, to: size.width)] }
        let lines = DisplayWidth.wrapped(text, width: size.width)
        return [lines[0], DisplayWidth.truncated(lines.dropFirst().joined(separator: " "), to: size.width)]
    }
}

extension AppState {
    /// The line shown above the bottom bar: the last message, else a warning.
    var statusLine: Status? {
        if let status { return status }
        if syncing { return Status("Syncing with git…") }
        if let warning = snapshot.warnings.first { return Status(warning, isError: true) }
        if case .editing = mode { return Status("Enter saves, Esc cancels") }
        if case .searching = mode { return searchStatus(self) }
        return nil
    }
}
