/// A one-line text field: the cursor moves by grapheme; Home/End, Ctrl-A/E,
/// Ctrl-B/F, Backspace/Delete, Ctrl-D, Ctrl-U/K/W, and by word Alt-B/F,
/// Ctrl-←/→, Alt-D, Alt-Backspace; what Ctrl-U/K/W, Alt-D and Alt-Backspace
/// erase is kept for Ctrl-Y; ↑/↓ step through the history given to the
/// field (the text being typed comes back below the newest); Enter accepts,
/// Esc cancels.
/// Pure: keys in, text and cursor out.
struct LineEditor: Equatable, Sendable {
    enum Outcome: Equatable, Sendable {
        case editing, accepted(String), cancelled
    }

    private(set) var characters: [Character]
    /// Position in `characters` (0 = before the first grapheme).
    private(set) var cursor: Int

    /// Earlier texts, oldest first, and which one is shown (nil: the draft).
    private let history: [String]
    private var recalled: Int?
    private var draft = ""
    /// The text last erased by a kill key, for Ctrl-Y.
    public private(set) var killed: String

    public init(_ text: String = "", history: [String] = [], killed: String = "") {
        characters = Array(text)
        cursor = characters.count
        self.history = history
        self.killed = killed
    }

    var text: String { String(characters) }

    mutating func handle(_ key: Key) -> Outcome {
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
        case .control("u"): kill(0..<cursor)
        case .control("k"): kill(cursor..<characters.count)
        case .control("w"): deleteWordBefore()
        case .control("y"): insert(killed)
        case .alt("b"), .controlLeft: cursor = wordStart(before: cursor)
        case .alt("f"), .controlRight: cursor = wordEnd(after: cursor)
        case .alt("d"): kill(cursor..<wordEnd(after: cursor))
        case .altBackspace: kill(wordStart(before: cursor)..<cursor)
        case .up: recall(by: -1)
        case .down: recall(by: 1)
        case .tab: insert(" ")
        case .character(let c): insert(c)
        default: break
        }
        return .editing
    }

    /// Inserts pasted text at the cursor: a line break (LF, CR or CRLF) or a
    /// tab becomes a space, other control characters are dropped.
    mutating func paste(_ text: String) {
        var clean = ""
        for character in text {
            if character.isNewline || character == "\t" {
                clean.append(" ")
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                clean.append(character)
            }
        }
        insert(clean)
    }

    mutating func insert(_ character: Character) {
        insert(String(character))
    }

    /// Inserts at the cursor. A combining mark typed or pasted on its own joins
    /// the grapheme before it, so the text is re-segmented around the insertion.
    mutating func insert(_ text: String) {
        let before = String(characters[..<cursor]) + text
        let after = characters[cursor...]
        let merged = Array(before)
        characters = Array(before + String(after))
        cursor = min(merged.count, characters.count)
    }

    private mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        kill(start..<cursor)
    }

    /// Erases the range, keeping it for Ctrl-Y (an empty range keeps the last kill).
    private mutating func kill(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        killed = String(characters[range])
        characters.removeSubrange(range)
        if cursor > range.lowerBound { cursor = range.lowerBound }
    }

    /// Shows an older (-1) or newer (+1) text of the history; past the newest, the draft.
    private mutating func recall(by step: Int) {
        guard !history.isEmpty else { return }
        let current = recalled ?? history.count
        let target = max(0, min(history.count, current + step))
        guard target != current else { return }
        if recalled == nil { draft = text }
        recalled = target == history.count ? nil : target
        characters = Array(recalled.map { history[$0] } ?? draft)
        cursor = characters.count
    }

    /// Words for the Alt keys are runs of letters and digits, as in readline.
    private func isWord(_ index: Int) -> Bool {
        characters[index].isLetter || characters[index].isNumber
    }

    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0, !isWord(start - 1) { start -= 1 }
        while start > 0, isWord(start - 1) { start -= 1 }
        return start
    }

    private func wordEnd(after position: Int) -> Int {
        var end = position
        while end < characters.count, !isWord(end) { end += 1 }
        while end < characters.count, isWord(end) { end += 1 }
        return end
    }

    /// The part of the text shown in a field `width` columns wide and the
    /// cursor's column in it. The field scrolls so the cursor stays visible
    /// (the text starts at its beginning whenever the cursor fits).
    func view(width: Int) -> (text: String, cursorColumn: Int) {
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
