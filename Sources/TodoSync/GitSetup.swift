import Glibc
import TodoStore

/// Registers `txtodo merge` as git's merge driver for the todo file and its
/// archive: a `.gitattributes` line beside them (shared through the
/// repository) and `merge.txtodo.driver` in the repository's config (one
/// per clone). Idempotent.
enum GitSetup {
    static let attribute = "txtodo"

    /// The driver's command line, as git's config stores it.
    static func driver(_ txtodo: String) -> String { "\(shellQuoted(txtodo)) merge %O %A %B" }

    /// What it wrote, one line each; empty when everything was in place.
    static func ensure(_ git: Git, names: [String], txtodo: String) throws(SyncError) -> [String] {
        var wrote: [String] = []
        let missing = names.filter { !hasAttribute(git, $0) }
        if !missing.isEmpty {
            let path = git.folder + "/.gitattributes"
            var text = readText(path)
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            let lines = missing.map { "\(pattern($0)) merge=\(attribute)" }
            text += lines.joined(separator: "\n") + "\n"
            guard writeText(path, text) else {
                throw .gitFailed(step: "setup", reason: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            wrote += lines.map { "\(path): \($0)" }
            // Never merge without the driver: git's own merge would write markers.
            if let unread = names.first(where: { !hasAttribute(git, $0) }) {
                throw .gitFailed(step: "setup", reason: "git does not apply the .gitattributes line for \(unread)")
            }
        }
        let command = driver(txtodo)
        if git.lines(["config", "--local", "--get", "merge.txtodo.driver"]) != [command] {
            let set = git.run(["config", "--local", "merge.txtodo.driver", command])
            guard set.status == 0 else { throw .gitFailed(step: "config", reason: Git.lastLine(set.output)) }
            git.run(["config", "--local", "merge.txtodo.name", "txtodo: merge todo files task by task"])
            wrote.append("git config merge.txtodo.driver \(command)")
        }
        return wrote
    }

    static func hasAttribute(_ git: Git, _ name: String) -> Bool {
        git.lines(["check-attr", "merge", "--", name])?.first?.hasSuffix(": merge: \(attribute)") == true
    }

    /// A gitattributes pattern matching exactly this name, anchored to the
    /// folder; C-quoted when the name has spaces or quotes (git reads both).
    static func pattern(_ name: String) -> String {
        var glob = "/"
        for c in name {
            if "*?[]\\".contains(c) { glob += "\\" }
            glob.append(c)
        }
        guard glob.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" || $0 == "#" }) else {
            return glob
        }
        var quoted = "\""
        for c in glob {
            switch c {
            case "\"", "\\": quoted += "\\\(c)"
            case "\t": quoted += "\\t"
            default: quoted.append(c)
            }
        }
        return quoted + "\""
    }

    static func shellQuoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }

    private static func readText(_ path: String) -> String {
        String(decoding: (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? [], as: UTF8.self)
    }

    private static func writeText(_ path: String, _ text: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        return fclose(file) == 0 && written == bytes.count
    }
}
