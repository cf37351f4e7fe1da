/// Why a sync stopped, in one line that says what happened to the work and
/// what to do. Nothing typed is lost in any of these.
public enum SyncError: Error, Sendable, Equatable, CustomStringConvertible {
    case noGit
    case notRepository(folder: String)
    case noRemote(committed: Bool)
    case fetchFailed(remote: String, reason: String, committed: Bool)
    case pushFailed(remote: String, reason: String)
    case mergeUnfinished(files: [String])
    /// A merge, rebase, cherry-pick or revert git left open that could not
    /// be concluded (`step`: `commit`, `rebase`, …).
    case stillInProgress(String, reason: String)
    case detachedHead
    case gitFailed(step: String, reason: String)
    case lockFailed(String)

    public var description: String {
        switch self {
        case .noGit:
            return "git is not installed (or not on PATH), and sync needs it; nothing was changed"
        case .notRepository(let folder):
            return "\(folder) is not in a git repository; make it one with `git -C '\(folder)' init` "
                + "(and `git remote add origin URL`), then run `txtodo sync --setup`"
        case .noRemote(let committed):
            return (committed ? "committed locally" : "nothing new to commit")
                + "; the repository has no remote to pull from or push to (add one with `git remote add origin URL`)"
        case .fetchFailed(let remote, let reason, let committed):
            return "could not fetch from \(remote) (\(reason)); "
                + (committed ? "your changes are committed locally; " : "") + "sync again when it is reachable"
        case .pushFailed(let remote, let reason):
            return "merged, but could not push to \(remote) (\(reason)); your changes are committed locally; sync again later"
        case .mergeUnfinished(let files):
            return "git could not finish the merge because of \(files.joined(separator: ", ")) (not txtodo's files); "
                + "the todo file is merged; resolve those files and commit"
        case .stillInProgress(let step, let reason):
            let what = step == "commit" ? "merge" : step
            let command = step == "commit" ? "git commit" : "git \(step) --continue"
            return "git's \(what) is still in progress and could not be finished (\(reason)); nothing was committed "
                + "or pushed; finish it with `\(command)` (or `git \(what) --abort`), then sync again"
        case .detachedHead:
            return "HEAD is detached (no branch is checked out), so nothing was committed or pushed; "
                + "check out your branch (`git switch main`, say), then sync again"
        case .gitFailed(let step, let reason):
            return "git \(step) failed (\(reason)); nothing was lost"
        case .lockFailed(let reason):
            return reason
        }
    }
}
