/// Something in the text that is kept as written but is not what it seems.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case invalidUTF8
        case invalidDate(tag: String, DatePayload.Problem)
    }

    public var kind: Kind
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in bytes from the start of the line.
    public var column: Int

    public var description: String {
        switch kind {
        case .invalidUTF8:
            return "line \(line), column \(column): invalid UTF-8"
        case .invalidDate(let tag, let problem):
            return "line \(line), column \(column): @\(tag): \(problem)"
        }
    }
}

extension Document {
    /// Invalid UTF-8 and tag values that start like a date but are not one.
    public func diagnostics() -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let bad = firstInvalidUTF8Offset {
            let line = lineContaining(offset: bad)
            out.append(Diagnostic(kind: .invalidUTF8, line: line + 1, column: bad - offset(ofLine: line) + 1))
        }
        for k in lineIndices {
            for t in tagOccurrences(k) {
                guard let value = t.value, let vr = t.valueRange, DatePayload.looksLikeDate(value) else { continue }
                if case .failure(let p) = DatePayload.parse(value) {
                    out.append(
                        Diagnostic(
                            kind: .invalidDate(tag: t.name, p), line: k + 1,
                            column: vr.lowerBound - offset(ofLine: k) + 1))
                }
            }
        }
        return out
    }

    /// The line holding byte `offset`.
    public func lineContaining(offset: Int) -> Int {
        var lo = 0, hi = lineCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self.offset(ofLine: mid) <= offset { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }
}
