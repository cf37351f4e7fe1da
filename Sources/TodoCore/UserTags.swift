import TaskPaper

// A task's own tags: the tags after its name that are not txtodo's
// (`- Buy milk @store @day(2026-11-22)` has `@store`). They are shown after
// the name, found by search, and edited with it in a rename.

extension Document {
    /// Calls `body` with the bytes of each of the user's tags after the
    /// line's text, in order, as written (`@due(2026-12-01)`).
    public func forEachUserTag(on line: Int, _ body: (Range<Int>) -> Void) {
        forEachTrailingTag(on: line) { tag, name in
            if !isOwnTagName(name) { body(tag) }
        }
    }

    /// Whether any of the user's tags follow the line's text.
    func hasUserTag(on line: Int) -> Bool {
        var found = false
        forEachTrailingTag(on: line) { _, name in found = found || !isOwnTagName(name) }
        return found
    }

    /// Whether the name's bytes are one of txtodo's tags: by its length
    /// first, as most tags are not (this runs for every tag `list` prints).
    func isOwnTagName(_ name: Range<Int>) -> Bool {
        guard Self.ownTagLengths.contains(name.count) else { return false }
        return bytes.withUnsafeBufferPointer { all in
            let typed = UnsafeBufferPointer(rebasing: all[name])
            return Self.ownTagNames.contains { $0.count == typed.count && $0.elementsEqual(typed) }
        }
    }

    /// The user's tags after the line's text, as written.
    func userTags(on line: Int) -> [String] {
        var tags: [String] = []
        forEachUserTag(on: line) { tags.append(string($0)) }
        return tags
    }

    /// txtodo's own tags after the line's text, as written, in order.
    func ownTrailingTags(on line: Int) -> [String] {
        var tags: [String] = []
        forEachTrailingTag(on: line) { tag, name in
            if isOwnTagName(name) { tags.append(string(tag)) }
        }
        return tags
    }

    /// txtodo's tags in the file, and the archive's mark of a deleted task.
    private static let ownTagNames = (ownTags + [Archive.deletedTag]).map { Array($0.utf8) }
    private static let ownTagLengths = Set(ownTagNames.map(\.count))
}

extension TodoTask {
    /// The name and the user's tags after it, as a rename field shows them:
    /// `Buy milk @store`.
    public var nameAndTags: String { ([name] + tags).joined(separator: " ") }
}

extension PastTask {
    /// The name and the user's tags after it.
    public var nameAndTags: String { ([name] + tags).joined(separator: " ") }
}
