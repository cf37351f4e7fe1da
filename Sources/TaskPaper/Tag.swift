/// One `@name` or `@name(value)` on a line.
public struct Tag: Sendable, Hashable {
    public var name: String
    /// The value with `\(` and `\)` unescaped; nil for a bare tag.
    public var value: String?
    /// Bytes of `@name(value)` in the document.
    public var range: Range<Int>
    /// Start of the whitespace before the tag (equal to `range.lowerBound` at the start of a body).
    public var leadingStart: Int
    /// Bytes of the raw value between the parentheses.
    public var valueRange: Range<Int>?

    public init(name: String, value: String?, range: Range<Int>, leadingStart: Int, valueRange: Range<Int>?) {
        self.name = name
        self.value = value
        self.range = range
        self.leadingStart = leadingStart
        self.valueRange = valueRange
    }

    /// Names TaskPaper 3 keeps for itself.
    public static let reservedNames: Set<String> = ["id", "text", "type"]

    /// `\(` → `(`, `\)` → `)`.
    public static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(0x5C) else { return raw }
        return raw.replacingAll("\\)", with: ")").replacingAll("\\(", with: "(")
    }

    /// `(` → `\(`, `)` → `\)`.
    public static func escape(_ value: String) -> String {
        value.replacingAll(")", with: "\\)").replacingAll("(", with: "\\(")
    }

    /// `@name` or `@name(value)`, escaped.
    public static func text(name: String, value: String?) -> String {
        guard let value else { return "@" + name }
        return "@\(name)(\(escape(value)))"
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    func replacingAll(_ target: String, with replacement: String) -> String {
        let t = Array(target.utf8)
        let s = Array(utf8)
        guard !t.isEmpty, s.count >= t.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if i + t.count <= s.count && s[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.utf8)
                i += t.count
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
