/// What one read from the terminal produced.
enum Input: Equatable {
    case key(Key)
    /// Text the terminal marked as pasted (bracketed paste), as sent.
    case paste(String)
    case mouse(MouseEvent)
    case resize
    /// Nothing within the read timeout, a read interrupted by a signal, or
    /// a sequence that means nothing here (swallowed whole).
    case idle
}

/// One unit the terminal delivers: a character code or a size change.
enum RawInput: Equatable {
    case code(UInt32)
    case resize
}

/// Turns the terminal's raw characters into keys. Whole escape sequences are
/// read here, whatever terminfo says: CSI (`ESC [ … final`, with parameters
/// and modifiers) and SS3 (`ESC O final`) become keys when known and are
/// swallowed when not; OSC, DCS, APC, PM and SOS strings are swallowed up to
/// their terminator; ESC plus a character is Alt plus that character; ESC
/// alone (nothing follows within `escapeDelay`) is Esc. Pure: the characters
/// come from `source`.
struct InputDecoder {
    /// Reads one unit, waiting at most the given milliseconds; nil when none came.
    typealias Source = (_ milliseconds: Int32) -> RawInput?

    /// How long after ESC a following character still belongs to it.
    static let escapeDelay: Int32 = 25
    /// How long a started sequence may pause between its characters.
    static let sequenceDelay: Int32 = 100
    /// How long a bracketed paste may pause before its end marker.
    static let pasteDelay: Int32 = 1000

    private let source: Source
    /// Units read ahead and given back (ESC ESC, a resize inside a sequence).
    private var queued: [RawInput] = []

    init(source: @escaping Source) {
        self.source = source
    }

    /// Whether units were read ahead: the next input is there without a wait.
    var hasReadAhead: Bool { !queued.isEmpty }

    private mutating func take(_ milliseconds: Int32) -> RawInput? {
        if !queued.isEmpty { return queued.removeFirst() }
        return source(milliseconds)
    }

    /// A character code within `milliseconds`; anything else is given back.
    private mutating func code(within milliseconds: Int32) -> UInt32? {
        guard let unit = take(milliseconds) else { return nil }
        guard case .code(let code) = unit else {
            queued.insert(unit, at: 0)
            return nil
        }
        return code
    }

    /// The next input, waiting at most `milliseconds` for it to start.
    mutating func read(waiting milliseconds: Int32) -> Input {
        guard let unit = take(milliseconds) else { return .idle }
        guard case .code(let code) = unit else { return .resize }
        guard code == 27 else { return Key.decode(character: code).map(Input.key) ?? .idle }
        return afterEscape()
    }

    private mutating func afterEscape() -> Input {
        guard let code = code(within: InputDecoder.escapeDelay) else { return .key(.escape) }
        switch code {
        case 27:
            queued.insert(.code(27), at: 0)
            return .key(.escape)
        case 0x5B: return controlSequence()  // [
        case 0x4F: return singleShift()  // O
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: return controlString(introducer: code)  // ] P _ ^ X
        case 8, 127: return .key(.altBackspace)
        case 0..<32, 128..<160: return .idle
        default:
            guard let scalar = Unicode.Scalar(code) else { return .idle }
            return .key(.alt(Character(scalar)))
        }
    }

    /// `ESC [` parameters, intermediates and a final byte; nil when the
    /// sequence broke off (a pause, or a character that cannot be in it).
    private mutating func sequenceBody() -> (parameters: String, final: UInt32)? {
        var parameters = ""
        while let code = code(within: InputDecoder.sequenceDelay) {
            switch code {
            case 0x20...0x3F: parameters.unicodeScalars.append(Unicode.Scalar(code)!)
            case 0x40...0x7E: return (parameters, code)
            default:
                queued.insert(.code(code), at: 0)
                return nil
            }
        }
        return nil
    }

    private mutating func controlSequence() -> Input {
        guard let next = code(within: InputDecoder.escapeDelay) else { return .key(.alt("[")) }
        queued.insert(.code(next), at: 0)
        guard let (parameters, final) = sequenceBody() else { return .idle }
        if parameters.hasPrefix("<") { return MouseEvent.sgr(parameters: parameters, final: final).map(Input.mouse) ?? .idle }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let number = Int(fields.first ?? "") ?? 0
        // xterm's modifier parameter is 1 + (Shift 1, Alt 2, Ctrl 4).
        let modifiers = fields.count > 1 ? (Int(fields[1]) ?? 1) - 1 : 0
        if modifiers & 6 != 0, final == 0x44 || final == 0x43 { return .key(final == 0x44 ? .controlLeft : .controlRight) }
        if modifiers == 1, final == 0x41 || final == 0x42 { return .key(final == 0x41 ? .shiftUp : .shiftDown) }
        switch (final, number) {
        case (0x7E, 200): return paste()
        case (0x7E, _): return InputDecoder.tildeKeys[number].map(Input.key) ?? .idle
        default: return InputDecoder.finalKeys[final].map(Input.key) ?? .idle
        }
    }

    private mutating func singleShift() -> Input {
        guard let next = code(within: InputDecoder.escapeDelay) else { return .key(.alt("O")) }
        queued.insert(.code(next), at: 0)
        guard let (_, final) = sequenceBody() else { return .idle }
        if final == 0x4D { return .key(.enter) }  // keypad Enter
        return InputDecoder.finalKeys[final].map(Input.key) ?? .idle
    }

    /// OSC, DCS and the like end with BEL or `ESC \`; all of it is dropped.
    private mutating func controlString(introducer: UInt32) -> Input {
        guard var code = code(within: InputDecoder.escapeDelay) else {
            return .key(.alt(Character(Unicode.Scalar(introducer)!)))
        }
        while code != 7 {
            if code == 27 {
                if let next = self.code(within: InputDecoder.sequenceDelay), next != 0x5C {
                    queued.insert(.code(next), at: 0)
                }
                break
            }
            guard let following = self.code(within: InputDecoder.sequenceDelay) else { break }
            code = following
        }
        return .idle
    }

    /// The text between `ESC [ 200 ~` and `ESC [ 201 ~`. Other sequences
    /// inside are dropped; a paste that stops short ends with what came.
    private mutating func paste() -> Input {
        var text = ""
        while let code = code(within: InputDecoder.pasteDelay) {
            if code == 27 {
                guard self.code(within: InputDecoder.sequenceDelay) == 0x5B, let (parameters, final) = sequenceBody() else {
                    continue
                }
                if final == 0x7E && parameters == "201" { break }
                continue
            }
            if let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
        }
        return .paste(text)
    }

    /// Final bytes of CSI and SS3 sequences (any modifiers are ignored).
    private static let finalKeys: [UInt32: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x5A: .backTab,
    ]

    /// `ESC [ N ~` keys (VT220 and xterm numbering; 1 and 7 are Home, 4 and 8 End).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    ]
}
