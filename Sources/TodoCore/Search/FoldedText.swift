/// A `SearchQuery` that answers for text in ASCII on its bytes: there,
/// folding is only lower case, so a query that folds to ASCII is found by
/// comparing bytes, and one that does not is never found. Other text is
/// asked of the query itself. The answers are the query's; only a filter
/// over a whole list is faster for it (most names are ASCII).
public struct FoldedText: Equatable, Sendable {
    public let query: SearchQuery
    /// The folded query in ASCII; nil when it folds to other characters.
    let ascii: [UInt8]?

    /// Nil when there is nothing to look for.
    public init?(_ text: String) {
        guard let query = SearchQuery(text) else { return nil }
        self.query = query
        let folded = SearchQuery.fold(text).map(\.character)
        ascii = folded.allSatisfy { $0.unicodeScalars.count == 1 && $0.isASCII } ? folded.compactMap(\.asciiValue) : nil
    }

    /// `SearchQuery.matches(_:)`.
    public func isFound(in text: String) -> Bool {
        guard Self.isASCII(text) else { return query.matches(text) }
        guard let ascii else { return false }
        var text = text
        return text.withUTF8 { hay in
            guard hay.count >= ascii.count else { return false }
            return (0...(hay.count - ascii.count)).contains { start in
                ascii.indices.allSatisfy { Self.lower(hay[start + $0]) == ascii[$0] }
            }
        }
    }

    /// `SearchQuery.matchesWhole(_:)`.
    public func isAll(of text: String) -> Bool {
        guard Self.isASCII(text) else { return query.matchesWhole(text) }
        guard let ascii, text.utf8.count == ascii.count else { return false }
        return zip(text.utf8, ascii).allSatisfy { Self.lower($0) == $1 }
    }

    static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
