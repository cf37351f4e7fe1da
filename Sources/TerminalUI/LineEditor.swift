/// A one-line text field: the cursor moves by grapheme; Home/End, Ctrl-A/E,
/// Ctrl-B/F, Backspace/Delete, Ctrl-D, Ctrl-U/K/W; Enter accepts, Esc cancels.
/// Pure: keys in, text and cursor out.
public struct LineEditor: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case editing, accepted(String), cancelled
    }

    public private(set) var characters: [Character]
    /// Position in `characters` (0 = before the first grapheme).
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .accepted(text)
        case .escape: return .cancelled
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"): characters.removeSubrange(cursor...)
        case .control("w"): deleteWordBefore()
        case .tab: insert(" ")
        case .character(let c): insert(c)
        default: break
        }
        return .editing
    }

    /// Inserts at the cursor. A combining mark typed or pasted on its own joins
    /// the grapheme before it, so the text is re-segmented around the insertion.
    public mutating func insert(_ character: Character) {
        let before = String(characters[..<cursor]) + String(character)
        let after = characters[cursor...]
        let merged = Array(before)
        characters = Array(before + String(after))
        cursor = min(merged.count, characters.count)
    }

    private mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// The part of the text shown in a field `width` columns wide and the
    /// cursor's column in it. The field scrolls so the cursor stays visible
    /// (the text starts at its beginning whenever the cursor fits).
    public func view(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        var start = 0
        var columns = DisplayWidth.of(String(characters[..<cursor]))
        while columns > width - 1, start < cursor {
            columns -= DisplayWidth.of(characters[start])
            start += 1
        }
        var shown = ""
        var used = 0
        for character in characters[start...] {
            let w = DisplayWidth.of(character)
            if used + w > width { break }
            shown.append(character)
            used += w
        }
        return (shown, columns)
    }
}
