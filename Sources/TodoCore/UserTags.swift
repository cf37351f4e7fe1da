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

    /// Whether any of the user's tags follow the line's text (this runs for
    /// every task `list` shows: the bytes are reached once for the line).
    func hasUserTag(on line: Int) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            var found = false
            forEachTrailingTag(on: line) { _, name in
                if !found && !Self.isOwnTagName(name, in: all) { found = true }
            }
            return found
        }
    }

    /// Whether the name's bytes are one of txtodo's tags.
    func isOwnTagName(_ name: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { Self.isOwnTagName(name, in: $0) }
    }

    /// By its length first, one bit of a mask, as most tags are not; then
    /// the bytes of the few of that length.
    private static func isOwnTagName(_ name: Range<Int>, in all: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        guard count < 64, ownTagLengths & (1 << UInt64(count)) != 0, let base = all.baseAddress else { return false }
        let bytes = base + name.lowerBound
        for own in ownTagNames where own.count == count {
            var same = true
            for i in 0..<count where own[i] != bytes[i] {
                same = false
                break
            }
            if same { return true }
        }
        return false
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
    private static let ownTagLengths = ownTagNames.reduce(UInt64(0)) { $0 | (1 << UInt64($1.count)) }
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
