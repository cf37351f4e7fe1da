import TodoMerge
import TodoStore
import TodoVersions

/// The renames txtodo made on each side of a merge its driver is run in.
/// `txtodo sync` reads them from the commits and hands them over in the
/// environment (`GitMergeNames`). In a merge started by hand (`git merge`,
/// `git pull`) git names the commit merged in as `GITHEAD_<id>`, so the
/// driver reads the commits itself; and the renames not committed through
/// `txtodo sync` yet are still kept for the file the driver is told of
/// (`%P`), on our side.
public enum DriverRenames {
    public static func known(environment: [String: String], mergedPath: String?) -> KnownRenames {
        var (ours, theirs) = (environment[GitMergeNames.oursRenamed], environment[GitMergeNames.theirsRenamed])
        if ours == nil && theirs == nil, let head = mergedHead(environment),
            let git = Git(folder: ".", environment: environment)
        {
            (ours, theirs) = GitSync.renamesOnEachSide(git, head)
        }
        var oursText = ours ?? ""
        if let mergedPath, !mergedPath.isEmpty {
            let kept = RenameJournal(state: StateFolder(environment: environment), todoPath: mergedPath).read()
            oursText += (oursText.isEmpty ? "" : "\n") + RenameTrailers.lines(kept).joined(separator: "\n")
        }
        return KnownRenames(ours: RenameTrailers.chained(in: oursText), theirs: RenameTrailers.chained(in: theirs ?? ""))
    }

    /// The one commit git says it merges in (`GITHEAD_` and its full id).
    static func mergedHead(_ environment: [String: String]) -> String? {
        let heads = environment.keys.compactMap { key -> String? in
            guard key.hasPrefix("GITHEAD_") else { return nil }
            let id = key.dropFirst("GITHEAD_".count)
            guard id.count == 40 || id.count == 64, id.allSatisfy(\.isHexDigit) else { return nil }
            return String(id)
        }
        return heads.count == 1 ? heads[0] : nil
    }
}
