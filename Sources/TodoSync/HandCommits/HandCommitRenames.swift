import TodoStore
import TodoVersions
import TodoMerge

/// What txtodo's git hooks do (see `CommitHooks`), so a rename made with
/// txtodo holds through git when the file is committed by hand too: the
/// other clone's merge driver reads it from the commit, as from a `txtodo
/// sync` commit, rather than from the two names.
public enum HandCommitRenames {
    /// `commit-msg`: adds the renames txtodo kept for each todo file this
    /// commit holds a change of to the message in `messageFile` (as trailers,
    /// each once, above git's comments). A message with nothing in it but
    /// comments is left so, and git aborts the commit as it would have.
    public static func addToMessage(_ messageFile: String, environment: [String: String]) {
        guard let (git, top) = open(environment) else { return }
        let changed = paths(git, ["diff", "--cached", "--name-only", "-z"])
        let lines = changed.flatMap { journal(top, $0, environment).trailers() }
        guard !lines.isEmpty, !isEmpty(GitSetup.readText(messageFile), commentChar: commentChar(git)) else { return }
        var arguments = ["interpret-trailers", "--in-place", "--if-exists", "addIfDifferent"]
        for line in lines { arguments += ["--trailer", line] }
        git.run(arguments + [messageFile])
    }

    /// `post-commit`: forgets the renames kept for each file the commit
    /// changed once its message says them all (a commit made before the
    /// hook was there, or with `--no-verify`, leaves them for the next).
    public static func forgetCommitted(environment: [String: String]) {
        guard let (git, top) = open(environment) else { return }
        let said = Set(
            (git.lines(["log", "-1", "--format=%B", "HEAD"]) ?? []).filter { $0.hasPrefix(RenameTrailers.prefix) })
        guard !said.isEmpty else { return }
        let changed = paths(
            git, ["diff-tree", "-r", "-m", "--first-parent", "--root", "--no-commit-id", "--name-only", "-z", "HEAD"])
        for path in changed {
            let kept = journal(top, path, environment)
            let lines = kept.trailers()
            if !lines.isEmpty && lines.allSatisfy(said.contains) { kept.clear() }
        }
    }

    private static func open(_ environment: [String: String]) -> (Git, String)? {
        guard let git = Git(folder: ".", environment: environment),
            let top = git.lines(["rev-parse", "--show-toplevel"])?.first
        else { return nil }
        return (git, top)
    }

    /// The paths a `-z` listing names, from the top of the work tree.
    private static func paths(_ git: Git, _ arguments: [String]) -> [String] {
        let listed = git.run(arguments, errors: false)
        guard listed.status == 0 else { return [] }
        return listed.output.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
    }

    private static func journal(_ top: String, _ path: String, _ environment: [String: String]) -> RenameJournal {
        RenameJournal(state: StateFolder(environment: environment), todoPath: top + "/" + path)
    }

    private static func commentChar(_ git: Git) -> Character {
        let set = git.lines(["config", "core.commentChar"])?.first ?? "#"
        return set.count == 1 ? set.first! : "#"
    }

    /// Whether a message has no line but comments and blanks above git's
    /// scissors line (below it, `commit -v` shows the diff, cut off later).
    static func isEmpty(_ message: String, commentChar: Character) -> Bool {
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first == commentChar && line.contains(">8") && line.contains("-----") { break }
            if line.first == commentChar { continue }
            if line.contains(where: { !$0.isWhitespace }) { return false }
        }
        return true
    }
}
