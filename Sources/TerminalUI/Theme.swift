/// Semantic style names: what a cell *is*; `Theme` decides how it looks.
public enum Style: String, CaseIterable, Sendable {
    case plain, header, progress, section, task, done, priority, marker, note, empty
    case hint, hintKey, message, error, prompt, help, helpKey, tooSmall
}

/// A terminal colour: one of the eight basic colours or a 256-colour index.
public enum Colour: Equatable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case indexed(Int)

    public var index: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .indexed(let n): n
        }
    }
}

public struct Attributes: Equatable, Sendable {
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false
    public var foreground: Colour? = nil

    public init(bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
                foreground: Colour? = nil) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
    }
}

/// Maps style names to attributes. Three schemes: colour (8 or 256 colours),
/// and attributes only — for monochrome terminals and when `NO_COLOR` is set.
/// The selected row is always drawn in reverse video, so it shows everywhere.
public struct Theme: Sendable {
    public let usesColour: Bool
    private let table: [Style: Attributes]

    public func attributes(_ style: Style, selected: Bool) -> Attributes {
        var result = table[style] ?? Attributes()
        if selected { result.reverse.toggle() }
        return result
    }

    /// Picks the scheme for a terminal with `colours` colours (0 or 1 when it
    /// has none) and the environment (`NO_COLOR` non-empty = no colour).
    public static func choose(colours: Int, environment: [String: String]) -> Theme {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        if noColour || colours < 8 { return monochrome }
        return colour(rich: colours >= 256)
    }

    public static let monochrome = Theme(usesColour: false, table: [
        .header: Attributes(bold: true),
        .progress: Attributes(bold: true),
        .section: Attributes(bold: true, underline: true),
        .done: Attributes(dim: true),
        .priority: Attributes(bold: true),
        .note: Attributes(dim: true),
        .empty: Attributes(dim: true),
        .hintKey: Attributes(bold: true),
        .hint: Attributes(dim: true),
        .error: Attributes(bold: true, reverse: true),
        .message: Attributes(bold: true),
        .prompt: Attributes(bold: true),
        .helpKey: Attributes(bold: true),
        .tooSmall: Attributes(bold: true),
    ])

    public static func colour(rich: Bool) -> Theme {
        let muted: Colour = rich ? .indexed(245) : .white
        return Theme(usesColour: true, table: [
            .header: Attributes(bold: true, foreground: .cyan),
            .progress: Attributes(bold: true, foreground: .green),
            .section: Attributes(bold: true, foreground: .yellow),
            .done: Attributes(dim: true, foreground: muted),
            .priority: Attributes(bold: true, foreground: .red),
            .marker: Attributes(foreground: .magenta),
            .note: Attributes(foreground: muted),
            .empty: Attributes(dim: true, foreground: muted),
            .hintKey: Attributes(bold: true, foreground: .cyan),
            .hint: Attributes(foreground: muted),
            .error: Attributes(bold: true, foreground: .red),
            .message: Attributes(foreground: .green),
            .prompt: Attributes(bold: true, foreground: .cyan),
            .helpKey: Attributes(bold: true, foreground: .cyan),
            .tooSmall: Attributes(bold: true, foreground: .yellow),
        ])
    }
}
