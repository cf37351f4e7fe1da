import TodoCore
import TaskPaper

/// Where the merge writes a tag that the line it rewrites lacks: in
/// txtodo's own order — the user's tags by name (typed with the name),
/// `@day`, a routine's tags, `@priority`, `@delayed`, `@done` — before the first tag that comes
/// after it, else at the end. So the same tags come out in the same order
/// whichever side's line was rewritten (a check here and a priority there
/// give `@priority(2) @done(…)` both ways).
enum TagPlace {
    static func rank(_ name: String) -> (Int, String) {
        switch name {
        case "day": return (1, "")
        case "routine", "every", "made": return (2, name)
        case "priority": return (3, "")
        case "delayed": return (4, "")
        case "done": return (5, "")
        default: return (0, name)
        }
    }

    /// The one-line document with `@name(value)` added in its place.
    static func inserting(_ name: String, value: String?, into line: Document) -> Document {
        let r = rank(name)
        guard let later = line.tagOccurrences(0).first(where: { rank($0.name) > r }) else {
            return line.appendingTag(name, value: value, to: 0)
        }
        var bytes = line.bytes
        bytes.insert(contentsOf: Array(Tag.text(name: name, value: value).utf8) + [0x20], at: later.range.lowerBound)
        return Document(bytes: bytes)
    }
}
