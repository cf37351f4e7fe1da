/// How `txtodo sync` and the merge driver it runs through git speak of the
/// sides: the sync names the remote branch it merges in the driver's
/// environment, and the driver prints each decision against a side on a
/// line of its own, which the sync reads back from git's output.
public enum GitMergeNames {
    /// The variable holding the remote branch's name (`origin/main`).
    public static let theirs = "TXTODO_MERGE_THEIRS"
    /// What starts a decision's line (after `txtodo merge: `).
    public static let decided = "decided: "
}
