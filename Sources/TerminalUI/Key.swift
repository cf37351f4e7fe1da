/// A key press, decoded from what the terminal sent.
enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, lower case ("a"…"z"); Ctrl-H, Ctrl-I, Ctrl-J and
    /// Ctrl-M arrive as backspace, tab and enter.
    case control(Character)
    /// Alt (Meta) plus a character, sent by the terminal as ESC and the character.
    case alt(Character)
    case altBackspace
    /// Ctrl (or Alt) with ← or →: a word to the left or right.
    case controlLeft, controlRight
    case up, down, left, right, home, end, pageUp, pageDown
    /// Shift with ↑ or ↓ (xterm's `ESC [1;2A` and `ESC [1;2B`).
    case shiftUp, shiftDown
    case enter, escape, backspace, delete, insert, tab, backTab

    /// Decodes a character code (not a curses key code): Enter is 10 or 13,
    /// Backspace 127 or 8, Esc 27, other control codes are Ctrl-letters.
    /// Returns nil for codes that mean nothing here.
    static func decode(character code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 9: return .tab
        case 1...26: return .control(Character(Unicode.Scalar(code + 96)!))
        case 0..<32, 128..<160: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// How the key is written in the hint bar and the help screen.
    var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-" + c.uppercased()
        case .alt(let c): "Alt-" + String(c)
        case .altBackspace: "Alt-Backspace"
        case .controlLeft: "Ctrl-←"
        case .controlRight: "Ctrl-→"
        case .up: "↑"
        case .down: "↓"
        case .shiftUp: "Shift-↑"
        case .shiftDown: "Shift-↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        }
    }
}
