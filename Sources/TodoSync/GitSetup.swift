import Glibc
import Processes
import TodoStore
import FileAccess

/// Registers `txtodo merge` as git's merge driver for the todo file and its
/// archive: a `.gitattributes` line beside them (shared through the
/// repository) and `merge.txtodo.driver` in the repository's config (one
/// per clone), and keeps the version logs' folder out of the repository
/// (`.git/info/exclude`: each clone's logs are its own), and puts the
/// renames txtodo made in commits made by hand (`CommitHooks`). Idempotent.
enum GitSetup {
    static let attribute = "txtodo"

    /// The driver's command line, as git's config stores it.
    static func driver(_ txtodo: String) -> String { "\(shellQuoted(txtodo)) merge %O %A %B %P" }

    /// What it wrote, one line each (empty when everything was in place),
    /// and a warning when the driver git had cannot be run. `replacing`
    /// (`sync --setup`): the driver becomes `txtodo` whatever git had;
    /// else only a missing one, or one that cannot be run, is replaced.
    static func ensure(
        _ git: Git, names: [String], txtodo: String, replacing: Bool
    ) throws(SyncError) -> (wrote: [String], warnings: [String]) {
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
        var warnings: [String] = []
        let registered = git.lines(["config", "--local", "--get", "merge.txtodo.driver"])?.first
        if let registered, registered != command, !replacing {
            if !canRun(registered, environment: git.environment) {
                warnings.append("warning: git's merge driver `\(registered)` cannot be run; it is now `\(command)`")
            }
        }
        // The form before `%P` was passed: the same program, brought up to date.
        let older = registered == String(command.dropLast(" %P".count))
        if registered != command && (replacing || registered == nil || older || !warnings.isEmpty) {
            let set = git.run(["config", "--local", "merge.txtodo.driver", command])
            guard set.status == 0 else { throw .gitFailed(step: "config", reason: Git.lastLine(set.output)) }
            git.run(["config", "--local", "merge.txtodo.name", "txtodo: merge todo files task by task"])
            wrote.append("git config merge.txtodo.driver \(command)")
        }
        if let name = names.first { wrote += excludeVersions(git, of: name) }
        let hooks = CommitHooks.install(git, txtodo: txtodo, tell: replacing)
        return (wrote + hooks.wrote, warnings + hooks.warnings)
    }

    /// Whether the program a driver command line starts (its first word,
    /// as the shell reads it) is there to run.
    static func canRun(_ command: String, environment: [String: String]) -> Bool {
        var program = ""
        var rest = Substring(command)
        while let c = rest.first, c != " " {
            rest = rest.dropFirst()
            if c == "'" {
                guard let close = rest.firstIndex(of: "'") else { return false }
                program += rest[..<close]
                rest = rest[rest.index(after: close)...]
            } else if c == "\\", let next = rest.first {
                program.append(next)
                rest = rest.dropFirst()
            } else {
                program.append(c)
            }
        }
        return !program.isEmpty && Subprocess.find(program, environment: environment) != nil
    }

    /// A line in the repository's `info/exclude` for the versions folder
    /// beside the file, unless git already ignores it.
    private static func excludeVersions(_ git: Git, of name: String) -> [String] {
        let folder = FileLocation.versionsFolderName(for: name)
        guard !git.succeeds(["check-ignore", "-q", "--no-index", folder + "/"]),
            let path = git.path(of: "info/exclude")
        else { return [] }
        let prefix = git.lines(["rev-parse", "--show-prefix"])?.first ?? ""
        var text = readText(path)
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        let line = ignorePattern(prefix + folder) + "/"
        guard writeText(path, text + line + "\n") else { return [] }
        return ["\(path): \(line)"]
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

    /// A gitignore pattern for exactly this path from the top of the work
    /// tree (gitignore has no quotes: glob characters take a backslash; the
    /// path never ends in a space, which would need one too).
    static func ignorePattern(_ path: String) -> String {
        var glob = "/"
        for c in path {
            if "*?[]\\".contains(c) { glob += "\\" }
            glob.append(c)
        }
        return glob
    }

    static func shellQuoted(_ text: String) -> String {
        let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
        return plain ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }

    static func readText(_ path: String) -> String {
        String(decoding: (try? FileReader.readIfPresent(path)).flatMap { $0 } ?? [], as: UTF8.self)
    }

    /// Writes `text` to `path`, making its folder first when it is missing.
    static func writeText(_ path: String, _ text: String) -> Bool {
        FileLocation.makeFolder(FileLocation.split(path).folder)
        guard let file = fopen(path, "w") else { return false }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        return fclose(file) == 0 && written == bytes.count
    }
}
