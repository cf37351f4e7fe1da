import Testing

/// The merge driver as `sync --setup` installs it, a `git pull` that left
/// the file unmerged because git could not run the driver, and the sync
/// that finishes it; the version logs kept out of the repository; the
/// first sync of a clone of an empty remote.
@Suite(.serialized) struct GitDriverTests {
    /// Both clones know "Shared"; then each adds its own task and commits.
    static func apart(_ g: GitClones) {
        g.run(g.a, ["add", "Shared"])
        #expect(g.sync(g.a).status == 0)
        #expect(g.sync(g.b).status == 0)
        g.run(g.a, ["add", "From a"])
        #expect(g.sync(g.a).status == 0)
        g.run(g.b, ["add", "From b"])
        g.git("-C b commit --quiet -am 'from b'")
    }

    static func names(_ text: String?) -> Set<String> {
        Set((text ?? "").split(separator: "\n").map(SyncRoundsTests.name(of:)).filter { !$0.isEmpty })
    }

    @Test func setupRegistersTheRunningTxtodoByItsFullPath() {
        let g = GitClones()
        #expect(g.run(g.a, ["sync", "--setup"]).status == 0)
        #expect(g.git("-C a config merge.txtodo.driver").stdout == "\(CLI.binary) merge %O %A %B %P\n")
        // Where `txtodo` on PATH is this same program, its name is enough.
        g.cli.shell("mkdir -p \"$HOME/bin\" && ln -s \"$TXTODO\" \"$HOME/bin/txtodo\"")
        g.cli.extraEnvironment["PATH"] = g.cli.folder + "/home/bin:/usr/bin:/bin"
        #expect(g.run(g.b, ["sync", "--setup"]).status == 0)
        #expect(g.git("-C b config merge.txtodo.driver").stdout == "txtodo merge %O %A %B %P\n")
    }

    /// A plain `git pull` merges task by task with the driver setup installed.
    @Test func aGitPullMergesWithTheInstalledDriver() {
        let g = GitClones()
        #expect(g.run(g.b, ["sync", "--setup"]).status == 0)
        Self.apart(g)
        g.git("-C b pull --quiet --no-rebase --no-edit")
        #expect(Self.names(g.cli.read(g.b)) == ["Shared", "From a", "From b"])
        #expect(g.git("-C b status --porcelain").stdout == "")
    }

    @Test func aPullLeftUnmergedIsFinishedBySyncInBothClones() {
        let g = GitClones()
        Self.apart(g)
        // A driver git cannot run: the pull stops with one side in the file.
        g.git("-C b config merge.txtodo.driver 'txtodo merge %O %A %B'")
        #expect(g.cli.shell("cd '\(g.cli.folder)/b' && git pull --quiet --no-rebase --no-edit").status != 0)
        #expect(g.git("-C b status --porcelain").stdout.hasPrefix("UU todo.taskpaper\n"))
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(
            r.stderr
                == "txtodo: sync: warning: git's merge driver `txtodo merge %O %A %B` cannot be run; "
                + "it is now `\(CLI.binary) merge %O %A %B %P`\n")
        #expect(
            r.stdout
                == "txtodo sync: set up the txtodo merge driver; finished the merge git had left in todo.taskpaper; "
                + "pulled 0 changes, pushed 1\n")
        #expect(Self.names(g.cli.read(g.b)) == ["Shared", "From a", "From b"])
        #expect(g.git("-C b status --porcelain").stdout == "")
        #expect(g.git("-C b log -1 --format=%P").stdout.split(separator: " ").count == 2)
        #expect(g.sync(g.a).status == 0)
        #expect(g.cli.read(g.a) == g.cli.read(g.b))
    }

    @Test func aRebasingPullLeftUnmergedIsFinishedToo() {
        let g = GitClones()
        Self.apart(g)
        g.git("-C b config merge.txtodo.driver 'txtodo merge %O %A %B'")
        #expect(g.cli.shell("cd '\(g.cli.folder)/b' && git pull --quiet --rebase").status != 0)
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.names(g.cli.read(g.b)) == ["Shared", "From a", "From b"])
        #expect(g.git("-C b status --porcelain").stdout == "")
        // The rebase went on: this clone's commit replayed on the other's.
        #expect(g.git("-C b log -1 --format=%s").stdout == "from b\n")
        #expect(!g.git("-C b log -1 --format=%P").stdout.contains(" "))
        #expect(g.git("-C b merge-base --is-ancestor origin/main HEAD").status == 0)
    }

    @Test func theVersionLogsStayOutOfTheRepository() {
        let g = GitClones()
        let file = g.cli.folder + "/a/lists/my list.taskpaper"
        g.run(file, ["add", "Kept apart"])
        // Git keeps the history: no version logs beside a file no sync tool carries.
        #expect(!g.cli.exists(g.cli.folder + "/a/lists/my list.versions"))
        #expect(g.sync(file).status == 0)
        #expect(g.git("-C a status --porcelain").stdout == "")
        #expect(g.cli.read(g.cli.folder + "/a/.git/info/exclude")?.hasSuffix("\n/lists/my list.versions/\n") == true)
        #expect(!g.git("-C a ls-files").stdout.contains("versions"))
    }

    /// Both clones were made while the remote was empty.
    @Test func theFirstSyncOfACloneOfAnEmptyRemoteMakesNoSecondRoot() {
        let g = GitClones()
        g.run(g.a, ["add", "From a"])
        g.run(g.b, ["add", "From b"])
        #expect(g.sync(g.a).status == 0)
        let r = g.sync(g.b)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("pulled 1 change, pushed 1\n"))
        #expect(g.git("-C b rev-list --max-parents=0 HEAD").stdout.split(separator: "\n").count == 1)
        #expect(g.sync(g.a).status == 0)
        #expect(Self.names(g.cli.read(g.a)) == ["From a", "From b"])
        #expect(g.cli.read(g.a) == g.cli.read(g.b))
        #expect(g.git("-C a rev-list --max-parents=0 HEAD").stdout.split(separator: "\n").count == 1)
    }
}
