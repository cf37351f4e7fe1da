import Glibc
import TodoStore
import TaskPaper

/// A merge git began and left unfinished in the todo file or its archive:
/// a `git pull` whose merge driver could not run leaves them conflicted,
/// with only one side in the file. txtodo merges git's three versions
/// (`:1:` the base, when there is one, `:2:` ours, `:3:` theirs) itself,
/// writes and stages the result, and concludes what git was doing (the
/// merge commit, or the next step of a rebase or cherry-pick). One side
/// alone is never staged. What git left open with nothing unmerged (the
/// conflicts resolved by hand and added, but not committed) is concluded
/// too: a sync never commits or pushes in the middle of a merge or rebase.
enum UnfinishedMerge {
    /// What it did: the files it merged (empty: none was unmerged), whether
    /// both versions of some of the user's own lines were kept, and what it
    /// concluded (`merge`, `rebase`, … nil: nothing was in progress).
    static func finish(_ git: Git, names: [String], today: Day?) throws(SyncError) -> (
        files: [String], keptBoth: Bool, concluded: String?
    ) {
        var files: [String] = []
        var keptBoth = false
        var concluded: String? = nil
        let prefix = git.lines(["rev-parse", "--show-prefix"])?.first ?? ""
        // A rebase replays one commit after another, and may stop at each.
        for _ in 0..<1000 {
            let unmerged = git.lines(["diff", "--name-only", "--diff-filter=U"]) ?? []
            for name in names where unmerged.contains(prefix + name) {
                keptBoth = try merge(git, name, today: today) || keptBoth
                if !files.contains(name) { files.append(name) }
            }
            let others = unmerged.filter { path in !names.contains { prefix + $0 == path } }
            guard others.isEmpty else { throw .mergeUnfinished(files: others) }
            guard let step = try conclude(git) else { break }
            concluded = step
        }
        return (files, keptBoth, concluded)
    }

    /// Merges git's versions of one file into it and stages it; true when
    /// both versions of some of the user's own lines were kept.
    private static func merge(_ git: Git, _ name: String, today: Day?) throws(SyncError) -> Bool {
        guard let line = git.lines(["checkout-index", "--stage=all", "--temp", "--", name])?.first,
            let tab = line.firstIndex(of: "\t")
        else { throw .gitFailed(step: "merge", reason: "git's versions of \(name) cannot be read") }
        let top = git.lines(["rev-parse", "--show-toplevel"])?.first ?? git.folder
        let temporary = line[..<tab].split(separator: " ").map { $0 == "." ? nil : top + "/" + $0 }
        defer { for path in temporary.compactMap({ $0 }) { unlink(path) } }
        guard temporary.count == 3 else { throw .gitFailed(step: "merge", reason: "git's versions of \(name) cannot be read") }
        let clean: Bool
        do {
            clean = try StagedMerge.write(
                base: temporary[0], ours: temporary[1], theirs: temporary[2], to: git.folder + "/" + name, today: today)
        } catch {
            throw .gitFailed(step: "merge", reason: "\(error)")
        }
        let added = git.run(["add", "--", name])
        guard added.status == 0 else { throw .gitFailed(step: "add", reason: Git.lastLine(added.output)) }
        return !clean
    }

    /// Concludes the merge, rebase, cherry-pick or revert in progress and
    /// says which it was; nil when none is (a result then stays staged).
    private static func conclude(_ git: Git) throws(SyncError) -> String? {
        let step: [String]
        if git.succeeds(["rev-parse", "-q", "--verify", "MERGE_HEAD"]) {
            step = ["commit", "--quiet", "--no-edit", "--no-verify"]
        } else if inProgress(git, "rebase-merge") || inProgress(git, "rebase-apply") {
            step = ["rebase", "--continue"]
        } else if git.succeeds(["rev-parse", "-q", "--verify", "CHERRY_PICK_HEAD"]) {
            step = ["cherry-pick", "--continue"]
        } else if git.succeeds(["rev-parse", "-q", "--verify", "REVERT_HEAD"]) {
            step = ["revert", "--continue"]
        } else {
            return nil
        }
        let done = git.run(step)
        // A rebase that stops again, at a later commit, is looked at again.
        if done.status != 0 && (git.lines(["diff", "--name-only", "--diff-filter=U"]) ?? []).isEmpty {
            throw .stillInProgress(step[0], reason: Git.lastLine(done.output))
        }
        return step[0] == "commit" ? "merge" : step[0]
    }

    private static func inProgress(_ git: Git, _ name: String) -> Bool {
        guard let path = git.path(of: name) else { return false }
        return access(path, F_OK) == 0
    }
}
