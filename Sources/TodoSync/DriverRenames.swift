import FileAccess
import TodoMerge
import TodoStore
import TodoVersions

/// The renames txtodo made on each side of a merge its driver is run in,
/// read from the commits' messages (`RenameTrailers`). In a merge (`txtodo
/// sync`'s, or a `git merge` or `git pull` by hand) git names the commit
/// merged in as `GITHEAD_<id>`, and each side's commits since the merge
/// base are read; in a rebase, the commit being replayed is the last one
/// its list has done, merged from its parent onto HEAD. The renames not
/// committed through `txtodo sync` yet are still kept for the file the
/// driver is told of (`%P`): they are ours in a merge, and theirs in a
/// rebase (this clone's commits are replayed).
public enum DriverRenames {
    public static func known(environment: [String: String], mergedPath: String?) -> KnownRenames {
        var (ours, theirs) = ("", "")
        var replaying = false
        if let git = Git(folder: ".", environment: environment) {
            if let head = mergedHead(environment), let base = git.lines(["merge-base", "HEAD", head])?.first {
                (ours, theirs) = said(git, head, since: base)
            } else if let picked = replayed(git) {
                replaying = true
                (ours, theirs) = said(git, picked, since: picked + "^")
            }
        }
        if let mergedPath, !mergedPath.isEmpty {
            let kept = RenameJournal(state: StateFolder(environment: environment), todoPath: mergedPath).read()
            let lines = RenameTrailers.lines(kept).joined(separator: "\n")
            if replaying { theirs = joined(theirs, lines) } else { ours = joined(ours, lines) }
        }
        return KnownRenames(ours: RenameTrailers.chained(in: ours), theirs: RenameTrailers.chained(in: theirs))
    }

    /// The rename lines of the commits since `base` on HEAD's side and on `ref`'s.
    private static func said(_ git: Git, _ ref: String, since base: String) -> (ours: String, theirs: String) {
        func said(_ range: String) -> String {
            let lines = git.lines(["log", "--reverse", "--format=%B", range]) ?? []
            return lines.filter { $0.hasPrefix(RenameTrailers.prefix) }.joined(separator: "\n")
        }
        return (said("\(base)..HEAD"), said("\(base)..\(ref)"))
    }

    private static func joined(_ said: String, _ more: String) -> String {
        said.isEmpty ? more : more.isEmpty ? said : said + "\n" + more
    }

    /// The one commit git says it merges in (`GITHEAD_` and its full id).
    static func mergedHead(_ environment: [String: String]) -> String? {
        let heads = environment.keys.compactMap { key -> String? in
            guard key.hasPrefix("GITHEAD_") else { return nil }
            let id = key.dropFirst("GITHEAD_".count)
            guard isCommitID(id) else { return nil }
            return String(id)
        }
        return heads.count == 1 ? heads[0] : nil
    }

    /// The commit a rebase is replaying: the last line of its list of
    /// steps done (`pick <id> subject`), when a rebase is under way.
    static func replayed(_ git: Git) -> String? {
        guard let path = git.path(of: "rebase-merge") else { return nil }
        guard let done = try? FileReader.readIfPresent(path + "/done") else { return nil }
        let steps = String(decoding: done, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let last = steps.last(where: { !$0.hasPrefix("#") }) else { return nil }
        let words = last.split(separator: " ")
        guard words.count >= 2, isCommitID(words[1]) else { return nil }
        return String(words[1])
    }

    private static func isCommitID(_ id: Substring) -> Bool {
        (id.count == 40 || id.count == 64) && id.allSatisfy(\.isHexDigit)
    }
}
