import Testing

/// A rename made with txtodo holds through a merge or a rebase run by hand
/// (`git pull` with the driver set up): the driver reads the renames from
/// the commits on each side, and on the renaming clone from what txtodo
/// kept for the next `txtodo sync` when the rename was committed by hand.
@Suite(.serialized) struct GitHandPullRenameTests {
    static let wanted = "Today:\n\t- Phone Sam @day(2026-11-22) @done(2026-11-22)\n\t- Buy milk @day(2026-11-22)\n"

    /// `git pull` run by hand in clone `a` or `b`, merging or rebasing.
    static func pull(_ g: GitClones, _ clone: String, rebase: Bool = false) -> Int32 {
        let how = rebase ? "--rebase" : "--no-rebase --no-edit"
        return g.cli.shell("cd '\(g.cli.folder)/\(clone)' && git pull --quiet \(how)").status
    }

    /// The rename came through `txtodo sync`; the check is committed and
    /// pulled by hand.
    @Test(arguments: [false, true]) func aPulledRenameMeetsACheckCommittedByHand(rebase: Bool) {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        #expect(g.sync(g.a).status == 0)
        g.run(g.b, ["done", "1"])
        g.git("-C b commit --quiet -am 'checked'")
        #expect(Self.pull(g, "b", rebase: rebase) == 0)
        #expect(g.cli.read(g.b) == Self.wanted)
        #expect(g.git("-C b status --porcelain").stdout == "")
    }

    /// The rename was committed by hand, so no commit says it; the clone
    /// that made it pulls the check by hand.
    @Test(arguments: [false, true]) func aRenameCommittedByHandMeetsAPulledCheck(rebase: Bool) {
        let g = GitRenameTests.start()
        g.run(g.a, ["rename", "1", "Phone Sam"])
        g.git("-C a commit --quiet -am 'renamed'")
        g.run(g.b, ["done", "1"])
        #expect(g.sync(g.b).status == 0)
        #expect(Self.pull(g, "a", rebase: rebase) == 0)
        #expect(g.cli.read(g.a) == Self.wanted)
    }

    /// A clone set up before the driver was told the file's path is
    /// brought up to date by its next sync.
    @Test func anOlderDriverLineIsBroughtUpToDate() {
        let g = GitRenameTests.start()
        let older = g.git("-C a config merge.txtodo.driver").stdout.replacingOccurrences(of: " %P\n", with: "")
        g.git("-C a config merge.txtodo.driver '\(older)'")
        let r = g.sync(g.a)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(g.git("-C a config merge.txtodo.driver").stdout == older + " %P\n")
    }
}
