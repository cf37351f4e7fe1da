extension StringProtocol {
    /// Without surrounding whitespace (including a stray BOM, which TaskPaper counts as whitespace).
    public func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0 == "\u{FEFF}" }
        let s = Substring(self)
        guard let first = s.firstIndex(where: { !isSpace($0) }),
            let last = s.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return s[first...last]
    }
}
