/// Tasks' text folded once for search (`SearchQuery.fold`), so a query
/// typed key by key is matched without folding the tasks again: each
/// task's name and tags and each of its notes, one after the other with a
/// line feed between (a query holds none, so it never spans two). Pure.
public struct SearchIndex: Sendable {
    private let texts: [[UInt8]]

    public init(_ tasks: [TodoTask]) {
        texts = tasks.map { task in
            var bytes = SearchQuery.foldedBytes(task.nameAndTags)
            for note in task.notes {
                bytes.append(0x0A)
                bytes += SearchQuery.foldedBytes(note)
            }
            return bytes
        }
    }

    public var count: Int { texts.count }

    /// The positions, among `candidates` (every task when nil), of the
    /// tasks whose name, tags or a note holds the query.
    public func matching(_ query: SearchQuery, among candidates: [Int]? = nil) -> [Int] {
        let needle = query.foldedBytes
        return (candidates ?? Array(texts.indices)).filter { Self.contains(texts[$0], needle) }
    }

    static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, hay.count >= needle.count else { return needle.isEmpty }
        return hay.withUnsafeBufferPointer { h in
            needle.withUnsafeBufferPointer { n in
                var k = 0
                let last = h.count - n.count
                while k <= last {
                    if h[k] == first {
                        var j = 1
                        while j < n.count && h[k + j] == n[j] { j += 1 }
                        if j == n.count { return true }
                    }
                    k += 1
                }
                return false
            }
        }
    }
}

extension SearchQuery {
    /// The query folded, as UTF-8.
    public var foldedBytes: [UInt8] { Array(String(folded).utf8) }

    /// Whether every text this query matches is matched by `shorter` (its
    /// folded text holds the other's): the matches of `shorter` can be
    /// narrowed instead of searching again.
    public func narrows(_ shorter: SearchQuery) -> Bool {
        SearchIndex.contains(foldedBytes, shorter.foldedBytes)
    }

    /// `text` folded as a query is, as UTF-8; plain ASCII is lowered byte
    /// by byte, which gives the same bytes.
    static func foldedBytes(_ text: String) -> [UInt8] {
        var ascii = true
        let lowered = text.utf8.map { byte -> UInt8 in
            if byte >= 0x80 { ascii = false }
            return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
        }
        return ascii ? lowered : Array(String(fold(text).map(\.character)).utf8)
    }
}
