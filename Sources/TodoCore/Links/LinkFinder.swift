/// A web address, mail address or file URL found in a task's text.
public struct Link: Equatable, Sendable {
    /// The address as written in the text.
    public let text: String
    /// What is handed to the browser: the text, with `https://` before a bare `www.` host.
    public let url: String
    /// Where it is in the text, in graphemes (`Character`s).
    public let range: Range<Int>

    public init(text: String, url: String, range: Range<Int>) {
        self.text = text
        self.url = url
        self.range = range
    }
}

/// Finds links in text: `http://`, `https://`, `file:`, `mailto:` and bare
/// `www.` hosts. A link starts at a word boundary and runs to white space or
/// to `<`, `>` or `"`; trailing punctuation (`.`, `,`, `:`, `;`, `!`, `?`,
/// quotes) is left out, and a closing bracket only belongs to the link when
/// the link opened it, so `(see https://a.example/x_(y))` keeps `x_(y)`.
/// Pure.
public enum LinkFinder {
    private static let prefixes: [(prefix: String, minimumRest: Int)] = [
        ("https://", 1), ("http://", 1), ("file:/", 1), ("mailto:", 3), ("www.", 3),
    ]

    public static func links(in text: String) -> [Link] {
        let characters = Array(text)
        var found: [Link] = []
        var index = 0
        while index < characters.count {
            guard startsWord(characters, at: index), let prefix = prefix(characters, at: index) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, !stops(characters[end]) { end += 1 }
            end = trimmed(characters, from: index, to: end)
            let candidate = String(characters[index..<end])
            if end - index >= prefix.prefix.count + prefix.minimumRest, isPlausible(candidate, prefix: prefix.prefix) {
                let url = prefix.prefix == "www." ? "https://" + candidate : candidate
                found.append(Link(text: candidate, url: url, range: index..<end))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    private static func startsWord(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = characters[index - 1]
        return !(before.isLetter || before.isNumber || before == "/" || before == "." || before == "@" || before == "_")
    }

    private static func prefix(_ characters: [Character], at index: Int) -> (prefix: String, minimumRest: Int)? {
        prefixes.first { entry in
            let scheme = Array(entry.prefix)
            guard index + scheme.count <= characters.count else { return false }
            return zip(scheme, characters[index...]).allSatisfy { $0 == Character($1.lowercased()) }
        }
    }

    private static func stops(_ character: Character) -> Bool {
        character.isWhitespace || character == "<" || character == ">" || character == "\""
    }

    private static let trailing: Set<Character> = [".", ",", ":", ";", "!", "?", "'", "’", "”", "*"]
    private static let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]

    /// Drops trailing punctuation and closing brackets the link did not open.
    private static func trimmed(_ characters: [Character], from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let last = characters[end - 1]
            if trailing.contains(last) {
                end -= 1
            } else if let opening = pairs[last] {
                let body = characters[start..<end]
                let opened = body.filter { $0 == opening }.count
                let closed = body.filter { $0 == last }.count
                guard closed > opened else { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// A host for web links (`www.example` needs a dot after `www.`), an `@`
    /// in a mail address.
    private static func isPlausible(_ candidate: String, prefix: String) -> Bool {
        switch prefix {
        case "www.":
            let host = candidate.dropFirst(4).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return host.contains(".") && host.first != "." && host.last != "."
        case "mailto:":
            return candidate.dropFirst(7).contains("@")
        case "https://", "http://":
            return candidate.drop { $0 != "/" }.dropFirst(2).first.map { $0 != "/" } ?? false
        default:
            return true
        }
    }
}
