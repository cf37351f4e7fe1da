/// What a line is to TaskPaper 3, decided after trailing tags are removed.
public enum LineKind: UInt8, Sendable, Hashable {
    /// Empty or whitespace only (TaskPaper 3 calls it a note with no text).
    case blank
    /// Any other line that is not a task or a project.
    case note
    /// `-` followed by whitespace.
    case task
    /// Ends with `:` once trailing tags are removed.
    case project
}

/// 32 bytes a line: where its content ends is where the next line starts
/// (or the file ends), less its line ending, and is not kept.
struct LineRecord: Sendable {
    var start: UInt32
    /// First byte after the indentation.
    var bodyStart: UInt32
    /// End of the text before the trailing tags (== contentEnd without them).
    var textEnd: UInt32
    var tagStart: UInt32
    var tagCount: UInt16
    var ending: LineEnding
    var kind: LineKind
    /// TaskPaper 3 indentation level, 1 = top; blank lines take the level of
    /// the next non-blank line when that is deeper.
    var level: Int32
    var depth: Int32
    var parent: Int32
}

/// 16 bytes a tag: where the whitespace before the `@` starts is found
/// again when a `Tag` is made (`TagScanner.leadingStart`), not kept.
struct TagRecord: Sendable {
    var at: UInt32
    var nameEnd: UInt32
    /// UInt32.max when the tag has no value; else the byte after `(`.
    var valueStart: UInt32
    /// The `)` closing the value.
    var valueEnd: UInt32

    var hasValue: Bool { valueStart != .max }
    var end: UInt32 { hasValue ? valueEnd + 1 : nameEnd }
}
