import Glibc
import FileAccess

/// Two git hooks, so a commit of the todo file made by hand (`git commit`,
/// an editor's or IDE's commit) says the renames txtodo made, as a
/// `txtodo sync` commit does: `commit-msg` adds them to the message once
/// it is written, `post-commit` forgets them once a commit holds them (see
/// `HandCommitRenames`). Each hook runs `txtodo sync --hook <name>`, and
/// never fails a commit: a txtodo that cannot be run adds nothing.
/// Installed by the driver's set-up only where the repository has no hook
/// of that name of its own and no `core.hooksPath` (a folder of hooks that
/// may serve other repositories too).
enum CommitHooks {
    static let names = ["commit-msg", "post-commit"]
    /// The line that marks a hook as txtodo's own.
    static let mark = "# txtodo: the renames txtodo made, in the message of a commit made by hand"

    static func script(_ hook: String, txtodo: String) -> String {
        let program = GitSetup.shellQuoted(txtodo)
        return """
            #!/bin/sh
            \(mark)
            if command -v \(program) >/dev/null 2>&1; then
                \(program) sync --hook \(hook)\(hook == "commit-msg" ? " --hook-file \"$1\"" : "") || true
            fi
            exit 0

            """
    }

    /// Writes the hooks that are missing, or brings txtodo's own up to date;
    /// what it wrote, one line each, and a warning when a hook of the
    /// repository's own stands in the way (`tell`: said only then).
    static func install(_ git: Git, txtodo: String, tell: Bool) -> (wrote: [String], warnings: [String]) {
        if git.lines(["config", "core.hooksPath"])?.first != nil {
            return ([], tell ? [notCarried("git's hooks are in core.hooksPath")] : [])
        }
        var wrote: [String] = []
        var warnings: [String] = []
        for hook in names {
            guard let path = git.path(of: "hooks/" + hook) else { continue }
            let present = GitSetup.readText(path)
            let wanted = script(hook, txtodo: txtodo)
            if present == wanted { continue }
            if access(path, F_OK) == 0 && !present.contains(mark) {
                if tell { warnings.append(notCarried("the repository has a \(hook) hook of its own")) }
                continue
            }
            guard GitSetup.writeText(path, wanted), chmod(path, 0o755) == 0 else { continue }
            wrote.append("\(path): runs `txtodo sync --hook \(hook)`")
        }
        return (wrote, warnings)
    }

    private static func notCarried(_ why: String) -> String {
        "warning: \(why), so txtodo's renames are said only in `txtodo sync` commits, not in commits made by hand"
    }
}
