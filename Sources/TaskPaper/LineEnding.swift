/// How a line ends. TaskPaper 3 breaks lines at LF, CRLF, CR, form feed,
/// U+2029 and U+2B7F; a line at the very end of a file may have no terminator.
public enum LineEnding: UInt8, Sendable, Hashable, CaseIterable {
    case none = 0
    case lf
    case crlf
    case cr
    case formFeed
    case paragraphSeparator
    case u2B7F

    /// The terminator's bytes, exactly as stored in the file.
    public var bytes: [UInt8] {
        switch self {
        case .none: return []
        case .lf: return [0x0A]
        case .crlf: return [0x0D, 0x0A]
        case .cr: return [0x0D]
        case .formFeed: return [0x0C]
        case .paragraphSeparator: return [0xE2, 0x80, 0xA9]
        case .u2B7F: return [0xE2, 0xAD, 0xBF]
        }
    }

    public var length: Int {
        switch self {
        case .none: return 0
        case .lf, .cr, .formFeed: return 1
        case .crlf: return 2
        case .paragraphSeparator, .u2B7F: return 3
        }
    }
}

/// The habits a file already has, followed by every line txtodo writes.
public struct TextStyle: Sendable, Hashable {
    /// One level of indentation: a tab, or the file's number of spaces.
    public enum Indent: Sendable, Hashable {
        case tab
        case spaces(Int)
    }

    public var indent: Indent
    /// LF, CRLF or CR: the file's most frequent ending (LF for a new file).
    public var lineEnding: LineEnding

    public init(indent: Indent = .tab, lineEnding: LineEnding = .lf) {
        self.indent = indent
        self.lineEnding = lineEnding
    }

    /// Indentation bytes for `levels` levels below the top.
    public func indentation(_ levels: Int) -> [UInt8] {
        guard levels > 0 else { return [] }
        switch indent {
        case .tab: return [UInt8](repeating: 0x09, count: levels)
        case .spaces(let n): return [UInt8](repeating: 0x20, count: levels * n)
        }
    }
}
