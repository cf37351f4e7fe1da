/// Semantic style names: what a cell *is*; `Theme` decides how it looks.
enum Style: String, CaseIterable, Sendable {
    case plain, header, progress, section, task, done, priority, priorityHigh, marker, note, empty
    /// The user's tags after a task's name.
    case tag
    case hint, hintKey, message, error, prompt, help, helpKey, tooSmall
    /// The history calendar: no task done … 5 or more; today's cell.
    case heat0, heat1, heat2, heat3, heat4, heatToday
    /// A link in a name or note, and text that matches the search.
    case link, match
}

extension Style {
    /// The mark of priority 2 or 3 (1 has none): the highest is loud.
    static func priority(_ level: Int) -> Style { level >= 3 ? .priorityHigh : .priority }
}

/// A terminal colour: one of the eight basic colours or a 256-colour index.
enum Colour: Equatable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case indexed(Int)

    var index: Int {
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

struct Attributes: Equatable, Sendable {
    var bold = false
    var dim = false
    var underline = false
    var reverse = false
    var foreground: Colour? = nil

    init(
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
        foreground: Colour? = nil
    ) {
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
struct Theme: Sendable {
    let usesColour: Bool
    private let table: [Style: Attributes]

    func attributes(_ style: Style, selected: Bool) -> Attributes {
        var result = table[style] ?? Attributes()
        if selected { result.reverse.toggle() }
        return result
    }

    /// Picks the scheme for a terminal with `colours` colours (0 or 1 when it
    /// has none) and the environment (`NO_COLOR` non-empty = no colour).
    static func choose(colours: Int, environment: [String: String]) -> Theme {
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        if noColour || colours < 8 { return monochrome }
        return colour(rich: colours >= 256)
    }

    static let monochrome = Theme(
        usesColour: false,
        table: [
            .header: Attributes(bold: true),
            .progress: Attributes(bold: true),
            .section: Attributes(bold: true, underline: true),
            .done: Attributes(dim: true),
            .priorityHigh: Attributes(bold: true),
            .note: Attributes(dim: true),
            .tag: Attributes(dim: true),
            .empty: Attributes(dim: true),
            .hintKey: Attributes(bold: true),
            .hint: Attributes(dim: true),
            .error: Attributes(bold: true, reverse: true),
            .message: Attributes(bold: true),
            .prompt: Attributes(bold: true),
            .helpKey: Attributes(bold: true),
            .tooSmall: Attributes(bold: true),
            .heat0: Attributes(dim: true),
            .heat1: Attributes(dim: true),
            .heat3: Attributes(bold: true),
            .heat4: Attributes(bold: true),
            .heatToday: Attributes(bold: true, underline: true),
            .link: Attributes(underline: true),
            .match: Attributes(bold: true, underline: true),
        ])

    static func colour(rich: Bool) -> Theme {
        let muted: Colour = rich ? .indexed(245) : .white
        return Theme(
            usesColour: true,
            table: [
                .header: Attributes(bold: true, foreground: .cyan),
                .progress: Attributes(bold: true, foreground: .green),
                .section: Attributes(bold: true, foreground: .yellow),
                .done: Attributes(dim: true, foreground: muted),
                .priority: Attributes(foreground: .yellow),
                .priorityHigh: Attributes(bold: true, foreground: .red),
                .marker: Attributes(foreground: .magenta),
                .note: Attributes(foreground: muted),
                .tag: Attributes(dim: true, foreground: muted),
                .empty: Attributes(dim: true, foreground: muted),
                .hintKey: Attributes(bold: true, foreground: .cyan),
                .hint: Attributes(foreground: muted),
                .error: Attributes(bold: true, foreground: .red),
                .message: Attributes(foreground: .green),
                .prompt: Attributes(bold: true, foreground: .cyan),
                .helpKey: Attributes(bold: true, foreground: .cyan),
                .tooSmall: Attributes(bold: true, foreground: .yellow),
                .heat0: Attributes(foreground: muted),
                .heat1: Attributes(foreground: rich ? .indexed(65) : .green),
                .heat2: Attributes(foreground: rich ? .indexed(71) : .green),
                .heat3: Attributes(foreground: rich ? .indexed(77) : .green),
                .heat4: Attributes(bold: true, foreground: rich ? .indexed(83) : .green),
                .heatToday: Attributes(bold: true, underline: true, foreground: .yellow),
                .link: Attributes(underline: true, foreground: .blue),
                .match: Attributes(bold: true, underline: true, foreground: .magenta),
            ])
    }
}
