/// The renames txtodo made, one line each (`txtodo-renamed: Call Sam →
/// Phone Sam`; a backslash or an arrow in a name is escaped with a
/// backslash, a line break is `\n`): as the store keeps them until a sync,
/// as `txtodo sync` writes them in its commit's message, and as it reads
/// them back from the commits on each side of a merge, for the merge
/// driver: git hands the driver three files and no history, so without
/// them a rename made with txtodo to a name that shares few words would
/// read as a task deleted and another added. Pure.
public enum RenameTrailers {
    public static let prefix = "txtodo-renamed: "
    static let arrow = " → "

    /// The lines for these renames, in order.
    public static func lines(_ renames: [(from: String, to: String)]) -> [String] {
        renames.map { prefix + escaped($0.from) + arrow + escaped($0.to) }
    }

    /// The renames written in `text` (commit messages, oldest first), in
    /// order; other lines are passed over.
    public static func renames(in text: String) -> [(from: String, to: String)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            return pair(line.dropFirst(prefix.count))
        }
    }

    /// One rename per task, chained (`a → b` then `b → c` is `a → c`).
    public static func chained(in text: String) -> [String: String] {
        KnownRenames.chained(renames(in: text))
    }

    private static func escaped(_ name: String) -> String {
        var out = ""
        for c in name {
            if c == "\n" {
                out += "\\n"
                continue
            }
            if c == "\\" || c == "→" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// `old → new`, split at the first arrow not escaped.
    private static func pair(_ text: Substring) -> (from: String, to: String)? {
        var names = ["", ""]
        var k = 0
        var escape = false
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if escape {
                names[k].append(c == "n" ? "\n" : c)
                escape = false
            } else if c == "\\" {
                escape = true
            } else if k == 0 && text[i...].hasPrefix(arrow) {
                k = 1
                i = text.index(i, offsetBy: arrow.count)
                continue
            } else {
                names[k].append(c)
            }
            i = text.index(after: i)
        }
        guard k == 1, !names[0].isEmpty, !names[1].isEmpty else { return nil }
        return (names[0], names[1])
    }
}
